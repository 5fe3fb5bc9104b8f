import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { PROJECT_ROOT, readTestSettings } from '../config';
import { openPglite, openPostgres, type Database, type TStatementListener } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import path from 'node:path';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'migrations');
export const silentLogger = pino({ level: 'silent' });

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the Postgres at TEST_DATABASE_URL (dropped again by close()).
 */
export type TestDatabase = Database & { connectionString: string | null };

export async function createTestDatabase({
  migrate = true,
  onStatement,
}: { migrate?: boolean; onStatement?: TStatementListener } = {}): Promise<TestDatabase> {
  const { testDatabaseUrl } = readTestSettings();
  const database = testDatabaseUrl
    ? await createPostgresTestDatabase(testDatabaseUrl, onStatement)
    : await createPgliteTestDatabase(onStatement);
  if (migrate) await migrateToLatest(database.db, MIGRATIONS_DIR);
  return database;
}

async function createPgliteTestDatabase(onStatement?: TStatementListener): Promise<TestDatabase> {
  return { ...(await openPglite(null, onStatement)), connectionString: null };
}

async function createPostgresTestDatabase(
  serverUrl: string,
  onStatement?: TStatementListener,
): Promise<TestDatabase> {
  const created = await createEmptyPostgresDatabase(serverUrl);
  const database = openPostgres(created.connectionString, silentLogger, 5, onStatement);
  return {
    ...database,
    connectionString: created.connectionString,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the Postgres server at `serverUrl`; drop() removes it, connections and all. */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `vg_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    connectionString: url.toString(),
    /** Sessions connected to it right now: a server that uses it holds at least one after a query. */
    countConnections: () =>
      withAdminClient(serverUrl, async (client) => {
        const { rows } = await client.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return rows[0]!.count;
      }),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
