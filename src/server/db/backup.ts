import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { isAppError } from '../../shared/errors';
import { INVALIDATION_CHANNEL, invalidationPayload } from '../read-cache/notify';
import { ALL_TABLES } from '../read-cache/read-cache';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openPglite, type Database } from './database';

/**
 * `npm run db:backup` / `npm run db:restore` (ADR 22). A backup is one file: the embedded database's data
 * folder as PGlite dumps it (a gzipped tar), or a `pg_dump` archive of Postgres. Everything the site holds is
 * in the database, uploaded images included, so the file is the whole site's content.
 *
 * A running server holds the embedded data folder and no other process may open it, so the server answers
 * backups itself on a Unix socket in that folder; the CLI asks there first and opens the folder only when no
 * server holds it.
 */

export type BackupKind = 'embedded' | 'postgres';

/** A refusal or a failure the operator can act on: the CLI prints its message alone. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

const BACKUP_EXTENSIONS: Record<BackupKind, string> = { embedded: '.tar.gz', postgres: '.dump' };

/** `voter-guide-embedded-2026-11-24T05-31-39Z.tar.gz`: sorts by time, safe in every file system. */
export function backupFileName(kind: BackupKind, now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `voter-guide-${kind}-${stamp}${BACKUP_EXTENSIONS[kind]}`;
}

/** Which database a backup file holds, read from its first bytes; null when it is neither. */
export function detectBackupKind(head: Buffer): BackupKind | null {
  if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'embedded';
  if (head.subarray(0, 5).equals(PG_DUMP_MAGIC)) return 'postgres';
  return null;
}

// ——— The embedded database ———

const PGDATA = 'pgdata';
/** Where a running server answers backups: inside the data folder, so only who may read the data may ask. */
const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
// A Unix socket path is limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 100;

function hasEmbeddedDatabase(dataDir: string) {
  return fs.existsSync(path.join(dataDir, PGDATA, 'PG_VERSION'));
}

/**
 * Work a CLI asks the server holding the embedded folder to do (ADR 51: `npm run candidates:import`): its
 * input (JSON) and the file it sends; the answer is written back as JSON.
 */
export type TServerErrands = Record<string, (input: unknown, body: Buffer) => Promise<unknown>>;

/** The longest first line of a request: `backup`, or an errand's name and input. */
const MAX_REQUEST_LINE = 4096;
/** The largest file sent with an errand. */
const MAX_ERRAND_BODY = 64 * 1024 * 1024;

/** Parses an errand's first line, `run {"errand","input","bytes"}`; null when it is none. */
function readErrandLine(line: string): { errand: string; input: unknown; bytes: number } | null {
  if (!line.startsWith('run ')) return null;
  const request = parseHeader(line.slice(4));
  if (typeof request !== 'object' || request === null) return null;
  const { errand, input, bytes } = request as Record<string, unknown>;
  if (typeof errand !== 'string' || typeof bytes !== 'number' || bytes < 0 || bytes > MAX_ERRAND_BODY)
    return null;
  return { errand, input, bytes };
}

const answerLine = (header: object) => JSON.stringify(header) + '\n';

/**
 * In the server: answers on the socket `backup` with one JSON header line, then the snapshot's bytes; and an
 * errand (`run {…}` then its file's bytes) with a header line, then its answer as JSON. The server reads
 * nothing but these. Returns null when the socket cannot be opened (e.g. the data folder's path is too long
 * for one): the server runs without online backups and errands, and the CLIs say so.
 */
