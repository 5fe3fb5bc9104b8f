import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZCandidateListQuerySchema,
  ZCandidateOutputSchema,
  ZCandidateSchema,
  type TCandidate,
} from '../../../shared/schemas/candidates';
import { ZLanguageQuerySchema } from '../../../shared/schemas/translations';
import type { Db } from '../../db/database';
import { sendSerialized } from '../../http/serialized-body';
import {
  ADMIN_ONLY,
  ERROR_RESPONSES,
  restApp,
  withLegacyId,
  ZIdParams,
  ZSuccessBody,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import {
  createCandidate,
  deleteCandidate,
  findCandidates,
  getCandidateById,
  updateCandidate,
} from './candidates.service';

const EXAMPLE_CANDIDATE = {
  _id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  fullName: 'Maya Torres',
  firstName: 'Maya',
  lastName: 'Torres',
  district: '33',
  office: 'City Council',
  state: 'New York',
  party: 'Democrat',
  incumbent: 'Challenger',
  headshot: 'NA',
  bio: 'https://example.org/maya',
  polLeaning: 'Progressive',
  votingRecord: false,
  specialNotes: '<p>Tenant organiser.</p>',
  sources: ['https://example.org/source'],
  matrixQuestions: { laborRights: { childcare: 'Yes' } },
  divisionId: 'ocd-division/country:us/state:ny/place:new_york/council_district:33',
  bioguideId: null,
  fecCandidateId: null,
  recommended: true,
  recommendationReason: 'Backs rent stabilisation and public broadband.',
  translations: { es: { specialNotes: '<p>Organizadora de inquilinos.</p>' } },
};

/**
 * A candidate in the documented wire shape (spec part 2 §3): every declared field, the id named `_id`. The
 * recommendation and the federal ids were added to the documented fields, which it keeps.
 */
export const ZRestCandidate = withLegacyId(ZCandidateOutputSchema).meta({
  id: 'Candidate',
  examples: [EXAMPLE_CANDIDATE],
});

function toRestCandidate({ id, ...candidate }: TCandidate): z.output<typeof ZRestCandidate> {
  return { _id: id, ...candidate };
}

// The form is the candidate without what the server sets: its id and its division.
const { _id: _exampleId, divisionId: _exampleDivision, ...EXAMPLE_FORM } = EXAMPLE_CANDIDATE;
const ZCandidateBody = ZCandidateSchema.meta({ id: 'CandidateForm', example: EXAMPLE_FORM });
const ZCandidateAnswer = z.object({ success: z.literal(true), data: ZRestCandidate });

/** The documented candidate calls (spec part 2 §7), apart from getDistrict (districts feature). */
export async function candidateRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = restApp(fastify);

  // Two documented shapes share this path: ?office&state (admin table) and ?office&district (public lists).
  app.get(
    '/api/newCandidate',
    {
      schema: {
        summary: 'Candidates by office and state (admin table) or by office and district (public lists)',
        tags: ['candidates'],
        querystring: ZCandidateListQuerySchema,
        response: {
          200: z.union([
            z.object({ success: z.literal(true), data: z.array(ZRestCandidate) }),
            z.object({ data: z.object({ data: z.array(ZRestCandidate) }) }),
          ]),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const byDistrict = filter.district !== undefined;
      return sendSerialized(
        reply,
        await findCandidates(db, filter, lang),
        (candidates) => {
          const data = candidates.map(toRestCandidate);
          return byDistrict ? { data: { data } } : { success: true as const, data };
        },
        byDistrict ? 'district' : 'state',
      );
    },
  );

  app.get(
    '/api/newCandidate/:id',
    {
      schema: {
        summary: 'One candidate',
        tags: ['candidates'],
        params: ZIdParams,
        querystring: ZLanguageQuerySchema,
        response: { 200: z.object({ data: ZRestCandidate }), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      sendSerialized(
        reply,
        await getCandidateById(db, request.params.id, request.query.lang),
        (candidate) => ({
          data: toRestCandidate(candidate),
        }),
      ),
  );

  app.post(
    '/api/newCandidate',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Add a candidate (admins)',
        tags: ['candidates'],
        body: ZCandidateBody,
        response: { 200: ZCandidateAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      data: toRestCandidate(await createCandidate(db, request.body, adminActor(request))),
    }),
  );

  app.put(
    '/api/newCandidate/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Edit a candidate (admins)',
        tags: ['candidates'],
        params: ZIdParams,
        body: ZCandidateBody,
        response: { 200: ZCandidateAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      success: true as const,
      data: toRestCandidate(await updateCandidate(db, request.params.id, request.body, adminActor(request))),
    }),
  );

  app.delete(
    '/api/newCandidate/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Delete a candidate (admins)',
        tags: ['candidates'],
        params: ZIdParams,
        response: { 200: ZSuccessBody, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteCandidate(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
