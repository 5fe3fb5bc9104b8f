import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { importBoundaries } from '../src/server/features/districts/boundaries-import';
import { createLogger } from '../src/server/logger';
import { runCli } from './cli';

// npm run districts:import -- <file-or-url.geojson> --division-template 'ocd-division/…/council_district:{CounDist}'
await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'division-template': { type: 'string' } },
  });
  const [location] = positionals;
  const template = values['division-template'];
  if (!location || !template) {
    throw new Error(
      "Usage: npm run districts:import -- <file-or-url.geojson> --division-template 'ocd-division/…:{Property}'",
    );
  }
  const text = /^https?:\/\//.test(location)
    ? await (await fetch(location, { signal: AbortSignal.timeout(120_000) })).text()
    : await readFile(path.resolve(location), 'utf8');
  const config = loadConfig();
  const database = await openDatabase(config, createLogger({ ...config.log, level: 'warn' }));
  try {
    await migrateToLatest(database.db, config.migrationsDir);
    const { imported, skipped } = await importBoundaries(database.db, JSON.parse(text), {
      template,
      source: location,
    });
    console.log(
      `Imported ${imported} boundaries${skipped ? ` (skipped ${skipped} features without polygons)` : ''}.`,
    );
  } finally {
    await database.close();
  }
});
