import type { TRouterOutputs } from './router-types';

type TElection = TRouterOutputs['elections']['list'][number];

/** What `elections.list` answers on a fresh install: the two elections the migration seeds. */
export const SEEDED_PRIMARY: TElection = {
  id: '00000000-0000-4000-8000-00000000e001',
  name: 'NYC City Council Primary Election',
  date: '2025-06-24',
  timeZone: 'America/New_York',
  countdownTarget: '2025-06-24T00:00:00-04:00',
  type: 'Primary',
  location: 'New York City, NY',
  description: 'Party members choose who will be on the November ballot.',
  ballotPositions: ['Mayor', 'City Council (districts with a contested primary)'],
  progressiveIssues: ['A rent freeze for rent-stabilized homes'],
  registrationDeadline: '2025-06-14',
  earlyVotingStart: '2025-06-14',
  earlyVotingEnd: '2025-06-22',
  mailBallotRequestDeadline: '2025-06-14',
  drivesCountdown: true,
  published: true,
  translations: {},
};

export const SEEDED_GENERAL: TElection = {
  id: '00000000-0000-4000-8000-00000000e002',
  name: 'NYC General Election',
  date: '2025-11-04',
  timeZone: 'America/New_York',
  countdownTarget: '2025-11-04T00:00:00-05:00',
  type: 'Local',
  location: 'New York City, NY',
  description: 'New Yorkers choose who runs City Hall for the next four years.',
  ballotPositions: ['Mayor', 'City Council (all 51 districts)'],
  progressiveIssues: ['Rents New Yorkers can afford'],
  registrationDeadline: '2025-10-25',
  earlyVotingStart: '2025-10-25',
  earlyVotingEnd: '2025-11-02',
  mailBallotRequestDeadline: '2025-10-25',
  drivesCountdown: false,
  published: true,
  translations: {},
};

export const SEEDED_ELECTIONS: TElection[] = [SEEDED_PRIMARY, SEEDED_GENERAL];

/** An election an admin adds for 2027, driving the countdown unless told otherwise. */
export function testElection(overrides: Partial<TElection> = {}): TElection {
  return {
    id: '00000000-0000-4000-8000-00000000e003',
    name: 'NYC Primary Election',
    date: '2027-06-22',
    timeZone: 'America/New_York',
    countdownTarget: '2027-06-22T00:00:00-04:00',
    type: 'Primary',
    location: 'New York City, NY',
    description: 'Party primaries for the City Council and the State Assembly.',
    ballotPositions: ['City Council'],
    progressiveIssues: ['Affordable rents'],
    registrationDeadline: null,
    earlyVotingStart: null,
    earlyVotingEnd: null,
    mailBallotRequestDeadline: null,
    drivesCountdown: true,
    published: true,
    translations: {},
    ...overrides,
  };
}
