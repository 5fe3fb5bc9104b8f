import type { TMatrixQuestions } from '../../../shared/constants/matrix-questions';
import { toDivisionId } from '../../../shared/divisions';
import { AppError } from '../../../shared/errors';
import { officeRank, OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import type {
  TCandidate,
  TCandidateForm,
  TCandidateListFilter,
  TRace,
  TSeatCandidates,
} from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import * as repository from './candidates.repository';
import {
  ADMIN,
  VISITOR,
  type CandidateRow,
  type TCandidateValues,
  type TViewer,
} from './candidates.repository';
import { sanitizeRichText } from '../rich-text/rich-text.service';
import { isUuid } from '../../../shared/schemas/fields';
import type { TFederalOffice } from '../../../shared/constants/federal-record';
import { FEDERAL_RECORD_MESSAGES } from '../../../shared/schemas/federal-record';
import { CANDIDATE_MESSAGES } from '../../../shared/constants/candidates';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { startOfDayIn } from '../../../shared/countdown-target';
import { pickBallotElection } from '../../../shared/elections';
import { localized, reasonTranslations } from '../../../shared/constants/translations';

const LIST_LIMIT = 500;

/** Whose read it is: who may see a draft election's candidates and measures (issue 25). */
export type TElectionViewer = TViewer;

/** A signed-in admin also sees the candidates of draft elections (issue 25); everyone else, the published. */
export const viewerOf = (user: { role: string } | null | undefined): TViewer =>
  viewerWhoIs({ isAdmin: user?.role === 'admin' });
export const viewerWhoIs = ({ isAdmin = false }: { isAdmin?: boolean }): TViewer =>
  isAdmin ? ADMIN : VISITOR;

/** The part of a read-cache key that keeps a visitor's answer apart from an admin's, which holds drafts. */
const viewerKey = (viewer: TViewer) => (viewer.includeDrafts ? 'drafts' : 'published');

function toCandidate(row: CandidateRow): TCandidate {
  // The columns hold whatever JSON was written; only the form's checked values ever are.
  return {
    ...row,
    matrixQuestions: row.matrixQuestions as TMatrixQuestions,
    translations: row.translations as TCandidate['translations'],
  };
}

/** Each language's analysis sanitized like the English one; one left blank by it is not translated. */
function sanitizeTranslations(translations: TCandidateForm['translations']): TCandidate['translations'] {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, { specialNotes, ...texts } = {}]) => {
      const notes = specialNotes === undefined ? '' : sanitizeRichText(specialNotes);
      return [locale, notes ? { ...texts, specialNotes: notes } : texts];
    }),
  );
}

/**
 * The election a write puts the candidate in: the one it names, which must exist; else `current` (an edit
 * keeps the candidate's election); else, for a new candidate, the election dated furthest ahead, which is
 * the one staff prepare (issue 25).
 */
export async function resolveElectionId(
  db: Db,
  requested: string | null | undefined,
  current?: string,
): Promise<string> {
  if (requested) {
    if (await repository.electionExists(db, requested)) return requested;
    throw new AppError('BAD_REQUEST', CANDIDATE_MESSAGES.unknownElection, {
      fieldErrors: { electionId: [CANDIDATE_MESSAGES.unknownElection] },
    });
  }
  const electionId = current ?? (await repository.findLatestElectionId(db));
  if (!electionId) throw new AppError('BAD_REQUEST', CANDIDATE_MESSAGES.noElection);
  return electionId;
}

/**
 * What every candidate write stores besides the checked form: the sanitized analysis and its division.
 * The demo seeder stores its samples with it too (demo content is no admin's write, so not audited).
 */
export function toCandidateValues(candidate: TCandidateForm, electionId: string): TCandidateValues {
  return {
    ...candidate,
    electionId,
    specialNotes: sanitizeRichText(candidate.specialNotes),
    matrixQuestions: JSON.stringify(candidate.matrixQuestions),
    translations: JSON.stringify(sanitizeTranslations(candidate.translations)),
    divisionId: toDivisionId(candidate),
  };
}

