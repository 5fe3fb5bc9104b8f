import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { DEFAULT_LIMITS, ReadCache, attachReadCache } from '../read-cache/read-cache';
import { listenForInvalidations, newReplicaId, publishInvalidation } from '../read-cache/notify';
import { trackWrites, type TCommittedWrites } from '../read-cache/write-tracking';
import { lockDataDir } from './data-dir-lock';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config';
import { pgliteStartParams, type TPgliteMemory } from './pglite-memory';
import { createPglitePool } from './pglite-pool';
import type { DB } from './types';

const gzipAsync = promisify(gzip);

export type Db = Kysely<DB>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * The cache of public reads of this database (ADR 31), dropped by every committed write; on Postgres also
   * by the other replicas' writes.
   */
  readCache: ReadCache;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the data folder as a gzipped tar, taken while no transaction is open and right after a
   * checkpoint (ADR 22). Queries wait while it is taken.
   */
  snapshot?: () => Promise<Buffer>;
  /**
   * PGlite only: closes the instance and opens it again on the same files, giving back the WebAssembly
   * heap a one-off load made grow (the first start's demo content; ADR 33). Queries wait meanwhile.
   */
  reopen?: () => Promise<void>;
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
  {
    onClose = () => {},
    onStatement,
    publish,
    readCache = new ReadCache(),
  }: {
    onClose?: () => void | Promise<void>;
    onStatement?: TStatementListener;
    /** Tells the other replicas about a committed write (Postgres). */
    publish?: TCommittedWrites;
    readCache?: ReadCache;
  } = {},
): Database {
  const db = new Kysely<DB>({
    dialect: trackWrites(dialect, async (tables, connection) => {
      readCache.invalidate(tables);
      await publish?.(tables, connection);
    }),
    plugins: [new CamelCasePlugin()],
    ...(onStatement ? { log: (event) => onStatement(event.query.sql) } : {}),
  });
  attachReadCache(db, readCache);
  let closed = false;
  return {
    db,
    kind,
    readCache,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await onClose();
    },
  };
}

/** The longest any statement may run on Postgres; every query of the app takes milliseconds. */
const STATEMENT_TIMEOUT_MS = 15_000;

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
  const readCache = new ReadCache(DEFAULT_LIMITS, { enabled: false });
  const replicaId = newReplicaId();
  const listener = listenForInvalidations(connectionString, replicaId, readCache, logger);
  return wrap('postgres', new PostgresDialect({ pool }), {
    onStatement,
    readCache,
    publish: (tables, connection) => publishInvalidation(connection, replicaId, tables),
    onClose: listener.stop,
  });
}

function createPglite(dataDir: string | null, memory: TPgliteMemory, initialData?: Blob) {
  return PGlite.create({
    ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
    parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepDateText },
    startParams: pgliteStartParams(PGlite.defaultStartParams, memory),
  });
}

/**
 * PGlite in a directory (or in memory when dataDir is null, for tests). A directory is locked so a
 * second process on the same data dir fails at once. `initialData`, a data folder dumped by
 * `dumpDataDir`, starts the database from it instead of an empty cluster: the tests' migrated template,
 * which spares each test file Postgres's initdb.
 */
export async function openPglite(
  dataDir: string | null,
  onStatement?: TStatementListener,
  memory: TPgliteMemory = { sharedBuffersMb: DEFAULT_PGLITE_SHARED_BUFFERS_MB },
  initialData?: Blob,
): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : null;
  try {
    const open = () => createPglite(dataDir, memory, initialData);
    const pool = createPglitePool(await open(), open);
    const database = wrap('pglite', new PostgresDialect({ pool }), {
      onClose: () => lock?.release(),
      onStatement,
    });
    // Holding the pool's only connection, no transaction of ours is half done while the files are read;
    // it is held only while they are read into a tar, and the tar is compressed once writes go on again
    // (compressing inside took the ~4 s every write waited, issue 26).
    const snapshot = async () => {
      const tar = await database.db.connection().execute(async (connection) => {
        await sql`CHECKPOINT`.execute(connection);
        return (await pool.current().dumpDataDir('none')).arrayBuffer();
      });
      return gzipAsync(new Uint8Array(tar));
    };
    // In memory (tests), a new instance would be an empty database.
    return { ...database, snapshot, ...(dataDir ? { reopen: () => pool.reopen() } : {}) };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export function openDatabase(
  options: {
    databaseUrl: string | null;
    dataDir: string;
    databasePoolMax: number;
    pgliteSharedBuffersMb: number;
  },
  logger: Logger,
): Promise<Database> | Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger, options.databasePoolMax)
    : openPglite(options.dataDir, undefined, { sharedBuffersMb: options.pgliteSharedBuffersMb });
}
