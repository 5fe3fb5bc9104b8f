import { runScript } from '../testing/run-script';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { readTestSettings } from '../config';
import { DEMO_SEEDERS } from '../demo-seeders';
import {
  copyOfStartedDataDir,
  MAIN_ENTRY,
  newDataDir,
  spawnServer,
  type ServerProcess,
} from '../testing/server-process';
import { createEmptyPostgresDatabase, MIGRATIONS_DIR, silentLogger } from '../testing/test-database';
import { openPglite, openPostgres, type Db } from './database';
import { migrateToLatest } from './migrator';
import { seedDemoContent } from './seed';
import { describeEmbeddedOnly } from '../testing/embedded-only';

/** Every row of every table of ours, as one digest per table: equal digests, equal content. */
async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ digest: string; count: number }>`
      SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS count
      FROM ${sql.table(name)} t`.execute(db);
    digests[name] = `${rows[0]!.count} rows, ${rows[0]!.digest}`;
  }
  return digests;
}

const ADMIN = { email: 'backup-admin@example.org', password: 'a long backup password' };
const MARKER = {
  fullName: 'Backup Marker',
  email: 'marker@example.org',
  feedback: 'Written while the server ran.',
};

/** What a visitor and an admin see through the API: the library, the states, the messages, an image. */
async function contentThroughApi(url: string) {
  const signIn = await fetch(`${url}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const getJson = async (pathname: string) => {
    const response = await fetch(`${url}${pathname}`, { headers: { cookie } });
    expect(response.status, pathname).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const library = (await getJson('/api/books/page/1')) as { data: { thumbnail_url: string }[] };
  const image = await fetch(`${url}${library.data[0]!.thumbnail_url}`);
  return {
    library,
    states: await getJson('/api/dropdown'),
    feedback: await getJson('/api/feedbackPagination?page=0'),
    imageSha256: createHash('sha256')
      .update(Buffer.from(await image.arrayBuffer()))
      .digest('hex'),
  };
}

async function digestsOfFolder(dataDir: string) {
  const database = await openPglite(dataDir);
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

describeEmbeddedOnly('backups of the embedded database', () => {
  const running: ServerProcess[] = [];
  const startServer = (dataDir: string) => {
    const server = spawnServer(MAIN_ENTRY, {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    running.push(server);
    return server;
  };
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    expect((await server.exit).code).toBe(0);
  };
  afterEach(() => {
    running.splice(0).forEach((server) => server.child.kill('SIGKILL'));
  });

  it('backs up while the server runs; restored into an empty folder, a server shows the same content', async () => {
    const original = await copyOfStartedDataDir();
    const first = startServer(original);
    const firstUrl = await first.url;
    const sent = await fetch(`${firstUrl}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MARKER),
    });
    expect(sent.status).toBe(200);
    const before = await contentThroughApi(firstUrl);
    expect(JSON.stringify(before.feedback)).toContain(MARKER.email);

    const backups = newDataDir();
    const backup = await runScript('db-backup', ['--out', backups], { DATA_DIR: original });
    expect(backup.output).toContain('taken by the running server');
    expect(backup.code).toBe(0);
    const [file] = fs.readdirSync(backups);
    expect(file).toMatch(/^voter-guide-embedded-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const backupFile = path.join(backups, file!);

    // Restoring over the folder the running server holds is refused.
    const whileRunning = await runScript('db-restore', [backupFile, '--force'], { DATA_DIR: original });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain(
      `Stop the server before restoring: the embedded database in ${original} is in use by another process`,
    );
    await stop(first);

    const restored = newDataDir();
    const restore = await runScript('db-restore', [backupFile], { DATA_DIR: restored });
    expect(restore.output).toContain(`Restored ${backupFile} into the embedded database in ${restored}.`);
    expect(restore.code).toBe(0);
    expect(await digestsOfFolder(restored)).toEqual(await digestsOfFolder(original));

    const second = startServer(restored);
    expect(await contentThroughApi(await second.url)).toEqual(before);
    await stop(second);
  }, 180_000);

  it('takes a snapshot while writes go on: every write succeeds, and the backup restores a consistent prefix of them (issue 26)', async () => {
    const database = await openPglite(newDataDir());
    try {
      await sql`CREATE TABLE backup_probe (n integer PRIMARY KEY)`.execute(database.db);
      let written = 0;
      let isBackingUp = true;
      const failures: unknown[] = [];
      // A steady write load, one insert after another, for as long as the backup takes; the event loop
      // turns between them, as between requests (in-process PGlite answers in microtasks alone).
      const writer = (async () => {
        while (isBackingUp) {
          await setImmediate();
          const next = written + 1;
          await sql`INSERT INTO backup_probe VALUES (${next})`.execute(database.db).then(
            () => (written = next),
            (error: unknown) => failures.push(error),
          );
        }
      })();
      const backup = await database.snapshot!().finally(() => (isBackingUp = false));
      await writer;
      expect(failures).toEqual([]);
      expect(written).toBeGreaterThan(0);

      const restored = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(backup)]) });
      try {
        const { rows } = await restored.query<{ count: number; last: number }>(
          'SELECT count(*)::int AS count, coalesce(max(n), 0) AS last FROM backup_probe',
        );
        // Rows 1 to k with no gap: the writes acknowledged before the snapshot, none half there.
        expect(rows[0]!.count).toBe(rows[0]!.last);
        expect(rows[0]!.last).toBeLessThanOrEqual(written);
      } finally {
        await restored.close();
      }
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses what it cannot do, with a message that says what to do', async () => {
    const empty = newDataDir();
    const nothing = await runScript('db-backup', [], { DATA_DIR: empty });
    expect(nothing).toMatchObject({
      code: 1,
      output: expect.stringContaining(`There is no embedded database in ${empty} to back up`),
    });

    // A backup with one feedback message, taken without a server (the CLI opens the folder itself).
    const source = await copyOfStartedDataDir();
    const database = await openPglite(source);
    await database.db.insertInto('feedback').values(MARKER).execute();
    await database.close();
    const backupFile = path.join(newDataDir(), 'site.tar.gz');
    const backup = await runScript('db-backup', ['--out', backupFile], { DATA_DIR: source });
    expect(backup.output).toContain('taken from the data folder (no server held it)');
    expect(backup.code).toBe(0);

    const notABackup = path.join(source, 'notes.txt');
    fs.writeFileSync(notABackup, 'hello');
    expect(await runScript('db-restore', [notABackup], { DATA_DIR: newDataDir() })).toMatchObject({
      code: 1,
      output: expect.stringContaining(`${notABackup} is not a backup made by npm run db:backup`),
    });
    expect(
      await runScript('db-restore', [backupFile], {
        DATA_DIR: newDataDir(),
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      }),
    ).toMatchObject({
      code: 1,
      output: expect.stringContaining('is a backup of the embedded database, but DATABASE_URL is set'),
    });
    expect(await runScript('db-restore', [], {})).toMatchObject({
      code: 1,
      output: expect.stringContaining('Usage: npm run db:restore -- <backup file> [--force]'),
    });

    // A folder that holds a database is replaced only with --force.
    const occupied = await copyOfStartedDataDir();
    const refused = await runScript('db-restore', [backupFile], { DATA_DIR: occupied });
    expect(refused).toMatchObject({
      code: 1,
      output: expect.stringContaining(
        `${occupied} already holds an embedded database; restoring would replace it. Run the restore again ` +
          'with --force',
      ),
    });
    const feedbackIn = async (dataDir: string) => (await digestsOfFolder(dataDir)).feedback;
    expect(await feedbackIn(occupied)).toMatch(/^0 rows/);
    expect(await runScript('db-restore', [backupFile, '--force'], { DATA_DIR: occupied })).toMatchObject({
      code: 0,
    });
    expect(await feedbackIn(occupied)).toMatch(/^1 rows/);
    expect(fs.readdirSync(occupied).sort()).toEqual(['pgdata']);
  }, 120_000);
});

