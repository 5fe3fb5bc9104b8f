import { sql } from 'kysely';
import type {
  TBillStage,
  TBillStop,
  TMemberVote,
  TVotingTopic,
} from '../../../shared/constants/federal-record';
import type { Db } from '../../db/database';

const BILL_COLUMNS = [
  'id',
  'congress',
  'billType',
  'number',
  'title',
  'trackerUrl',
  'stage',
  'stageStop',
  'stageCheckedAt',
  'stageRefreshFailedAt',
  'isSample',
] as const;

/**
 * The bills on `topic` a member voted on, with their vote and the tally of that roll call: where the member
 * voted on a bill's passage more than once (passage, then agreeing to the other chamber's changes), the
 * latest roll call counts. Newest first.
 */
export function findVotedBills(db: Db, bioguideId: string, topic: TVotingTopic) {
  return db
    .selectFrom('memberVotes')
    .innerJoin('rollCalls', 'rollCalls.id', 'memberVotes.rollCallId')
    .innerJoin('bills', 'bills.id', 'rollCalls.billId')
    .distinctOn('bills.id')
    .select([
      'bills.id as docId',
      'bills.title',
      'bills.description',
      'bills.trackerUrl',
      'bills.isSample',
      'rollCalls.yeaTotal',
      'rollCalls.nayTotal',
      'rollCalls.votedAt',
      'memberVotes.vote',
    ])
    .where('memberVotes.bioguideId', '=', bioguideId)
    .where(sql<boolean>`${topic} = any(bills.topics)`)
    .orderBy('bills.id')
    .orderBy('rollCalls.votedAt', 'desc')
    .execute();
}

/** How many bills on each topic a member voted on: the bills findVotedBills lists, counted per topic. */
export function countVotedBillsByTopic(db: Db, bioguideId: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('memberVotes')
        .innerJoin('rollCalls', 'rollCalls.id', 'memberVotes.rollCallId')
        .innerJoin('bills', 'bills.id', 'rollCalls.billId')
        .select(['bills.id as billId', sql<TVotingTopic>`unnest(bills.topics)`.as('topic')])
        .where('memberVotes.bioguideId', '=', bioguideId)
        .as('votedTopics'),
    )
    .select(['topic', sql<number>`count(distinct bill_id)::int`.as('bills')])
    .groupBy('topic')
    .execute();
}

/**
 * Every bill any of these members voted on, one row per bill and member with the member's latest vote on it
 * (as findVotedBills counts it).
 */
export function findVotesOfMembers(db: Db, bioguideIds: string[]) {
  return db
    .selectFrom('memberVotes')
    .innerJoin('rollCalls', 'rollCalls.id', 'memberVotes.rollCallId')
    .innerJoin('bills', 'bills.id', 'rollCalls.billId')
    .distinctOn(['bills.id', 'memberVotes.bioguideId'])
    .select([
      'bills.id as docId',
      'bills.title',
      'bills.trackerUrl',
      'bills.topics',
      'memberVotes.bioguideId',
      'memberVotes.vote',
      'rollCalls.votedAt',
    ])
    .where('memberVotes.bioguideId', 'in', bioguideIds)
    .orderBy('bills.id')
    .orderBy('memberVotes.bioguideId')
    .orderBy('rollCalls.votedAt', 'desc')
    .execute();
}

export function getBillById(db: Db, id: string) {
  return db.selectFrom('bills').select(BILL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function getBillByTracker(db: Db, trackerUrl: string) {
  return db.selectFrom('bills').select(BILL_COLUMNS).where('trackerUrl', '=', trackerUrl).executeTakeFirst();
}

export async function updateBillStage(
  db: Db,
  id: string,
  progress: {
    stage: TBillStage;
    stageStop: TBillStop | null;
    stageCheckedAt: Date;
    stageRefreshFailedAt: null;
  },
) {
  await db.updateTable('bills').set(progress).where('id', '=', id).execute();
}

export async function markStageRefreshFailed(db: Db, id: string, failedAt: Date) {
  await db.updateTable('bills').set({ stageRefreshFailedAt: failedAt }).where('id', '=', id).execute();
}

// ── Writes of the importer (legislation-import.ts) ──────────────────────────────────────────────────────

export type TBillRow = {
  id: string;
  congress: number;
  billType: string;
  number: number;
  title: string;
  description: string;
  topics: TVotingTopic[];
  trackerUrl: string;
  stage: TBillStage;
  stageStop: TBillStop | null;
  stageCheckedAt: Date;
  isSample: boolean;
};

/** Creates the bill or brings its row up to date (the tally stays: updateBillTallies sets it). */
export async function saveBill(db: Db, bill: TBillRow) {
  const { id: _id, ...changes } = bill;
  await db
    .insertInto('bills')
    .values(bill)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ ...changes, stageRefreshFailedAt: null, importedAt: new Date() }),
    )
    .execute();
}

/** Which of these bill ids the database holds. */
export async function findBillIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('bills').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export type TRollCallRow = {
  id: string;
  billId: string;
  chamber: 'house' | 'senate';
  question: string;
  result: string;
  votedAt: Date;
  yeaTotal: number;
  nayTotal: number;
};

export async function saveRollCall(db: Db, rollCall: TRollCallRow) {
  const { id: _id, ...changes } = rollCall;
  await db
    .insertInto('rollCalls')
    .values(rollCall)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

/** The roll call's member votes become exactly these (a re-imported file may have corrected some). */
export async function replaceMemberVotes(
  db: Db,
  rollCallId: string,
  votes: Array<{ bioguideId: string; vote: TMemberVote }>,
) {
  await db.deleteFrom('memberVotes').where('rollCallId', '=', rollCallId).execute();
  if (votes.length === 0) return;
  await db
    .insertInto('memberVotes')
    .values(votes.map((vote) => ({ rollCallId, ...vote })))
    .execute();
}

/** Each bill's yea and nay totals become those of its latest passage roll call. */
export async function updateBillTallies(db: Db, billIds: string[]) {
  if (billIds.length === 0) return;
  await db
    .updateTable('bills')
    .from(
      db
        .selectFrom('rollCalls')
        .distinctOn('billId')
        .select(['billId', 'yeaTotal', 'nayTotal'])
        .where('billId', 'in', billIds)
        .orderBy('billId')
        .orderBy('votedAt', 'desc')
        .as('latest'),
    )
    .set((eb) => ({ yeaTotal: eb.ref('latest.yeaTotal'), nayTotal: eb.ref('latest.nayTotal') }))
    .whereRef('bills.id', '=', 'latest.billId')
    .execute();
}
