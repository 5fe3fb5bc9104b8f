import type { Db } from '../../db/database';

const PUBLIC_COLUMNS = ['id', 'keyword'] as const;

export function findKeywords(db: Db) {
  return db.selectFrom('searchKeywords').select(PUBLIC_COLUMNS).orderBy('createdAt').orderBy('id').execute();
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

export async function deleteKeyword(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('searchKeywords').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
