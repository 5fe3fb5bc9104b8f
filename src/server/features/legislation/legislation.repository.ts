import { sql } from 'kysely';
import type { TBillStage, TBillStop, TVotingTopic } from '../../../shared/constants/federal-record';
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
