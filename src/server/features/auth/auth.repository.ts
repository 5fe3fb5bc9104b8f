import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/types';

export type UserRow = Selectable<UsersTable>;
export type TUserRole = UsersTable['role'];

const PUBLIC_USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.role',
  'users.createdAt',
] as const;

export function getUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function createUser(
  db: Db,
  user: { name: string; email: string; passwordHash: string; role: TUserRole },
): Promise<UserRow | undefined> {
  // ON CONFLICT keeps a duplicate email a normal outcome (undefined), not an aborted transaction.
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUserRole(db: Db, userId: string, role: TUserRole) {
  return db
    .updateTable('users')
    .set({ role, updatedAt: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUserPassword(db: Db, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ passwordHash, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export function deleteSessionsOfUser(db: Db, userId: string) {
  return db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export function getUserById(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function hasAnyAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function createSession(db: Db, session: { tokenHash: string; userId: string; expiresAt: Date }) {
  return db.insertInto('sessions').values(session).execute();
}

export function getSessionWithUser(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([...PUBLIC_USER_COLUMNS, 'users.totpEnabledAt', 'sessions.lastSeenAt', 'sessions.expiresAt'])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', now)
    .executeTakeFirst();
}

export function extendSession(db: Db, tokenHash: string, lastSeenAt: Date, expiresAt: Date) {
  return db
    .updateTable('sessions')
    .set({ lastSeenAt, expiresAt })
    .where('tokenHash', '=', tokenHash)
    .execute();
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Two-factor sign-in (ADR 0024).

export function setTotpSecret(db: Db, userId: string, totpSecret: string) {
  return db
    .updateTable('users')
    .set({ totpSecret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where('id', '=', userId)
    .where('totpEnabledAt', 'is', null)
    .execute();
}

export function enableTotp(db: Db, userId: string, enabledAt: Date, lastStep: number) {
  return db
    .updateTable('users')
    .set({ totpEnabledAt: enabledAt, totpLastStep: lastStep, updatedAt: enabledAt })
    .where('id', '=', userId)
    .where('totpEnabledAt', 'is', null)
    .executeTakeFirst();
}

export function clearTotp(db: Db, userId: string) {
  return db
    .updateTable('users')
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Records the step of an accepted code, only if it is later than the last one: two requests with the
 * same code cannot both win. Returns whether this one did.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

export function deleteRecoveryCodes(db: Db, userId: string) {
  return db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
}

/** Marks an unused code used; false when there is no such unused code. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function createSignInChallenge(
  db: Db,
  challenge: { tokenHash: string; userId: string; expiresAt: Date },
) {
  return db.insertInto('signInChallenges').values(challenge).execute();
}

export function getSignInChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('signInChallenges')
    .select(['tokenHash', 'userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function deleteSignInChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('signInChallenges')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function deleteExpiredSignInChallenges(db: Db, now: Date) {
  return db.deleteFrom('signInChallenges').where('expiresAt', '<=', now).execute();
}