export async function serveEmbeddedBackups(
  dataDir: string,
  database: Database,
  logger: Logger,
  errands: TServerErrands = {},
): Promise<{ close(): Promise<void> } | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!database.snapshot) return null;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn({ socketPath }, 'data folder path too long for the backup socket; online backups are off');
    return null;
  }
  const snapshot = database.snapshot;
  // We hold the data folder's lock, so a socket file left there is a previous run's.
  fs.rmSync(socketPath, { force: true });

  function answerBackup(socket: net.Socket) {
    snapshot().then(
      (bytes) => {
        logger.info({ bytes: bytes.length }, 'backup of the embedded database taken');
        socket.write(answerLine({ ok: true, bytes: bytes.length }));
        socket.end(bytes);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'backup of the embedded database failed');
        socket.end(answerLine({ ok: false, error: 'the server could not take the backup' }));
      },
    );
  }

  function answerErrand(socket: net.Socket, name: string, input: unknown, body: Buffer) {
    const errand = errands[name];
    if (!errand) return socket.end(answerLine({ ok: false, error: 'unknown request' }));
    errand(input, body).then(
      (result) => {
        const bytes = Buffer.from(JSON.stringify(result));
        socket.write(answerLine({ ok: true, bytes: bytes.length }));
        socket.end(bytes);
      },
      (error: unknown) => {
        // A refusal the operator can act on (a malformed file) is said as it is; anything else is logged.
        const refusal = isAppError(error) ? error.message : null;
        if (!refusal) logger.error({ err: error, errand: name }, 'errand of a command line failed');
        socket.end(answerLine({ ok: false, error: refusal ?? `the server could not run ${name}` }));
      },
    );
  }

  const server = net.createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('error', () => {});
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const newline = received.indexOf('\n');
      if (newline < 0) {
        if (received.length > MAX_REQUEST_LINE) socket.destroy();
        return;
      }
      const line = received.subarray(0, newline).toString('utf8').trim();
      if (line === 'backup') {
        socket.off('data', onData);
        socket.setTimeout(0);
        return answerBackup(socket);
      }
      const errand = readErrandLine(line);
      if (!errand) {
        socket.off('data', onData);
        return socket.end(answerLine({ ok: false, error: 'unknown request' }));
      }
      const body = received.subarray(newline + 1);
      if (body.length < errand.bytes) return;
      socket.off('data', onData);
      socket.setTimeout(0);
      answerErrand(socket, errand.errand, errand.input, body.subarray(0, errand.bytes));
    };
    socket.on('data', onData);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    // The site still serves; only online backups are missing, and `npm run db:backup` says so.
    logger.warn({ err: error, socketPath }, 'could not open the backup socket; online backups are off');
    server.close();
    return null;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server holding `dataDir` for a snapshot; null when no server answers on the socket. */
function requestSnapshotFromServer(dataDir: string): Promise<Buffer | null> {
  return requestFromServer(dataDir, Buffer.from('backup\n'), 'The backup');
}

/**
 * Asks the server holding `dataDir` to run an errand with `input` and the file `body`: its answer, or null
 * when no server answers on the socket (the caller then opens the folder itself).
 */
export async function runErrandOnServer(
  dataDir: string,
  errand: string,
  input: unknown,
  body: Buffer,
): Promise<unknown> {
  const line = `run ${JSON.stringify({ errand, input, bytes: body.length })}\n`;
  const answer = await requestFromServer(dataDir, Buffer.concat([Buffer.from(line), body]), 'The answer');
  return answer === null ? null : (JSON.parse(answer.toString('utf8')) as unknown);
}

/** Sends `request` on the server's socket: the answer's body, or null when no server answers there. */
function requestFromServer(dataDir: string, request: Buffer, what: string): Promise<Buffer | null> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write(request);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) reject(new BackupError(`${what} was cut short: ${error.message}`));
      else if (['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '')) resolve(null);
      else
        reject(
          new BackupError(
            `Could not reach the server on ${socketPath} (${error.code ?? error.message}): run the command as ` +
              'the user the server runs as.',
          ),
        );
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf('\n');
      const header = newline < 0 ? null : parseHeader(all.subarray(0, newline).toString('utf8'));
      const body = all.subarray(newline + 1);
      if (!isHeader(header)) return reject(new BackupError('The server answered something unexpected.'));
      if (!header.ok) return reject(new BackupError(`The server refused: ${header.error}`));
      if (body.length !== header.bytes)
        return reject(new BackupError(`${what} was cut short (${body.length} of ${header.bytes} bytes).`));
      resolve(body);
    });
  });
}

