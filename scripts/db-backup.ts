import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT, loadConfig } from '../src/server/config';
import { backupEmbedded, backupFileName, backupPostgres } from '../src/server/db/backup';
import { runCli } from './cli';

// npm run db:backup [-- --out <file-or-folder>|-]
// Backs up DATABASE_URL (pg_dump), or the embedded database in DATA_DIR, even while the server runs
// (it asks the server for a consistent snapshot). Writes backups/voter-guide-<kind>-<time>.<ext> by default;
// `--out -` writes the backup to standard output. See ADR 22.
await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'embedded';
  const file = outputFile(values.out, kind);
  const say = (message: string) => (file === '-' ? console.error(message) : console.log(message));
  const partial = file === '-' ? '-' : `${file}.partial`;
  try {
    if (config.databaseUrl) {
      await backupPostgres(config.databaseUrl, partial, process.env);
      if (partial !== '-') fs.chmodSync(partial, 0o600);
    } else {
      const { bytes, source } = await backupEmbedded(config.dataDir);
      if (partial === '-') await new Promise((resolve) => process.stdout.write(bytes, resolve));
      else fs.writeFileSync(partial, bytes, { mode: 0o600 });
      const by =
        source === 'running server' ? 'by the running server' : 'from the data folder (no server held it)';
      say(`Snapshot of the embedded database in ${config.dataDir} taken ${by}.`);
    }
    if (partial !== '-') fs.renameSync(partial, file);
  } catch (error) {
    if (partial !== '-') fs.rmSync(partial, { force: true });
    throw error;
  }
  say(file === '-' ? 'Backup written to standard output.' : `Backup written: ${file}`);
});

/** `--out` as given (a folder gets the default name in it), else backups/ in the project. */
function outputFile(out: string | undefined, kind: 'postgres' | 'embedded') {
  if (out === '-') return out;
  const folder = out === undefined ? path.join(PROJECT_ROOT, 'backups') : path.resolve(out);
  const isFolder =
    out === undefined || out.endsWith('/') || fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory();
  if (!isFolder) return folder;
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  return path.join(folder, backupFileName(kind));
}
