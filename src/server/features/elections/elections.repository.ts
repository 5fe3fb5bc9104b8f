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
  'published',
  'translations',
] as const;

export type TElectionValues = Omit<Insertable<ElectionsTable>, 'id' | 'createdAt' | 'updatedAt'>;

/** Every election, earliest first; the published ones only unless `includeDrafts`. */
export function findElections(db: Db, { includeDrafts = false } = {}) {
  let query = db.selectFrom('elections').select(COLUMNS);
  if (!includeDrafts) query = query.where('published', '=', true);
  return query.orderBy('electionDate').orderBy('name').execute();
}

/** How many candidates run in the election: one that has some cannot be deleted. */
export async function countCandidatesIn(db: Db, electionId: string): Promise<number> {
  const { count } = await db
    .selectFrom('candidates')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('electionId', '=', electionId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** With `lock`, the row stays locked until the transaction ends (an update reads what it replaces). */
export function getElectionById(db: Db, id: string, { lock = false } = {}) {
  const query = db.selectFrom('elections').select(COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function createElection(db: Db, values: TElectionValues) {
  return db.insertInto('elections').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** `datesChanged`: the election's calendar events move, so their SEQUENCE grows (ADR 52). */
export function updateElection(
  db: Db,
  id: string,
  values: Partial<TElectionValues>,
  { datesChanged = false } = {},
) {
  return db
    .updateTable('elections')
    .set({ ...values, updatedAt: new Date() })
    .$if(datesChanged, (query) => query.set((eb) => ({ calendarSequence: eb('calendarSequence', '+', 1) })))
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Each election's revision of its dates, by id: its calendar events' SEQUENCE. */
export function findCalendarSequences(db: Db) {
  return db.selectFrom('elections').select(['id', 'calendarSequence']).execute();
}

/** The deleted row, or undefined when no election has the id. */
export function deleteElection(db: Db, id: string) {
  return db.deleteFrom('elections').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
}
