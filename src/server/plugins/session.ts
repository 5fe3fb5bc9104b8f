import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { resolveSession, SESSION_LIFETIME_MS } from '../features/auth/auth.service';
import { errorBody } from './errors';

/**
 * Reads the session cookie on every request (onRequest, before any body is read) and sets
 * request.user. The cookie is httpOnly and SameSite=Lax, Secure when the request came over TLS
 * (directly or, with TRUST_PROXY, through the proxy), and its expiry slides with use.
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
}

export default fp(
  async function sessionPlugin(
    app: FastifyInstance,
    { db, publicUrl }: { db: Db; publicUrl: string | null },
  ) {
    app.decorate('publicUrl', publicUrl);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request, reply) => {
      const token = readSessionToken(request);
      if (!token) return;
      const session = await resolveSession(db, token);
      request.user = session?.user ?? null;
      if (session?.renewedUntil) setSessionCookie(request, reply, token, session.renewedUntil);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL, when configured. */
    publicUrl: string | null;
  }
}
