import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_MS, type TSessionUser } from '../features/auth/auth.service';

/**
 * The session and device cookies, shared by the session plugin and the sign-in calls (REST and tRPC). Each
 * is httpOnly and SameSite=Lax, Secure when the request came over TLS (directly or, with TRUST_PROXY,
 * through the proxy).
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
const DEVICE_COOKIE = 'vg_device';

function setDeviceCookie(
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

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL, when configured. */
    publicUrl: string | null;
  }
  interface FastifyRequest {
    /** Set by the session plugin when the request carries a valid session cookie. */
    user?: TSessionUser | null;
  }
}
