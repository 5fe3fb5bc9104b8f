import {
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TAdminAccount,
  type TLoginForm,
  type TPublicUser,
  type TRegisterForm,
  type TSecondFactorForm,
} from '../../../shared/schemas/auth';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/database';
import { hashToken, newToken } from './tokens';
import {
  assertNotRateLimited,
  recordHits,
  releaseHits,
  takeAttempt,
  type TRateLimitCheck,
  type TRateLimitRule,
} from '../rate-limits/rate-limits.service';
import {
  accountCheckChecks,
  secondStepChecks,
  signInChecks,
  trustDevice,
  type TSignInClient,
} from './sign-in-limits';
import {
  claimTotpStep,
  clearTotp,
  createSession,
  createSignInChallenge,
  createUser,
  deleteExpiredSessions as deleteExpiredSessionRows,
  deleteSession,
  deleteExpiredSignInChallenges,
  deleteRecoveryCodes,
  deleteSessionsOfUser,
  deleteSignInChallenge,
  extendSession,
  getSessionWithUser,
  getSignInChallenge,
  getUserByEmail,
  getUserById,
  updateUserPassword,
  updateUserRole,
  useRecoveryCode,
  type TUserRole,
  type UserRow,
} from './auth.repository';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import { inTransaction } from '../../db/transaction';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service';
import { hashRecoveryCode, openSecret, verifyTotp } from './totp';

// The maintenance job prunes expired device tokens through this service, as other features may not reach
// inside this one.
export { deleteExpiredTrustedDevices } from './sign-in-limits';

/** The signed-in user as the server knows it; the session plugin sets it on each request. */
export type TSessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  /** Two-factor sign-in is on. Unset counts as off: with ADMIN_MFA=required such an admin is refused. */
  hasTwoFactor?: boolean;
};

/** Whether the admin gates (tRPC and REST) must refuse this user until they set up two-factor sign-in. */
export const mustSetUpTwoFactor = (user: TSessionUser, mfaRequired: boolean) =>
  mfaRequired && user.role === 'admin' && user.hasTwoFactor !== true;

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;
// A session's expiry slides forward at most this often, so reads don't each cost a write.
const SESSION_REFRESH_AFTER_MS = 3600_000;

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
const RATE_LIMITS = {
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

function toPublicUser(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'createdAt'>): TPublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

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

/** A right password either signs in, or (two-factor sign-in on) asks for the second step. */
export type TSignInOutcome =
  ({ kind: 'signed-in' } & TNewSession) | { kind: 'second-factor'; challenge: string; expiresAt: Date };

/** How long the second step may follow the password. */
export const SIGN_IN_CHALLENGE_LIFETIME_MS = 5 * 60_000;
const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again with your password.';

/**
 * Wrong email and wrong password fail alike (same message, same time). `now` is when the attempt
 * started: its rate-limit hit is recorded, checked and given back in that minute. With two-factor sign-in on,
 * a right password only opens the second step.
 */
export async function signIn(
  db: Db,
  { email, password }: TLoginForm,
  client: TSignInClient,
  now = new Date(),
  previousToken?: string,
): Promise<TSignInOutcome> {
  const user = await getUserByEmail(db, email);
  const checks = await signInChecks(db, email, client, now);
  // The attempt is counted before the (slow) password check, so parallel guesses cannot all slip
  // under the limit; a successful sign-in gives its attempt back.
  await takeAttempt(db, checks, now);
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', 'Incorrect email or password.');
  await releaseHits(db, checks, now);
  if (user.totpEnabledAt) return { kind: 'second-factor', ...(await startSignInChallenge(db, user, now)) };
  const session = await startSession(db, user, now, previousToken);
  return { kind: 'signed-in', ...session, device: await trustDevice(db, user, client.deviceToken, now) };
}

/**
 * A new session, always with a new token. The session the client held before (`previousToken`, e.g. a
 * visitor's fixated cookie or another account's) is deleted: a sign-in never keeps an old token alive.
 */
export async function startSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'createdAt'>,
  now: Date,
  previousToken?: string,
): Promise<TNewSession> {
  if (previousToken) await deleteSession(db, hashToken(previousToken));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await createSession(db, { tokenHash: hashToken(token), userId: user.id, expiresAt });
  await deleteExpiredSessions(db, now);
  return { user: toPublicUser(user), token, expiresAt };
}

