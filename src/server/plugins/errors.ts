import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { isAppError, summariseIssues } from '../../shared/errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/errors';
import { errorBody, type TErrorBody } from '../http/error-body';

/** Every error a route throws becomes the one REST error shape (http/error-body.ts). */

/**
 * The client went away before its request was read whole (a closed tab, a lost signal): nothing failed
 * here and nobody reads the answer. Node reports it as ECONNRESET, which a database connection also uses,
 * so the request itself is asked (issue 26).
 */
const isClientAbort = (request: FastifyRequest) => request.raw.readableAborted;

function toResponse(
  error: FastifyError | Error,
  request: FastifyRequest,
): { status: number; body: TErrorBody } {
  if (isAppError(error)) {
    if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
    return { status: error.httpStatus, body: errorBody(error.httpStatus, error.message, error.details) };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: errorBody(400, summariseIssues(error.issues), { fieldErrors: error.flatten().fieldErrors }),
    };
  }
  if (isClientAbort(request)) {
    request.log.info({ code: (error as FastifyError).code }, 'client closed the request early');
    return { status: 400, body: errorBody(400, 'The request was not sent whole.') };
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: errorBody(503, DATABASE_UNAVAILABLE.message) };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported type) have safe messages.
    return { status, body: errorBody(status, error.message) };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: errorBody(500, 'Internal server error') };
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toResponse(error, request);
      if (status === 503) reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      if (isAppError(error) && error.retryAfterSeconds)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(status).send(body);
    });
  },
  { name: 'errors' },
);
