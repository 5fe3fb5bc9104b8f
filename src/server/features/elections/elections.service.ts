import { AppError } from '../../../shared/errors';
import type { TElection, TElectionInput } from '../../../shared/schemas/elections';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import { startOfDayIn } from './countdown-target';
import * as repository from './elections.repository';
import type { TElectionValues } from './elections.repository';

type TElectionRow = Awaited<ReturnType<typeof repository.findElections>>[number];

const NOT_FOUND_MESSAGE = 'No such election. It may have been deleted already.';

function toElection({ electionDate, ...row }: TElectionRow): TElection {
  return { ...row, date: electionDate, countdownTarget: startOfDayIn(electionDate, row.timeZone) };
}

const toValues = ({ date, ...election }: TElectionInput): TElectionValues => ({
  ...election,
  electionDate: date,
});

/** Every election, earliest first: the page picks what is upcoming by the visitor's own date. */
export async function findElections(db: Db): Promise<TElection[]> {
  return remember(db, 'elections.list', ['elections'], async () =>
    (await repository.findElections(db)).map(toElection),
  );
}

/** What the audit log keeps of an election: its stored fields. */
const auditFields = ({ id: _id, ...fields }: TElectionRow) => fields;

export async function createElection(db: Db, input: TElectionInput, actor: TWriteActor): Promise<TElection> {
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
  input: TElectionInput,
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

async function writeElection(
  db: Db,
  id: string,
  values: Partial<TElectionValues>,
  actor: TWriteActor,
): Promise<TElection> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return inTransaction(db, async (trx) => {
    const previous = await repository.getElectionById(trx, id, { lock: true });
    const row = previous ? await repository.updateElection(trx, id, values) : undefined;
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