/** A candidate with its analysis and reason in `locale`, English where they are not translated yet. */
export async function getCandidateById(
  db: Db,
  id: string,
  locale: TLocale = DEFAULT_LOCALE,
  viewer: TViewer = VISITOR,
): Promise<TCandidate> {
  const key = `candidates.byId:${locale}:${viewerKey(viewer)}:${id.toLowerCase()}`;
  const candidate = isUuid(id)
    ? await remember(db, key, ['candidates', 'elections'], async () => {
        const row = await repository.getCandidateById(db, id, { viewer });
        return row ? localized(toCandidate(row), locale) : null;
      })
    : null;
  if (!candidate) throw new AppError('NOT_FOUND', 'No such candidate.');
  return candidate;
}

export async function findCandidates(
  db: Db,
  filter: TCandidateListFilter,
  locale: TLocale = DEFAULT_LOCALE,
  viewer: TViewer = VISITOR,
): Promise<TCandidate[]> {
  const key = `candidates.list:${locale}:${viewerKey(viewer)}:${JSON.stringify(filter)}`;
  return remember(db, key, ['candidates', 'elections'], async () =>
    (await repository.findCandidates(db, filter, LIST_LIMIT, viewer)).map((row) =>
      localized(toCandidate(row), locale),
    ),
  );
}

/** A candidate as a search or a list of seats shows it: of its translations, only the recommendation reason. */
function toSummary<T extends { translations: unknown }>({ translations, ...candidate }: T) {
  return { ...candidate, translations: reasonTranslations(translations as TCandidate['translations']) };
}

/**
 * /otherKeyStates (spec part 2 §9): every fixed district with its candidates, in the order of
 * OTHER_KEY_STATE_DISTRICTS, read in one statement and grouped here. Each district shows one election's
 * candidates, chosen as an address's ballot is (issue 25): the next election ahead with candidates there,
 * else the most recent one.
 */
export async function findOtherKeyStateCandidates(
  db: Db,
  now: Date,
  viewer: TViewer = VISITOR,
): Promise<TSeatCandidates[]> {
  // Kept for every election; which one a district shows depends on the day, so it is chosen after.
  const { candidates, elections } = await remember(
    db,
    `candidates.otherKeyStates:${viewerKey(viewer)}`,
    ['candidates', 'elections'],
    () => loadOtherKeyStateCandidates(db, viewer),
  );
  return OTHER_KEY_STATE_DISTRICTS.map((seat) => {
    const inSeat = candidates.filter((candidate) => seatKey(candidate) === seatKey(seat));
    const held = elections.filter(({ id }) => inSeat.some((candidate) => candidate.electionId === id));
    const shown = pickBallotElection(held, now.getTime());
    return {
      ...seat,
      candidates: inSeat
        .filter((candidate) => candidate.electionId === shown?.id)
        .map(({ state: _state, electionId: _election, ...candidate }) => candidate),
    };
  });
}

const seatKey = (seat: { office: string; state: string; district: string }) =>
  JSON.stringify([seat.office, seat.state, seat.district]);

async function loadOtherKeyStateCandidates(db: Db, viewer: TViewer) {
  const candidates = (
    await repository.findCandidatesInSeats(db, OTHER_KEY_STATE_DISTRICTS, LIST_LIMIT, viewer)
  ).map(toSummary);
  const elections = await repository.findElectionsByIds(db, [
    ...new Set(candidates.map(({ electionId }) => electionId)),
  ]);
  return {
    candidates,
    elections: elections.map(({ id, date, timeZone }) => ({
      id,
      countdownTarget: startOfDayIn(date, timeZone),
    })),
  };
}

/** The ballot of one election at an address: its races, and the election as choosing a ballot needs it. */
export type TElectionBallot = {
  election: { id: string; date: string; published: boolean; countdownTarget: string };
  races: TRace[];
};

/**
 * The ballots of a set of divisions, one per election the viewer may see that has candidates there, earliest
 * first; each has its races, one per office and division, federal to local (issue 25).
 */
export function findBallotsInDivisions(
  db: Db,
  divisionIds: string[],
  viewer: TViewer = VISITOR,
): Promise<TElectionBallot[]> {
  const key = `candidates.ballots:${viewerKey(viewer)}:${JSON.stringify([...new Set(divisionIds)].sort())}`;
  return remember(db, key, ['candidates', 'elections'], () =>
    loadBallotsInDivisions(db, divisionIds, viewer),
  );
}

