import type { TMatrixQuestions } from '../../../shared/constants/matrix-questions';
import { toDivisionId } from '../../../shared/divisions';
import { AppError } from '../../../shared/errors';
import {
  ZCandidateListFilterSchema,
  ZCandidateSchema,
  type TCandidate,
  type TCandidateInput,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import {
  deleteCandidateById,
  findCandidateById,
  findCandidates,
  insertCandidate,
  updateCandidate,
  type CandidateRow,
  type TCandidateValues,
} from './candidates.repository';
import { sanitizeRichText } from './rich-text';
import { isUuid } from '../../../shared/schemas/fields';

/** The ballot of a set of divisions (the districts feature groups it into races). */
export { findCandidatesInDivisions } from './candidates.repository';

const LIST_LIMIT = 500;

export function toCandidate(row: CandidateRow): TCandidate {
  return {
    _id: row.id,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    district: row.district,
    office: row.office,
    state: row.state,
    party: row.party,
    incumbent: row.incumbent,
    headshot: row.headshot,
    bio: row.bio,
    polLeaning: row.polLeaning,
    votingRecord: row.votingRecord,
    specialNotes: row.specialNotes,
    sources: row.sources,
    matrixQuestions: row.matrixQuestions as TMatrixQuestions,
    divisionId: row.divisionId,
  };
}

/** The rules every candidate write goes through: the shared schema, sanitized analysis, its division. */
function toValues(input: TCandidateInput): TCandidateValues {
  const candidate = ZCandidateSchema.parse(input);
  return {
    ...candidate,
    specialNotes: sanitizeRichText(candidate.specialNotes),
    matrixQuestions: JSON.stringify(candidate.matrixQuestions),
    divisionId: toDivisionId(candidate),
  };
}

export async function getCandidateById(db: Db, id: string): Promise<TCandidate> {
  const row = isUuid(id) ? await findCandidateById(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No such candidate.');
  return toCandidate(row);
}

export async function listCandidates(db: Db, filter: unknown) {
  return (await findCandidates(db, ZCandidateListFilterSchema.parse(filter), LIST_LIMIT)).map(toCandidate);
}

export async function createCandidate(db: Db, input: TCandidateInput): Promise<TCandidate> {
  return toCandidate(await insertCandidate(db, toValues(input)));
}

export async function updateCandidateById(db: Db, id: string, input: TCandidateInput): Promise<TCandidate> {
  const values = toValues(input);
  const row = isUuid(id) ? await updateCandidate(db, id, values) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No such candidate.');
  return toCandidate(row);
}

export async function deleteCandidate(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteCandidateById(db, id)))
    throw new AppError('NOT_FOUND', 'No such candidate.');
}
