import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from './database';
import type { DB } from './types';
import { candidateDemoSeeder } from '../features/candidates/candidates.seed';
import { demoAddressesSeeder } from '../features/districts/demo-addresses.seed';
import { demoBoundariesSeeder } from '../features/districts/districts.seed';
import { dropdownStatesSeeder } from '../features/states/states.service';
import { videoDemoSeeder } from '../features/videos/videos.seed';

/**
 * Demo content, so a fresh install has something to look at. Each feature adds a seeder to
 * DEMO_SEEDERS; they run in order, in one transaction, once per database (recorded in app_meta).
 */
export type Seeder = { name: string; run(trx: Transaction<DB>): Promise<void> };

export const DEMO_SEEDERS: Seeder[] = [
  videoDemoSeeder,
  dropdownStatesSeeder,
  candidateDemoSeeder,
  demoBoundariesSeeder,
  demoAddressesSeeder,
];

const SEEDED_KEY = 'demo_content_seeded_at';

export async function isDemoContentSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('appMeta').select('key').where('key', '=', SEEDED_KEY).executeTakeFirst();
  return row !== undefined;
}

/** Loads the demo content unless it is already there. Returns whether it ran. */
export async function seedDemoContent(
  db: Db,
  logger: Logger,
  seeders: Seeder[] = DEMO_SEEDERS,
): Promise<boolean> {
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