async function loadBallotsInDivisions(
  db: Db,
  divisionIds: string[],
  viewer: TViewer,
): Promise<TElectionBallot[]> {
  const rows = await repository.findCandidatesInDivisions(db, divisionIds, viewer);
  const elections = await repository.findElectionsByIds(db, [...new Set(rows.map((row) => row.electionId))]);
  return elections.map(({ timeZone, ...election }) => ({
    election: { ...election, countdownTarget: startOfDayIn(election.date, timeZone) },
    races: toRaces(rows.filter((row) => row.electionId === election.id)),
  }));
}

/** Candidates of divisions as races, one per office and division, federal to local. */
function toRaces(rows: Awaited<ReturnType<typeof repository.findCandidatesInDivisions>>): TRace[] {
  const races = new Map<string, TRace>();
  for (const { divisionId, electionId: _election, ...candidate } of rows.map(toSummary)) {
    const key = `${candidate.office}|${divisionId}`;
    const race = races.get(key);
    if (race) race.candidates.push(candidate);
    else races.set(key, { office: candidate.office, district: candidate.district, candidates: [candidate] });
  }
  return [...races.values()].sort(
    (a, b) =>
      officeRank(a.office) - officeRank(b.office) ||
      a.district.localeCompare(b.district, 'en', { numeric: true }),
  );
}

/**
 * The House or Senate candidate the legacy federal-record calls name (spec part 1 §7: first name, last name,
 * office). Where names repeat, the one linked to the federal record wins, then an incumbent.
 */
export async function getFederalCandidateByName(
  db: Db,
  name: { firstName: string; lastName: string; office: TFederalOffice },
): Promise<TCandidate> {
  const rows = await repository.findCandidatesByName(db, name);
  const rank = (row: CandidateRow) =>
    (row.bioguideId || row.fecCandidateId ? 0 : 2) + (row.incumbent === 'Incumbent' ? 0 : 1);
  const [best] = rows.sort((a, b) => rank(a) - rank(b));
  if (!best) throw new AppError('NOT_FOUND', FEDERAL_RECORD_MESSAGES.unknownMember);
  return toCandidate(best);
}

/** What the audit log keeps of a candidate: every field as the page shows it, rich text whole. */
const auditFields = ({ id: _id, ...fields }: TCandidate) => fields;

export async function createCandidate(db: Db, form: TCandidateForm, actor: TWriteActor): Promise<TCandidate> {
  return inTransaction(db, async (trx) => {
    const values = toCandidateValues(form, await resolveElectionId(trx, form.electionId));
    const created = toCandidate(await repository.createCandidate(trx, values));
    await recordAudit(trx, {
      actor,
      entityType: 'candidate',
      entityId: created.id,
      before: null,
      after: auditFields(created),
    });
    return created;
  });
}

export async function updateCandidate(
  db: Db,
  id: string,
  form: TCandidateForm,
  actor: TWriteActor,
): Promise<TCandidate> {
  return inTransaction(db, async (trx) => {
    const previous = isUuid(id) ? await repository.getCandidateById(trx, id, { lock: true }) : undefined;
    const values = previous
      ? toCandidateValues(form, await resolveElectionId(trx, form.electionId, previous.electionId))
      : undefined;
    const row = previous && values ? await repository.updateCandidate(trx, id, values) : undefined;
    if (!previous || !row) throw new AppError('NOT_FOUND', 'No such candidate.');
    const updated = toCandidate(row);
    await recordAudit(trx, {
      actor,
      entityType: 'candidate',
      entityId: id,
      before: auditFields(toCandidate(previous)),
      after: auditFields(updated),
    });
    return updated;
  });
}

export async function deleteCandidate(db: Db, id: string, actor: TWriteActor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const deleted = isUuid(id) ? await repository.deleteCandidate(trx, id) : undefined;
    if (!deleted) throw new AppError('NOT_FOUND', 'No such candidate.');
    await recordAudit(trx, {
      actor,
      entityType: 'candidate',
      entityId: id,
      before: auditFields(toCandidate(deleted)),
      after: null,
    });
  });
}
