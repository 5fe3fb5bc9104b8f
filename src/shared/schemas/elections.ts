import { z } from 'zod';
import { BLANK_MESSAGE, requiredText, text } from './fields';
import { translationsInputOf } from './translations';

/** The time zones an election's dates can be local to: the US zones, named as people know them. */
export const ELECTION_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;
export type TElectionTimeZone = (typeof ELECTION_TIME_ZONES)[number];
export const ELECTION_TIME_ZONE_NAMES: Record<TElectionTimeZone, string> = {
  'America/New_York': 'Eastern (New York)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Phoenix': 'Arizona (Phoenix)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
  'America/Anchorage': 'Alaska (Anchorage)',
  'Pacific/Honolulu': 'Hawaii (Honolulu)',
  'America/Puerto_Rico': 'Atlantic (Puerto Rico)',
};
export const DEFAULT_ELECTION_TIME_ZONE: TElectionTimeZone = 'America/New_York';

export const ELECTION_LIMITS = {
  name: 120,
  type: 40,
  location: 120,
  description: 2000,
  listItem: 200,
  listLength: 30,
} as const;

const ELECTION_MESSAGES = {
  date: 'must be a date like 2025-11-04',
  timeZone: 'must be one of the listed time zones',
  listLength: `must list at most ${ELECTION_LIMITS.listLength} lines`,
  afterElection: 'must be on or before election day',
  earlyVotingPair: 'give both the first and the last day of early voting, or neither',
  earlyVotingOrder: 'must be on or after the first day of early voting',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input gives), so 2025-02-30 is refused. */
function isCalendarDate(value: string): boolean {
  const [, year, month, day] = DATE_PATTERN.exec(value) ?? [];
  if (!year) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().startsWith(value);
}

const calendarDate = text({ message: BLANK_MESSAGE })
  .min(1, { message: BLANK_MESSAGE, abort: true })
  .refine(isCalendarDate, ELECTION_MESSAGES.date);

const textList = z
  .array(requiredText(ELECTION_LIMITS.listItem))
  .max(ELECTION_LIMITS.listLength, ELECTION_MESSAGES.listLength);

const optionalText = (max: number) => text().trim().max(max, `must be at most ${max} characters long`);
const ZElectionTranslationsSchema = translationsInputOf({
  name: optionalText(ELECTION_LIMITS.name),
  description: optionalText(ELECTION_LIMITS.description),
  ballotPositions: textList,
  progressiveIssues: textList,
});

/** An election as admins add and edit it, checked the same way in the form and on the server. */
export const ZElectionSchema = z
  .object({
    name: requiredText(ELECTION_LIMITS.name),
    date: calendarDate,
    timeZone: z.enum(ELECTION_TIME_ZONES, { message: ELECTION_MESSAGES.timeZone }),
    type: requiredText(ELECTION_LIMITS.type),
    location: requiredText(ELECTION_LIMITS.location),
    description: requiredText(ELECTION_LIMITS.description),
    ballotPositions: textList,
    progressiveIssues: textList,
    registrationDeadline: calendarDate.nullable(),
    earlyVotingStart: calendarDate.nullable(),
    earlyVotingEnd: calendarDate.nullable(),
    mailBallotRequestDeadline: calendarDate.nullable(),
    drivesCountdown: z.boolean(),
    translations: ZElectionTranslationsSchema.default({}),
  })
  .superRefine((election, ctx) => {
    // Dates in the same YYYY-MM-DD form compare correctly as strings.
    for (const field of [
      'registrationDeadline',
      'earlyVotingStart',
      'earlyVotingEnd',
      'mailBallotRequestDeadline',
    ] as const) {
      const deadline = election[field];
      if (deadline && deadline > election.date)
        ctx.addIssue({ code: 'custom', path: [field], message: ELECTION_MESSAGES.afterElection });
    }
    const { earlyVotingStart: start, earlyVotingEnd: end } = election;
    if (Boolean(start) !== Boolean(end))
      ctx.addIssue({
        code: 'custom',
        path: [start ? 'earlyVotingEnd' : 'earlyVotingStart'],
        message: ELECTION_MESSAGES.earlyVotingPair,
      });
    else if (start && end && end < start)
      ctx.addIssue({ code: 'custom', path: ['earlyVotingEnd'], message: ELECTION_MESSAGES.earlyVotingOrder });
  });
/** What a client sends: `translations` may be left out. */
export type TElectionInput = z.input<typeof ZElectionSchema>;
/** An election form after the shared rules: what the service stores. */
export type TElectionForm = z.output<typeof ZElectionSchema>;

export const ZElectionIdSchema = z.object({ id: text() });
export const ZElectionUpdateSchema = z.object({ id: text(), election: ZElectionSchema });
export const ZElectionCountdownSchema = z.object({ id: text(), drivesCountdown: z.boolean() });
export const ZElectionPublishedSchema = z.object({ id: text(), published: z.boolean() });

/**
 * An election as the server returns it. `countdownTarget` is midnight at the start of election day in the
 * election's time zone, as an ISO date-time with that zone's offset (e.g. 2025-06-24T00:00:00-04:00).
 */
export type TElection = TElectionForm & {
  id: string;
  countdownTarget: string;
  /** A draft (false) is seen only by admins until one publishes it (issue 25). */
  published: boolean;
};
