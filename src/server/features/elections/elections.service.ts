import { AppError } from '../../../shared/errors';
import type { TElection, TElectionInput } from '../../../shared/schemas/elections';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
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

function found(row: TElectionRow | undefined): TElection {
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return toElection(row);
}

/** Every election, earliest first: the page picks what is upcoming by the visitor's own date. */
export async function findElections(db: Db): Promise<TElection[]> {
  return (await repository.findElections(db)).map(toElection);
}

export async function createElection(db: Db, input: TElectionInput): Promise<TElection> {
  return toElection(await repository.createElection(db, toValues(input)));
}

export async function updateElection(db: Db, id: string, input: TElectionInput): Promise<TElection> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return found(await repository.updateElection(db, id, toValues(input)));
}

/** Whether the election is one the countdown may aim at (several may; the next one ahead wins). */
export async function setElectionDrivesCountdown(
  db: Db,
  id: string,
  drivesCountdown: boolean,
): Promise<TElection> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return found(await repository.updateElection(db, id, { drivesCountdown }));
}

export async function deleteElection(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await repository.deleteElection(db, id)))
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
}
