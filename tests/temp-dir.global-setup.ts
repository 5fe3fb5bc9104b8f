import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One temporary folder per test run, removed when the run ends. It becomes TMPDIR for the test workers,
 * so everything they put in the temp folder lands in it: embedded databases (newDataDir), Chromium
 * profiles, PGlite's files, the fresh clone. A run killed before its teardown leaves its folder behind;
 * the next run removes those whose process is gone (never a folder of a run still going, e.g. another
 * engineer's on the same machine).
 *
 * The folder is in memory (/dev/shm) when the machine has room there: the embedded databases' first
 * starts and copies then wait for no disk (the end-to-end project: 165 s → 153 s, ADR 40). A container's
 * small /dev/shm (64 MB by default) is passed over for the usual temp folder.
 */
const PREFIX = 'voter-guide-test-run-';

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeAbandonedRuns(parent: string) {
  for (const name of readdirSync(parent)) {
    const pid = Number(name.startsWith(PREFIX) ? name.slice(PREFIX.length).split('-')[0] : Number.NaN);
    if (Number.isInteger(pid) && !isRunning(pid))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

const IN_MEMORY = '/dev/shm';
// Two workers' apps, browsers and databases, and the fresh-clone test's npm install (about 600 MB).
const IN_MEMORY_ROOM_NEEDED = 2 * 1024 ** 3;

function tempParent(): string {
  if (!existsSync(IN_MEMORY)) return os.tmpdir();
  const { bavail, bsize } = statfsSync(IN_MEMORY);
  return bavail * bsize >= IN_MEMORY_ROOM_NEEDED ? IN_MEMORY : os.tmpdir();
}

export default function setup() {
  const parent = tempParent();
  removeAbandonedRuns(parent);
  const runDir = mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(runDir, { recursive: true, force: true });
  };
}
