import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import type { TGeoMatch } from '../../providers/geocoding/types';
import { deleteExpiredLookups, getCachedLookup, upsertCachedLookup } from './districts.repository';

/** Lookups are cached per normalised address: a match for 30 days, "no such address" for a day. */
const MATCH_TTL_MS = 30 * 24 * 3600_000;
const NO_MATCH_TTL_MS = 24 * 3600_000;

/** Upper case, punctuation to spaces, single spaces: '123 main st.,  Brooklyn' → '123 MAIN ST BROOKLYN'. */
export function normaliseAddress(address: string): string {
  return address
    .toUpperCase()
    .replace(/[.,#;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type TCachedLookup = { match: TGeoMatch | null };

export async function readCachedLookup(
  db: Db,
  addressKey: string,
  now = new Date(),
): Promise<TCachedLookup | undefined> {
  // Kept in memory until the row expires; an address not in the table is asked of the table again.
  const row = await remember(
    db,
    `geocode-cache:${addressKey}`,
    ['geocode_cache'],
    () => getCachedLookup(db, addressKey, now),
    { expiresAt: (found) => found?.expiresAt.getTime() ?? 0 },
  );
  return row && { match: row.result as TGeoMatch | null };
}

export async function writeCachedLookup(
  db: Db,
  addressKey: string,
  provider: string,
  match: TGeoMatch | null,
  now = new Date(),
) {
  await upsertCachedLookup(db, {
    addressKey,
    provider,
    result: match ? JSON.stringify(match) : null,
    expiresAt: new Date(now.getTime() + (match ? MATCH_TTL_MS : NO_MATCH_TTL_MS)),
  });
  await deleteExpiredLookups(db, now);
}
