import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  const { testDatabaseUrl, migratedTemplate } = readTestSettings();
  // The run's migrated template (tests/database-templates.ts), when the run made one, is a copy away.
  const template = migrate ? migratedTemplate : null;
  const database = testDatabaseUrl
    ? await createPostgresTestDatabase(testDatabaseUrl, template, onStatement)
    : await createPgliteTestDatabase(template, onStatement);
  if (migrate && !template) await migrateToLatest(database.db, MIGRATIONS_DIR);
  return database;
}

async function createPgliteTestDatabase(
  templateFile: string | null,
  onStatement?: TStatementListener,
): Promise<TestDatabase> {
  const initialData = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  const database = await openPglite(null, onStatement, undefined, initialData);
  return { ...database, connectionString: null };
}

async function createPostgresTestDatabase(
  serverUrl: string,
  template: string | null,
  onStatement?: TStatementListener,
): Promise<TestDatabase> {
  const created = await createEmptyPostgresDatabase(serverUrl, template);
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

/**
 * A new database on the Postgres server at `serverUrl`, empty or a copy of the database `template` (which
 * nothing may be connected to); drop() removes it, connections and all.
 */
export async function createEmptyPostgresDatabase(serverUrl: string, template: string | null = null) {
  const name = `vg_test_${randomBytes(6).toString('hex')}`;
  const copy = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copy}`));
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
