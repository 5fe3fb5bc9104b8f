import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { resolveSession } from '../features/auth/auth.service';
import { readSessionToken, setSessionCookie } from '../http/session-cookies';

/**
 * Reads the session cookie on every request (onRequest, before any body is read) and sets
 * request.user. The cookie's expiry slides with use.
 */
export default fp(
  async function sessionPlugin(
    app: FastifyInstance,
    {
      db,
      publicUrl,
      adminMfaRequired = false,
    }: { db: Db; publicUrl: string | null; adminMfaRequired?: boolean },
  ) {
    app.decorate('publicUrl', publicUrl);
    app.decorate('adminMfaRequired', adminMfaRequired);
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
