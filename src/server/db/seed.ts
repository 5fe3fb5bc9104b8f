import { sql } from 'kysely';
import type { Logger } from 'pino';
import { remember } from '../read-cache/read-cache';
import type { Db } from './database';
import type { Seeder } from './seeder';

const SEEDED_KEY = 'demo_content_seeded_at';

export async function isDemoContentSeeded(db: Db): Promise<boolean> {
  return remember(db, 'demo-content-seeded', ['app_meta'], async () => {
    const row = await db.selectFrom('appMeta').select('key').where('key', '=', SEEDED_KEY).executeTakeFirst();
    return row !== undefined;
  });
}

/**
 * Demo content, so a fresh install has something to look at: loads it unless it is already there and
 * returns whether it ran. The seeders (the app passes DEMO_SEEDERS of demo-seeders.ts, one per feature)
 * run in order, in one transaction, once per database (recorded in app_meta).
 */
export async function seedDemoContent(db: Db, logger: Logger, seeders: Seeder[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent seeders (two replicas, or `db:seed` during a start) on Postgres.
    await sql`select pg_advisory_xact_lock(hashtext(${SEEDED_KEY}))`.execute(trx);
    if (await isDemoContentSeeded(trx)) return false;
    for (const seeder of seeders) {
      logger.info({ seeder: seeder.name }, 'loading demo content');
      await seeder.run(trx);
    }
    await trx
      .insertInto('appMeta')
      .values({ key: SEEDED_KEY, value: JSON.stringify(new Date().toISOString()) })
      .execute();
    return true;
  });
}
