import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ZWebSearchSchema, type TWebSearchOutcome } from '../../../shared/schemas/web-search';
import type { Db } from '../../db/database';
import {
  ADMIN_GATE,
  ADMIN_ONLY,
  errorResponses,
  INVALID_INPUT,
  restApp,
  withQueryExamples,
} from '../../http/rest-contract';
import { requireAdmin } from '../../http/rest-gates';
import type { TWebSearch } from '../../providers/web-search';
import { searchCandidateOnTheWeb } from './web-search.service';

const ZRestWebResult = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string(),
  image: z.string().optional(),
});

const ZRestSearchGroup = z
  .object({
    category: z.string().describe('The keyword, or the term itself when there are no keywords'),
    axiosRes: z.array(ZRestWebResult),
    message: z.string().optional().describe('Why this search has no results: the service failed'),
  })
  .meta({
    id: 'SearchResultGroup',
    examples: [
      {
        category: 'housing',
        axiosRes: [
          {
            title: 'Maya Torres on housing - City Limits',
            link: 'https://citylimits.example/maya-torres-housing',
            snippet: 'The council candidate set out her plan for tenants.',
            image: 'https://citylimits.example/maya.jpg',
          },
        ],
      },
    ],
  });

const ZWebSearchAnswer = z.object({
  data: z.array(ZRestSearchGroup),
  message: z.string().optional().describe('Set when no web search service is configured (data is empty)'),
});

function toRestAnswer(outcome: TWebSearchOutcome, term: string): z.output<typeof ZWebSearchAnswer> {
  if (!outcome.configured) return { data: [], message: outcome.message };
  return {
    data: outcome.groups.map((group) => ({
      category: group.keyword ?? term,
      axiosRes: group.results,
      ...(group.failure ? { message: group.failure } : {}),
    })),
  };
}

/**
 * GET /api/googleSearch?candidateSearch={term} (spec part 2 §7): one group per keyword. The keywords come
 * from `findKeywords`, so this adapter does not reach into the keywords feature itself.
 */
export async function webSearchRoutes(
  fastify: FastifyInstance,
  deps: {
    db: Db;
    webSearch: TWebSearch;
    logger: Logger;
    now: () => Date;
    findKeywords: () => Promise<string[]>;
  },
) {
  restApp(fastify).get(
    '/api/googleSearch',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'searchWebForCandidate',
        summary: 'Search the web for a candidate, once per keyword (admins)',
        description:
          'Each group is the search for the term and one keyword (`category`), or for the term alone when ' +
          'there are no keywords. Answers are cached for a day. A search the service failed has no results ' +
          'and a `message`; with no search service configured, `data` is empty and `message` says how to ' +
          'configure one.',
        tags: ['web search'],
        querystring: withQueryExamples(ZWebSearchSchema, { candidateSearch: 'Maya Torres' }),
        response: { 200: ZWebSearchAnswer, ...errorResponses(INVALID_INPUT, ADMIN_GATE) },
      },
    },
    async (request) => {
      const term = request.query.candidateSearch;
      const outcome = await searchCandidateOnTheWeb(deps, term, await deps.findKeywords());
      return toRestAnswer(outcome, term);
    },
  );
}
