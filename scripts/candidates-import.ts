import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importSummary, type TImportReport } from '../src/shared/candidate-import';
import { loadConfig, type Config } from '../src/server/config';
import { runErrandOnServer } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { SYSTEM_ACTOR } from '../src/server/features/audit/audit.service';
import {
  applyImport,
  CANDIDATES_IMPORT_ERRAND,
  previewImport,
} from '../src/server/features/candidates/candidate-import.service';
import { createLogger } from '../src/server/logger';
import { runCli } from './cli';

// npm run candidates:import -- <file.csv> [--apply]
// Reads a CSV of candidates in /admin/import's format (ADR 51) and prints what each row would do; with
// --apply, imports it in one transaction. Ends with the summary line: "3 new, 0 changed, 0 unchanged, 0 refused".
await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { apply: { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1)
    throw new Error('Usage: npm run candidates:import -- <file.csv> [--apply]');
  const bytes = await readFile(path.resolve(file)).catch(() => {
    throw new Error(`Usage: npm run candidates:import -- <file.csv> [--apply]  (cannot read ${file})`);
  });
  const config = loadConfig();
  const fileName = path.basename(file);
  const input = { fileName, apply: values.apply };
  // A running server holds the embedded folder: it runs the import, as it takes backups (ADR 22).
  const byServer = config.databaseUrl
    ? null
    : ((await runErrandOnServer(
        config.dataDir,
        CANDIDATES_IMPORT_ERRAND,
        input,
        bytes,
      )) as TImportReport | null);
  if (byServer) console.log('Run by the server that holds the embedded database.');
  printReport(byServer ?? (await importHere(config, fileName, bytes, values.apply)));
});

/** The import on the database itself: Postgres, or the embedded folder when no server holds it. */
async function importHere(config: Config, fileName: string, bytes: Buffer, apply: boolean) {
  const database = await openDatabase(config, createLogger({ ...config.log, level: 'warn' }));
  try {
    await migrateToLatest(database.db, config.migrationsDir);
    return apply
      ? await applyImport(database.db, fileName, bytes, SYSTEM_ACTOR)
      : await previewImport(database.db, fileName, bytes);
  } finally {
    await database.close();
  }
}

function printReport(report: TImportReport) {
  for (const row of report.rows) {
    const reasons = [
      ...row.refusals.map(({ column, message }) => `${column}: ${message}`),
      ...row.changes.map(({ column }) => column),
      ...(row.likelyDuplicateOf ? [`likely duplicate of district ${row.likelyDuplicateOf.district}`] : []),
    ];
    const who = `${row.fullName || '(no name)'}, ${row.office} ${row.district}`.trim();
    console.log(
      `line ${row.line}: ${row.status} — ${who}${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
    );
  }
  if (!report.applied && report.counts.new + report.counts.changed > 0)
    console.log('Nothing written: run again with --apply to import.');
  console.log(importSummary(report));
}
