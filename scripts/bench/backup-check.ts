// `npm run bench -- --backup`: how long writes wait while the embedded database is backed up (issue 26: no
// write may wait more than 500 ms). The demo content in a fresh data folder, a steady stream of writes one
// after another, and a backup taken through the same snapshot the running server answers `db:backup` with.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import { DEMO_SEEDERS } from '../../src/server/demo-seeders';
import { openPglite } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemoContent } from '../../src/server/db/seed';
import { MIGRATIONS_DIR, silentLogger } from '../../src/server/testing/test-database';

/** The goal the issue sets: no write waits longer during a backup. */
const MAX_WAIT_MS = 500;

export type TBackupCheck = {
  backupMs: number;
  backupBytes: number;
  writesDuringBackup: number;
  longestWaitMs: number;
  failures: number;
};

export async function runBackupCheck(): Promise<TBackupCheck> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voter-guide-backup-bench-'));
  const database = await openPglite(dataDir);
  try {
    await migrateToLatest(database.db, MIGRATIONS_DIR);
    await seedDemoContent(database.db, silentLogger, DEMO_SEEDERS);
    await sql`CREATE TABLE bench_writes (n integer PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`.execute(
      database.db,
    );
    let isBackingUp = true;
    let written = 0;
    let failures = 0;
    let longestWaitMs = 0;
    const writer = (async () => {
      while (isBackingUp) {
        // Between writes the event loop turns, as it does between requests: an in-process PGlite answers
        // in microtasks, and a loop of them alone would starve the backup's own I/O.
        await setImmediate();
        const startedAt = performance.now();
        await sql`INSERT INTO bench_writes (n) VALUES (${written + 1})`.execute(database.db).then(
          () => written++,
          () => failures++,
        );
        longestWaitMs = Math.max(longestWaitMs, performance.now() - startedAt);
      }
    })();
    const startedAt = performance.now();
    const backup = await database.snapshot!().finally(() => (isBackingUp = false));
    const backupMs = performance.now() - startedAt;
    await writer;
    return { backupMs, backupBytes: backup.length, writesDuringBackup: written, longestWaitMs, failures };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatBackupCheck(check: TBackupCheck): string {
  const verdict = check.longestWaitMs <= MAX_WAIT_MS ? 'within' : 'OVER';
  return [
    `Backup of the embedded database: ${Math.round(check.backupMs)} ms, ${(check.backupBytes / 1e6).toFixed(1)} MB.`,
    `${check.writesDuringBackup} writes during it, ${check.failures} failed; the longest waited ` +
      `${Math.round(check.longestWaitMs)} ms (${verdict} the ${MAX_WAIT_MS} ms goal).`,
  ].join('\n');
}
