import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZCandidateListFilterSchema,
  ZCandidateSchema,
  ZMatrixQuestionsSchema,
  type TCandidate,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import { sendSerialized } from '../../http/serialized-body';
import { ADMIN_ONLY, ERROR_RESPONSES, restApp, ZIdParams, ZSuccessBody } from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import {
  createCandidate,
  deleteCandidate,
  findCandidates,
  getCandidateById,
  updateCandidate,
} from './candidates.service';

export const EXAMPLE_CANDIDATE = {
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
};

/** The organisation's recommendation (issue 16): added to the documented shapes, which keep every field. */
export const ZRestRecommendation = z.object({
  recommended: z.boolean().describe('The organisation recommends this candidate'),
  recommendationReason: z.string().nullable().describe('A short reason for the recommendation, or null'),
});

/** A candidate in the documented wire shape (spec part 2 §3): the id is `_id`. */
export const ZRestCandidate = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    district: z.string(),
    office: z.string(),
    state: z.string(),
    party: z.string(),
    incumbent: z.string(),
    headshot: z.string(),
    bio: z.string(),
    polLeaning: z.string(),
    votingRecord: z.boolean(),
    specialNotes: z.string().describe('Sanitized HTML'),
    sources: z.array(z.string()),
    matrixQuestions: ZMatrixQuestionsSchema,
    divisionId: z.string().nullable(),
    bioguideId: z.string().nullable().describe('Bioguide id of a member of Congress, e.g. P000197'),
    fecCandidateId: z.string().nullable().describe('FEC candidate id, e.g. H8CA05035'),
    ...ZRestRecommendation.shape,
  })
  .meta({ id: 'Candidate', examples: [EXAMPLE_CANDIDATE] });

export function toRestCandidate({ id, ...candidate }: TCandidate): z.output<typeof ZRestCandidate> {
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
        querystring: ZCandidateListFilterSchema,
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
      const byDistrict = request.query.district !== undefined;
      return sendSerialized(
        reply,
        await findCandidates(db, request.query),
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
        response: { 200: z.object({ data: ZRestCandidate }), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      sendSerialized(reply, await getCandidateById(db, request.params.id), (candidate) => ({
        data: toRestCandidate(candidate),
      })),
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
