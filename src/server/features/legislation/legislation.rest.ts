import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BILL_STAGES, BILL_STOPS, MEMBER_VOTES } from '../../../shared/constants/federal-record';
import { ZBillInfoQuerySchema, ZBillProgressQuerySchema } from '../../../shared/schemas/federal-record';
import { errorResponses, INVALID_INPUT, restApp, withQueryExamples } from '../../http/rest-contract';
import {
  getBillProgressByTracker,
  getVotingHistoryByName,
  type TLegislationDeps,
} from './legislation.service';

const TRACKER_EXAMPLE = 'https://www.congress.gov/bill/119th-congress/house-bill/9901';
/** A member of the demo's sample record. */
const MEMBER_EXAMPLE = {
  category: 'Healthcare',
  firstName: 'Eleanor',
  lastName: 'Park',
  typeOfElection: 'House of Representatives',
};

const ZRestBillResult = z.object({
  title: z.string(),
  description: z.string(),
  tracker: z.string().describe('The bill on congress.gov'),
  yeaTotal: z.number().int(),
  nayTotal: z.number().int(),
  docId: z.string().describe('The bill id, e.g. hr1234-118'),
});

const ZBillInfoAnswer = z
  .object({
    success: z.literal(true),
    billResults: z.array(ZRestBillResult),
    voteResults: z.array(z.enum(MEMBER_VOTES)).describe("The member's vote on each bill, in the same order"),
  })
  .meta({
    id: 'BillInfo',
    examples: [
      {
        success: true,
        billResults: [
          {
            title: 'Sample: Pandemic Preparedness and Paid Sick Leave Act',
            description: 'Sample data: guarantees paid sick days during a declared public health emergency.',
            tracker: TRACKER_EXAMPLE,
            yeaTotal: 221,
            nayTotal: 208,
            docId: 'hr9901-119',
          },
        ],
        voteResults: ['Yea'],
      },
    ],
  });

const ZBillProgressAnswer = z
  .object({
    success: z.literal(true),
    data: z.enum(BILL_STAGES).describe('The highest stage the bill reached'),
    stop: z
      .enum(BILL_STOPS)
      .nullable()
      .describe('Set when the bill failed a vote or was vetoed at that stage'),
    checkedAt: z.string().describe('When the stage was last confirmed'),
  })
  .meta({
    id: 'BillProgress',
    examples: [
      { success: true, data: 'To President', stop: 'vetoed', checkedAt: '2026-11-24T12:00:00.000Z' },
    ],
  });

/** The documented federal-record calls about bills (spec part 1 §7); donors are in the donors feature. */
export async function legislationRoutes(fastify: FastifyInstance, deps: TLegislationDeps) {
  const app = restApp(fastify);

  app.get(
    '/api/bill/info',
    {
      schema: {
        operationId: 'getVotingHistory',
        summary: "The bills on a topic a House or Senate member voted on, with the member's votes",
        description:
          'The member is named by first and last name and office (`typeOfElection`: House of ' +
          'Representatives or Senate; anything else is refused). `category` is one of the 15 voting topics; ' +
          "'Government …' names the 'Gov …' topics. `voteResults[i]` is the vote on `billResults[i]`.",
        tags: ['federal record'],
        querystring: withQueryExamples(ZBillInfoQuerySchema, MEMBER_EXAMPLE),
        response: {
          200: ZBillInfoAnswer,
          ...errorResponses(INVALID_INPUT, { 404: 'No House or Senate candidate of that name.' }),
        },
      },
    },
    async (request) => {
      const { category, firstName, lastName, typeOfElection } = request.query;
      const { bills } = await getVotingHistoryByName(
        deps.db,
        { firstName, lastName, office: typeOfElection },
        category,
      );
      return {
        success: true as const,
        billResults: bills.map(({ title, description, tracker, yeaTotal, nayTotal, docId }) => ({
          title,
          description,
          tracker,
          yeaTotal,
          nayTotal,
          docId,
        })),
        voteResults: bills.map((bill) => bill.vote),
      };
    },
  );

  app.get(
    '/api/bill/progress',
    {
      schema: {
        operationId: 'getBillProgress',
        summary: 'How far a bill got',
        description:
          'The bill is named by its congress.gov tracker link, as `billResults[].tracker` gives it. Only ' +
          'bills in our record are answered (404 otherwise); the link itself is never fetched. Stages are ' +
          'refreshed from Congress.gov at most every 6 hours.',
        tags: ['federal record'],
        querystring: withQueryExamples(ZBillProgressQuerySchema, { url: TRACKER_EXAMPLE }),
        response: {
          200: ZBillProgressAnswer,
          ...errorResponses(INVALID_INPUT, { 404: 'The bill is not in our record.' }),
        },
      },
    },
    async (request) => {
      const progress = await getBillProgressByTracker(deps, request.query.url);
      return {
        success: true as const,
        data: progress.stage,
        stop: progress.stop,
        checkedAt: progress.checkedAt,
      };
    },
  );
}
