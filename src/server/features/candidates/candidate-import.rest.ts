import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES, IMPORT_MESSAGES } from '../../../shared/candidate-import';
import { AppError } from '../../../shared/errors';
import { text } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import { NOT_STORED } from '../../http/cache-policy';
import {
  ADMIN_GATE,
  ADMIN_ONLY,
  CROSS_SITE,
  errorResponses,
  INVALID_INPUT,
  restApp,
  zodValidatorCompiler,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import {
  applyImport,
  candidateCsvTemplate,
  exportCandidatesCsv,
  previewImport,
} from './candidate-import.service';

/** The file goes as the body's bytes, as the browser sends a chosen file: the import decodes it itself. */
const FILE_BODY_TYPES = ['text/csv', 'application/octet-stream'];

const ZFileNameQuery = z.object({
  fileName: text()
    .trim()
    .min(1)
    .max(255)
    .describe("The file's name, which the audit log keeps with each change")
    .meta({ example: 'candidates-2027.csv' }),
});

const ZImportReport = z
  .object({
    fileName: z.string(),
    applied: z.boolean(),
    counts: z.object({ new: z.number(), changed: z.number(), unchanged: z.number(), refused: z.number() }),
    rows: z.array(
      z.object({
        line: z.number(),
        fullName: z.string(),
        office: z.string(),
        district: z.string(),
        status: z.enum(['new', 'changed', 'unchanged', 'refused']),
        changes: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
        refusals: z.array(z.object({ column: z.string(), message: z.string() })),
        likelyDuplicateOf: z.object({ district: z.string() }).nullable(),
      }),
    ),
  })
  .meta({
    id: 'CandidateImportReport',
    examples: [
      {
        fileName: 'candidates-2027.csv',
        applied: false,
        counts: { new: 0, changed: 1, unchanged: 0, refused: 0 },
        rows: [
          {
            line: 2,
            fullName: 'Maya Torres',
            office: 'City Council',
            district: '33',
            status: 'changed',
            changes: [{ column: 'party', before: 'Others', after: 'Democrat' }],
            refusals: [],
            likelyDuplicateOf: null,
          },
        ],
      },
    ],
  });

const EXAMPLE_ELECTION_ID = '7d3c6f0e-2f4b-4c1e-9a7d-1b2c3d4e5f60';
const EXAMPLE_CSV = [
  'election,externalId,fullName,firstName,lastName,state,office,district,party,incumbent,polLeaning,headshot,bio',
  `${EXAMPLE_ELECTION_ID},nyc-cc-33-torres,Maya Torres,Maya,Torres,New York,City Council,33,Democrat,Challenger,Progressive,NA,NA`,
  '',
].join('\r\n');

const ZCsvFile = z.string().meta({
  description: 'A CSV file (UTF-8 with a byte-order mark) in the import format',
  content: { 'text/csv': { schema: { type: 'string', example: EXAMPLE_CSV } } },
});

/** The file to import, documented as CSV text; the handler reads its bytes (see `fileBodyUnchecked`). */
const ZCsvBody = z.string().meta({ example: EXAMPLE_CSV });

/**
 * The query is checked by its zod schema as on every route; the body is the file's bytes, which the import
 * checks itself (encoding, columns, each cell) to say what is wrong with the file.
 */
function fileBodyUnchecked<TSchema>(route: FastifyRouteSchemaDef<TSchema>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data) => ({ value: data });
  return zodValidatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const FILE_REFUSALS = {
  ...INVALID_INPUT,
  400: 'The file is not a CSV the import reads (binary, not UTF-8, a required column missing); `message` says which.',
  413: `The file is larger than ${IMPORT_MAX_MEGABYTES} MB.`,
};

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', NOT_STORED)
    .send(csv);
}

/**
 * Bulk import of candidates (issue 25 point 4, ADR 51), for admins: the template and the export to download,
 * and a file's preview and apply. The file is the body's bytes, up to IMPORT_MAX_BYTES.
 */
export async function candidateImportRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = restApp(fastify);
  app.addContentTypeParser(
    FILE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A file over the limit is refused before it is read, with words the admin can act on.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
    throw error;
  });

  app.get(
    '/api/candidateImport/template.csv',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'downloadCandidateImportTemplate',
        summary: "The import's columns, without candidates: the file to fill in (admins)",
        description:
          'One line of column names: `election` (the election id), `externalId` (optional), the candidate ' +
          'fields by their REST names, and each translated text per language (`specialNotes.es`).',
        tags: ['candidates'],
        response: { 200: ZCsvFile, ...errorResponses(ADMIN_GATE) },
      },
    },
    async (_request, reply) => sendCsv(reply, 'candidates-template.csv', candidateCsvTemplate()),
  );

  app.get(
    '/api/candidateImport/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        operationId: 'exportCandidates',
        summary: 'Every candidate in the import format: importing it again changes nothing (admins)',
        description: 'By election date, office, district and name; rich text as stored (sanitized HTML).',
        tags: ['candidates'],
        response: { 200: ZCsvFile, ...errorResponses(ADMIN_GATE) },
      },
    },
    async (_request, reply) => sendCsv(reply, 'candidates.csv', await exportCandidatesCsv(db)),
  );

  for (const [action, write] of [
    ['preview', false],
    ['apply', true],
  ] as const)
    app.post(
      `/api/candidateImport/${action}`,
      {
        onRequest: requireAdmin,
        validatorCompiler: fileBodyUnchecked,
        schema: {
          ...ADMIN_ONLY,
          consumes: FILE_BODY_TYPES,
          body: ZCsvBody,
          operationId: write ? 'applyCandidateImport' : 'previewCandidateImport',
          summary: write
            ? 'Import a CSV file of candidates in one transaction; the same file again changes nothing (admins)'
            : 'What importing a CSV file of candidates would do, row by row; nothing is written (admins)',
          description:
            'The body is the file (`text/csv` or `application/octet-stream`): UTF-8 with or without a ' +
            'byte-order mark, comma or semicolon separated, with the columns of the template. Rows match ' +
            'by `externalId`, else by election, office, district and name.',
          tags: ['candidates'],
          querystring: ZFileNameQuery,
          response: {
            200: ZImportReport,
            ...errorResponses(FILE_REFUSALS, ADMIN_GATE, CROSS_SITE, {
              415: 'The body is not text/csv or application/octet-stream.',
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NOT_STORED);
        const body: unknown = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        const { fileName } = request.query;
        return write
          ? applyImport(db, fileName, bytes, adminActor(request))
          : previewImport(db, fileName, bytes);
      },
    );
}
