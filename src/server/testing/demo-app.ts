import { seedDemoContent } from '../db/seed';
import type { TStatementListener } from '../db/database';
import { DEMO_SEEDERS } from '../demo-seeders';
import { demoDivisions, DEMO_ADDRESSES } from '../features/districts/demo-addresses.seed';
import { normaliseAddress, writeCachedLookup } from '../features/districts/geocode-cache';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, silentLogger } from './test-database';

/** A demo address with a council district, whose ballot holds every level of office. */
export const BROOKLYN = DEMO_ADDRESSES.find((demo) => demo.council === '33')!;

/**
 * An app on the demo content with a warm read cache's preconditions, for the tests that count what a read
 * costs (ADR 31): every statement goes to `onStatement`, the cache is listening (on Postgres it keeps
 * nothing before), and BROOKLYN was searched before, so its geocoder answer is in the lookup cache.
 */
export async function createDemoApp({
  onStatement,
  env,
}: {
  onStatement: TStatementListener;
  env?: Record<string, string>;
}): Promise<TestApp> {
  const t = await createTestApp({ database: await createTestDatabase({ onStatement }), env });
  await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
  await vi.waitFor(() => expect(t.database.readCache.isEnabled).toBe(true));
  await writeCachedLookup(t.database.db, normaliseAddress(BROOKLYN.input), 'census', {
    address: BROOKLYN.matchedAddress,
    divisions: demoDivisions(BROOKLYN),
    coordinates: null,
  });
  return t;
}
