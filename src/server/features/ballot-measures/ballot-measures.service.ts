import { measureReaches, type TBallotMeasure } from '../../../shared/ballot-measures';
import { localized } from '../../../shared/constants/translations';
import { startOfDayIn } from '../../../shared/countdown-target';
import { enclosingDivisions } from '../../../shared/divisions';
import { pickBallotElection } from '../../../shared/elections';
import { AppError } from '../../../shared/errors';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import type { TBallotMeasureForm } from '../../../shared/schemas/ballot-measures';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { remember } from '../../read-cache/read-cache';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import type { TElectionViewer } from '../candidates/candidates.service';
import * as repository from './ballot-measures.repository';
import type { TBallotMeasureRow, TBallotMeasureValues } from './ballot-measures.repository';

const NOT_FOUND_MESSAGE = 'No such ballot measure. It may have been deleted already.';
const NO_ELECTION_MESSAGE = 'No such election. It may have been deleted.';
const ORDER_MESSAGE = "The election's measures changed meanwhile. Reload the page and try again.";

const READ_TAGS = ['ballot_measures', 'elections'];

/** Who reads (`viewerWhoIs` / `viewerOf`): a visitor sees the published elections' measures; an admin, drafts' too. */
const viewerKey = (viewer: TElectionViewer) => (viewer.includeDrafts ? 'drafts' : 'published');

function toMeasure({ position: _position, translations, ...row }: TBallotMeasureRow): TBallotMeasure {
  // The column holds only what the form's checked translations wrote.
  return { ...row, translations: translations as TBallotMeasure['translations'] };
}

const toValues = ({ translations, ...measure }: TBallotMeasureForm) => ({
  ...measure,
  translations: JSON.stringify(translations),
});

/** Every measure the viewer may see, latest election first, each election's in ballot order. */
async function visibleMeasures(db: Db, viewer: TElectionViewer): Promise<TBallotMeasure[]> {
  return (await visibleMeasuresAndElections(db, viewer)).measures;
}

/** The measures the viewer may see, and the elections they belong to (with the start of their day). */
function visibleMeasuresAndElections(db: Db, viewer: TElectionViewer) {
  return remember(db, `ballotMeasures.all:${viewerKey(viewer)}`, READ_TAGS, async () => ({
    measures: (await repository.findMeasures(db, viewer)).map(toMeasure),
    elections: (await repository.findElectionsWithMeasures(db, viewer)).map(({ id, date, timeZone }) => ({
      id,
      countdownTarget: startOfDayIn(date, timeZone),
    })),
  }));
}

/**
 * The measures of `electionId`, or without one those of the election a ballot shows (issue 25): the next
 * ahead among those with measures here, else the most recent. Chosen after the read cache, so a kept answer
 * does not go stale when a day passes.
 */
async function measuresOfBallot(
  db: Db,
  viewer: TElectionViewer,
  {
    electionId,
    now,
    reaches = () => true,
  }: TBallotChoice & { reaches?: (measure: TBallotMeasure) => boolean },
): Promise<TBallotMeasure[]> {
  const { measures, elections } = await visibleMeasuresAndElections(db, viewer);
  const candidates = measures.filter(reaches);
  const held = elections.filter(({ id }) => candidates.some((measure) => measure.electionId === id));
  const election = electionId ?? pickBallotElection(held, now.getTime())?.id;
  return candidates.filter((measure) => measure.electionId === election);
}

/** Which election's measures: the one asked for, else the ballot's on the day `now`. */
type TBallotChoice = { electionId?: string | null | undefined; now: Date };

/**
 * An election's measures in ballot order, their texts in `locale` where written. Without an election: those
 * of the next election ahead that has any, else the most recent (what the home page shows). An election the
 * viewer may not see, or none, has none.
 */
export async function listMeasures(
  db: Db,
  { locale = DEFAULT_LOCALE, ...choice }: TBallotChoice & { locale?: TLocale },
  viewer: TElectionViewer,
): Promise<TBallotMeasure[]> {
  return (await measuresOfBallot(db, viewer, choice)).map((measure) => localized(measure, locale));
}

