import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session';
import { registerUser, signIn, signOut } from './auth.service';
import type { TLoginInput, TRegisterInput } from '../../../shared/schemas/auth';

/** The documented account calls (spec part 1 §7), over the same service as the tRPC auth router. */
export async function authRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post<{ Body: TRegisterInput }>('/api/users', async (request) => ({
    success: true,
    data: await registerUser(db, request.body, request.ip),
  }));

  app.post<{ Body: TLoginInput }>('/api/sessions', async (request, reply) => {
    const session = await signIn(db, request.body, request.ip);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { success: true, data: session.user };
  });

  // A visitor gets the default role with a 200: the documented client keeps role 'user' either way.
  app.get('/api/sessions', async (request) => ({ userRole: request.user?.role ?? 'user' }));

  app.delete('/api/sessions', async (request, reply) => {
    await signOut(db, readSessionToken(request));
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
