import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { deleteExpiredSessions, deleteExpiredTrustedDevices } from '../auth/auth.service';
import { deleteExpiredLookups } from '../districts/districts.service';
import { deleteExpiredRateLimitWindows } from '../rate-limits/rate-limits.service';
import { deleteExpiredSearches } from '../web-search/web-search.service';

/**
 * The data the app stops needing after a while, deleted on a schedule while the server runs (docs/security.md
 * lists what is kept and for how long). Each feature decides what "expired" means for its own rows. The
 * donor cache is left alone: a row past its day is what a candidate page shows when the FEC cannot be
 * reached, and it holds public FEC figures, nothing about visitors.
 */
export type TPrunedCounts = {
  sessions: number;
  trustedDevices: number;
  rateLimitWindows: number;
  addressLookups: number;
  webSearches: number;
};

/** Deletes what expired by `now` and says how many rows went. Idempotent: replicas may run it at once. */
export async function pruneExpiredData(db: Db, now: Date): Promise<TPrunedCounts> {
  return {
    sessions: await deleteExpiredSessions(db, now),
    trustedDevices: await deleteExpiredTrustedDevices(db, now),
    rateLimitWindows: await deleteExpiredRateLimitWindows(db, now),
    addressLookups: await deleteExpiredLookups(db, now),
    webSearches: await deleteExpiredSearches(db, now),
  };
}

export type TMaintenanceSchedule = {
  /** The first run comes shortly after, then one every interval. */
  start(): void;
  /** Cancels the next run and waits for one under way, so the database can close after it. */
  stop(): Promise<void>;
};

export type TMaintenanceOptions = {
  db: Db;
  logger: Logger;
  intervalMs: number;
  /** The first run comes this soon after start (at most one interval), so a restart prunes at once. */
  firstRunAfterMs?: number;
  now?: () => Date;
};

const FIRST_RUN_AFTER_MS = 10_000;

/**
 * Runs pruneExpiredData shortly after start(), then every `intervalMs`. A failed run is logged and the next
 * one still comes; the timer never keeps the process alive. Runs never overlap: the next is set after one
 * ends.
 */
export function createMaintenanceSchedule({
  db,
  logger,
  intervalMs,
  firstRunAfterMs = Math.min(FIRST_RUN_AFTER_MS, intervalMs),
  now = () => new Date(),
}: TMaintenanceOptions): TMaintenanceSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run() {
    try {
      const pruned = await pruneExpiredData(db, now());
      logger.info({ pruned }, 'pruned expired data');
    } catch (error) {
      logger.error({ err: error }, 'pruning expired data failed; trying again at the next run');
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (!timer && !stopped) schedule(firstRunAfterMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
