import { readTestSettings } from '../src/server/config';
import { makeMigratedTemplate } from './database-templates';

/**
 * Once per run, for the server tests: a migrated database that createTestDatabase copies for each test
 * file (src/server/testing/test-database.ts), instead of running initdb and the migrations every time.
 */
export default async function setup() {
  const template = await makeMigratedTemplate(readTestSettings().testDatabaseUrl);
  process.env.TEST_MIGRATED_TEMPLATE = template.location;
  return async () => {
    delete process.env.TEST_MIGRATED_TEMPLATE;
    await template.remove();
  };
}
