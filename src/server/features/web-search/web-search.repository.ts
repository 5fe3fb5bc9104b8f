import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { WebSearchCacheTable } from '../../db/types';

export type TCachedSearchValues = Omit<Insertable<WebSearchCacheTable>, 'createdAt'>;

export function getCachedSearch(db: Db, provider: string, queryKey: string, now: Date) {
  return db
    .selectFrom('webSearchCache')
    .select('results')
    .where('provider', '=', provider)
    .where('queryKey', '=', queryKey)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function upsertCachedSearch(db: Db, values: TCachedSearchValues) {
  await db
    .insertInto('webSearchCache')
    .values(values)
    .onConflict((oc) => oc.columns(['provider', 'queryKey']).doUpdateSet(values))
    .execute();
}

export async function deleteExpiredSearches(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('webSearchCache').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
