import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  ZAddressSchema,
  ZCandidateSummarySchema,
  ZStructuredAddressSchema,
  type TRace,
} from '../../../shared/schemas/candidates';
import { lookupMessage } from '../../../shared/constants/address-lookup';
import type { Db } from '../../db/database';
import { CROSS_SITE, errorResponses, JSON_BODY, restApp, withLegacyId } from '../../http/rest-contract';
import { sendSerialized } from '../../http/serialized-body';
import type { TGeocoding } from '../../providers/geocoding';
import { getBallotByAddress, getBallotByStructuredAddress } from './districts.service';

/**
 * A candidate in an answer's races: the documented summary fields, plus the recommendation (issue 16) and its
 * reason in other languages (ADR 44).
 */
const ZRestCandidateSummary = withLegacyId(ZCandidateSummarySchema).meta({
  id: 'CandidateSummary',
  examples: [
    {
      _id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      fullName: 'Maya Torres',
      headshot: 'NA',
      party: 'Democrat',
      office: 'City Council',
      district: '33',
      recommended: false,
      recommendationReason: null,
      translations: {},
    },
  ],
});
type TRestRaces = Array<Array<z.output<typeof ZRestCandidateSummary>>>;

/** The documented races: each an unlabelled list of its candidates, in the ballot's order. */
const toRestRaces = (races: TRace[]): TRestRaces =>
  races.map((race) => race.candidates.map(({ id, ...candidate }) => ({ _id: id, ...candidate })));

const ADDRESS_EXAMPLE = { address: '350 5th Ave, New York, NY 10118' };
const STRUCTURED_EXAMPLE = {
  street: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  fullState: 'New York',
  postalcode: '10118',
};

/**
 * The body is one of two forms, told apart by whether it has `address`; each is checked by its own schema
 * so a refusal names the field the visitor got wrong (a plain union would only say "invalid input").
 */
const ZDistrictBody = z
  .unknown()
  .transform((body, context) => {
    const isHomeSearch = typeof body === 'object' && body !== null && 'address' in body;
    const result = (isHomeSearch ? ZAddressSchema : ZStructuredAddressSchema).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ ...issue, input: undefined });
    return z.NEVER;
  })
  .meta({
    id: 'AddressSearch',
    anyOf: [
      { ...z.toJSONSchema(ZAddressSchema, { io: 'input' }), examples: [ADDRESS_EXAMPLE] },
      { ...z.toJSONSchema(ZStructuredAddressSchema, { io: 'input' }), examples: [STRUCTURED_EXAMPLE] },
    ],
  });

const ZLookupFailure = z.object({ success: z.literal(false), message: z.string() });

/**
 * POST /api/newCandidate/getDistrict (spec part 2 §7): `{address}` from the home box, or the structured
 * form's `{street, city, state, fullState, postalcode}`. A failed lookup is `{success: false, message}`.
 */
export async function districtRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; geocoding: TGeocoding; logger: Logger; now: () => Date },
) {
  const app = restApp(fastify);
  app.post(
    '/api/newCandidate/getDistrict',
    {
      schema: {
        operationId: 'findBallotByAddress',
        summary: "The candidates on an address's ballot",
        description:
          'The home search sends `address` and gets `data.response` (races) and `data.geo.address`; the ' +
          'structured form gets `data` as the races. A lookup that finds nothing answers `success: false`.',
        tags: ['candidates'],
        body: ZDistrictBody,
        response: {
          200: z.union([
            z.object({
              success: z.literal(true),
              data: z.object({
                response: z.array(z.array(ZRestCandidateSummary)),
                geo: z.object({ address: z.string() }),
              }),
            }),
            z.object({ success: z.literal(true), data: z.array(z.array(ZRestCandidateSummary)) }),
            ZLookupFailure,
          ]),
          ...errorResponses(JSON_BODY, CROSS_SITE, {
            429: 'Too many new addresses looked up from this address; `Retry-After` says when to try again.',
          }),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const caller = { clientAddress: request.ip, isAdmin: request.user?.role === 'admin' };
      const isOneLine = 'address' in body;
      const lookup = isOneLine
        ? await getBallotByAddress(deps, body.address, caller)
        : await getBallotByStructuredAddress(deps, body, caller);
      if (!lookup.found) return { success: false as const, message: lookupMessage(lookup.reasons) };
      // A found ballot is the service's kept object: its answer is serialized once per shape.
      return sendSerialized(
        reply,
        lookup.ballot,
        ({ races, address }) =>
          isOneLine
            ? { success: true as const, data: { response: toRestRaces(races), geo: { address } } }
            : { success: true as const, data: toRestRaces(races) },
        isOneLine ? 'one-line' : 'structured',
      );
    },
  );
}
