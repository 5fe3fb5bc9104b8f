import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BALLOT_MEASURE_ICONS, type TBallotMeasure } from '../../../shared/ballot-measures';
import {
  ZBallotMeasureSchema,
  ZBallotMeasuresQuerySchema,
  type TBallotMeasureInput,
} from '../../../shared/schemas/ballot-measures';
import { translationsOutputOf } from '../../../shared/schemas/translations';
import type { Db } from '../../db/database';
import {
  ADMIN_GATE,
  ADMIN_ONLY,
  CROSS_SITE,
  errorResponses,
  idParams,
  INVALID_INPUT,
  JSON_BODY,
  restApp,
  withQueryExamples,
  ZSuccessBody,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import { createMeasure, deleteMeasure, listMeasures, updateMeasure } from './ballot-measures.service';
import { viewerOf } from '../candidates/candidates.service';

const EXAMPLE_ELECTION_ID = '7d3c6f0e-2f4b-4c1e-9a7d-1b2c3d4e5f60';

const EXAMPLE_MEASURE: TBallotMeasure = {
  id: '3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  electionId: EXAMPLE_ELECTION_ID,
  divisionId: 'ocd-division/country:us/state:ny/place:new_york',
  measureNumber: 'Proposal 5 · New York City',
  name: 'City Map Updates',
  icon: 'map',
  whatItSays: [
    'Combines the official City Map, now thousands of separate paper maps kept in five borough offices, into one digital map run by the Department of City Planning.',
  ],
  impact: [
    'Mostly housekeeping: the official layout of streets, parks and public places becomes easier for everyone to check.',
  ],
  recommendation: 'Yes',
  recommendationReason: 'A sensible modernization with little downside.',
  sources: ['https://www.nyc.gov/site/charter/index.page'],
  translations: { es: { name: 'Actualización del mapa de la ciudad' } },
};

const bullets = z.array(z.string());
const ZBallotMeasureAnswer = z
  .object({
    id: z.string().describe("The measure's id"),
    electionId: z.string().describe('The election it is on the ballot of'),
    divisionId: z
      .string()
      .describe(
        'The Open Civic Data division it is voted in: a state reaches every address in the state, a city every address in the city',
      ),
    measureNumber: z.string().describe("Where it is on the ballot: 'Proposal 2 · New York City'"),
    name: z.string(),
    icon: z.enum(BALLOT_MEASURE_ICONS),
    whatItSays: bullets.describe("'What it says': the measure in plain words"),
    impact: bullets.describe("'What it really means': its practical effect"),
    recommendation: z.enum(['Yes', 'No']).nullable().describe('Our call, when we make one'),
    recommendationReason: z.string().nullable(),
    sources: z.array(z.string()).describe('Links to the text and to analyses'),
    translations: translationsOutputOf({
      name: z.string(),
      measureNumber: z.string(),
      whatItSays: bullets,
      impact: bullets,
      recommendationReason: z.string().nullable(),
    }).describe('Every language’s texts as written (ADR 44); the fields above are in `lang`'),
  })
  .meta({ id: 'BallotMeasure', examples: [EXAMPLE_MEASURE] });

const { id: _id, translations: _translations, ...EXAMPLE_INPUT_FIELDS } = EXAMPLE_MEASURE;
const EXAMPLE_INPUT: TBallotMeasureInput = {
  ...EXAMPLE_INPUT_FIELDS,
  translations: { es: { name: 'Actualización del mapa de la ciudad' } },
};

/** A measure as an admin writes it: the fields of the admin form, checked like the form. */
const ZBallotMeasureBody = ZBallotMeasureSchema.meta({ example: EXAMPLE_INPUT });
const ZWrittenMeasure = z.object({ success: z.literal(true), data: ZBallotMeasureAnswer });
const NO_SUCH_MEASURE = { 404: 'No such ballot measure, or no such election.' };

/** GET /api/ballotMeasures (issue 25 point 2): an election's ballot measures, the twin of ballotMeasures.list. */
export async function ballotMeasureRoutes(
  fastify: FastifyInstance,
  { db, now }: { db: Db; now: () => Date },
) {
  const app = restApp(fastify);
  app.get(
    '/api/ballotMeasures',
    {
      schema: {
        operationId: 'listBallotMeasures',
        summary: "An election's ballot measures",
        description:
          'In ballot order, with their texts in `lang` where written (English elsewhere). Without `election`, ' +
          'those of the next election ahead that has any, else the most recent, as the home page shows them. An election without ' +
          'measures, or one that is not public, answers an empty list.',
        tags: ['ballot measures'],
        querystring: withQueryExamples(ZBallotMeasuresQuerySchema, {
          election: EXAMPLE_ELECTION_ID,
          lang: 'es',
        }),
        response: {
          200: z
            .object({ data: z.array(ZBallotMeasureAnswer) })
            .meta({ examples: [{ data: [EXAMPLE_MEASURE] }] }),
          ...errorResponses(INVALID_INPUT),
        },
      },
    },
    async (request) => ({
      data: await listMeasures(
        db,
        { electionId: request.query.election, locale: request.query.lang, now: now() },
        viewerOf(request.user),
      ),
    }),
  );

  app.post(
    '/api/ballotMeasures',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'createBallotMeasure',
        summary: "Add a ballot measure at the end of its election's ballot (admins)",
        description: 'The same rules as the admin form; the write is in the audit log.',
        tags: ['ballot measures'],
        body: ZBallotMeasureBody,
        response: {
          200: ZWrittenMeasure,
          ...errorResponses(JSON_BODY, ADMIN_GATE, CROSS_SITE, NO_SUCH_MEASURE),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createMeasure(db, ZBallotMeasureSchema.parse(request.body), adminActor(request)),
    }),
  );

  app.put(
    '/api/ballotMeasures/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'updateBallotMeasure',
        summary: 'Replace a ballot measure (admins)',
        description:
          'Every field is sent; a measure moved to another election goes to the end of its ballot.',
        tags: ['ballot measures'],
        params: idParams(EXAMPLE_MEASURE.id),
        body: ZBallotMeasureBody,
        response: {
          200: ZWrittenMeasure,
          ...errorResponses(JSON_BODY, ADMIN_GATE, CROSS_SITE, NO_SUCH_MEASURE),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateMeasure(
        db,
        request.params.id,
        ZBallotMeasureSchema.parse(request.body),
        adminActor(request),
      ),
    }),
  );

  app.delete(
    '/api/ballotMeasures/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'deleteBallotMeasure',
        summary: 'Delete a ballot measure (admins)',
        description: 'Deletes the measure for good; the audit log keeps what it held.',
        tags: ['ballot measures'],
        params: idParams(EXAMPLE_MEASURE.id),
        response: {
          200: ZSuccessBody,
          ...errorResponses(INVALID_INPUT, ADMIN_GATE, CROSS_SITE, { 404: 'No such ballot measure.' }),
        },
      },
    },
    async (request) => {
      await deleteMeasure(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
