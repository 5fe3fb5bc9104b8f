import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCandidateSummary } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { MY_BALLOT_KEY } from '../../lib/my-ballot';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';
import { makeCandidate, toSummary } from '../../test/candidates';
import { testElection } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

const ADDRESS = '123 MAIN ST, BROOKLYN, NY, 11217';
const summary = (overrides: Parameters<typeof makeCandidate>[0]): TCandidateSummary =>
  toSummary(makeCandidate(overrides));
const council = [
  summary({ fullName: 'Maya Torres', office: 'City Council', district: '33' }),
  summary({ fullName: 'Daniel Brooks', office: 'City Council', district: '33' }),
];
const recommendedCouncil = { ...council[0]!, recommended: true, recommendationReason: 'Tenants first.' };
const senate = [summary({ fullName: 'Walter Quinn', office: 'Senate', district: 'New York' })];

const NEXT_GENERAL = testElection({
  name: 'General Election',
  date: '2099-11-03',
  registrationDeadline: '2099-10-09',
});

function openBallot(ballot: unknown, { elections = [NEXT_GENERAL], config = TEST_PUBLIC_CONFIG } = {}) {
  if (ballot !== undefined) localStorage.setItem(MY_BALLOT_KEY, JSON.stringify(ballot));
  const fetchSpy = mockTrpcFetch({ 'elections.list': () => elections });
  window.history.pushState({}, '', '/myBallot');
  render(<App config={config} />);
  return { user: userEvent.setup(), fetchSpy };
}

describe('the my ballot page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('tells how to start when nothing is on the ballot, with a link to the address box', async () => {
    openBallot(undefined);
    expect(await screen.findByText('Your ballot is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my ballot' })).toHaveAttribute('href', '/#find-my-ballot');
    expect(screen.queryByRole('button', { name: 'Print my ballot' })).not.toBeInTheDocument();
  });

  it('lists the measures after the races, the voter’s Yes or No beside ours, and changes the mark in place', async () => {
    const [landSwap, housing] = TEST_BALLOT_MEASURES;
    const { user } = openBallot({
      address: ADDRESS,
      races: [{ office: 'Senate', district: 'New York', candidates: senate }],
      picks: [],
      measures: TEST_BALLOT_MEASURES,
      marks: { [housing!.id]: 'Yes' },
    });
    const list = await screen.findByRole('list', { name: 'Ballot measures on my ballot' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      `${landSwap!.name} ${landSwap!.measureNumber}`,
      `${housing!.name} ${housing!.measureNumber}`,
    ]);
    expect(rows[0]).toHaveTextContent('My voteNot decided yet');
    expect(rows[0]).toHaveTextContent('No recommendation on this measure');
    expect(rows[1]).toHaveTextContent('My voteYes');
    expect(rows[1]).toHaveTextContent(`Vote Yes ${housing!.recommendationReason}`);

    await user.click(within(rows[0]!).getByRole('button', { name: `Vote No on ${landSwap!.name}` }));
    expect(rows[0]).toHaveTextContent('My voteNo');
    expect(JSON.parse(localStorage.getItem(MY_BALLOT_KEY)!).marks).toEqual({
      [landSwap!.id]: 'No',
      [housing!.id]: 'Yes',
    });
  }, 30_000);

  it("lists the races in the search's order, the pick beside our recommendation, and the undecided ones", async () => {
    openBallot({
      address: ADDRESS,
      races: [
        { office: 'Senate', district: 'New York', candidates: senate },
        { office: 'City Council', district: '33', candidates: [recommendedCouncil, council[1]] },
      ],
      picks: [council[1]!.id],
    });
    const list = await screen.findByRole('list', { name: 'Races on my ballot' });
    const races = within(list).getAllByRole('listitem');
    expect(races.map((race) => within(race).getByRole('heading').textContent)).toEqual([
      'Senate New York',
      'City Council District 33',
    ]);
    expect(within(races[0]!).getByText('Not decided yet')).toBeInTheDocument();
    expect(within(races[0]!).getByText('No recommendation in this race')).toBeInTheDocument();
    expect(within(races[0]!).queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();

    expect(within(races[1]!).getByRole('link', { name: 'Daniel Brooks' })).toHaveAttribute(
      'href',
      `/candidatePage/${council[1]!.id}`,
    );
    expect(within(races[1]!).getByRole('link', { name: 'Maya Torres' })).toHaveAttribute(
      'href',
      `/candidatePage/${council[0]!.id}`,
    );
    expect(within(races[1]!).getByText('Tenants first.')).toBeInTheDocument();
    expect(
      within(races[1]!).getByRole('link', { name: 'Compare the candidates for City Council' }),
    ).toHaveAttribute('href', `/compare?ids=${council[0]!.id},${council[1]!.id}`);
    expect(screen.getByText(`Ballot for ${ADDRESS}`)).toBeInTheDocument();
    expect(await screen.findByText('General Election: November 3, 2099')).toBeInTheDocument();
    expect(screen.getByText('Register by October 9, 2099')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Add to calendar: General Election' });
    expect(calendar).toHaveAttribute('href', '/api/calendar/00000000-0000-4000-8000-00000000e003.ics');
    expect(calendar).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'My ballot, 1 race picked' })).toHaveAttribute(
      'href',
      '/myBallot',
    );
  });

  it('prints, and shares a link of the picks alone (never the address) by copying it', async () => {
    const { user } = openBallot({
      address: ADDRESS,
      races: [{ office: 'City Council', district: '33', candidates: council }],
      picks: [council[0]!.id],
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Print my ballot' }));
    expect(print).toHaveBeenCalledTimes(1);

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Share my ballot' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sharedBallot?c=${council[0]!.id}`);
  });

  it('names where to vote with the configured official finder, its address readable on paper', async () => {
    openBallot(
      {
        address: ADDRESS,
        races: [{ office: 'City Council', district: '33', candidates: council }],
        picks: [],
      },
      { config: { ...TEST_PUBLIC_CONFIG, pollSiteFinderUrl: 'https://vote.example.gov/where/' } },
    );
    const pollSite = (await screen.findByText(/^Where to vote/)).closest('p')!;
    expect(pollSite).toHaveTextContent('Where to vote: find your poll site at vote.example.gov/where');
    expect(within(pollSite).getByRole('link')).toHaveAttribute('href', 'https://vote.example.gov/where/');
  });

  it('names the last election, said to be over, when none is ahead', async () => {
    openBallot(
      {
        address: ADDRESS,
        races: [{ office: 'City Council', district: '33', candidates: council }],
        picks: [],
      },
      { elections: [testElection({ name: 'NYC General Election', date: '2025-11-04' })] },
    );
    expect(await screen.findByText('NYC General Election: November 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('This election took place on November 4, 2025.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('names the races, the state and the party in Spanish at /es/myBallot, asking the server for nothing of the ballot', async () => {
    localStorage.setItem(
      MY_BALLOT_KEY,
      JSON.stringify({
        address: ADDRESS,
        races: [{ office: 'Senate', district: 'New York', candidates: senate }],
        picks: [senate[0]!.id],
      }),
    );
    const fetchSpy = mockTrpcFetch({ 'elections.list': () => [NEXT_GENERAL] });
    window.history.pushState({}, '', '/es/myBallot');
    render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
    const list = await screen.findByRole('list', { name: 'Contiendas de mi boleta' });
    expect(within(list).getByRole('heading').textContent).toBe('Senado Nueva York');
    expect(within(list).getByText('Demócrata')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).join(' ')).not.toContain('candidates');
  });
});
