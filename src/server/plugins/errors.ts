import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { APP_ERROR_HTTP_STATUS, isAppError, summariseIssues, type TAppErrorCode } from '../../shared/errors';

/**
 * One error shape for every REST path: `{ success: false, code, message }` (plus client-safe details).
 * A 5xx never carries the original message or stack; the log has them.
 */
export type TErrorBody = { success: false; code: TAppErrorCode; message: string } & Record<string, unknown>;

const CODE_BY_STATUS = new Map<number, TAppErrorCode>(
  Object.entries(APP_ERROR_HTTP_STATUS).map(([code, status]) => [status, code as TAppErrorCode]),
);

export function errorBody(status: number, message: string, details?: Record<string, unknown>): TErrorBody {
  return {
    success: false,
    code: CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    message,
    ...details,
  };
}

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
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported type) have safe messages.
    return { status, body: errorBody(status, error.message) };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: errorBody(500, 'Internal server error') };
}

export function sendNotFound(reply: FastifyReply, message = 'Not found') {
  return reply.code(404).send(errorBody(404, message));
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toResponse(error, request);
      return reply.code(status).send(body);
    });
  },
  { name: 'errors' },
);
