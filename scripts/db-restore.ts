import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { BackupError, detectBackupKind, restoreEmbedded, restorePostgres } from '../src/server/db/backup';
import { runCli } from './cli';

// npm run db:restore -- <backup file> [--force]
// Restores a file of npm run db:backup into DATABASE_URL, or into the embedded database in DATA_DIR (the
// server must be stopped). Refuses to replace a database that holds content unless --force. See ADR 22.
const USAGE = 'Usage: npm run db:restore -- <backup file> [--force]';

await runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(USAGE);
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.\n${USAGE}`);
  const config = loadConfig();
  const kind = detectBackupKind(readHead(file));
  if (!kind)
    throw new BackupError(
      `${file} is not a backup made by npm run db:backup (neither an embedded database nor a pg_dump archive).`,
    );
  const target = config.databaseUrl ? 'postgres' : 'embedded';
  if (kind !== target)
    throw new BackupError(
      kind === 'embedded'
        ? `${file} is a backup of the embedded database, but DATABASE_URL is set. Unset DATABASE_URL to restore it into DATA_DIR.`
        : `${file} is a Postgres backup, but DATABASE_URL is not set. Set DATABASE_URL to the (empty) database to restore it into.`,
    );
  if (kind === 'postgres') {
    await restorePostgres(config.databaseUrl!, file, { force: values.force, environment: process.env });
    console.log(`Restored ${file} into the Postgres database at DATABASE_URL.`);
  } else {
    await restoreEmbedded(fs.readFileSync(file), config.dataDir, { force: values.force });
    console.log(`Restored ${file} into the embedded database in ${config.dataDir}.`);
  }
  console.log('Start the server: it applies any newer migrations.');
});

function readHead(file: string) {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const read = fs.readSync(handle, head, 0, head.length, 0);
    return head.subarray(0, read);
  } finally {
    fs.closeSync(handle);
  }
}
