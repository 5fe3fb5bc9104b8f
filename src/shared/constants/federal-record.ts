/**
 * The federal record of a House or Senate incumbent (spec part 1 §2, §4, §9): the 15 voting topics, the six
 * stages of a bill, and the ways a member can vote.
 */

/** Spec part 1 §9, in the order the topic buttons show. */
export const VOTING_TOPICS = [
  'Covid-19',
  'Criminal Justice',
  'Economy',
  'Education',
  'Environment',
  'Foreign Policy',
  'Gov Regulations',
  'Gov Spending',
  'Healthcare',
  'Housing Justice',
  'Immigration',
  'Infrastructure',
  'Labor Rights',
  'Racial Justice',
  'Voting Regulations',
] as const;
export type TVotingTopic = (typeof VOTING_TOPICS)[number];

/** Spec part 1 §4: the stages in order; a bill shows the highest one it reached. */
export const BILL_STAGES = [
  'Introduced',
  'Passed House',
  'Passed Senate',
  'Resolving Differences',
  'To President',
  'Became Law',
] as const;
export type TBillStage = (typeof BILL_STAGES)[number];

/** A bill that stopped: it failed a vote, or the President vetoed it (and no override made it law). */
export const BILL_STOPS = ['failed', 'vetoed'] as const;
export type TBillStop = (typeof BILL_STOPS)[number];

/** How a member voted on a roll call; the House's "Aye" and "No" are stored as Yea and Nay. */
export const MEMBER_VOTES = ['Yea', 'Nay', 'Present', 'Not Voting'] as const;
export type TMemberVote = (typeof MEMBER_VOTES)[number];

/** The offices with a federal record (spec part 1 §7: bill info is called only for these). */
export const FEDERAL_OFFICES = ['House of Representatives', 'Senate'] as const;
export type TFederalOffice = (typeof FEDERAL_OFFICES)[number];

/** Spec part 1 §7: the client sends the topic 'Gov …' as 'Government …'. */
export const toRequestTopic = (topic: TVotingTopic): string => topic.replace(/^Gov /, 'Government ');

/** The topic a request names, sent either way ('Gov Spending' or 'Government Spending'); null if none. */
export function parseVotingTopic(sent: string): TVotingTopic | null {
  const wanted = sent
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^Government /i, 'Gov ')
    .toLowerCase();
  return VOTING_TOPICS.find((topic) => topic.toLowerCase() === wanted) ?? null;
}

/** Spec part 1 §9: a vote's outcome is shown green when yea − nay ≥ 0, red otherwise. */
export const isPassingTally = (yeaTotal: number, nayTotal: number) => yeaTotal - nayTotal >= 0;

export const isFederalOffice = (office: string): office is TFederalOffice =>
  (FEDERAL_OFFICES as readonly string[]).includes(office);

/** The FEC's two-year cycle a date falls in, named by its even year (2025 and 2026 are the 2026 cycle). */
export const electionCycleOf = (date: Date) => date.getUTCFullYear() + (date.getUTCFullYear() % 2);

/**
 * What the federal record's views and checks say (voting history by topic, bill progress, donors). Here,
 * not in src/shared/schemas, so the candidate page shows them without loading zod (ADR 29).
 */
export const FEDERAL_RECORD_MESSAGES = {
  // Spec part 1 §8: the two failures of the bill-progress view.
  progressFailed: 'Fail to get bill progress',
  serverError: (message: string) => `Server error: ${message}`,
  notFederalOffice: 'voting records are kept only for the House of Representatives and the Senate',
  unknownTopic: 'must be one of the 15 voting topics',
  unknownBill: 'We have no bill with this tracker link',
  unknownMember: 'We have no House of Representatives or Senate candidate by that name',
  bioguideId: 'must be a Bioguide id: a capital letter and six digits, e.g. P000197',
  fecCandidateId:
    'must be an FEC candidate id: H, S or P, a digit, two letters and five digits, e.g. H8CA05035',
  donorsUnavailable: 'The Federal Election Commission did not answer; please try again later',
} as const;

/** Who the donor figures come from (spec part 1 §2: the table credits its campaign-finance source). */
export const DONORS_SOURCE = {
  name: 'Federal Election Commission',
  url: 'https://www.fec.gov/data/',
} as const;
