import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite lets exactly one process open a data directory; a second one would corrupt it. The lock is a
 * file holding the owner's pid, created atomically; a lock whose process is gone is taken over.
 */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another process (pid ${pid}). ` +
        'Stop that process first, or set DATABASE_URL to run several processes against one Postgres server.',
    );
  }
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return { release: () => fs.rmSync(lockPath, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (isRunning(ownerPid)) throw new DataDirLockedError(dataDir, ownerPid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  // Our own pid in the file means a previous run of this container/process id died without cleaning up.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
