import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import type { Config } from './config';
import { serveEmbeddedBackups } from './db/backup';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrator';
import { isDemoContentSeeded, seedDemoContent } from './db/seed';
import { DEMO_SEEDERS } from './demo-seeders';
import { ensureAdmin } from './features/auth/admin-bootstrap';
import {
  CANDIDATES_IMPORT_ERRAND,
  candidateImportErrand,
} from './features/candidates/candidate-import.service';
import { createMaintenanceSchedule } from './features/maintenance/maintenance.service';

export type RunningServer = { app: FastifyInstance; database: Database; url: string; stop(): Promise<void> };

export type StartOptions = {
  config: Config;
  logger: Logger;
  /** Lets a test fixture add routes before the server listens. Production passes nothing. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
};

/**
 * config → database → migrations → demo content (embedded database only) → admin → app → listen →
 * maintenance schedule. With DATABASE_URL the server never seeds by itself: `npm run db:seed` does.
 */
export async function startServer({ config, logger, configure }: StartOptions): Promise<RunningServer> {
  const database = await openDatabase(config, logger);
  let backups: Awaited<ReturnType<typeof serveEmbeddedBackups>> = null;
  try {
    const hasSeeded = await prepareDatabase(database, { config, logger });
    // Loading the demo content grew the WebAssembly heap, which never shrinks (ADR 33).
    if (hasSeeded) await database.reopen?.();
    const app = await buildApp(createAppDeps({ config, database, logger }));
    app.addHook('onClose', () => database.close());
    const maintenance = createMaintenanceSchedule({
      db: database.db,
      logger,
      intervalMs: config.maintenanceIntervalMs,
    });
    // preClose runs before onClose closes the database, so a prune under way finishes first.
    app.addHook('preClose', () => maintenance.stop());
    await configure?.(app);
    // `npm run db:backup` asks the server that holds the embedded data folder (ADR 22).
    backups =
      database.kind === 'pglite'
        ? await serveEmbeddedBackups(config.dataDir, database, logger, cliErrands(database))
        : null;
    const backupSocket = backups;
    if (backupSocket) app.addHook('preClose', () => backupSocket.close());
    const url = await app.listen({ host: config.host, port: config.port });
    maintenance.start();
    return { app, database, url, stop: () => app.close() };
  } catch (error) {
    await backups?.close();
    await database.close();
    throw error;
  }
}

/**
 * Migrations, then on a new embedded database the demo content and the first administrator. Returns
 * whether it loaded the demo content. The entry runs it in a child process on a first start (main.ts).
 */
export async function prepareDatabase(
  database: Database,
  { config, logger }: Pick<StartOptions, 'config' | 'logger'>,
): Promise<boolean> {
  const applied = await migrateToLatest(database.db, config.migrationsDir);
  if (applied.length) logger.info({ applied }, 'applied migrations');
  const isFreshEmbeddedDatabase = database.kind === 'pglite' && !(await isDemoContentSeeded(database.db));
  if (isFreshEmbeddedDatabase) await seedDemoContent(database.db, logger, DEMO_SEEDERS);
  await ensureAdmin(database.db, { config, logger, isFreshEmbeddedDatabase });
  return isFreshEmbeddedDatabase;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, close the
 * database, exit 0. If that takes longer than the configured timeout, exit 1 rather than hang.
 */
/** What the command line asks the running server to do on the embedded database it holds (ADR 51). */
const cliErrands = (database: Database) => ({
  [CANDIDATES_IMPORT_ERRAND]: candidateImportErrand(database.db),
});

export function stopOnSignals(server: RunningServer, logger: Logger, timeoutMs: number) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    // Closing drops the connections idle at this moment. One still sending an answer becomes idle only
    // later and, kept alive by the client, would hold the shutdown until the timeout: drop it then.
    const closeIdle = setInterval(() => server.app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    server.stop().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
