import { sql, type Insertable, type Selectable } from 'kysely';
import {
  ZCandidateOutputSchema,
  ZCandidateSummarySchema,
  type TCandidate,
  type TCandidateSummary,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import type { CandidatesTable } from '../../db/types';

/** The columns of the declared fields (shared/schemas/candidate-fields.ts), the id and the division. */
const COLUMNS = Object.keys(ZCandidateOutputSchema.shape) as Array<keyof TCandidate>;
/** What an address search or a list of seats shows of each candidate (TCandidateSummary). */
const SUMMARY_COLUMNS = Object.keys(ZCandidateSummarySchema.shape) as Array<keyof TCandidateSummary>;

export type CandidateRow = Pick<Selectable<CandidatesTable>, keyof TCandidate>;
export type TCandidateValues = Omit<Insertable<CandidatesTable>, 'id' | 'createdAt' | 'updatedAt'>;

/** With `lock`, the row stays locked until the transaction ends (an update reads what it replaces). */
export function getCandidateById(db: Db, id: string, { lock = false } = {}) {
  const query = db.selectFrom('candidates').select(COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findCandidates(
  db: Db,
  filter: { office?: string; state?: string; district?: string },
  limit: number,
) {
  let query = db.selectFrom('candidates').select(COLUMNS);
  if (filter.office) query = query.where('office', '=', filter.office);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.district) query = query.where('district', '=', filter.district);
  return query.orderBy('lastName').orderBy('firstName').limit(limit).execute();
}

/** Candidates for an office by first and last name, any case: how the legacy federal-record calls name one. */
export function findCandidatesByName(db: Db, name: { firstName: string; lastName: string; office: string }) {
  return db
    .selectFrom('candidates')
    .select(COLUMNS)
    .where(sql`lower(first_name)`, '=', name.firstName.toLowerCase())
    .where(sql`lower(last_name)`, '=', name.lastName.toLowerCase())
    .where('office', '=', name.office)
    .orderBy('createdAt')
    .limit(20)
    .execute();
}

/** The candidates of several seats (office, state and district each) in one statement, by name. */
export function findCandidatesInSeats(
  db: Db,
  seats: ReadonlyArray<{ office: string; state: string; district: string }>,
  limit: number,
) {
  if (seats.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('candidates')
    .select(SUMMARY_COLUMNS)
    .select('state')
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('office', 'state', 'district'),
        'in',
        seats.map((seat) => tuple(seat.office, seat.state, seat.district)),
      ),
    )
    .orderBy('lastName')
    .orderBy('firstName')
    .limit(limit)
    .execute();
}

export function findCandidatesInDivisions(db: Db, divisionIds: string[]) {
  if (divisionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('candidates')
    .select(SUMMARY_COLUMNS)
    .select('divisionId')
    .where('divisionId', 'in', divisionIds)
    .orderBy('lastName')
    .execute();
}

export function createCandidate(db: Db, values: TCandidateValues) {
  return db.insertInto('candidates').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateCandidate(db: Db, id: string, values: TCandidateValues) {
  return db
    .updateTable('candidates')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The deleted row, or undefined when no candidate has the id. */
export function deleteCandidate(db: Db, id: string) {
  return db.deleteFrom('candidates').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
}
