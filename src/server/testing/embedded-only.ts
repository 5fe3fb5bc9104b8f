import { describe } from 'vitest';
import { readTestSettings } from '../config';

/**
 * `describe` for tests of the embedded database itself: a data folder, a first start on one, a process
 * or script that opens one. They never touch TEST_DATABASE_URL's Postgres, so the run with it would only
 * repeat the embedded run: that run skips them (CI's Postgres pass tests what the database changes).
 */
export const describeEmbeddedOnly = describe.skipIf(Boolean(readTestSettings().testDatabaseUrl));
