import type { Logger } from 'pino';
import {
  isFederalOffice,
  VOTING_TOPICS,
  type TFederalOffice,
  type TVotingTopic,
} from '../../../shared/constants/federal-record';
import { AppError } from '../../../shared/errors';
import type { TCandidate } from '../../../shared/schemas/candidates';
import {
  FEDERAL_RECORD_MESSAGES,
  type TBillProgress,
  type TVotedBill,
  type TVotingHistory,
  type TSharedVotes,
  type TVotingTopics,
} from '../../../shared/schemas/federal-record';
import type { Db } from '../../db/database';
import { remember } from '../../read-cache/read-cache';
import type { LegislationProvider } from '../../providers/congress-gov/types';
import { ProviderError } from '../../providers/http';
import {
  getCandidateById,
  getFederalCandidateByName,
  type TElectionViewer,
} from '../candidates/candidates.service';
import { stageFromActions } from './bill-stage';
import * as repository from './legislation.repository';

/** A bill's stage is asked of Congress.gov again after 6 hours (data-sources §2.8). */
export const STAGE_CACHE_TTL_MS = 6 * 3600_000;
/** After a failed refresh, visitors get the last known stage at once; the next try waits this long. */
export const STAGE_RETRY_AFTER_FAILURE_MS = 15 * 60_000;

export type TLegislationDeps = {
  db: Db;
  /** Congress.gov; null without a key: stages stay as imported. */
  legislation: LegislationProvider | null;
  logger: Logger;
  now?: () => Date;
};

type TBillRow = NonNullable<Awaited<ReturnType<typeof repository.getBillById>>>;

// ── Voting history ─────────────────────────────────────────────────────────────────────────────────────

/** The tables a member's voting record is read from: an import writes them. */
const RECORD_TABLES = ['bills', 'roll_calls', 'member_votes'];

function assertFederal(candidate: TCandidate): void {
  if (!isFederalOffice(candidate.office))
    throw new AppError('BAD_REQUEST', FEDERAL_RECORD_MESSAGES.notFederalOffice);
}

async function votingHistoryOf(db: Db, candidate: TCandidate, topic: TVotingTopic): Promise<TVotingHistory> {
  assertFederal(candidate);
  if (!candidate.bioguideId) return { topic, bills: [], hasIds: false };
  const rows = await repository.findVotedBills(db, candidate.bioguideId, topic);
  const bills: TVotedBill[] = rows.map((row) => ({
    docId: row.docId,
    title: row.title,
    description: row.description,
    tracker: row.trackerUrl,
    yeaTotal: row.yeaTotal,
    nayTotal: row.nayTotal,
    vote: row.vote,
    votedOn: row.votedAt.toISOString().slice(0, 10),
    isSample: row.isSample,
  }));
  bills.sort((a, b) => b.votedOn.localeCompare(a.votedOn) || a.docId.localeCompare(b.docId));
  return { topic, bills, hasIds: true };
}

/**
 * The bills on a topic a House or Senate candidate voted on as a member, newest first. `viewer`: whose read
 * it is, so that an admin's preview of a draft election's candidate has the record too.
 */
export async function getVotingHistory(
  db: Db,
  candidateId: string,
  topic: TVotingTopic,
  viewer?: TElectionViewer,
) {
  return votingHistoryOf(db, await getCandidateById(db, candidateId, undefined, viewer), topic);
}

/**
 * How many bills on each of the 15 topics a House or Senate candidate voted on, so the topic list can say
 * which topics have votes before any is opened.
 */
export async function getVotingTopics(
  db: Db,
  candidateId: string,
  viewer?: TElectionViewer,
): Promise<TVotingTopics> {
  const candidate = await getCandidateById(db, candidateId, undefined, viewer);
  assertFederal(candidate);
  const { bioguideId } = candidate;
  const counts = bioguideId
    ? await remember(db, `legislation.votingTopics:${bioguideId}`, RECORD_TABLES, () =>
        repository.countVotedBillsByTopic(db, bioguideId),
      )
    : [];
  const billsOn = new Map(counts.map((count) => [count.topic, count.bills]));
  return {
    topics: VOTING_TOPICS.map((topic) => ({ topic, bills: billsOn.get(topic) ?? 0 })),
    hasIds: bioguideId !== null,
  };
}

/** The newest bills per topic /compare shows; the rest are on each candidate's page. */
const SHARED_BILLS_PER_TOPIC = 5;

/** The compared candidates we know, in the order asked; an unknown id is left out, as /compare says. */
async function knownCandidates(db: Db, candidateIds: string[]): Promise<TCandidate[]> {
  const found = await Promise.all(
    candidateIds.map((id) =>
      getCandidateById(db, id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }),
    ),
  );
  return found.filter((candidate): candidate is TCandidate => candidate !== null);
}

type TMemberVoteRow = Awaited<ReturnType<typeof repository.findVotesOfMembers>>[number];

/** The members' votes grouped by bill, keeping the bills at least two of them voted on, newest first. */
function billsVotedByTwo(rows: TMemberVoteRow[]) {
  const bills = new Map<string, { row: TMemberVoteRow; votes: Map<string, TMemberVoteRow['vote']> }>();
  for (const row of rows) {
    const bill = bills.get(row.docId) ?? { row, votes: new Map() };
    if (row.votedAt > bill.row.votedAt) bill.row = row;
    bill.votes.set(row.bioguideId, row.vote);
    bills.set(row.docId, bill);
  }
  return [...bills.values()]
    .filter((bill) => bill.votes.size >= 2)
    .sort(
      (a, b) => b.row.votedAt.getTime() - a.row.votedAt.getTime() || a.row.docId.localeCompare(b.row.docId),
    );
}

