import { pickCountdownElection, splitElectionsAt } from './elections';

// The two elections every install starts with (migrations/20261123000000_elections.sql).
const PRIMARY = {
  name: 'NYC City Council Primary Election',
  date: '2025-06-24',
  countdownTarget: '2025-06-24T00:00:00-04:00',
  drivesCountdown: true,
  published: true,
};
const GENERAL = {
  name: 'NYC General Election',
  date: '2025-11-04',
  countdownTarget: '2025-11-04T00:00:00-05:00',
  drivesCountdown: false,
  published: true,
};
const NEXT_PRIMARY = {
  name: 'NYC Primary Election',
  date: '2027-06-22',
  countdownTarget: '2027-06-22T00:00:00-04:00',
  drivesCountdown: true,
  published: true,
};
const SEEDED = [GENERAL, PRIMARY];

const at = (iso: string) => Date.parse(iso);

describe('pickCountdownElection', () => {
  it('aims at the seeded primary before it', () => {
    expect(pickCountdownElection(SEEDED, at('2025-03-01T12:00:00Z'))).toBe(PRIMARY);
  });

  it('stays on the primary at its very target, when the countdown shows zero', () => {
    expect(pickCountdownElection(SEEDED, at(PRIMARY.countdownTarget))).toBe(PRIMARY);
  });

  it('keeps the primary, the most recent election that drives it, between and after the seeded elections', () => {
    expect(pickCountdownElection(SEEDED, at('2025-08-01T12:00:00Z'))).toBe(PRIMARY);
    expect(pickCountdownElection(SEEDED, at('2026-11-23T12:00:00Z'))).toBe(PRIMARY);
  });

  it('moves to a later election that drives the countdown once one is added', () => {
    const withNext = [...SEEDED, NEXT_PRIMARY];
    expect(pickCountdownElection(withNext, at('2026-11-23T12:00:00Z'))).toBe(NEXT_PRIMARY);
    // Before the seeded primary, the nearer of the two still comes first.
    expect(pickCountdownElection(withNext, at('2025-03-01T12:00:00Z'))).toBe(PRIMARY);
    expect(pickCountdownElection(withNext, at('2028-01-01T12:00:00Z'))).toBe(NEXT_PRIMARY);
  });

  it('compares instants, not the dates as written, across time zones', () => {
    const pacific = { ...NEXT_PRIMARY, countdownTarget: '2027-06-22T00:00:00-07:00' };
    // At 2 a.m. in New York, its midnight has passed but Pacific midnight is an hour ahead.
    expect(pickCountdownElection([NEXT_PRIMARY, pacific], at('2027-06-22T02:00:00-04:00'))).toBe(pacific);
  });

  it('moves to a draft that drives the countdown only once it is published (issue 25)', () => {
    const draft = { ...NEXT_PRIMARY, published: false };
    expect(pickCountdownElection([...SEEDED, draft], at('2026-11-23T12:00:00Z'))).toBe(PRIMARY);
    expect(pickCountdownElection([draft], at('2026-11-23T12:00:00Z'))).toBeNull();
  });

  it('ignores elections that do not drive the countdown, and finds none when no election does', () => {
    expect(pickCountdownElection([GENERAL], at('2025-08-01T12:00:00Z'))).toBeNull();
    expect(pickCountdownElection([], at('2025-08-01T12:00:00Z'))).toBeNull();
  });
});

describe('splitElectionsAt', () => {
  it('lists the elections from today on, nearest first', () => {
    expect(splitElectionsAt(SEEDED, '2025-03-01')).toEqual({
      upcoming: [PRIMARY, GENERAL],
      latestPast: null,
    });
  });

  it('counts election day itself as upcoming', () => {
    expect(splitElectionsAt(SEEDED, '2025-11-04')).toEqual({ upcoming: [GENERAL], latestPast: PRIMARY });
  });

  it('has nothing upcoming after the last election, and names the most recent one', () => {
    expect(splitElectionsAt(SEEDED, '2026-11-23')).toEqual({ upcoming: [], latestPast: GENERAL });
  });

  it('puts a newly added later election in the upcoming list', () => {
    expect(splitElectionsAt([NEXT_PRIMARY, ...SEEDED], '2026-11-23')).toEqual({
      upcoming: [NEXT_PRIMARY],
      latestPast: GENERAL,
    });
  });
});