// Two-factor sign-in (ADR 0024). Its checks count toward the sign-in limits through the helpers below,
// apart from the password check above.

async function startSignInChallenge(db: Db, user: UserRow, now: Date) {
  const challenge = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_LIFETIME_MS);
  await deleteExpiredSignInChallenges(db, now);
  await createSignInChallenge(db, { tokenHash: hashToken(challenge), userId: user.id, expiresAt });
  return { challenge, expiresAt };
}

/**
 * A check counted like a sign-in attempt: recorded before the check, given back when it passes, so wrong
 * codes and guessed passwords run into limits like wrong passwords at sign-in.
 */
async function checkCounted(
  db: Db,
  checks: TRateLimitCheck[],
  now: Date,
  check: () => Promise<boolean>,
  failure: AppError,
): Promise<void> {
  await takeAttempt(db, checks, now);
  if (!(await check())) throw failure;
  await releaseHits(db, checks, now);
}

/** A check a signed-in user makes (a password, a code on the account page), counted per account. */
export function countedCheck(
  db: Db,
  { userId, ip, now }: { userId: string; ip: string; now: Date },
  check: () => Promise<boolean>,
  failure: AppError,
): Promise<void> {
  return checkCounted(db, accountCheckChecks(userId, ip), now, check, failure);
}

/** A 6-digit code not used before (its time step is claimed), or an unused recovery code (now used). */
export async function acceptSecondFactor(
  db: Db,
  user: Pick<UserRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  { code, recoveryCode }: { code?: string | undefined; recoveryCode?: string | undefined },
  now: Date,
  mfaKey: string | null,
): Promise<boolean> {
  if (recoveryCode !== undefined) return useRecoveryCode(db, user.id, hashRecoveryCode(recoveryCode), now);
  if (code === undefined || !user.totpSecret) return false;
  const secret = openSecret(user.totpSecret, user.id, mfaKey);
  const step = await verifyTotp(secret, code, user.totpLastStep, now);
  return step !== null && (await claimTotpStep(db, user.id, step));
}

/** The second step: the challenge from signIn and a code or a recovery code; a challenge works once. */
export async function completeSignIn(
  db: Db,
  form: TSecondFactorForm,
  client: TSignInClient,
  now = new Date(),
  { previousToken, mfaKey = null }: { previousToken?: string | undefined; mfaKey?: string | null } = {},
): Promise<TNewSession> {
  const tokenHash = hashToken(form.challenge);
  const challenge = await getSignInChallenge(db, tokenHash, now);
  const user = challenge && (await getUserById(db, challenge.userId));
  if (!user?.totpEnabledAt) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED);
  const isRecoveryCode = form.recoveryCode !== undefined;
  await checkCounted(
    db,
    await secondStepChecks(db, user, client, { isRecoveryCode, now }),
    now,
    () => acceptSecondFactor(db, user, form, now, mfaKey),
    new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.wrongCode),
  );
  if (!(await deleteSignInChallenge(db, tokenHash))) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED);
  const session = await startSession(db, user, now, previousToken);
  return { ...session, device: await trustDevice(db, user, client.deviceToken, now) };
}

/** A change of role ends every session of the user: what a session may do is decided afresh at sign-in. */
async function changeUserRole(db: Db, userId: string, role: TUserRole) {
  const user = await updateUserRole(db, userId, role);
  await deleteSessionsOfUser(db, userId);
  return user;
}

/**
 * Sessions past their expiry, however they ended (a sign-in clears them too): a session never read again
 * would otherwise stay. Returns how many went. The maintenance job calls this on a schedule.
 */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  // Sign-in challenges left without their second step go too (they are not counted: they last minutes).
  await deleteExpiredSignInChallenges(db, now);
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
  const user: TSessionUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    hasTwoFactor: row.totpEnabledAt !== null,
  };
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
 * A promoted account loses its sessions, as on any change of role. With `takeOverPassword` (the start-up
 * path) it also gets the configured password and loses any two-factor set-up: registration does not prove
 * who owns an email, so whoever registered the address first must not become an administrator with their
 * own password or authenticator.
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
        await clearTotp(trx, existing.id);
        await deleteRecoveryCodes(trx, existing.id);
      }
      const updated = await changeUserRole(trx, existing.id, 'admin');
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
