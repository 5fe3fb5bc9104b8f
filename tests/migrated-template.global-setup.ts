import { readTestSettings } from '../src/server/config';
import { makeMigratedTemplate } from './database-templates';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { ensureBuilt } from '../scripts/ensure-built.mjs';

/**
 * Once per run, for the server tests: a migrated database that createTestDatabase copies for each test
 * file (src/server/testing/test-database.ts), instead of running initdb and the migrations every time;
 * and the build, when the sources changed, for the tests that start the server and the command-line
 * scripts as processes (built, as npm runs them: a script starts on about a third of the CPU it took
 * through tsx, ADR 40).
 */
export default async function setup() {
  await ensureBuilt();
  const template = await makeMigratedTemplate(readTestSettings().testDatabaseUrl);
  process.env.TEST_MIGRATED_TEMPLATE = template.location;
  return async () => {
    delete process.env.TEST_MIGRATED_TEMPLATE;
    await template.remove();
  };
}
