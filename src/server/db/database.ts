import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';
import { createPglitePool } from './pglite-pool';
import type { DB } from './types';

export type Db = Kysely<DB>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the data folder as a gzipped tar, taken while no transaction is open and right after a
   * checkpoint (ADR 22). Queries wait while it is taken.
   */
  snapshot?: () => Promise<Buffer>;
};

/**
 * Hears every statement the database runs (Kysely's log hook), failed ones included. Given only where
 * statements are counted (the page-view test); without it Kysely logs nothing and costs nothing more.
 */
export type TStatementListener = (sql: string) => void;

const INT8_OID = 20;
// bigint columns (count(*), ids) come back as numbers on both drivers; our values stay far below 2^53.
const parseInt8 = (value: string) => Number(value);
const DATE_OID = 1082;
// A date column is a calendar day ('2025-11-04'); as a JS Date it would shift with the server's time zone.
const keepDateText = (value: string) => value;

function wrap(
  kind: Database['kind'],
  dialect: PostgresDialect,
  { onClose = () => {}, onStatement }: { onClose?: () => void; onStatement?: TStatementListener } = {},
): Database {
  const db = new Kysely<DB>({
    dialect,
    plugins: [new CamelCasePlugin()],
    ...(onStatement ? { log: (event) => onStatement(event.query.sql) } : {}),
  });
  let closed = false;
  return {
    db,
    kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      onClose();
    },
  };
}

/** The longest any statement may run on Postgres; every query of the app takes milliseconds. */
export const STATEMENT_TIMEOUT_MS = 15_000;

/** A pg Pool on a Postgres server. Several processes may share it. */
export function openPostgres(
  connectionString: string,
  logger: Logger,
  poolMax = 10,
  onStatement?: TStatementListener,
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    // No statement may hold a connection (and a visitor) for long; an outage answers 503 instead of hanging.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    types: {
      getTypeParser: (oid, format) =>
        oid === INT8_OID ? parseInt8 : oid === DATE_OID ? keepDateText : pg.types.getTypeParser(oid, format),
    },
  });
  // Without these listeners a dropped connection (e.g. Postgres restarting) would crash the process:
  // the pool reports idle clients, and each client reports its own errors while it is checked out.
  pool.on('error', (error) =>
    logger.warn({ err: error }, 'idle Postgres client failed; it will be replaced'),
  );
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'Postgres connection failed'));
  });
  return wrap('postgres', new PostgresDialect({ pool }), { onStatement });
}

/**
 * PGlite in a directory (or in memory when dataDir is null, for tests). A directory is locked so a
 * second process on the same data dir fails at once.
 */
export async function openPglite(
  dataDir: string | null,
  onStatement?: TStatementListener,
): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : null;
  try {
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepDateText },
    });
    const database = wrap('pglite', new PostgresDialect({ pool: createPglitePool(pglite) }), {
      onClose: () => lock?.release(),
      onStatement,
    });
    // Holding the pool's only connection, no transaction of ours is half done while the files are read.
    const snapshot = () =>
      database.db.connection().execute(async (connection) => {
        await sql`CHECKPOINT`.execute(connection);
        const tarball = await pglite.dumpDataDir('gzip');
        return Buffer.from(await tarball.arrayBuffer());
      });
    return { ...database, snapshot };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; databasePoolMax: number },
  logger: Logger,
): Promise<Database> | Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger, options.databasePoolMax)
    : openPglite(options.dataDir);
}
