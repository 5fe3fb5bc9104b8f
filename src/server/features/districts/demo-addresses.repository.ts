import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { DemoAddressesTable } from '../../db/types';

export type TDemoAddressValues = Omit<Insertable<DemoAddressesTable>, 'id'>;

export function findExampleDemoAddresses(db: Db) {
  return db
    .selectFrom('demoAddresses')
    .select(['id', 'address'])
    .where('isExample', '=', true)
    .orderBy('position')
    .execute();
}

export function findDemoAddressByKey(db: Db, addressKey: string) {
  return db
    .selectFrom('demoAddresses')
    .select(['id', 'matchedAddress', 'divisions'])
    .where('addressKey', '=', addressKey)
    .executeTakeFirst();
}

export async function insertDemoAddresses(db: Db, rows: TDemoAddressValues[]) {
  await db.insertInto('demoAddresses').values(rows).execute();
}
