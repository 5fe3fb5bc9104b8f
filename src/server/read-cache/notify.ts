import { randomUUID } from 'node:crypto';
import { CompiledQuery, type DatabaseConnection } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ReadCache, TReadTag } from './read-cache';

/**
 * Replicas on one Postgres tell each other about writes (ADR 31): the writer NOTIFYs the tables it
 * committed on this channel, and every replica LISTENs on a connection of its own and drops its entries.
 */
export const INVALIDATION_CHANNEL = 'read_cache_invalidation';

/** Names one replica's database handle in the notifications it sends, so it can skip its own. */
export function newReplicaId(): string {
  return randomUUID();
}

/**
 * Sent on the connection that wrote, right after its commit, as `replicaId:table,table`. The writer has
 * already dropped those tables itself at the commit; hearing its own notification a moment later would
 * only empty entries loaded since, which are fresh.
 */
export async function publishInvalidation(
  connection: DatabaseConnection,
  replicaId: string,
  tables: readonly TReadTag[],
) {
  await connection.executeQuery(
    CompiledQuery.raw('select pg_notify($1, $2)', [
      INVALIDATION_CHANNEL,
      invalidationPayload(replicaId, tables),
    ]),
  );
}

/** `replicaId:table,table`; a sender that is no replica (db:restore) names itself otherwise. */
export function invalidationPayload(senderId: string, tables: readonly TReadTag[]): string {
  return `${senderId}:${tables.join(',')}`;
}

/** The tables a notification names, or none when it is this replica's own. */
function tablesToDrop(payload: string, ownReplicaId: string): TReadTag[] {
  const separator = payload.indexOf(':');
  if (payload.slice(0, separator) === ownReplicaId) return [];
  return payload
    .slice(separator + 1)
    .split(',')
    .filter(Boolean);
}

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 5_000];

/**
 * Keeps one client listening until stop(). A notification drops the tables it names. While not listening
 * (before the first LISTEN, after a connection loss) the cache keeps nothing, since it could not hear the
 * writes of others; it starts again, empty, once listening.
 */
export function listenForInvalidations(
  connectionString: string,
  replicaId: string,
  cache: ReadCache,
  logger: Logger,
): { stop: () => Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', ({ channel, payload }) => {
      if (channel !== INVALIDATION_CHANNEL) return;
      const tables = tablesToDrop(payload ?? '', replicaId);
      if (tables.length > 0) cache.invalidate(tables);
    });
    next.on('error', (error) => logger.warn({ err: error }, 'read cache: invalidation listener failed'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      cache.disable();
      if (!stopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'read cache: cannot listen for invalidations; retrying');
      await next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    cache.enable();
  }

  function scheduleReconnect() {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    setTimeout(() => void connect(), delay).unref();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
