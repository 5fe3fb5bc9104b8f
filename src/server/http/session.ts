import type { FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_MESSAGES } from '../../shared/schemas/auth';
import { AppError } from '../../shared/errors';
import { mustSetUpTwoFactor, SESSION_LIFETIME_MS, type TSessionUser } from '../features/auth/auth.service';
import { errorBody } from './error-body';

/**
 * The session cookie and the REST admin gate, shared by the session plugin and the REST adapters. The
 * cookie is httpOnly and SameSite=Lax, Secure when the request came over TLS (directly or, with
 * TRUST_PROXY, through the proxy).
 */
export const SESSION_COOKIE = 'vg_session';

// An https PUBLIC_URL means visitors arrive over TLS even when the proxy's headers are not trusted.
const isSecure = (request: FastifyRequest) =>
  request.protocol === 'https' || request.server.publicUrl?.startsWith('https:') === true;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: expiresAt,
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}

/** The device cookie of sign-in-limits.ts: marks a device that has signed in to an account before. */
export const DEVICE_COOKIE = 'vg_device';

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  device: { token: string; expiresAt: Date },
) {
  reply.setCookie(DEVICE_COOKIE, device.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: device.expiresAt,
  });
}

export function readDeviceToken(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}

/** Sets the cookies of a new session: the session's, and the device's when it was not trusted yet. */
export function setSignInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date; device?: { token: string; expiresAt: Date } | null },
) {
  setSessionCookie(request, reply, session.token, session.expiresAt);
  if (session.device) setDeviceCookie(request, reply, session.device);
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

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
    /** PUBLIC_URL, when configured. */
    publicUrl: string | null;
    /** ADMIN_MFA=required: the admin gate refuses admins without two-factor sign-in. */
    adminMfaRequired: boolean;
  }
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a valid session cookie. */
    user?: TSessionUser | null;
  }
}
