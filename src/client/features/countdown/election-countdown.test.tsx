import { screen, waitFor, within } from '@testing-library/react';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { PublicConfigContext } from '../../lib/public-config';
import { SEEDED_ELECTIONS, SEEDED_GENERAL, testElection } from '../../test/elections';
import { renderWithProviders } from '../../test/render-with-providers';
import { callsTo, mockTrpcFetch, trpcError } from '../../test/trpc-fetch';
import { ElectionCountdown } from './election-countdown';

const PRIMARY_LABEL = 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION';
const PRIMARY_TARGET_MS = Date.parse('2025-06-24T00:00:00-04:00');
const NEXT_LABEL = 'JUNE 22 | NYC PRIMARY ELECTION';
const NEXT_TARGET_MS = Date.parse('2027-06-22T00:00:00-04:00');
const LATER = (1 * 24 * 3600 + 2 * 3600 + 3 * 60 + 4) * 1000;

const values = (timer: HTMLElement) =>
  within(timer)
    .getAllByRole('definition')
    .map((value) => value.textContent);

/** The countdown at `now`, with `elections.list` answering `elections` (a fresh install's by default). */
async function showCountdownAt(now: number | string, elections = SEEDED_ELECTIONS) {
  vi.setSystemTime(now);
  mockTrpcFetch({ 'elections.list': () => elections });
  renderWithProviders(<ElectionCountdown />);
  const timer = await screen.findByRole('timer', { name: /\|/ });
  // The label comes with the election; the numbers follow in the banner's effect, a moment later on a busy machine.
  await waitFor(() => expect(values(timer)).not.toContain('--'));
  return timer;
}

beforeEach(() => {
  // Only the clock is fake: the list still arrives through promises and the banner's own timer.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the countdown on a fresh install', () => {
  it('counts down to the 24 June 2025 primary before it', async () => {
    const timer = await showCountdownAt(PRIMARY_TARGET_MS - LATER);
    expect(timer).toHaveAccessibleName(PRIMARY_LABEL);
    expect(values(timer)).toEqual(['01', '02', '03', '04']);
  });

  it('stays on the primary at zero between the seeded elections: the general election does not drive it', async () => {
    const timer = await showCountdownAt('2025-08-01T12:00:00-04:00');
    expect(timer).toHaveAccessibleName(PRIMARY_LABEL);
    expect(values(timer)).toEqual(['00', '00', '00', '00']);
  });

  it('shows the spec banner, frozen at zero, after both seeded elections', async () => {
    const timer = await showCountdownAt('2026-11-23T12:00:00-05:00');
    expect(timer).toHaveAccessibleName(PRIMARY_LABEL);
    expect(within(timer).getByText(PRIMARY_LABEL)).toBeInTheDocument();
    expect(values(timer)).toEqual(['00', '00', '00', '00']);
  });
});

describe('the countdown after an admin adds a later election', () => {
  it('moves to that election when it drives the countdown', async () => {
    const timer = await showCountdownAt(NEXT_TARGET_MS - LATER, [...SEEDED_ELECTIONS, testElection()]);
    expect(timer).toHaveAccessibleName(NEXT_LABEL);
    expect(values(timer)).toEqual(['01', '02', '03', '04']);
  });

  it('stays on the primary when the new election does not drive the countdown', async () => {
    const timer = await showCountdownAt('2026-11-23T12:00:00-05:00', [
      ...SEEDED_ELECTIONS,
      testElection({ drivesCountdown: false }),
    ]);
    expect(timer).toHaveAccessibleName(PRIMARY_LABEL);
  });

  it('still counts down to the primary before it, the nearer of the two', async () => {
    const timer = await showCountdownAt(PRIMARY_TARGET_MS - LATER, [...SEEDED_ELECTIONS, testElection()]);
    expect(timer).toHaveAccessibleName(PRIMARY_LABEL);
  });
});

describe('the countdown without an election to show', () => {
  it('keeps its place with dashes and no label while the elections load', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderWithProviders(<ElectionCountdown />);
    const timer = screen.getByRole('timer');
    expect(values(timer)).toEqual(['--', '--', '--', '--']);
    expect(timer.textContent).not.toMatch(/ELECTION/);
  });

  it('is not shown when no election drives it, or when the elections cannot be loaded', async () => {
    mockTrpcFetch({ 'elections.list': () => [SEEDED_GENERAL] });
    const { unmount } = renderWithProviders(<ElectionCountdown />);
    // The placeholder shows until the list arrives.
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
    unmount();

    vi.restoreAllMocks();
    mockTrpcFetch({
      'elections.list': () => {
        throw trpcError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    renderWithProviders(<ElectionCountdown />);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('timer')).not.toBeInTheDocument());
  });
});

describe('the ELECTION_COUNTDOWN override', () => {
  it('wins over the elections, which are not even asked for', async () => {
    vi.setSystemTime('2026-11-23T12:00:00-05:00');
    const spy = mockTrpcFetch({ 'elections.list': () => [...SEEDED_ELECTIONS, testElection()] });
    renderWithProviders(
      <PublicConfigContext
        value={{
          ...TEST_PUBLIC_CONFIG,
          countdown: { target: '2026-11-24T00:00:00-05:00', electionName: 'Test Special Election' },
        }}
      >
        <ElectionCountdown />
      </PublicConfigContext>,
    );
    const timer = screen.getByRole('timer', { name: 'NOVEMBER 24 | TEST SPECIAL ELECTION' });
    expect(values(timer)).toEqual(['00', '12', '00', '00']);
    expect(callsTo(spy, 'elections.list')).toEqual([]);
  });
});
