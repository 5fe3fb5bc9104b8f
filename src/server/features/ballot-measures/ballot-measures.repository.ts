import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BallotMeasuresTable } from '../../db/types';

const COLUMNS = [
  'ballotMeasures.id',
  'ballotMeasures.electionId',
  'ballotMeasures.divisionId',
  'ballotMeasures.position',
  'ballotMeasures.measureNumber',
  'ballotMeasures.name',
  'ballotMeasures.icon',
  'ballotMeasures.whatItSays',
  'ballotMeasures.impact',
  'ballotMeasures.recommendation',
  'ballotMeasures.recommendationReason',
  'ballotMeasures.sources',
  'ballotMeasures.translations',
] as const;

export type TBallotMeasureValues = Omit<Insertable<BallotMeasuresTable>, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The measures of the elections a caller sees, by election date (latest first), then ballot order.
 * `includeDrafts`: also those of elections not published (an admin's preview).
 */
export function findMeasures(db: Db, { includeDrafts }: { includeDrafts: boolean }) {
  return db
    .selectFrom('ballotMeasures')
    .innerJoin('elections', 'elections.id', 'ballotMeasures.electionId')
    .select(COLUMNS)
    .$if(!includeDrafts, (query) => query.where('elections.published', '=', true))
    .orderBy('elections.electionDate', 'desc')
    .orderBy('elections.id')
    .orderBy('ballotMeasures.position')
    .orderBy('ballotMeasures.createdAt')
    .execute();
}

export type TBallotMeasureRow = Awaited<ReturnType<typeof findMeasures>>[number];

/** The day and time zone of each election that has measures the caller sees, to choose a ballot's by. */
export function findElectionsWithMeasures(db: Db, { includeDrafts }: { includeDrafts: boolean }) {
  return db
    .selectFrom('elections')
    .select(['id', 'electionDate as date', 'timeZone'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ballotMeasures').select('id').whereRef('ballotMeasures.electionId', '=', 'elections.id'),
      ),
    )
    .$if(!includeDrafts, (query) => query.where('published', '=', true))
    .execute();
}

export function getMeasureById(db: Db, id: string, { lock = false } = {}) {
  const query = db.selectFrom('ballotMeasures').select(COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function electionExists(db: Db, id: string) {
  return db.selectFrom('elections').select('id').where('id', '=', id).executeTakeFirst();
}

/** The position after the election's last measure. */
export async function nextPosition(db: Db, electionId: string): Promise<number> {
  const row = await db
    .selectFrom('ballotMeasures')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('electionId', '=', electionId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function findElectionMeasures(db: Db, electionId: string) {
  return db
    .selectFrom('ballotMeasures')
    .select(COLUMNS)
    .where('electionId', '=', electionId)
    .orderBy('position')
    .orderBy('createdAt')
    .forUpdate()
    .execute();
}

export function createMeasure(db: Db, values: TBallotMeasureValues) {
  return db.insertInto('ballotMeasures').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateMeasure(db: Db, id: string, values: Partial<TBallotMeasureValues>) {
  return db
    .updateTable('ballotMeasures')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deleteMeasure(db: Db, id: string) {
  return db.deleteFrom('ballotMeasures').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
}