const { testDatabaseUrl } = readTestSettings();

describe.skipIf(!testDatabaseUrl)(
  'backups of Postgres (pg_dump, pg_restore; skipped without TEST_DATABASE_URL)',
  () => {
    it('restores a backup into an empty database with the same content, and refuses a non-empty one', async () => {
      const source = await createEmptyPostgresDatabase(testDatabaseUrl!);
      const target = await createEmptyPostgresDatabase(testDatabaseUrl!);
      const sourceDb = openPostgres(source.connectionString, silentLogger, 2);
      const targetDb = openPostgres(target.connectionString, silentLogger, 2);
      try {
        await migrateToLatest(sourceDb.db, MIGRATIONS_DIR);
        await seedDemoContent(sourceDb.db, silentLogger, DEMO_SEEDERS);
        await sourceDb.db.insertInto('feedback').values(MARKER).execute();

        const backups = newDataDir();
        const backup = await runScript('db-backup', ['--out', backups], {
          DATABASE_URL: source.connectionString,
        });
        expect(backup.code, backup.output).toBe(0);
        const [file] = fs.readdirSync(backups);
        expect(file).toMatch(/^voter-guide-postgres-.*Z\.dump$/);
        const backupFile = path.join(backups, file!);

        // A replica running on the target hears the restore and drops every cached read (ADR 31).
        await vi.waitFor(() => expect(targetDb.readCache.isEnabled).toBe(true));
        const heardByReplica: string[] = [];
        targetDb.readCache.onInvalidate((tables) => heardByReplica.push(...tables));
        const restore = await runScript('db-restore', [backupFile], {
          DATABASE_URL: target.connectionString,
        });
        expect(restore.code, restore.output).toBe(0);
        await vi.waitFor(() => expect(heardByReplica).toContain('*'));
        const digests = await tableDigests(sourceDb.db);
        expect(digests.feedback).toMatch(/^1 rows/);
        expect(digests.media).not.toMatch(/^0 rows/);
        expect(await tableDigests(targetDb.db)).toEqual(digests);

        const again = await runScript('db-restore', [backupFile], { DATABASE_URL: target.connectionString });
        expect(again).toMatchObject({
          code: 1,
          output: expect.stringContaining('The database at DATABASE_URL is not empty'),
        });
        await targetDb.db.deleteFrom('feedback').execute();
        const forced = await runScript('db-restore', [backupFile, '--force'], {
          DATABASE_URL: target.connectionString,
        });
        expect(forced.code, forced.output).toBe(0);
        expect(await tableDigests(targetDb.db)).toEqual(digests);
      } finally {
        await sourceDb.close();
        await targetDb.close();
        await source.drop();
        await target.drop();
      }
    }, 120_000);
  },
);
