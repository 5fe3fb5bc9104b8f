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

/** Responses every route can give besides its own: refusals (4xx) and failures (5xx). */
export const ERROR_RESPONSES = { '4xx': ZErrorBody, '5xx': ZErrorBody } as const;

export const ZSuccessBody = z
  .object({ success: z.literal(true) })
  .meta({ id: 'Success', examples: [{ success: true }] });

/** Marks an admin route in the document: it needs an administrator's session cookie. */
export const ADMIN_ONLY = { security: [{ session: [] }] };

/** A path parameter that is a database id. */
export const ZIdParams = z.object({
  id: ZIdSchema.meta({ example: '7d3c6f0e-2f4b-4c1e-9a7d-1b2c3d4e5f60' }),
});

/**
 * A domain object's schema in the documented Mongo-era shape: the same fields, with the id first and named
 * `_id`. The REST adapters map their answers to it (`{ id, ...rest }` → `{ _id: id, ...rest }`).
 */
export function withLegacyId<TShape extends { id: z.ZodType }>(schema: z.ZodObject<TShape>) {
  const { id, ...fields } = schema.shape;
  return z.object({ _id: id, ...fields });
}
