import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { createOrPromoteAdmin, registerUser, type TSessionUser } from '../features/auth/auth.service';
import { SESSION_COOKIE } from '../http/session-cookies';

export const TEST_PASSWORD = 'correct horse battery';

/** A new account (a fresh email each call) and, through the real sign-in call, its session cookie. */
export async function signedInAs(app: FastifyInstance, db: Db, role: 'user' | 'admin') {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.org`;
  if (role === 'admin')
    await createOrPromoteAdmin(db, { name: 'Test Admin', email, password: TEST_PASSWORD });
  else
    await registerUser(
      db,
      { name: 'Test User', email, password: TEST_PASSWORD, passwordConfirmation: TEST_PASSWORD },
      'factory',
    );
  const response = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { email, password: TEST_PASSWORD },
  });
  return { email, cookie: sessionCookieHeader(response) };
}

/**
 * A new admin account as a tRPC caller's session user. It is a real row: the audit log names the admin
 * behind each write, by a reference to the account.
 */
export async function createTestAdmin(db: Db): Promise<TSessionUser> {
  const email = `admin-${randomBytes(4).toString('hex')}@example.org`;
  const { user } = await createOrPromoteAdmin(db, { name: 'Test Admin', email, password: TEST_PASSWORD });
  return { id: user.id, name: user.name, email: user.email, role: 'admin' };
}

/** `vg_session=<token>` from a response's Set-Cookie, ready for a request's Cookie header. */
export function sessionCookieHeader(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}
