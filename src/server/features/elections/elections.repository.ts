import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ElectionsTable } from '../../db/types';

const COLUMNS = [
  'id',
  'name',
  'electionDate',
  'timeZone',
  'type',
  'location',
  'description',
  'ballotPositions',
  'progressiveIssues',
  'registrationDeadline',
  'earlyVotingStart',
  'earlyVotingEnd',
  'mailBallotRequestDeadline',
  'drivesCountdown',
] as const;

export type TElectionValues = Omit<Insertable<ElectionsTable>, 'id' | 'createdAt' | 'updatedAt'>;

/** Every election, earliest first. */
export function findElections(db: Db) {
  return db.selectFrom('elections').select(COLUMNS).orderBy('electionDate').orderBy('name').execute();
}

export function createElection(db: Db, values: TElectionValues) {
  return db.insertInto('elections').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateElection(db: Db, id: string, values: Partial<TElectionValues>) {
  return db
    .updateTable('elections')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteElection(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('elections').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
