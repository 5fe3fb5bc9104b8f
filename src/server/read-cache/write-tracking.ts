import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';
import { ALL_TABLES, type TReadTag } from './read-cache';

/**
 * Sees every statement the app sends and reports the tables it wrote once they are committed: at once for a
 * statement outside a transaction, at COMMIT for one inside (nothing on ROLLBACK). Watching the driver rather
 * than each service means no write is forgotten — a service's, an import's, a seeder's, a test's own insert —
 * and the cache is dropped only after the write is visible to every new read (ADR 31).
 */

/** Tables no public read shows: writes to them (sessions sliding, counters, the audit log) drop nothing. */
const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'rate_limits',
  'audit_log',
  'feedback',
  'users',
  'recovery_codes',
  'sign_in_challenges',
  'trusted_devices',
  'web_search_cache',
  'search_keywords',
]);

const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+"?([a-z_][\w]*)"?/gi;
/** Statements that change the schema or anything the tracker cannot attribute to a table. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|comment|copy|do|call|import|reindex)\b/i;

/** The public tables a statement writes; [ALL_TABLES] when it changes the schema. */
export function writtenTables(statement: string): TReadTag[] {
  if (SCHEMA_CHANGE.test(statement)) return [ALL_TABLES];
  const tables = new Set<TReadTag>();
  for (const [, table] of statement.matchAll(WRITE)) {
    const name = table!.toLowerCase();
    // `for update`, `do update set`: the keyword followed by another keyword, not a table.
    if (name !== 'set' && name !== 'of' && name !== 'skip' && name !== 'nowait' && !PRIVATE_TABLES.has(name))
      tables.add(name);
  }
  return [...tables];
}

/**
 * Hears committed writes. It runs on the connection that wrote, before the connection goes back to the
 * pool, so it may send one more statement there (the Postgres NOTIFY).
 */
export type TCommittedWrites = (tables: readonly TReadTag[], connection: DatabaseConnection) => Promise<void>;

class TrackedConnection implements DatabaseConnection {
  isInTransaction = false;
  readonly pending = new Set<TReadTag>();

  constructor(
    readonly inner: DatabaseConnection,
    readonly onCommitted: TCommittedWrites,
  ) {}

  async executeQuery<R>(query: CompiledQuery) {
    const result = await this.inner.executeQuery<R>(query);
    const tables = writtenTables(query.sql);
    if (tables.length > 0) {
      if (this.isInTransaction) for (const table of tables) this.pending.add(table);
      else await this.onCommitted(tables, this.inner);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  async committed() {
    this.isInTransaction = false;
    const tables = [...this.pending];
    this.pending.clear();
    if (tables.length > 0) await this.onCommitted(tables, this.inner);
  }

  rolledBack() {
    this.isInTransaction = false;
    this.pending.clear();
  }
}

class TrackingDriver implements Driver {
  constructor(
    readonly inner: Driver,
    readonly onCommitted: TCommittedWrites,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection() {
    return new TrackedConnection(await this.inner.acquireConnection(), this.onCommitted);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const tracked = connection as TrackedConnection;
    await this.inner.beginTransaction(tracked.inner, settings);
    tracked.isInTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    await this.inner.commitTransaction(tracked.inner);
    await tracked.committed();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    try {
      await this.inner.rollbackTransaction(tracked.inner);
    } finally {
      tracked.rolledBack();
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!((connection as TrackedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    // What the rolled-back part wrote stays pending: dropping a little more than needed is harmless.
    await this.inner.rollbackToSavepoint!((connection as TrackedConnection).inner, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint!((connection as TrackedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as TrackedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** The dialect with its driver watched for committed writes. */
export function trackWrites(dialect: Dialect, onCommitted: TCommittedWrites): Dialect {
  return {
    createDriver: () => new TrackingDriver(dialect.createDriver(), onCommitted),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
