import { createHash, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  type TAdminAccount,
  type TLoginForm,
  type TPublicUser,
  type TRegisterForm,
} from '../../../shared/schemas/auth';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/database';
import {
  assertNotRateLimited,
  recordHits,
  releaseHits,
  takeAttempt,
  type TRateLimitRule,
} from '../rate-limits/rate-limits.service';
import { signInChecks, trustDevice, type TSignInClient } from './sign-in-limits';
import {
  createSession,
  createUser,
  deleteExpiredSessions as deleteExpiredSessionRows,
  deleteSession,
  deleteSessionsOfUser,
  extendSession,
  getSessionWithUser,
  getUserByEmail,
  updateUserPassword,
  updateUserRole,
  type UserRow,
} from './auth.repository';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { inTransaction, recordAudit, SYSTEM_ACTOR } from '../audit/audit.service';

// The maintenance job prunes expired device tokens through this service, as other features may not reach
// inside this one.
export { deleteExpiredTrustedDevices } from './sign-in-limits';

/** The signed-in user as the server knows it; the session plugin sets it on each request. */
export type TSessionUser = { id: string; name: string; email: string; role: 'user' | 'admin' };

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;
// A session's expiry slides forward at most this often, so reads don't each cost a write.
const SESSION_REFRESH_AFTER_MS = 3600_000;

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
export const RATE_LIMITS = {
  // Every registration counts, as each one stores an account.
  registerByIp: {
    bucket: 'register:ip',
    limit: 10,
    windowMs: 3600_000,
    message: 'Too many accounts were created from this address. Please try again in an hour.',
  },
  // Failures only: guessing which emails have an account.
  registerByEmail: { bucket: 'register-failure:email', limit: 10, windowMs: 15 * 60_000, message: TOO_MANY },
} satisfies Record<string, TRateLimitRule>;

export function toPublicUser(
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'createdAt'>,
): TPublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function registerUser(
  db: Db,
  { name, email, password }: TRegisterForm,
  ip: string,
  now = new Date(),
): Promise<TPublicUser> {
  await assertNotRateLimited(db, [[RATE_LIMITS.registerByEmail, email]], now);
  await takeAttempt(db, [[RATE_LIMITS.registerByIp, ip]], now);
  const user = await createUser(db, {
    name,
    email,
    passwordHash: await hashPassword(password),
    role: 'user',
  });
  if (!user) {
    await recordHits(db, [[RATE_LIMITS.registerByEmail, email]], now);
    throw new AppError('CONFLICT', MESSAGES.emailTaken);
  }
  return toPublicUser(user);
}

export type TNewSession = {
  user: TPublicUser;
  token: string;
  expiresAt: Date;
  /** A new device cookie when this device was not yet trusted for the account (sign-in-limits.ts). */
  device?: { token: string; expiresAt: Date } | null;
};

/**
 * Wrong email and wrong password fail alike (same message, same time). `now` is when the attempt
 * started: its rate-limit hit is recorded, checked and given back in that minute.
 */
export async function signIn(
  db: Db,
  { email, password }: TLoginForm,
  client: TSignInClient,
  now = new Date(),
): Promise<TNewSession> {
  const { checks, isTrustedDevice } = await signInChecks(db, email, client, now);
  // The attempt is counted before the (slow) password check, so parallel guesses cannot all slip
  // under the limit; a successful sign-in gives its attempt back.
  await takeAttempt(db, checks, now);
  const user = await getUserByEmail(db, email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', 'Incorrect email or password.');
  await releaseHits(db, checks, now);
  const device = await trustDevice(db, user.id, isTrustedDevice, now);
  return { ...(await startSession(db, user, now)), device };
}

async function startSession(db: Db, user: UserRow, now: Date): Promise<TNewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await createSession(db, { tokenHash: hashToken(token), userId: user.id, expiresAt });
  await deleteExpiredSessions(db, now);
  return { user: toPublicUser(user), token, expiresAt };
}

/**
 * Sessions past their expiry, however they ended (a sign-in clears them too): a session never read again
 * would otherwise stay. Returns how many went. The maintenance job calls this on a schedule.
 */
export function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteExpiredSessionRows(db, now);
}

export type TResolvedSession = { user: TSessionUser; renewedUntil: Date | null };

/** The user behind a session token, sliding its expiry forward when it was last extended a while ago. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TResolvedSession | null> {
  const tokenHash = hashToken(token);
  const row = await getSessionWithUser(db, tokenHash, now);
  if (!row) return null;
  const user: TSessionUser = { id: row.id, name: row.name, email: row.email, role: row.role };
  if (now.getTime() - row.lastSeenAt.getTime() < SESSION_REFRESH_AFTER_MS)
    return { user, renewedUntil: null };
  const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await extendSession(db, tokenHash, now, renewedUntil);
  return { user, renewedUntil };
}

export async function signOut(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hashToken(token));
}

/**
 * `npm run admin:create` and ADMIN_EMAIL/ADMIN_PASSWORD: create an admin, or promote an existing user.
 * With `takeOverPassword` (the start-up path) a promoted account also gets the configured password and
 * loses its sessions: registration does not prove who owns an email, so whoever registered the address
 * first must not become an administrator with their own password.
 */
export async function createOrPromoteAdmin(
  db: Db,
  { name, email, password }: TAdminAccount,
  { takeOverPassword = false } = {},
): Promise<{ user: TPublicUser; outcome: 'created' | 'promoted' | 'already-admin' }> {
  const existing = await getUserByEmail(db, email);
  if (existing?.role === 'admin') return { user: toPublicUser(existing), outcome: 'already-admin' };
  if (existing) {
    const promoted = await db.transaction().execute(async (trx) => {
      if (takeOverPassword && password) {
        await updateUserPassword(trx, existing.id, await hashPassword(password));
        await deleteSessionsOfUser(trx, existing.id);
      }
      const updated = await updateUserRole(trx, existing.id, 'admin');
      await recordAudit(trx, auditAccount(existing, updated));
      return updated;
    });
    return { user: toPublicUser(promoted), outcome: 'promoted' };
  }
  if (!password) throw new AppError('BAD_REQUEST', `password: ${MESSAGES.blank}`);
  const passwordHash = await hashPassword(password);
  const user = await inTransaction(db, async (trx) => {
    const created = await createUser(trx, { name, email, passwordHash, role: 'admin' });
    if (created) await recordAudit(trx, auditAccount(null, created));
    return created;
  });
  if (!user) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  return { user: toPublicUser(user), outcome: 'created' };
}

/**
 * The audit entry of an admin made by the command line or at start-up (no signed-in admin): the account's
 * name, email and role; its password only as "changed" (redacted).
 */
function auditAccount(before: UserRow | null, after: UserRow) {
  const fields = ({ name, email, role, passwordHash }: UserRow) => ({ name, email, role, passwordHash });
  return {
    actor: SYSTEM_ACTOR,
    entityType: 'account' as const,
    entityId: after.id,
    before: before && fields(before),
    after: fields(after),
  };
}
