import type { FastifyReply } from 'fastify';
import { APP_ERROR_HTTP_STATUS, type TAppErrorCode } from '../../shared/errors';

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

export function sendNotFound(reply: FastifyReply, message = 'Not found') {
  return reply.code(404).send(errorBody(404, message));
}
