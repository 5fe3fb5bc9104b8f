import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { TWO_FACTOR_MESSAGES } from '../../shared/schemas/auth';
import { mustSetUpTwoFactor, type TSessionUser } from '../features/auth/auth.service';
import { errorBody } from './error-body';

/**
 * The REST gate for admin routes, as a route's onRequest hook: it runs before the body is read, so an
 * anonymous upload is refused without being parsed. 401 without a session, 403 for a non-admin.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send(errorBody(401, 'Sign in to continue.'));
  if (request.user.role !== 'admin')
    return reply.code(403).send(errorBody(403, 'You are not an administrator.'));
  if (mustSetUpTwoFactor(request.user, request.server.adminMfaRequired))
    return reply.code(403).send(errorBody(403, TWO_FACTOR_MESSAGES.setUpFirst));
}

/** The REST gate for a signed-in user's own calls (the account page): 401 without a session. */
export async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send(errorBody(401, 'Sign in to continue.'));
}

/** The admin behind a request that passed requireAdmin: whom the audit log names for its write. */
export function adminActor(request: FastifyRequest): TSessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.user;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** ADMIN_MFA=required: the admin gate refuses admins without two-factor sign-in. */
    adminMfaRequired: boolean;
  }
}
