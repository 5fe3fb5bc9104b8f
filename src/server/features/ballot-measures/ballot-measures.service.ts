import { measureReaches, type TBallotMeasure } from '../../../shared/ballot-measures';
import { localized } from '../../../shared/constants/translations';
import { enclosingDivisions } from '../../../shared/divisions';
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
function visibleMeasures(db: Db, viewer: TElectionViewer): Promise<TBallotMeasure[]> {
  return remember(db, `ballotMeasures.all:${viewerKey(viewer)}`, READ_TAGS, async () =>
    (await repository.findMeasures(db, viewer)).map(toMeasure),
  );
}

/**
 * An election's measures in ballot order, their texts in `locale` where written. Without an election: those
 * of the latest election that has any (what the home page shows). An election the viewer may not see, or
 * none, has none.
 */
export async function listMeasures(
  db: Db,
  { electionId, locale = DEFAULT_LOCALE }: { electionId?: string | undefined; locale?: TLocale },
  viewer: TElectionViewer,
): Promise<TBallotMeasure[]> {
  const measures = await visibleMeasures(db, viewer);
  const election = electionId ?? measures[0]?.electionId;
  return measures.filter((measure) => measure.electionId === election).map((m) => localized(m, locale));
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
 * The measures on the ballot of an address in `divisions`: those of `electionId` (the election whose races
 * the ballot shows), or without one the latest election with any, that reach it (a measure of a state
 * reaches every address in it, one of a city every address in the city), with every language's texts, for
 * the page to show in its own (the lookup does not say the page's language).
 */
export async function findMeasuresForAddress(
  db: Db,
  divisions: readonly string[],
  viewer: TElectionViewer,
  electionId?: string | null,
): Promise<TBallotMeasure[]> {
  const around = [...new Set(divisions.flatMap(enclosingDivisions))];
  const reaching = (await visibleMeasures(db, viewer)).filter((measure) =>
    measureReaches(measure.divisionId, around),
  );
  const election = electionId ?? reaching[0]?.electionId;
  return reaching.filter((measure) => measure.electionId === election);
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
