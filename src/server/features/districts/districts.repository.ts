import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BoundariesTable, DemoAddressesTable, GeocodeCacheTable } from '../../db/types';
import type { TCoordinates } from '../../providers/geocoding/types';

// All the districts feature's SQL: the geocode cache, the imported boundaries, the demo address book.

export type TCachedLookupValues = Omit<Insertable<GeocodeCacheTable>, 'createdAt'>;

export function getCachedLookup(db: Db, addressKey: string, now: Date) {
  return db
    .selectFrom('geocodeCache')
    .select(['result', 'expiresAt'])
    .where('addressKey', '=', addressKey)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function upsertCachedLookup(db: Db, values: TCachedLookupValues) {
  await db
    .insertInto('geocodeCache')
    .values(values)
    .onConflict((oc) => oc.column('addressKey').doUpdateSet(values))
    .execute();
}

export async function deleteExpiredLookups(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('geocodeCache').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAllCachedLookups(db: Db) {
  await db.deleteFrom('geocodeCache').execute();
}

export type TBoundaryValues = Omit<Insertable<BoundariesTable>, 'importedAt'>;

/** The boundaries whose bounding box holds the point: the index narrows, the caller tests exactly. */
export function findBoundariesAround(db: Db, { lon, lat }: TCoordinates) {
  return db
    .selectFrom('boundaries')
    .select(['divisionId', 'geometry'])
    .where('minLon', '<=', lon)
    .where('maxLon', '>=', lon)
    .where('minLat', '<=', lat)
    .where('maxLat', '>=', lat)
    .execute();
}

export async function upsertBoundary(db: Db, values: TBoundaryValues) {
  await db
    .insertInto('boundaries')
    .values(values)
    .onConflict((oc) => oc.column('divisionId').doUpdateSet({ ...values, importedAt: sql`now()` }))
    .execute();
}

export type TDemoAddressValues = Omit<Insertable<DemoAddressesTable>, 'id'>;

export function findExampleDemoAddresses(db: Db) {
  return db
    .selectFrom('demoAddresses')
    .select(['id', 'address'])
    .where('isExample', '=', true)
    .orderBy('position')
    .execute();
}

export function getDemoAddressByKey(db: Db, addressKey: string) {
  return db
    .selectFrom('demoAddresses')
    .select(['id', 'matchedAddress', 'divisions'])
    .where('addressKey', '=', addressKey)
    .executeTakeFirst();
}

export async function createDemoAddresses(db: Db, rows: TDemoAddressValues[]) {
  await db.insertInto('demoAddresses').values(rows).execute();
}
