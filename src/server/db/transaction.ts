import type { Db } from './database';

/**
 * Runs `write` in one transaction, or in the caller's when `db` already is one, so a service's write can
 * join the transaction of a service that calls it (an admin write and its audit entry, ADR 21).
 */
export function inTransaction<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
