import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import {
  ZCandidateOutputSchema,
  ZCandidateSummarySchema,
  type TCandidate,
  type TCandidateSummary,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import type { CandidatesTable, DB } from '../../db/types';

/** The columns of the declared fields (shared/schemas/candidate-fields.ts), the id and the division. */
const COLUMNS = Object.keys(ZCandidateOutputSchema.shape) as Array<keyof TCandidate>;
/** What an address search or a list of seats shows of each candidate (TCandidateSummary). */
const SUMMARY_COLUMNS = Object.keys(ZCandidateSummarySchema.shape) as Array<keyof TCandidateSummary>;

export type CandidateRow = Pick<Selectable<CandidatesTable>, keyof TCandidate>;
export type TCandidateValues = Omit<Insertable<CandidatesTable>, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Who reads: a visitor sees the candidates of published elections only; an admin, the drafts' too (issue 25).
 * Writes and the admin's own reads see every candidate.
 */
export type TViewer = { includeDrafts: boolean };
export const VISITOR: TViewer = { includeDrafts: false };
export const ADMIN: TViewer = { includeDrafts: true };

/** The candidates a viewer may see: for a visitor, those whose election is published. */
function visibleTo<TQuery extends SelectQueryBuilder<DB, 'candidates', object>>(
  db: Db,
  query: TQuery,
  viewer: TViewer,
): TQuery {
  if (viewer.includeDrafts) return query;
  const published = db.selectFrom('elections').select('id').where('published', '=', true);
  return query.where('electionId', 'in', published) as TQuery;
}

/** With `lock`, the row stays locked until the transaction ends (an update reads what it replaces). */
export function getCandidateById(db: Db, id: string, { lock = false, viewer = ADMIN } = {}) {
  const query = visibleTo(db, db.selectFrom('candidates').select(COLUMNS).where('id', '=', id), viewer);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findCandidates(
  db: Db,
  filter: { office?: string; state?: string; district?: string },
  limit: number,
  viewer: TViewer,
) {
  let query = visibleTo(db, db.selectFrom('candidates').select(COLUMNS), viewer);
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
  viewer: TViewer,
) {
  if (seats.length === 0) return Promise.resolve([]);
  return visibleTo(
    db,
    db.selectFrom('candidates').select(SUMMARY_COLUMNS).select(['state', 'electionId']),
    viewer,
  )
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

export function findCandidatesInDivisions(db: Db, divisionIds: string[], viewer: TViewer) {
  if (divisionIds.length === 0) return Promise.resolve([]);
  return visibleTo(
    db,
    db.selectFrom('candidates').select(SUMMARY_COLUMNS).select(['divisionId', 'electionId']),
    viewer,
  )
    .where('divisionId', 'in', divisionIds)
    .orderBy('lastName')
    .execute();
}

/** The elections of these ids, with what choosing a ballot's election needs. */
export function findElectionsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('elections')
    .select(['id', 'electionDate as date', 'timeZone', 'published'])
    .where('id', 'in', ids)
    .orderBy('electionDate')
    .orderBy('name')
    .execute();
}

export async function electionExists(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('elections').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The election dated furthest ahead: where a new candidate goes unless the admin names another. */
export async function findLatestElectionId(db: Db): Promise<string | undefined> {
  const latest = await db
    .selectFrom('elections')
    .select('id')
    .orderBy('electionDate', 'desc')
    .orderBy('name')
    .limit(1)
    .executeTakeFirst();
  return latest?.id;
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

/** Every candidate of some elections, with its external id: what an import matches its rows against. */
export function findCandidatesOfElections(db: Db, electionIds: string[]) {
  if (electionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('candidates')
    .select([...COLUMNS, 'externalId'])
    .where('electionId', 'in', electionIds)
    .execute();
}

/** Every candidate with its external id, by election, office, district and name: the export. */
export function findAllCandidatesForExport(db: Db) {
  return db
    .selectFrom('candidates')
    .innerJoin('elections', 'elections.id', 'candidates.electionId')
    .select([...COLUMNS.map((column) => `candidates.${column}` as const), 'candidates.externalId'])
    .orderBy('elections.electionDate')
    .orderBy('candidates.office')
    .orderBy('candidates.district')
    .orderBy('candidates.lastName')
    .orderBy('candidates.firstName')
    .execute();
}

/** Which of `ids` are elections. */
export async function findExistingElectionIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('elections').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** An import's new candidates, in one statement per thousand (ADR 51: 5,000 rows apply in seconds). */
export async function createCandidates(
  db: Db,
  values: Array<TCandidateValues & { externalId: string | null }>,
) {
  const created: CandidateRow[] = [];
  for (let start = 0; start < values.length; start += 1000)
    created.push(
      ...(await db
        .insertInto('candidates')
        .values(values.slice(start, start + 1000))
        .returning(COLUMNS)
        .execute()),
    );
  return created;
}

/** An import's change to one candidate: its fields, and the external id when the row names one. */
export function updateImportedCandidate(
  db: Db,
  id: string,
  values: TCandidateValues & { externalId: string | null },
) {
  return db
    .updateTable('candidates')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
