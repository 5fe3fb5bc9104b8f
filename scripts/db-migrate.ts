import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { createLogger } from '../src/server/logger';
import { runCli } from './cli';

// Applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
await runCli(async () => {
  const config = loadConfig();
  const logger = createLogger(config.log);
  const database = await openDatabase(config, logger);
  try {
    const applied = await migrateToLatest(database.db, config.migrationsDir);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
});
