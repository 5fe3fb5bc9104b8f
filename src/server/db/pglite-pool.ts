import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

export type PglitePool = PostgresPool & {
  /** The instance queries go to now (a reopen replaces it). */
  current(): PGlite;
  /**
   * Waits until no connection is out, closes the instance and opens a new one on the same files. Its
   * WebAssembly heap starts small again: a heap never shrinks, so after a one-off load (the first
   * start's demo content) this gives back what that load made it grow to (ADR 33).
   */
  reopen(): Promise<void>;
};

/**
 * Presents one PGlite instance as the pg-style pool Kysely's PostgresDialect expects. PGlite is a
 * single connection, so "connections" are handed out one at a time: a transaction holds the only
 * connection until it releases it, and concurrent queries wait their turn instead of interleaving.
 */
export function createPglitePool(first: PGlite, open: () => Promise<PGlite>): PglitePool {
  let pglite = first;
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
    current: () => pglite,
    async reopen() {
      const release = await acquire();
      try {
        await pglite.close();
        pglite = await open();
      } finally {
        release();
      }
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
