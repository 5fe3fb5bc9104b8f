import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_ERROR_HTTP_STATUS, type TAppErrorCode } from '../../shared/errors';
import { ZIdSchema } from '../../shared/schemas/fields';

/**
 * The pieces every REST adapter (`features/*\/*.rest.ts`) declares its routes with. A route's params,
 * query, body and responses are zod schemas: Fastify validates the request with them before the handler
 * runs, serializes the answer through them, and @fastify/swagger turns them into the OpenAPI document.
 */
export function restApp(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * Validates with the route's zod schema and hands the parsed value (transforms applied) to the handler.
 * A failure is the ZodError itself, so the error handler words it like any other validation failure.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

export const zodSerializerCompiler = serializerCompiler;

const APP_ERROR_CODES = Object.keys(APP_ERROR_HTTP_STATUS) as [TAppErrorCode, ...TAppErrorCode[]];

/*
 * Examples: a response schema carries `examples` in its meta; a request body carries `example`, because zod
 * leaves `examples` out of the input side of a schema that transforms (trimmed or lower-cased fields do).
 * A schema with an `id` becomes a shared component of the OpenAPI document.
 */

/** The one error shape of every REST path (see plugins/errors.ts); some errors add details. */
export const ZErrorBody = z
  .looseObject({
    success: z.literal(false),
    code: z.enum(APP_ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({
    id: 'Error',
    description: 'Every refusal and failure. `fieldErrors` names the invalid fields of a form.',
    examples: [
      {
        success: false,
        code: 'BAD_REQUEST',
        message: 'email: not a valid email address',
        fieldErrors: { email: ['not a valid email address'] },
      },
    ],
  });

/** The statuses a REST route can refuse or fail with; each answers the Error shape. */
type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;
/** Why a route answers each of its error statuses, as the OpenAPI document says it. */
export type TErrorReasons = Partial<Record<TErrorStatus, string>>;

/** Any route that takes input (path, query or body): validated before the handler runs. */
export const INVALID_INPUT: TErrorReasons = {
  400: 'The input is invalid; `message` says why and `fieldErrors` names the fields of a form.',
};
/** A route with a JSON body: Fastify's own refusals, before validation. */
export const JSON_BODY: TErrorReasons = {
  ...INVALID_INPUT,
  413: 'The body is larger than the server accepts.',
  415: 'The body is not JSON (send `content-type: application/json`).',
};
/** Every write (POST, PUT, DELETE): the CSRF defence (plugins/csrf.ts) refuses another site's page. */
export const CROSS_SITE: TErrorReasons = { 403: 'The request comes from another site.' };
/** The admin gate (http/rest-gates.ts requireAdmin), together with ADMIN_ONLY. */
export const ADMIN_GATE: TErrorReasons = {
  401: 'No session: sign in first (POST /api/sessions).',
  403: "The session is not an administrator's, or two-factor sign-in must be set up first.",
};
/** The signed-in user's own calls (requireSignedIn). */
export const SIGNED_IN_GATE: TErrorReasons = { 401: 'No session: sign in first (POST /api/sessions).' };

/** What every route can answer: the session and the data live in the database. */
const ALWAYS: TErrorReasons = {
  500: 'An unexpected failure; the server log has the details.',
  503: 'The database cannot be reached; `Retry-After` says when to try again.',
};

/**
 * A route's error responses for its response schema: the statuses it really answers, each with the Error
 * shape (or `body`, for a route that adds to it) described by why. Reasons for one status are joined.
 */
export function errorResponsesOf<TBody extends z.ZodType>(body: TBody, ...parts: TErrorReasons[]) {
  const reasons = new Map<number, string[]>();
  for (const part of [...parts, ALWAYS])
    for (const [status, reason] of Object.entries(part)) {
      const list = reasons.get(Number(status)) ?? [];
      if (!list.includes(reason)) reasons.set(Number(status), [...list, reason]);
    }
  return Object.fromEntries(
    [...reasons].map(([status, list]) => [status, body.meta({ description: list.join(' Or: ') })]),
  ) as Record<TErrorStatus, TBody>;
}

export function errorResponses(...parts: TErrorReasons[]) {
  return errorResponsesOf(ZErrorBody, ...parts);
}

export const ZSuccessBody = z
  .object({ success: z.literal(true) })
  .meta({ id: 'Success', examples: [{ success: true }] });

/** Marks an admin route in the document: it needs an administrator's session cookie. */
export const ADMIN_ONLY = { security: [{ session: [] }] };

/** A path parameter that is a database id; the example is the id of the documented example object. */
export function idParams(example: string) {
  return z.object({ id: ZIdSchema.meta({ example }) });
}

/**
 * A query schema with an example for each of its fields, so the document's "try it" and the contract test
 * have a working request. The schema's own checks are kept; only the documentation is added.
 */
export function withQueryExamples<TShape extends z.ZodRawShape>(
  schema: z.ZodObject<TShape>,
  examples: { [K in keyof TShape]?: unknown },
) {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) =>
      name in examples ? [name, (field as z.ZodType).meta({ example: examples[name] })] : [name, field],
    ),
  ) as TShape;
  return schema.extend(fields);
}

/**
 * A domain object's schema in the documented Mongo-era shape: the same fields, with the id first and named
 * `_id`. The REST adapters map their answers to it (`{ id, ...rest }` → `{ _id: id, ...rest }`).
 */
export function withLegacyId<TShape extends { id: z.ZodType }>(schema: z.ZodObject<TShape>) {
  const { id, ...fields } = schema.shape;
  return z.object({ _id: id, ...fields });
}
