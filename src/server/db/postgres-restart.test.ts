import { readTestSettings } from '../config';
import { findPostgresBinDir, startPrivatePostgres, type PrivatePostgres } from '../testing/private-postgres';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MIGRATIONS_DIR, silentLogger } from '../testing/test-database';
import { loadMessage, loopbackAddress, startWriteLoad, type WriteLoad } from '../testing/write-load';
import { openPostgres } from './database';
import { DATABASE_UNAVAILABLE } from './errors';
import { migrateToLatest } from './migrator';

const { testDatabaseUrl, isCi } = readTestSettings();
const binDir = findPostgresBinDir();
if (!binDir) {
  const advice =
    'No Postgres server programs in /usr/lib/postgresql/<version>/bin: apt-get install postgresql';
  if (isCi) throw new Error(`The Postgres restart test is required in CI. ${advice}`);
  process.stderr.write(`\n*** POSTGRES RESTART TEST SKIPPED. ${advice}\n`);
}

// It brings its own Postgres server, whatever the run's database: it runs once, in the default
// (embedded database) run, and is left out of the TEST_DATABASE_URL run.
describe.runIf(binDir && !testDatabaseUrl)(
  'the app on Postgres, when Postgres stops and starts again under writes',
  () => {
    let postgres: PrivatePostgres;
    let t: TestApp;
    let load: WriteLoad;

    beforeAll(async () => {
      postgres = await startPrivatePostgres(binDir!);
      const database = openPostgres(postgres.url, silentLogger, 4);
      await migrateToLatest(database.db, MIGRATIONS_DIR);
      t = await createTestApp({ database: { ...database, connectionString: postgres.url } });
    });
    afterAll(async () => {
      await load?.stop();
      await t?.close();
      await postgres?.destroy();
    });

    const sendFeedback = async (n: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: loadMessage(n),
        remoteAddress: loopbackAddress(n),
      });
      return { status: response.statusCode, headers: response.headers, body: response.body };
    };
    const settledIn = (phase: string) =>
      load.results.filter((r) => r.sentIn === phase && r.settledIn === phase);

    it('answers 503 at once while it is down, recovers by itself and keeps every acknowledged write', async () => {
      load = startWriteLoad(sendFeedback, { phase: 'up' });
      await expect.poll(() => load.acknowledged().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);

      load.setPhase('stopping');
      await postgres.stop();
      load.setPhase('down');
      await expect.poll(() => settledIn('down').length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, database: 'down' });
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);

      load.setPhase('starting');
      await postgres.start();
      load.setPhase('back');
      // Nothing is restarted or reset: the pool finds its way back on its own.
      await expect
        .poll(() => settledIn('back').filter((r) => r.answer?.status === 200).length, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(10);
      await load.stop();
      expect((await t.app.inject('/readyz')).statusCode).toBe(200);

      // Never a hang, a 500 or a dropped request: a write is stored (200) or refused for now (503).
      expect(load.results.filter((r) => r.error)).toEqual([]);
      expect(new Set(load.results.map((r) => r.answer!.status))).toEqual(new Set([200, 503]));
      for (const { answer } of load.results.filter((r) => r.answer!.status === 503)) {
        expect(answer!.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
        expect(JSON.parse(answer!.body)).toEqual({
          success: false,
          code: 'UNAVAILABLE',
          message: DATABASE_UNAVAILABLE.message,
        });
      }
      expect(new Set(settledIn('down').map((r) => r.answer!.status))).toEqual(new Set([503]));

      const stored = await t.database.db.selectFrom('feedback').select('feedback').execute();
      const storedMessages = new Set(stored.map((row) => row.feedback));
      const lost = load.acknowledged().filter((n) => !storedMessages.has(loadMessage(n).feedback));
      expect(lost).toEqual([]);
    });
  },
);
