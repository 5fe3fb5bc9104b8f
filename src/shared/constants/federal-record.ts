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
