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
  ADMIN_GATE,
  ADMIN_ONLY,
  CROSS_SITE,
  errorResponses,
  idParams,
  INVALID_INPUT,
  JSON_BODY,
  restApp,
  withLegacyId,
  withQueryExamples,
  ZSuccessBody,
  type TErrorReasons,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import {
  createCandidate,
  deleteCandidate,
  findCandidates,
  getCandidateById,
  viewerOf,
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

const CANDIDATE_ID = idParams(EXAMPLE_CANDIDATE._id);
const NO_SUCH_CANDIDATE: TErrorReasons = { 404: 'No such candidate.' };
const LANGUAGE_QUERY = withQueryExamples(ZLanguageQuerySchema, { lang: 'es' });

/** The documented candidate calls (spec part 2 §7), apart from getDistrict (districts feature). */
export async function candidateRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = restApp(fastify);

  // Two documented shapes share this path: ?office&state (admin table) and ?office&district (public lists).
  app.get(
    '/api/newCandidate',
    {
      schema: {
        operationId: 'listCandidates',
        summary: 'Candidates by office and state (admin table) or by office and district (public lists)',
        description:
          "With `district`, the public lists' shape `{ data: { data } }`; otherwise the admin table's " +
          '`{ success, data }`. `lang` picks the language of the texts the organisation writes.',
        tags: ['candidates'],
        querystring: withQueryExamples(ZCandidateListQuerySchema, {
          office: EXAMPLE_CANDIDATE.office,
          state: EXAMPLE_CANDIDATE.state,
          lang: 'en',
        }),
        response: {
          200: z.union([
            z.object({ success: z.literal(true), data: z.array(ZRestCandidate) }),
            z.object({ data: z.object({ data: z.array(ZRestCandidate) }) }),
          ]),
          ...errorResponses(INVALID_INPUT),
        },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const byDistrict = filter.district !== undefined;
      return sendSerialized(
        reply,
        await findCandidates(db, filter, lang, viewerOf(request.user)),
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
        operationId: 'getCandidate',
        summary: 'One candidate',
        description: 'Every field of the candidate, in the language asked for (`lang`).',
        tags: ['candidates'],
        params: CANDIDATE_ID,
        querystring: LANGUAGE_QUERY,
        response: {
          200: z.object({ data: ZRestCandidate }),
          ...errorResponses(INVALID_INPUT, NO_SUCH_CANDIDATE),
        },
      },
    },
    async (request, reply) =>
      sendSerialized(
        reply,
        await getCandidateById(db, request.params.id, request.query.lang, viewerOf(request.user)),
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
        operationId: 'createCandidate',
        summary: 'Add a candidate (admins)',
        description:
          'The server works out the division (`divisionId`) from the office, the state and the district; ' +
          'the answer is the candidate as stored.',
        tags: ['candidates'],
        body: ZCandidateBody,
        response: { 200: ZCandidateAnswer, ...errorResponses(JSON_BODY, ADMIN_GATE, CROSS_SITE) },
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
        operationId: 'updateCandidate',
        summary: 'Edit a candidate (admins)',
        description: 'The whole form, as when adding; the answer is the candidate as stored.',
        tags: ['candidates'],
        params: CANDIDATE_ID,
        body: ZCandidateBody,
        response: {
          200: ZCandidateAnswer,
          ...errorResponses(JSON_BODY, ADMIN_GATE, CROSS_SITE, NO_SUCH_CANDIDATE),
        },
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
        operationId: 'deleteCandidate',
        summary: 'Delete a candidate (admins)',
        description: 'Deletes the candidate for good.',
        tags: ['candidates'],
        params: CANDIDATE_ID,
        response: {
          200: ZSuccessBody,
          ...errorResponses(INVALID_INPUT, ADMIN_GATE, CROSS_SITE, NO_SUCH_CANDIDATE),
        },
      },
    },
    async (request) => {
      await deleteCandidate(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