/**
 * How the compared House and Senate candidates voted on the same bills, by topic (/compare). Candidates of
 * other offices, or not linked to a member, have no record; with fewer than two members there is nothing
 * shared to show.
 */
export async function findSharedVotes(db: Db, candidateIds: string[]): Promise<TSharedVotes> {
  const candidates = await knownCandidates(db, candidateIds);
  const members = candidates.filter((candidate) => isFederalOffice(candidate.office) && candidate.bioguideId);
  if (members.length < 2) return { members: members.map((member) => member.id), topics: [] };
  const rows = await repository.findVotesOfMembers(
    db,
    members.map((member) => member.bioguideId!),
  );
  const bills = billsVotedByTwo(rows).map(({ row, votes }) => ({
    topics: row.topics,
    bill: {
      docId: row.docId,
      title: row.title,
      tracker: row.trackerUrl,
      votedOn: row.votedAt.toISOString().slice(0, 10),
      votes: candidates.map((candidate) => ({
        candidateId: candidate.id,
        vote: (candidate.bioguideId && votes.get(candidate.bioguideId)) || null,
      })),
    },
  }));
  const topics = VOTING_TOPICS.map((topic) => {
    const onTopic = bills.filter((each) => each.topics.includes(topic)).map((each) => each.bill);
    return { topic, bills: onTopic.slice(0, SHARED_BILLS_PER_TOPIC), total: onTopic.length };
  }).filter((topic) => topic.total > 0);
  return { members: members.map((member) => member.id), topics };
}

/** The same for the legacy call, which names the candidate (spec part 1 §7). */
export async function getVotingHistoryByName(
  db: Db,
  name: { firstName: string; lastName: string; office: TFederalOffice },
  topic: TVotingTopic,
) {
  return votingHistoryOf(db, await getFederalCandidateByName(db, name), topic);
}

// ── Bill progress ──────────────────────────────────────────────────────────────────────────────────────

const toProgress = (row: TBillRow): TBillProgress => ({
  docId: row.id,
  stage: row.stage,
  stop: row.stageStop,
  checkedAt: row.stageCheckedAt.toISOString(),
});

function isDueForRefresh(row: TBillRow, now: Date): boolean {
  // A law stays a law; a stage younger than the cache time is trusted.
  if (row.stage === 'Became Law' && row.stageStop === null) return false;
  if (now.getTime() - row.stageCheckedAt.getTime() < STAGE_CACHE_TTL_MS) return false;
  const failedAt = row.stageRefreshFailedAt;
  return !failedAt || now.getTime() - failedAt.getTime() >= STAGE_RETRY_AFTER_FAILURE_MS;
}

async function refreshStage(deps: TLegislationDeps, provider: LegislationProvider, row: TBillRow, now: Date) {
  try {
    const { actions, becameLaw } = await provider.getBillActions({
      congress: row.congress,
      billType: row.billType,
      number: row.number,
    });
    const { stage, stop } = stageFromActions(actions, becameLaw);
    const progress = { stage, stageStop: stop, stageCheckedAt: now, stageRefreshFailedAt: null };
    await repository.updateBillStage(deps.db, row.id, progress);
    return toProgress({ ...row, ...progress });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ err: error, bill: row.id }, 'bill stage refresh failed; showing the last known stage');
    await repository.markStageRefreshFailed(deps.db, row.id, now);
    return toProgress(row);
  }
}

// Visitors opening the same bill at once share one refresh (in this process).
const refreshesUnderWay = new Map<string, Promise<TBillProgress>>();

async function currentProgress(deps: TLegislationDeps, row: TBillRow): Promise<TBillProgress> {
  const now = deps.now?.() ?? new Date();
  if (!deps.legislation || !isDueForRefresh(row, now)) return toProgress(row);
  let refresh = refreshesUnderWay.get(row.id);
  if (!refresh) {
    refresh = refreshStage(deps, deps.legislation, row, now).finally(() => refreshesUnderWay.delete(row.id));
    refreshesUnderWay.set(row.id, refresh);
  }
  return refresh;
}

/** How far a bill got (spec part 1 §4), refreshed from Congress.gov when the stored stage is old. */
export async function getBillProgress(deps: TLegislationDeps, docId: string): Promise<TBillProgress> {
  const row = await repository.getBillById(deps.db, docId);
  if (!row) throw new AppError('NOT_FOUND', 'No such bill.');
  return currentProgress(deps, row);
}

/**
 * The congress.gov page a tracker link names, in the form bills are stored with; null for a link elsewhere.
 * The link only picks a bill we imported: it is never fetched.
 */
function trackerKey(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!/^(www\.)?congress\.gov$/i.test(url.hostname)) return null;
  return `https://www.congress.gov${url.pathname.replace(/\/+$/, '').toLowerCase()}`;
}

/** The legacy call names the bill by its tracker link (spec part 1 §7). */
export async function getBillProgressByTracker(deps: TLegislationDeps, link: string): Promise<TBillProgress> {
  const key = trackerKey(link);
  const row = key ? await repository.getBillByTracker(deps.db, key) : undefined;
  if (!row) throw new AppError('NOT_FOUND', FEDERAL_RECORD_MESSAGES.unknownBill);
  return currentProgress(deps, row);
}
