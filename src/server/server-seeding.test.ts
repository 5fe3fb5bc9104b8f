import { readTestSettings } from './config';
import { isDemoContentSeeded } from './db/seed';
import { startServer } from './server';
import { testConfig } from './testing/test-app';
import { newDataDir } from './testing/server-process';
import { createTestDatabase, silentLogger, type TestDatabase } from './testing/test-database';
import { describeEmbeddedOnly } from './testing/embedded-only';

// A first start through tsx loads the demo content: slow on a loaded machine, so it gets time to finish.
describe('demo content at start-up', { timeout: 90_000 }, () => {
  describeEmbeddedOnly('on the embedded database', () => {
    it('is loaded on the first start of an empty one', async () => {
      const server = await startServer({
        config: testConfig({ DATA_DIR: newDataDir(), PORT: '0' }),
        logger: silentLogger,
      });
      try {
        expect(await isDemoContentSeeded(server.database.db)).toBe(true);
      } finally {
        await server.stop();
      }
    });
  });

  describe.runIf(readTestSettings().testDatabaseUrl)('on a Postgres server', () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await createTestDatabase({ migrate: false });
    });
    afterAll(() => target.close());

    it('is never loaded by the server itself', async () => {
      const config = testConfig({ DATABASE_URL: target.connectionString!, PORT: '0' });
      const server = await startServer({ config, logger: silentLogger });
      try {
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        expect(await isDemoContentSeeded(server.database.db)).toBe(false);
      } finally {
        await server.stop();
      }
    });
  });
});
