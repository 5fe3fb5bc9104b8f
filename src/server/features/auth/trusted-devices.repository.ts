import type { Db } from '../../db/database';

export function createTrustedDevice(db: Db, device: { tokenHash: string; userId: string; expiresAt: Date }) {
  return db.insertInto('trustedDevices').values(device).execute();
}

/** The device behind a token hash, when it has not expired, with the email of the user it belongs to. */
export function findTrustedDevice(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('trustedDevices')
    .innerJoin('users', 'users.id', 'trustedDevices.userId')
    .select(['trustedDevices.tokenHash', 'trustedDevices.userId', 'users.email'])
    .where('trustedDevices.tokenHash', '=', tokenHash)
    .where('trustedDevices.expiresAt', '>', now)
    .executeTakeFirst();
}

export async function deleteTrustedDevicesBefore(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('trustedDevices').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
