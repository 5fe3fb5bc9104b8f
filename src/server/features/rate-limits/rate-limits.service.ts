import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/database';
import { decrementHits, deleteWindowsBefore, incrementHits, sumHitsSince } from './rate-limits.repository';

/**
 * Counters in Postgres, so a limit holds across replicas. Hits are counted per minute-long slot and a
 * rule sums the slots inside its window, which gives a sliding window at one-minute resolution.
 * Every function takes the operation's `now`: an operation reads the clock once, so a hit it records
 * and later gives back land in the same slot even when the operation runs into the next minute.
 */
export type TRateLimitRule = { bucket: string; limit: number; windowMs: number; message: string };

const SLOT_MS = 60_000;
const KEEP_MS = 24 * 3600_000;

const slotStart = (now: Date) => new Date(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS);

function hitsInWindow(db: Db, rule: TRateLimitRule, key: string, now: Date) {
  return sumHitsSince(db, rule.bucket, key, new Date(slotStart(now).getTime() - rule.windowMs + SLOT_MS));
}

/** Throws TOO_MANY_REQUESTS when any of the (rule, key) pairs is at its limit. */
export async function assertNotRateLimited(db: Db, checks: Array<[TRateLimitRule, string]>, now: Date) {
  for (const [rule, key] of checks) {
    if ((await hitsInWindow(db, rule, key, now)) >= rule.limit)
      throw new AppError('TOO_MANY_REQUESTS', rule.message);
  }
}

/** After recording this attempt: throws TOO_MANY_REQUESTS when it went over a limit. */
export async function assertWithinLimit(db: Db, checks: Array<[TRateLimitRule, string]>, now: Date) {
  for (const [rule, key] of checks) {
    if ((await hitsInWindow(db, rule, key, now)) > rule.limit)
      throw new AppError('TOO_MANY_REQUESTS', rule.message);
  }
}

/** Gives back an attempt recorded in advance (e.g. a sign-in that succeeded). */
export async function releaseHits(db: Db, checks: Array<[TRateLimitRule, string]>, now: Date) {
  for (const [rule, key] of checks) await decrementHits(db, rule.bucket, key, slotStart(now));
}

/**
 * Counter rows older than any rule's window count for nothing: they are deleted, with the address or email
 * they name, once a day old. Returns how many went. The maintenance job calls this on a schedule.
 */
export function deleteExpiredRateLimitWindows(db: Db, now: Date): Promise<number> {
  return deleteWindowsBefore(db, new Date(now.getTime() - KEEP_MS));
}

export async function recordHits(db: Db, checks: Array<[TRateLimitRule, string]>, now: Date) {
  for (const [rule, key] of checks) await incrementHits(db, rule.bucket, key, slotStart(now));
  await deleteWindowsBefore(db, new Date(now.getTime() - KEEP_MS));
}
