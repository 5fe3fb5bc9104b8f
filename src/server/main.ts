import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';
import { isNewEmbeddedDatabase, PREPARE_DATABASE_ARG, prepareInChildProcess } from './db/first-start';
import { createLogger } from './logger';
import { prepareDatabase, startServer, stopOnSignals } from './server';

/** `main --prepare-database`: what a first start of the embedded database does, in a child process. */
async function prepareOnly(config: Config, logger: ReturnType<typeof createLogger>) {
  const database = await openDatabase(config, logger);
  try {
    await prepareDatabase(database, { config, logger });
  } finally {
    await database.close();
  }
}

/** The process entry point: read config, start, and stop gracefully. Everything else is in server.ts. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    process.exit(1);
  }
  const logger = createLogger(config.log);
  try {
    if (process.argv.includes(PREPARE_DATABASE_ARG)) return await prepareOnly(config, logger);
    // The first start's one-off work runs in a process of its own, whose memory is gone when it ends.
    if (!config.databaseUrl && isNewEmbeddedDatabase(config.dataDir))
      await prepareInChildProcess(fileURLToPath(import.meta.url));
    const server = await startServer({ config, logger });
    stopOnSignals(server, logger, config.shutdownTimeoutMs);
    logger.info({ url: server.url, database: server.database.kind }, 'voter guide is serving');
  } catch (error) {
    const isExpected = error instanceof DataDirLockedError;
    logger.fatal(isExpected ? { reason: error.message } : { err: error }, 'could not start');
    logger.flush?.();
    if (isExpected) process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    // Give the pretty-printing worker a moment to write before leaving.
    setTimeout(() => process.exit(1), 200).unref();
  }
}

void main();
