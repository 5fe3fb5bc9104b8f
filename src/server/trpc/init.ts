import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { AppError, summariseIssues, type TAppErrorCode } from '../../shared/errors';
import { TWO_FACTOR_MESSAGES } from '../../shared/schemas/auth';
import { mustSetUpTwoFactor } from '../features/auth/auth.service';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/errors';
import type { TrpcContext } from './context';

const TRPC_CODE_BY_APP_CODE: Record<TAppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  UPSTREAM_FAILED: 'BAD_GATEWAY',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODE_BY_APP_CODE[error.code], message: error.message, cause: error });
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const isServerError = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      // A 5xx never shows internals; the log has them (see onError in plugins/trpc-endpoint.ts).
      message: isServerError
        ? 'Internal server error'
        : error.cause instanceof ZodError
          ? summariseIssues(error.cause.issues)
          : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        appCode: error.cause instanceof AppError ? error.cause.code : undefined,
        fieldErrors: error.cause instanceof ZodError ? error.cause.flatten().fieldErrors : undefined,
      },
    };
  },
});

/** Turns AppErrors thrown by services into the matching tRPC error. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    throw toTrpcError(result.error.cause);
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE.message,
      cause: result.error.cause,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Any signed-in user's own calls (the account page): 401 without a session. */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * The server-side gate for every admin operation: 401 without a session, 403 for a non-admin, and 403
 * for an admin without two-factor sign-in when ADMIN_MFA=required.
 */
export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not an administrator.' });
  }
  if (mustSetUpTwoFactor(ctx.user, ctx.config.admin.mfaRequired)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.setUpFirst });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