/** The measures of `ids` the viewer may see, in ballot order, in `locale` (a shared ballot's marks). */
export async function findMeasuresByIds(
  db: Db,
  ids: readonly string[],
  locale: TLocale,
  viewer: TElectionViewer,
): Promise<TBallotMeasure[]> {
  const wanted = new Set(ids);
  return (await visibleMeasures(db, viewer))
    .filter((measure) => wanted.has(measure.id))
    .map((measure) => localized(measure, locale));
}

/**
 * The measures on the ballot of an address in `divisions` that reach it (a measure of a state reaches every
 * address in it, one of a city every address in the city): those of `electionId` (the election whose races
 * the ballot shows), or without one the ballot's election among those with measures here, with every
 * language's texts, for the page to show in its own (the lookup does not say the page's language).
 */
export async function findMeasuresForAddress(
  db: Db,
  divisions: readonly string[],
  viewer: TElectionViewer,
  choice: TBallotChoice,
): Promise<TBallotMeasure[]> {
  const around = [...new Set(divisions.flatMap(enclosingDivisions))];
  return measuresOfBallot(db, viewer, {
    ...choice,
    reaches: (measure) => measureReaches(measure.divisionId, around),
  });
}

/** What the audit log keeps of a measure: its stored fields. */
const auditFields = ({ id: _id, ...fields }: TBallotMeasureRow) => fields;

async function requireElection(trx: Db, electionId: string) {
  if (!(await repository.electionExists(trx, electionId)))
    throw new AppError('NOT_FOUND', NO_ELECTION_MESSAGE);
}

export async function createMeasure(
  db: Db,
  input: TBallotMeasureForm,
  actor: TWriteActor,
): Promise<TBallotMeasure> {
  return inTransaction(db, async (trx) => {
    await requireElection(trx, input.electionId);
    const values: TBallotMeasureValues = {
      ...toValues(input),
      position: await repository.nextPosition(trx, input.electionId),
    };
    const created = await repository.createMeasure(trx, values);
    await recordAudit(trx, {
      actor,
      entityType: 'ballotMeasure',
      entityId: created.id,
      before: null,
      after: auditFields(created),
    });
    return toMeasure(created);
  });
}

/** A measure moved to another election goes to the end of that election's ballot. */
export async function updateMeasure(
  db: Db,
  id: string,
  input: TBallotMeasureForm,
  actor: TWriteActor,
): Promise<TBallotMeasure> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return inTransaction(db, async (trx) => {
    const previous = await repository.getMeasureById(trx, id, { lock: true });
    if (!previous) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await requireElection(trx, input.electionId);
    const moved = previous.electionId !== input.electionId;
    const row = await repository.updateMeasure(trx, id, {
      ...toValues(input),
      ...(moved ? { position: await repository.nextPosition(trx, input.electionId) } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await recordAudit(trx, {
      actor,
      entityType: 'ballotMeasure',
      entityId: id,
      before: auditFields(previous),
      after: auditFields(row),
    });
    return toMeasure(row);
  });
}

export async function deleteMeasure(db: Db, id: string, actor: TWriteActor): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await inTransaction(db, async (trx) => {
    const deleted = await repository.deleteMeasure(trx, id);
    if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await recordAudit(trx, {
      actor,
      entityType: 'ballotMeasure',
      entityId: id,
      before: auditFields(deleted),
      after: null,
    });
  });
}

/**
 * Puts an election's measures in the order of `ids`, which must name each of them once (else nothing
 * changes: someone else added or deleted one meanwhile). Each measure that moves is in the audit log.
 */
export async function reorderMeasures(
  db: Db,
  electionId: string,
  ids: string[],
  actor: TWriteActor,
): Promise<void> {
  if (!isUuid(electionId)) throw new AppError('NOT_FOUND', NO_ELECTION_MESSAGE);
  await inTransaction(db, async (trx) => {
    await requireElection(trx, electionId);
    const current = await repository.findElectionMeasures(trx, electionId);
    const known = new Set(current.map((measure) => measure.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('CONFLICT', ORDER_MESSAGE);
    for (const previous of current) {
      const position = ids.indexOf(previous.id);
      if (position === previous.position) continue;
      const row = await repository.updateMeasure(trx, previous.id, { position });
      await recordAudit(trx, {
        actor,
        entityType: 'ballotMeasure',
        entityId: previous.id,
        before: { position: previous.position },
        after: { position: row?.position ?? position },
      });
    }
  });
}
