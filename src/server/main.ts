import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './logger';
import { startServer, stopOnSignals } from './server';

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
