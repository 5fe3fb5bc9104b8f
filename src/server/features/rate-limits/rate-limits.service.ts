import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/database';
import { deleteWindowsBefore, incrementHits, sumHitsSince } from './rate-limits.repository';

/**
 * Counters in Postgres, so a limit holds across replicas. Hits are counted per minute-long slot and a
 * rule sums the slots inside its window, which gives a sliding window at one-minute resolution.
 */
export type TRateLimitRule = { bucket: string; limit: number; windowMs: number; message: string };

const SLOT_MS = 60_000;
const KEEP_MS = 24 * 3600_000;

const slotStart = (now: Date) => new Date(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS);

export async function isRateLimited(db: Db, rule: TRateLimitRule, key: string, now = new Date()) {
  const windowStart = new Date(slotStart(now).getTime() - rule.windowMs + SLOT_MS);
  return (await sumHitsSince(db, rule.bucket, key, windowStart)) >= rule.limit;
}

/** Throws TOO_MANY_REQUESTS when any of the (rule, key) pairs is at its limit. */
export async function assertNotRateLimited(
  db: Db,
  checks: Array<[TRateLimitRule, string]>,
  now = new Date(),
) {
  for (const [rule, key] of checks) {
    if (await isRateLimited(db, rule, key, now)) throw new AppError('TOO_MANY_REQUESTS', rule.message);
  }
}

export async function recordHits(db: Db, checks: Array<[TRateLimitRule, string]>, now = new Date()) {
  for (const [rule, key] of checks) await incrementHits(db, rule.bucket, key, slotStart(now));
  await deleteWindowsBefore(db, new Date(now.getTime() - KEEP_MS));
}
