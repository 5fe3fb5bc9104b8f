import { z } from 'zod';
import {
  FEDERAL_OFFICES,
  FEDERAL_RECORD_MESSAGES,
  parseVotingTopic,
  type TBillStage,
  type TBillStop,
  type TMemberVote,
  type TVotingTopic,
} from '../constants/federal-record';
import { requiredText, text, ZIdSchema } from './fields';

export { DONORS_SOURCE, FEDERAL_RECORD_MESSAGES } from '../constants/federal-record';

/** A topic as the client sends it ('Government Spending') or as the spec lists it ('Gov Spending'). */
const ZVotingTopicSchema = text()
  .max(100)
  .transform((sent, context) => {
    const topic = parseVotingTopic(sent);
    if (topic) return topic;
    context.addIssue({ code: 'custom', message: FEDERAL_RECORD_MESSAGES.unknownTopic });
    return z.NEVER;
  });

const ZFederalOfficeSchema = z.enum(FEDERAL_OFFICES, {
  message: FEDERAL_RECORD_MESSAGES.notFederalOffice,
});

/** The Bioguide id of a member of Congress (bioguide.congress.gov), e.g. P000197. */
const BIOGUIDE_ID_PATTERN = /^[A-Z]\d{6}$/;
/** An FEC candidate id: office (H, S, P), a digit, the state, five digits, e.g. H8CA05035. */
const FEC_CANDIDATE_ID_PATTERN = /^[HSP]\d[A-Z0-9]{2}\d{5}$/;

/** An optional identifier in the admin form: blank means none; stored upper-case. */
const optionalId = (pattern: RegExp, message: string) =>
  text()
    .trim()
    .max(20)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** The two ids that link a candidate to the federal record; the candidate form carries them. */
export const ZFederalIdsSchema = z.object({
  bioguideId: optionalId(BIOGUIDE_ID_PATTERN, FEDERAL_RECORD_MESSAGES.bioguideId),
  fecCandidateId: optionalId(FEC_CANDIDATE_ID_PATTERN, FEDERAL_RECORD_MESSAGES.fecCandidateId),
});

/** A bill's id in the unitedstates/congress format: type, number, '-', congress (e.g. hr1234-118). */
const BILL_ID_PATTERN = /^(hr|s|hjres|sjres|hconres|sconres|hres|sres)\d{1,5}-\d{1,3}$/;
const ZBillIdSchema = text()
  .trim()
  .toLowerCase()
  .regex(BILL_ID_PATTERN, 'must be a bill id such as hr1234-118');

// tRPC inputs: the client names a candidate by id.
export const ZVotingHistorySchema = z.object({ candidateId: ZIdSchema, topic: ZVotingTopicSchema });
export const ZVotingTopicsSchema = z.object({ candidateId: ZIdSchema });
/** The candidates of /compare (at most 8, as the page shows). */
export const ZSharedVotesSchema = z.object({ candidateIds: z.array(ZIdSchema).min(1).max(8) });
export const ZBillProgressSchema = z.object({ docId: ZBillIdSchema });
export const ZDonorsSchema = z.object({ candidateId: ZIdSchema });

// REST queries (spec part 1 §7): the legacy client names a candidate by first and last name and office.
const nameField = requiredText(100);
export const ZBillInfoQuerySchema = z.object({
  category: ZVotingTopicSchema,
  firstName: nameField,
  lastName: nameField,
  typeOfElection: ZFederalOfficeSchema,
});
export const ZBillProgressQuerySchema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'must be the tracker link of a bill' }).max(500),
});
export const ZDonorsQuerySchema = z.object({
  firstName: nameField,
  lastName: nameField,
  chamber: ZFederalOfficeSchema,
});

/** One bill a member voted on, with the tally of that roll call. */
export type TVotedBill = {
  docId: string;
  title: string;
  /** A plain-language sentence or two about the bill. */
  description: string;
  /** The bill's page on congress.gov. */
  tracker: string;
  yeaTotal: number;
  nayTotal: number;
  vote: TMemberVote;
  /** The day of the roll call, YYYY-MM-DD. */
  votedOn: string;
  isSample: boolean;
};

/** A member's record on one topic; `hasIds` is false when the candidate is not linked to a member. */
export type TVotingHistory = { topic: TVotingTopic; bills: TVotedBill[]; hasIds: boolean };

/** How many bills a member voted on in one topic: the number of rows its voting history lists. */
type TTopicVotes = { topic: TVotingTopic; bills: number };

/** The 15 topics in the spec's order, each with its count; all 0 when `hasIds` is false (no member linked). */
export type TVotingTopics = { topics: TTopicVotes[]; hasIds: boolean };

/** A bill two or more compared members voted on, with each compared candidate's vote (null: none). */
type TSharedBill = {
  docId: string;
  title: string;
  tracker: string;
  /** The day of the latest of their roll calls on it, YYYY-MM-DD. */
  votedOn: string;
  votes: Array<{ candidateId: string; vote: TMemberVote | null }>;
};

/**
 * The votes of compared candidates on the same bills: `members` are those with a voting record, in the order
 * asked; per topic with such bills, the newest few and how many there are in all.
 */
export type TSharedVotes = {
  members: string[];
  topics: Array<{ topic: TVotingTopic; bills: TSharedBill[]; total: number }>;
};

/** How far a bill got: the highest stage reached, and whether it stopped there. */
export type TBillProgress = {
  docId: string;
  stage: TBillStage;
  stop: TBillStop | null;
  /** When the stage was last confirmed (ISO date-time). */
  checkedAt: string;
};

/** One organisation's giving to a candidate in a cycle, in whole dollars. */
export type TDonor = { orgName: string; pacs: number; indivs: number; total: number };

/** The top contributors of a candidate (empty when the candidate has no FEC record we can find). */
export type TDonors = {
  donors: TDonor[];
  /** The two-year election cycle, e.g. 2026. */
  cycle: number;
  /** The FEC's id and name of the candidate; null when the FEC has no record of them. */
  fecCandidateId: string | null;
  candidateName: string | null;
  /** Where to read the filings; null when there is no record. */
  sourceUrl: string | null;
  /** Fictional figures of the demo content. */
  isSample: boolean;
  /** When the figures were fetched (ISO date-time); null when there is no record. */
  fetchedAt: string | null;
};

/**
 * What the page asks for a candidate's donors: the figures, or word that the FEC could not be reached and
 * none were kept. An answer rather than an error, so the page shows its message and the browser logs no
 * failed request (issue 26); the REST call answers a 502 instead, as documented.
 */
export type TDonorsAnswer = { status: 'available'; record: TDonors } | { status: 'unavailable' };
