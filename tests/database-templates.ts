import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, readTestSettings } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import {
  findFreePort,
  LOOPBACK_ONLY_ARGS,
  newDataDir,
  spawnUntilHealthy,
} from '../src/server/testing/server-process';
import {
  createEmptyPostgresDatabase,
  MIGRATIONS_DIR,
  silentLogger,
} from '../src/server/testing/test-database';

/**
 * The run's database templates, made once by the global setups and copied for each test file: creating
 * a PGlite cluster (initdb inside WebAssembly) and migrating it, or loading the demo content, cost seconds
 * that every file used to pay again. Each returns its location and what removes it.
 */
export type Template = { location: string; remove: () => Promise<void> };

const BUILT_SERVER = path.join(PROJECT_ROOT, 'dist/server/main.js');
const BUILT_SEED = path.join(PROJECT_ROOT, 'dist/scripts/db-seed.js');

/** A migrated, empty database: a dumped PGlite data folder (a file), or a database on `postgresUrl`. */
export async function makeMigratedTemplate(postgresUrl: string | null): Promise<Template> {
  if (postgresUrl) {
    const created = await createEmptyPostgresDatabase(postgresUrl);
    const database = openPostgres(created.connectionString, silentLogger, 1);
    await migrateToLatest(database.db, MIGRATIONS_DIR);
    await database.close();
    return {
      location: new URL(created.connectionString).pathname.slice(1),
      remove: async () => void (await created.drop()),
    };
  }
  const database = await openPglite(null);
  await migrateToLatest(database.db, MIGRATIONS_DIR);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'voter-guide-template-')), 'migrated.tar');
  writeFileSync(file, await database.snapshot!());
  await database.close();
  return { location: file, remove: async () => rmSync(path.dirname(file), { recursive: true, force: true }) };
}

/**
 * The demo database as the built app makes it: on the embedded database, the data dir of a first start
 * of dist/server/main.js (stopped cleanly, so it can be copied); on Postgres, a database the built seed CLI
 * migrated and loaded, as an operator runs `npm run db:seed`.
 */
export async function makeDemoTemplate(postgresUrl: string | null): Promise<Template> {
  if (postgresUrl) {
    const created = await createEmptyPostgresDatabase(postgresUrl);
    await runBuiltSeed({ DATABASE_URL: created.connectionString });
    return {
      location: new URL(created.connectionString).pathname.slice(1),
      remove: async () => void (await created.drop()),
    };
  }
  const dataDir = newDataDir();
  const port = await findFreePort();
  const server = spawnUntilHealthy(process.execPath, [...LOOPBACK_ONLY_ARGS, BUILT_SERVER], {
    cwd: PROJECT_ROOT,
    env: { PORT: String(port), DATA_DIR: dataDir },
    port,
    timeoutMs: 120_000,
  });
  await server.url;
  server.child.kill('SIGTERM');
  const { code, output } = await server.exit;
  if (code !== 0) throw new Error(`the demo template's server exited ${code}:\n${output}`);
  return { location: dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

function runBuiltSeed(env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...LOOPBACK_ONLY_ARGS, BUILT_SEED], {
      cwd: PROJECT_ROOT,
      env: { ...readTestSettings().fakedClockEnv, ...env },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`db-seed exited ${code}:\n${output}`)),
    );
  });
}
