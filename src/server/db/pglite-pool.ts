import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as the pg-style pool Kysely's PostgresDialect expects. PGlite is a
 * single connection, so "connections" are handed out one at a time: a transaction holds the only
 * connection until it releases it, and concurrent queries wait their turn instead of interleaving.
 */
export function createPglitePool(pglite: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  function acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = queue.then(() => release);
    queue = queue.then(() => released);
    return acquired;
  }

  return {
    async connect() {
      const release = await acquire();
      const client = {
        query: (sql: string, parameters: readonly unknown[]) => runQuery(pglite, sql, parameters),
        release,
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}

const WRITE_COMMAND = /^\s*(insert|update|delete|merge)\b/i;

async function runQuery<R>(
  pglite: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<PostgresQueryResult<R>> {
  // Without parameters, use the simple protocol like node-postgres does, so a migration file
  // holding several statements runs as one script.
  const result =
    parameters.length === 0 ? (await pglite.exec(sql)).at(-1) : await pglite.query<R>(sql, [...parameters]);
  const command = (WRITE_COMMAND.exec(sql)?.[1]?.toUpperCase() ??
    'SELECT') as PostgresQueryResult<R>['command'];
  return { command, rowCount: result?.affectedRows ?? 0, rows: (result?.rows ?? []) as R[] };
}
