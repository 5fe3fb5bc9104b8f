import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function sumHitsSince(db: Db, bucket: string, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('rateLimits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('hits'), sql<number>`0`).as('hits'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('windowStart', '>=', windowStart)
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

export async function incrementHits(db: Db, bucket: string, key: string, windowStart: Date): Promise<void> {
  await db
    .insertInto('rateLimits')
    .values({ bucket, key, windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'key', 'windowStart']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .execute();
}

export async function decrementHits(db: Db, bucket: string, key: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .execute();
}

export async function deleteWindowsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('windowStart', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
