import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DONORS_SOURCE, ZDonorsQuerySchema, type TDonors } from '../../../shared/schemas/federal-record';
import { errorResponses, INVALID_INPUT, restApp, withQueryExamples } from '../../http/rest-contract';
import { getDonorsByName, type TDonorsDeps } from './donors.service';

/*
 * The answer keeps the shape of OpenSecrets' `candContrib` (its API closed in April 2025), which the legacy
 * client read: attributes under "@attributes", amounts as strings of whole dollars (ADR 18).
 */
const ZRestContributor = z.object({
  '@attributes': z.object({
    org_name: z.string(),
    total: z.string(),
    pacs: z.string(),
    indivs: z.string(),
  }),
});

const EXAMPLE_ANSWER = {
  success: true,
  data: {
    response: {
      contributors: {
        '@attributes': {
          cand_name: 'PARK, ELEANOR',
          cid: 'H6NY10991',
          cycle: '2026',
          origin: 'Federal Election Commission',
          source: 'https://www.fec.gov/data/candidate/H6NY10991/?cycle=2026',
          notice: 'Sample data',
        },
        contributor: [
          {
            '@attributes': {
              org_name: 'Service Employees Union',
              total: '15000',
              pacs: '10000',
              indivs: '5000',
            },
          },
        ],
      },
    },
  },
};

const ZDonorsAnswer = z
  .object({
    success: z.literal(true),
    data: z.object({
      response: z.object({
        contributors: z.object({
          '@attributes': z.object({
            cand_name: z.string(),
            cid: z.string(),
            cycle: z.string(),
            origin: z.string(),
            source: z.string(),
            notice: z.string(),
          }),
          contributor: z.array(ZRestContributor),
        }),
      }),
    }),
  })
  .meta({ id: 'Donors', examples: [EXAMPLE_ANSWER] });

const NOTICE =
  'Totals of the cycle from FEC filings: money from the PACs of organisations and from individuals who ' +
  'named them as employer. Individual gifts of $200 or less are not itemised.';

function toRestAnswer(outcome: TDonors): z.output<typeof ZDonorsAnswer> {
  return {
    success: true,
    data: {
      response: {
        contributors: {
          '@attributes': {
            cand_name: outcome.candidateName ?? '',
            cid: outcome.fecCandidateId ?? '',
            cycle: String(outcome.cycle),
            origin: DONORS_SOURCE.name,
            source: outcome.sourceUrl ?? DONORS_SOURCE.url,
            notice: outcome.isSample ? `Sample data: fictional figures. ${NOTICE}` : NOTICE,
          },
          contributor: outcome.donors.map((donor) => ({
            '@attributes': {
              org_name: donor.orgName,
              total: String(donor.total),
              pacs: String(donor.pacs),
              indivs: String(donor.indivs),
            },
          })),
        },
      },
    },
  };
}

/** GET /api/donors?firstName&lastName&chamber (spec part 1 §7): the Campaign Donors table's figures. */
export async function donorRoutes(fastify: FastifyInstance, deps: TDonorsDeps) {
  restApp(fastify).get(
    '/api/donors',
    {
      schema: {
        operationId: 'getDonors',
        summary: 'The top contributors of a House or Senate candidate in the current cycle',
        description:
          'From the Federal Election Commission: per organisation, its PAC money (`pacs`), the money of ' +
          'individuals who named it as employer (`indivs`) and their sum (`total`), whole dollars as strings, ' +
          'largest first, at most 10. Kept a day. An empty list: the FEC has no such candidate. 502 when the ' +
          'FEC does not answer and nothing was kept.',
        tags: ['federal record'],
        querystring: withQueryExamples(ZDonorsQuerySchema, {
          firstName: 'Eleanor',
          lastName: 'Park',
          chamber: 'House of Representatives',
        }),
        response: {
          200: ZDonorsAnswer,
          ...errorResponses(INVALID_INPUT, {
            404: 'No House or Senate candidate of that name.',
            502: 'The FEC did not answer and nothing was kept from before.',
          }),
        },
      },
    },
    async (request) => {
      const { firstName, lastName, chamber } = request.query;
      return toRestAnswer(await getDonorsByName(deps, { firstName, lastName, office: chamber }));
    },
  );
}
