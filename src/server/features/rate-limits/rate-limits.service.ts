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

export type TRateLimitCheck = [TRateLimitRule, string];

const refusal = (rule: TRateLimitRule) =>
  new AppError('TOO_MANY_REQUESTS', rule.message, undefined, Math.ceil(rule.windowMs / 1000));

/** How many hits a (rule, key) pair has in its window: a read, so a slow-down can be worked out from it. */
export function countHits(db: Db, [rule, key]: TRateLimitCheck, now: Date): Promise<number> {
  return hitsInWindow(db, rule, key, now);
}

/** Throws TOO_MANY_REQUESTS when any of the (rule, key) pairs is at its limit. Only reads. */
export async function assertNotRateLimited(db: Db, checks: TRateLimitCheck[], now: Date) {
  for (const [rule, key] of checks) {
    if ((await hitsInWindow(db, rule, key, now)) >= rule.limit) throw refusal(rule);
  }
}

/** After recording this attempt: throws TOO_MANY_REQUESTS when it went over a limit. */
async function assertWithinLimit(db: Db, checks: TRateLimitCheck[], now: Date) {
  for (const [rule, key] of checks) {
    if ((await hitsInWindow(db, rule, key, now)) > rule.limit) throw refusal(rule);
  }
}

/**
 * Counts an attempt against every (rule, key) pair, or throws TOO_MANY_REQUESTS. A request refused at its
 * limit is refused on a read and writes nothing, so a flood costs no writes; the attempt is recorded
 * before the (slow) work it guards and checked again after, so simultaneous attempts cannot all slip under
 * the limit.
 */
export async function takeAttempt(db: Db, checks: TRateLimitCheck[], now: Date) {
  await assertNotRateLimited(db, checks, now);
  await recordHits(db, checks, now);
  await assertWithinLimit(db, checks, now);
}

/** takeAttempt for a limit that is nobody's fault (a shared budget): false instead of a 429 when it refuses. */
export async function tryTakeAttempt(db: Db, checks: TRateLimitCheck[], now: Date): Promise<boolean> {
  try {
    await takeAttempt(db, checks, now);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return false;
    throw error;
  }
}

/** Gives back an attempt recorded in advance (e.g. a sign-in that succeeded). */
export async function releaseHits(db: Db, checks: TRateLimitCheck[], now: Date) {
  for (const [rule, key] of checks) await decrementHits(db, rule.bucket, key, slotStart(now));
}

/**
 * Counter rows older than any rule's window count for nothing: they are deleted, with the address or email
 * they name, once a day old. Returns how many went. The maintenance job calls this on a schedule.
 */
export function deleteExpiredRateLimitWindows(db: Db, now: Date): Promise<number> {
  return deleteWindowsBefore(db, new Date(now.getTime() - KEEP_MS));
}

export async function recordHits(db: Db, checks: TRateLimitCheck[], now: Date) {
  for (const [rule, key] of checks) await incrementHits(db, rule.bucket, key, slotStart(now));
}
