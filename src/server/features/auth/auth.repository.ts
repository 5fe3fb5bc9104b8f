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
    .select([...PUBLIC_USER_COLUMNS, 'sessions.lastSeenAt', 'sessions.expiresAt'])
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