function parseHeader(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

function isHeader(value: unknown): value is { ok: true; bytes: number } | { ok: false; error: string } {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/**
 * A consistent snapshot of the embedded database in `dataDir`: from the server that holds it, or, when
 * none does, by opening the folder here. Says which it was.
 */
export async function backupEmbedded(
  dataDir: string,
): Promise<{ bytes: Buffer; source: 'running server' | 'data folder' }> {
  const fromServer = await requestSnapshotFromServer(dataDir);
  if (fromServer) return { bytes: fromServer, source: 'running server' };
  if (!hasEmbeddedDatabase(dataDir))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up (DATA_DIR).`);
  let database: Database;
  try {
    database = await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nThat server did not answer on ${backupSocketPath(dataDir)}: if it is starting, ` +
        'try again in a moment; if it is older than npm run db:backup, stop it and run the backup again.',
    );
  }
  try {
    return { bytes: await database.snapshot!(), source: 'data folder' };
  } finally {
    await database.close();
  }
}

/**
 * Restores an embedded backup into `dataDir`: unpacked beside the current database and opened once to
 * check it, then moved into place. Refuses while a server holds the folder, and over an existing database
 * unless `force`.
 */
export async function restoreEmbedded(backup: Buffer, dataDir: string, { force = false } = {}) {
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `Stop the server before restoring: the embedded database in ${dataDir} is in use by another ` +
        `process (pid ${error.pid}).`,
    );
  }
  try {
    const target = path.join(dataDir, PGDATA);
    const isEmpty = !fs.existsSync(target) || fs.readdirSync(target).length === 0;
    if (!isEmpty && !force)
      throw new BackupError(
        `${dataDir} already holds an embedded database; restoring would replace it. ` +
          'Run the restore again with --force to replace it, or set DATA_DIR to an empty folder.',
      );
    const staging = path.join(dataDir, `${PGDATA}.restoring`);
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      const pglite = await PGlite.create({
        dataDir: staging,
        loadDataDir: new Blob([new Uint8Array(backup)]),
      });
      await pglite.query('select 1');
      await pglite.close();
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `The backup could not be opened as an embedded database: ${(error as Error).message}`,
      );
    }
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
  } finally {
    lock.release();
  }
}

// ——— Postgres ———

/**
 * The tools run in the CLI's own environment (`environment`: PATH, PG* variables), with the password
 * moved from the URL to PGPASSWORD so it never shows in the process list.
 */
function libpqEnv(databaseUrl: string, environment: NodeJS.ProcessEnv) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...environment, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv, stdout?: NodeJS.WritableStream) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    if (stdout) child.stdout!.pipe(stdout, { end: false });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (e.g. apt install postgresql-client) ` +
                'in the same major version as your Postgres server.'
            : `${command} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** `pg_dump --format=custom` of DATABASE_URL into `file`, or onto `stdout` when file is '-'. */
export function backupPostgres(databaseUrl: string, file: string, environment: NodeJS.ProcessEnv) {
  const { dbname, env } = libpqEnv(databaseUrl, environment);
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${dbname}`];
  return file === '-'
    ? runTool('pg_dump', args, env, process.stdout)
    : runTool('pg_dump', [...args, `--file=${file}`], env);
}

/** Tables, views and sequences outside the system schemas: none means the database is empty. */
async function countPostgresRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
         AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore` of a backup file into DATABASE_URL, in one transaction. Refuses a database that already
 * holds tables unless `force`, which drops the backup's objects first (`--clean --if-exists`).
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  { force = false, environment }: { force?: boolean; environment: NodeJS.ProcessEnv },
) {
  const relations = await countPostgresRelations(databaseUrl);
  if (relations > 0 && !force)
    throw new BackupError(
      `The database at DATABASE_URL is not empty (${relations} tables, views or sequences); restoring would ` +
        'replace its content. Run the restore again with --force to replace it, or point DATABASE_URL at an ' +
        'empty database (createdb).',
    );
  const { dbname, env } = libpqEnv(databaseUrl, environment);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  // Replicas still running on this database drop every cached read (ADR 31).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [
      INVALIDATION_CHANNEL,
      invalidationPayload('db-restore', [ALL_TABLES]),
    ]);
  } finally {
    await client.end();
  }
}
