import type { Db } from '../../db/database';

const PUBLIC_COLUMNS = ['id', 'keyword'] as const;

export function findKeywords(db: Db) {
  return db.selectFrom('searchKeywords').select(PUBLIC_COLUMNS).orderBy('createdAt').orderBy('id').execute();
}

/** With `lock`, the row stays locked until the transaction ends (an update reads what it replaces). */
export function getKeywordById(db: Db, id: string, { lock = false } = {}) {
  const query = db.selectFrom('searchKeywords').select(PUBLIC_COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Throws a unique violation when the keyword is already stored in any case. */
export function createKeyword(db: Db, keyword: string) {
  return db
    .insertInto('searchKeywords')
    .values({ keyword })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Undefined when no keyword has the id; throws a unique violation when another has the new spelling. */
export function updateKeyword(db: Db, id: string, keyword: string) {
  return db
    .updateTable('searchKeywords')
    .set({ keyword })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

/** The deleted keyword, or undefined when none has the id. */
export function deleteKeyword(db: Db, id: string) {
  return db.deleteFrom('searchKeywords').where('id', '=', id).returning(PUBLIC_COLUMNS).executeTakeFirst();
}
