import pino from 'pino';
import { startServer } from '../../server';
import { newDataDir } from '../../testing/server-process';
import { testConfig } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { Db } from '../../db/database';
import { createMaintenanceSchedule, pruneExpiredData } from './maintenance.service';
import { describeEmbeddedOnly } from '../../testing/embedded-only';

const NOW = new Date('2026-03-05T12:00:00.000Z');
const HOUR = 3600_000;
const at = (offsetMs: number, from = NOW) => new Date(from.getTime() + offsetMs);

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const messages = () => lines.map((line) => line.msg);
  return { logger, lines, messages };
}

async function createUser(db: Db, email: string) {
  const user = await db
    .insertInto('users')
    .values({ name: 'Visitor', email, passwordHash: 'not a real hash', role: 'user' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

async function addSession(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insertInto('sessions').values({ tokenHash, userId, expiresAt }).execute();
}

const sessionHashes = async (db: Db) =>
  (await db.selectFrom('sessions').select('tokenHash').orderBy('tokenHash').execute()).map(
    (row) => row.tokenHash,
  );

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('pruning expired data', () => {
  it('deletes exactly the expired sessions, counters and cache rows, and keeps the rest', async () => {
    const db = database.db;
    const userId = await createUser(db, 'prune@example.org');
    await addSession(db, userId, 'expired-yesterday', at(-24 * HOUR));
    await addSession(db, userId, 'expires-now', NOW);
    await addSession(db, userId, 'still-valid', at(1000));
    await db
      .insertInto('trustedDevices')
      .values([
        { tokenHash: 'device-gone', userId, expiresAt: at(-1000) },
        { tokenHash: 'device-kept', userId, expiresAt: at(HOUR) },
      ])
      .execute();
    await db
      .insertInto('rateLimits')
      .values([
        { bucket: 'feedback:ip', key: '192.0.2.1', windowStart: at(-25 * HOUR), hits: 3 },
        { bucket: 'feedback:ip', key: '192.0.2.1', windowStart: at(-23 * HOUR), hits: 1 },
        { bucket: 'sign-in-failure:email', key: 'prune@example.org', windowStart: at(-60_000), hits: 2 },
      ])
      .execute();
    await db
      .insertInto('geocodeCache')
      .values([
        { addressKey: '1 OLD ST', result: null, provider: 'census', expiresAt: at(-1000) },
        { addressKey: '2 FRESH ST', result: null, provider: 'census', expiresAt: at(HOUR) },
      ])
      .execute();
    await db
      .insertInto('webSearchCache')
      .values([
        { provider: 'brave', queryKey: 'old query', results: '[]', expiresAt: at(-1000) },
        { provider: 'brave', queryKey: 'fresh query', results: '[]', expiresAt: at(HOUR) },
      ])
      .execute();
    // Past its day, but what the page shows when the FEC cannot be reached: never pruned.
    await db
      .insertInto('donorCache')
      .values({ lookupKey: 'H6NY10991', cycle: 2026, donors: '[]', expiresAt: at(-48 * HOUR) })
      .execute();

    expect(await pruneExpiredData(db, NOW)).toEqual({
      sessions: 2,
      trustedDevices: 1,
      rateLimitWindows: 1,
      addressLookups: 1,
      webSearches: 1,
    });
    expect(await sessionHashes(db)).toEqual(['still-valid']);
    expect(await db.selectFrom('trustedDevices').select('tokenHash').execute()).toEqual([
      { tokenHash: 'device-kept' },
    ]);
    expect(
      await db.selectFrom('rateLimits').select(['key', 'windowStart']).orderBy('windowStart').execute(),
    ).toEqual([
      { key: '192.0.2.1', windowStart: at(-23 * HOUR) },
      { key: 'prune@example.org', windowStart: at(-60_000) },
    ]);
    expect(await db.selectFrom('geocodeCache').select('addressKey').execute()).toEqual([
      { addressKey: '2 FRESH ST' },
    ]);
    expect(await db.selectFrom('webSearchCache').select('queryKey').execute()).toEqual([
      { queryKey: 'fresh query' },
    ]);
    expect(await db.selectFrom('donorCache').select('lookupKey').execute()).toEqual([
      { lookupKey: 'H6NY10991' },
    ]);
    // A second run, e.g. by another replica at the same moment, finds nothing left to do.
    expect(await pruneExpiredData(db, NOW)).toEqual({
      sessions: 0,
      trustedDevices: 0,
      rateLimitWindows: 0,
      addressLookups: 0,
      webSearches: 0,
    });
  });
});

describe('the maintenance schedule', () => {
  let userId: string;
  beforeAll(async () => {
    userId = await createUser(database.db, 'schedule@example.org');
  });

  it('prunes soon after start and again at every interval, and stops when asked', async () => {
    const db = database.db;
    const { logger, messages } = capturingLogger();
    await addSession(db, userId, 'first', at(-1000, new Date()));
    const schedule = createMaintenanceSchedule({ db, logger, intervalMs: 50 });
    schedule.start();
    await vi.waitFor(async () => expect(await sessionHashes(db)).toEqual([]));

    await addSession(db, userId, 'second', at(-1000, new Date()));
    await vi.waitFor(async () => expect(await sessionHashes(db)).toEqual([]));

    await schedule.stop();
    const runs = messages().length;
    expect(runs).toBeGreaterThanOrEqual(2);
    await addSession(db, userId, 'after-stop', at(-1000, new Date()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sessionHashes(db)).toEqual(['after-stop']);
    expect(messages()).toHaveLength(runs);
    expect(new Set(messages())).toEqual(new Set(['pruned expired data']));
  });

  it('logs a failed run instead of throwing, and tries again at the next one', async () => {
    const { logger, lines } = capturingLogger();
    // The same database seen through a schema that does not exist: every delete fails.
    const broken = database.db.withSchema('no_such_schema');
    const schedule = createMaintenanceSchedule({ db: broken, logger, intervalMs: 20 });
    schedule.start();
    try {
      await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2));
      for (const line of lines)
        expect(line).toMatchObject({
          level: 50,
          msg: 'pruning expired data failed; trying again at the next run',
          err: { message: expect.stringContaining('no_such_schema') },
        });
    } finally {
      await schedule.stop();
    }
  });
});

describeEmbeddedOnly('the server on its embedded database', () => {
  // A first start loads the demo content, which takes a while on a busy machine: a longer time-out.
  it('runs the maintenance schedule while it serves, and stops it on close', async () => {
    const { logger, messages } = capturingLogger();
    const server = await startServer({
      config: testConfig({ DATA_DIR: newDataDir(), PORT: '0', MAINTENANCE_INTERVAL_MS: '1000' }),
      logger,
    });
    try {
      const db = server.database.db;
      await addSession(db, await createUser(db, 'server@example.org'), 'expired', at(-1000, new Date()));
      await vi.waitFor(async () => expect(await sessionHashes(db)).not.toContain('expired'), {
        timeout: 5000,
      });
      expect(messages()).toContain('pruned expired data');
    } finally {
      await server.stop();
    }
    const linesAtStop = messages().length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(messages()).toHaveLength(linesAtStop);
  }, 60_000);
});
