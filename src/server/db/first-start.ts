import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The argument that makes the server's entry prepare the database and exit (see main.ts). */
export const PREPARE_DATABASE_ARG = '--prepare-database';

/** Whether the embedded database in dataDir is still to be created: its first start. */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

/**
 * Runs `entry` (this process's own entry file, under this process's Node flags, so from the sources
 * too) with PREPARE_DATABASE_ARG in a child process, its output on ours. Creating the embedded
 * database and loading the demo content takes hundreds of MB that PGlite's heap and the C allocator
 * never give back; in a child process they are gone when it exits (ADR 33).
 */
export function prepareInChildProcess(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_DATABASE_ARG], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Preparing the embedded database failed (exit ${code ?? signal}).`)),
    );
  });
}
