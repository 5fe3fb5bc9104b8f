import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { seedDemoContent } from '../src/server/db/seed';
import { DEMO_SEEDERS } from '../src/server/demo-seeders';
import { createLogger } from '../src/server/logger';
import { runCli } from './cli';

// Loads the demo content on request (a server on DATABASE_URL never does it by itself).
await runCli(async () => {
  const config = loadConfig();
  const logger = createLogger(config.log);
  const database = await openDatabase(config, logger);
  try {
    await migrateToLatest(database.db, config.migrationsDir);
    const seeded = await seedDemoContent(database.db, logger, DEMO_SEEDERS);
    console.log(seeded ? 'Demo content loaded.' : 'Demo content was already loaded; nothing changed.');
  } finally {
    await database.close();
  }
});
