import { AppError } from '../../../shared/errors';
import type { TElection, TElectionForm } from '../../../shared/schemas/elections';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { localized } from '../../../shared/constants/translations';
import { startOfDayIn } from '../../../shared/countdown-target';
import * as repository from './elections.repository';
import type { TElectionValues } from './elections.repository';

type TElectionRow = Awaited<ReturnType<typeof repository.findElections>>[number];

const NOT_FOUND_MESSAGE = 'No such election. It may have been deleted already.';
const hasCandidatesMessage = (count: number) =>
  `${count === 1 ? 'One candidate runs' : `${count} candidates run`} in this election. Move them to another election or delete them first.`;

function toElection({ electionDate, translations, ...row }: TElectionRow): TElection {
  return {
    ...row,
    date: electionDate,
    countdownTarget: startOfDayIn(electionDate, row.timeZone),
    // The column holds only what the form's checked translations wrote.
    translations: translations as TElection['translations'],
  };
}

const toValues = ({ date, translations, ...election }: TElectionForm): TElectionValues => ({
  ...election,
  electionDate: date,
  translations: JSON.stringify(translations),
});

/**
 * Every published election, earliest first, its texts in `locale` where written (English elsewhere): the
 * page picks what is upcoming by the visitor's own date. Admins see the drafts too (issue 25).
 */
export async function findElections(
  db: Db,
  locale: TLocale = DEFAULT_LOCALE,
  { includeDrafts = false } = {},
): Promise<TElection[]> {
  const key = `elections.list:${locale}:${includeDrafts ? 'drafts' : 'published'}`;
  return remember(db, key, ['elections'], async () =>
    (await repository.findElections(db, { includeDrafts })).map((row) => localized(toElection(row), locale)),
  );
}

/** What the audit log keeps of an election: its stored fields. */
const auditFields = ({ id: _id, ...fields }: TElectionRow) => fields;

export async function createElection(db: Db, input: TElectionForm, actor: TWriteActor): Promise<TElection> {
  return inTransaction(db, async (trx) => {
    const created = await repository.createElection(trx, toValues(input));
    await recordAudit(trx, {
      actor,
      entityType: 'election',
      entityId: created.id,
      before: null,
      after: auditFields(created),
    });
    return toElection(created);
  });
}

export async function updateElection(
  db: Db,
  id: string,
  input: TElectionForm,
  actor: TWriteActor,
): Promise<TElection> {
  return writeElection(db, id, toValues(input), actor);
}

/** Whether the election is one the countdown may aim at (several may; the next one ahead wins). */
export async function setElectionDrivesCountdown(
  db: Db,
  id: string,
  drivesCountdown: boolean,
  actor: TWriteActor,
): Promise<TElection> {
  return writeElection(db, id, { drivesCountdown }, actor);
}

/** Publishes a draft, so visitors see it, its candidates and its countdown; or takes one back to draft. */
export async function setElectionPublished(
  db: Db,
  id: string,
  published: boolean,
  actor: TWriteActor,
): Promise<TElection> {
  return writeElection(db, id, { published }, actor);
}

/** The fields that are days in a calendar: a change to one moves the election's calendar events. */
const DATE_FIELDS = [
  'electionDate',
  'registrationDeadline',
  'earlyVotingStart',
  'earlyVotingEnd',
  'mailBallotRequestDeadline',
] as const;

/** Each election's revision of its dates (the SEQUENCE of its calendar events, ADR 52), by id. */
export async function findCalendarSequences(db: Db): Promise<Map<string, number>> {
  return remember(db, 'elections.calendarSequences', ['elections'], async () =>
    (await repository.findCalendarSequences(db)).map(
      ({ id, calendarSequence }) => [id, calendarSequence] as const,
    ),
  ).then((entries) => new Map(entries));
}

async function writeElection(
  db: Db,
  id: string,
  values: Partial<TElectionValues>,
  actor: TWriteActor,
): Promise<TElection> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return inTransaction(db, async (trx) => {
    const previous = await repository.getElectionById(trx, id, { lock: true });
    const datesChanged =
      previous !== undefined &&
      DATE_FIELDS.some((field) => field in values && (values[field] ?? null) !== previous[field]);
    const row = previous ? await repository.updateElection(trx, id, values, { datesChanged }) : undefined;
    if (!previous || !row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await recordAudit(trx, {
      actor,
      entityType: 'election',
      entityId: id,
      before: auditFields(previous),
      after: auditFields(row),
    });
    return toElection(row);
  });
}

export async function deleteElection(db: Db, id: string, actor: TWriteActor): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await inTransaction(db, async (trx) => {
    const candidates = await repository.countCandidatesIn(trx, id);
    if (candidates > 0) throw new AppError('CONFLICT', hasCandidatesMessage(candidates));
    const deleted = await repository.deleteElection(trx, id);
    if (!deleted) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await recordAudit(trx, {
      actor,
      entityType: 'election',
      entityId: id,
      before: auditFields(deleted),
      after: null,
    });
  });
}
