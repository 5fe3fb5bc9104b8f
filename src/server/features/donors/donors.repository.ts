import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { DonorCacheTable } from '../../db/types';

export type TCachedDonorsValues = Insertable<DonorCacheTable>;

const COLUMNS = [
  'cycle',
  'fecCandidateId',
  'candidateName',
  'donors',
  'isSample',
  'fetchedAt',
  'expiresAt',
] as const;

/**
 * The kept figures of a candidate for a cycle, whatever their age (the service decides what is fresh). The
 * demo content's sample figures answer for any cycle: they stand for fictional candidates.
 */
export function getCachedDonors(db: Db, lookupKey: string, cycle: number) {
  return db
    .selectFrom('donorCache')
    .select(COLUMNS)
    .where('lookupKey', '=', lookupKey)
    .where((eb) => eb.or([eb('cycle', '=', cycle), eb('isSample', '=', true)]))
    .orderBy('isSample', 'desc')
    .executeTakeFirst();
}

export async function upsertCachedDonors(db: Db, values: TCachedDonorsValues) {
  await db
    .insertInto('donorCache')
    .values(values)
    .onConflict((oc) => oc.columns(['lookupKey', 'cycle']).doUpdateSet(values))
    .execute();
}
