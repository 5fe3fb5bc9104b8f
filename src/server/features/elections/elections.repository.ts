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
  'translations',
] as const;

export type TElectionValues = Omit<Insertable<ElectionsTable>, 'id' | 'createdAt' | 'updatedAt'>;

/** Every election, earliest first. */
export function findElections(db: Db) {
  return db.selectFrom('elections').select(COLUMNS).orderBy('electionDate').orderBy('name').execute();
}

/** With `lock`, the row stays locked until the transaction ends (an update reads what it replaces). */
export function getElectionById(db: Db, id: string, { lock = false } = {}) {
  const query = db.selectFrom('elections').select(COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
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

/** The deleted row, or undefined when no election has the id. */
export function deleteElection(db: Db, id: string) {
  return db.deleteFrom('elections').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
}
