import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from './server-process';

const execFileAsync = promisify(execFile);

const POSTGRES_VERSIONS_DIR = '/usr/lib/postgresql';

/** The bin folder of the newest Postgres installed the Debian way (/usr/lib/postgresql/<version>/bin). */
export function findPostgresBinDir(): string | null {
  if (!existsSync(POSTGRES_VERSIONS_DIR)) return null;
  const versions = readdirSync(POSTGRES_VERSIONS_DIR)
    .filter((version) => existsSync(path.join(POSTGRES_VERSIONS_DIR, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(POSTGRES_VERSIONS_DIR, versions[0], 'bin') : null;
}

/** A Postgres server of a test's own, which the test stops and starts as it likes. */
export type PrivatePostgres = {
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server checkpoints and exits. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and removes its data folder. */
  destroy(): Promise<void>;
};

/**
 * initdb, then start on a free port of 127.0.0.1 with trust authentication and no fsync (a test's data
 * need not survive a power cut; it survives a stop, which writes everything out). Postgres refuses to run
 * as root, so as root (containers, CI) its programs run as the `postgres` user, in a folder it owns.
 */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const isRoot = process.getuid?.() === 0;
  const postgresUser = isRoot ? await lookUpUser('postgres') : null;
  const dataDir = mkdtempSync(postgresDirPrefix(isRoot));
  if (postgresUser) chownSync(dataDir, postgresUser.uid, postgresUser.gid);
  const port = await findFreePort();

  const run = async (program: string, args: string[]) => {
    const command = path.join(binDir, program);
    const [file, fileArgs] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    try {
      await execFileAsync(file, fileArgs, { cwd: dataDir });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${program} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, {
        cause: error,
      });
    }
  };

  const pgdata = path.join(dataDir, 'pgdata');
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // No Unix socket: nothing else is shared with the machine's own Postgres.
    "-c unix_socket_directories=''",
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  let isRunning = false;
  const start = async () => {
    await run('pg_ctl', [
      'start',
      '-D',
      pgdata,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dataDir, 'log'),
      '-o',
      options,
    ]);
    isRunning = true;
  };
  const stop = async () => {
    await run('pg_ctl', ['stop', '-D', pgdata, '-w', '-t', '60', '-m', 'fast']);
    isRunning = false;
  };

  try {
    await run('initdb', [
      '-D',
      pgdata,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      if (isRunning) await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test run's temp folder (tests/temp-dir.global-setup.ts) is root's and closed to others, so as root
 * the folder sits beside it, named after it: a run that dies before its clean-up has it removed by the
 * next run, with its temp folder.
 */
function postgresDirPrefix(isRoot: boolean) {
  const tmp = os.tmpdir();
  return isRoot && path.basename(tmp).startsWith('voter-guide-test-run-')
    ? `${tmp}-postgres-`
    : path.join(tmp, 'voter-guide-postgres-');
}

async function lookUpUser(name: string) {
  const id = async (flag: string) => Number((await execFileAsync('id', [flag, name])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}
