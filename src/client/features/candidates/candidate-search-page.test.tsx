import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBallot, TBallotLookup } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { MY_BALLOT_KEY } from '../../lib/my-ballot';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';
import { makeCandidate, toRace } from '../../test/candidates';
import { SEEDED_GENERAL, testElection } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch } from '../../test/trpc-fetch';

const ADDRESS = '123 Main St, Brooklyn, NY 11217';
const council = [
  makeCandidate({ fullName: 'Maya Torres', headshot: 'NA', office: 'City Council', district: '33' }),
  makeCandidate({ fullName: 'Daniel Brooks', party: 'Republican', office: 'City Council', district: '33' }),
];
const assembly = makeCandidate({
  fullName: 'Ana Ruiz',
  party: 'Others',
  office: 'State HOR',
  district: '52',
});
const BALLOT: TBallot = {
  address: '123 MAIN ST, BROOKLYN, NY, 11217',
  races: [toRace([assembly]), toRace(council)],
  measures: [],
  isSample: false,
  electionId: null,
  elections: [],
};
const FOUND: TBallotLookup = { found: true, ballot: BALLOT };

function openSearch(address: string) {
  window.history.pushState({}, '', `/candidateSearch?q=${encodeURIComponent(address)}`);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
}

describe('the candidate search page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists the address’s ballot measures after the races, and keeps the voter’s Yes or No in this browser only', async () => {
    localStorage.clear();
    const fetchSpy = mockTrpcFetch({
      'districts.search': () => ({ found: true, ballot: { ...BALLOT, measures: TEST_BALLOT_MEASURES } }),
    });
    openSearch(ADDRESS);

    const main = screen.getByRole('main');
    await screen.findByText('Showing results for:');
    const headings = within(main).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'State Assembly',
      'City Council',
      'Ballot Measures',
    ]);
    const measures = headings[2]!.closest('section')!;
    expect(
      within(measures)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Test Land Swap', 'Test Housing Process']);
    expect(within(measures).getByText('We recommend: Vote Yes')).toBeInTheDocument();

    const yes = within(measures).getByRole('button', { name: 'Vote Yes on Test Land Swap' });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    expect(within(measures).getByRole('button', { name: 'Vote No on Test Land Swap' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const stored = JSON.parse(localStorage.getItem(MY_BALLOT_KEY)!) as { marks: Record<string, string> };
    expect(stored.marks).toEqual({ [TEST_BALLOT_MEASURES[0]!.id]: 'Yes' });
    // The mark is the browser's alone: no request names the measure.
    const requests = fetchSpy.mock.calls.map(([url, init]) => `${String(url)} ${String(init?.body ?? '')}`);
    expect(requests.filter((request) => request.includes(TEST_BALLOT_MEASURES[0]!.id))).toEqual([]);
  }, 30_000);

  it('shows a three-row skeleton while the lookup is under way', async () => {
    const fetchSpy = mockTrpcFetch({}).mockImplementation(() => new Promise(() => {}));
    openSearch(ADDRESS);
    await waitFor(() => expect(callsTo(fetchSpy, 'districts.search')).toHaveLength(1));
    const status = (await screen.findByText('Loading candidates…')).closest<HTMLElement>('[role="status"]')!;
    expect(within(status).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('lists the races with their candidates and remembers them for the session', async () => {
    const fetchSpy = mockTrpcFetch({ 'districts.search': () => FOUND });
    openSearch(ADDRESS);

    expect(await screen.findByText('Showing results for:')).toBeInTheDocument();
    expect(screen.getByText('123 MAIN ST, BROOKLYN, NY, 11217')).toBeInTheDocument();
    expect(screen.getByText('2 races found in your area')).toBeInTheDocument();
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['State Assembly', 'City Council']);
    const races = headings.map((heading) => heading.closest('section')!);
    expect(within(races[1]!).getByText('2 candidates running for this position:')).toBeInTheDocument();
    expect(within(races[0]!).getByText('1 candidate running for this position:')).toBeInTheDocument();

    const maya = screen.getByRole('link', { name: /Maya Torres/ });
    expect(maya).toHaveAttribute('href', `/candidatePage/${council[0]!.id}`);
    expect(maya).toHaveTextContent('Democrat');
    expect(maya).toHaveTextContent('City Council - 33');
    expect(screen.getByRole('link', { name: /Ana Ruiz/ })).toHaveTextContent('State Assembly - 52');

    expect(callsTo(fetchSpy, 'districts.search')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(`candidateResults_${ADDRESS}`)!)).toEqual(BALLOT);
    expect(JSON.parse(sessionStorage.getItem('candidateIds')!)).toEqual([
      assembly.id,
      council[0]!.id,
      council[1]!.id,
    ]);
    expect(sessionStorage.getItem('candidateSearch')).toBe(
      `/candidateSearch?q=${encodeURIComponent(ADDRESS)}`,
    );
  });

  it('shows a cached address without calling the server', async () => {
    sessionStorage.setItem(`candidateResults_${ADDRESS}`, JSON.stringify(BALLOT));
    const fetchSpy = mockTrpcFetch({});
    openSearch(ADDRESS);

    expect(await screen.findByText('2 races found in your area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Daniel Brooks/ })).toBeInTheDocument();
    expect(callsTo(fetchSpy, 'districts.search')).toEqual([]);
    expect(fetchSpy.mock.calls.every(([url]) => !String(url).includes('districts'))).toBe(true);
  });

  it('asks the server again for an address cached in the older shape, whose races were unlabelled lists', async () => {
    const older = { ...BALLOT, races: BALLOT.races.map((race) => race.candidates) };
    sessionStorage.setItem(`candidateResults_${ADDRESS}`, JSON.stringify(older));
    const fetchSpy = mockTrpcFetch({ 'districts.search': () => FOUND });
    openSearch(ADDRESS);

    expect(await screen.findByText('2 races found in your area')).toBeInTheDocument();
    expect(callsTo(fetchSpy, 'districts.search')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(`candidateResults_${ADDRESS}`)!)).toEqual(BALLOT);
  });

  it("draws a silhouette for a headshot of 'NA' and the photo otherwise", async () => {
    mockTrpcFetch({ 'districts.search': () => FOUND });
    openSearch(ADDRESS);

    const maya = await screen.findByRole('link', { name: /Maya Torres/ });
    expect(maya.querySelector('img')).toBeNull();
    expect(maya.querySelector('svg')).not.toBeNull();
    const daniel = screen.getByRole('link', { name: /Daniel Brooks/ });
    expect(daniel.querySelector('img')).toHaveAttribute('src', 'https://images.example.org/photo.jpg');
  });

  it('reports a lookup the server could not answer, with its reason, and caches nothing', async () => {
    mockTrpcFetch({
      'districts.search': () => ({ found: false, reasons: ['noMatch'] }),
    });
    openSearch('nowhere');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching candidates: Loading of candidates failed');
    expect(alert).toHaveTextContent(
      'We could not find that address. Check the street, city and ZIP code and try again.',
    );
    expect(screen.queryByText('Loading candidates…')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('candidateResults_nowhere')).toBeNull();
  });

  it('reports and logs a call that fails on the way', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openSearch(ADDRESS);

    expect(
      await screen.findByText('Cannot load results, cause: Failed to fetch', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Cannot load results', expect.anything());
  });
  it('says that the candidates are sample data when the server marks them so, and caches the mark', async () => {
    const sample: TBallotLookup = { found: true, ballot: { ...BALLOT, isSample: true } };
    mockTrpcFetch({ 'districts.search': () => sample });
    openSearch(ADDRESS);

    const note = await screen.findByText(/these candidates are fictional/);
    expect(note.closest('[role="status"]')).toHaveTextContent(/^Sample data: these candidates are fictional/);
    expect(JSON.parse(sessionStorage.getItem(`candidateResults_${ADDRESS}`)!)).toMatchObject({
      isSample: true,
    });
  });

  it('has no sample-data note for real results', async () => {
    mockTrpcFetch({ 'districts.search': () => ({ found: true, ballot: { ...BALLOT, isSample: false } }) });
    openSearch(ADDRESS);

    expect(await screen.findByText('2 races found in your area')).toBeInTheDocument();
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();
  });

  it('offers a box to search again, prefilled with the address, that shows the new results', async () => {
    const user = userEvent.setup();
    const NEXT = '59 Maiden Ln, New York, NY 10038';
    const fetchSpy = mockTrpcFetch({
      'districts.search': (input) =>
        (input as { address: string }).address === NEXT
          ? {
              found: true,
              ballot: {
                address: '59 MAIDEN LN, NEW YORK, NY, 10038',
                races: [],
                measures: [],
                isSample: false,
                electionId: null,
                elections: [],
              },
            }
          : FOUND,
    });
    openSearch(ADDRESS);

    const search = await screen.findByRole('search');
    const box = within(search).getByRole('textbox', { name: 'Your address' });
    expect(box).toHaveValue(ADDRESS);
    await user.clear(box);
    await user.type(box, NEXT);
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    expect(window.location.pathname + window.location.search).toBe(
      `/candidateSearch?q=${encodeURIComponent(NEXT)}`,
    );
    expect(await screen.findByText('59 MAIDEN LN, NEW YORK, NY, 10038')).toBeInTheDocument();
    expect(callsTo(fetchSpy, 'districts.search').at(-1)).toContain(NEXT);
    expect(within(await screen.findByRole('search')).getByRole('textbox')).toHaveValue(NEXT);
  });

  it('keeps the box to search again under a failed lookup, with the reason inside the spec wording', async () => {
    const needsInternet =
      'We cannot look up addresses right now. Check that the address has a house number, street, city and ZIP code, and try again later.';
    mockTrpcFetch({ 'districts.search': () => ({ found: false, reasons: ['offline'] }) });
    openSearch('350 5th Ave, New York, NY 10118');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Error fetching candidates: Loading of candidates failed${needsInternet}`,
    );
    expect(screen.getByRole('textbox', { name: 'Your address' })).toHaveValue(
      '350 5th Ave, New York, NY 10118',
    );
  });

  it("names the ballot's election, says when it is past or a draft's preview, and switches to the address's other elections", async () => {
    const general = { ...SEEDED_GENERAL };
    const draft = testElection({ name: '2099 NYC Primary', date: '2099-06-22', published: false });
    const fetchSpy = mockTrpcFetch({
      'elections.list': () => [general, draft],
      'districts.search': ({ election }) => ({
        found: true,
        ballot: {
          ...BALLOT,
          electionId: election ?? general.id,
          elections: [
            { id: general.id, date: general.date, published: true },
            { id: draft.id, date: draft.date, published: false },
          ],
        },
      }),
    });
    openSearch(ADDRESS);
    expect(await screen.findByText('NYC General Election: November 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('This election took place on November 4, 2025.')).toBeInTheDocument();
    expect(screen.queryByText('Preview: not published')).not.toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other elections at this address' });
    const link = within(others).getByRole('link', { name: '2099 NYC Primary: June 22, 2099' });
    expect(link).toHaveAttribute(
      'href',
      `/candidateSearch?q=${encodeURIComponent(ADDRESS)}&election=${draft.id}`,
    );

    await userEvent.click(link);
    expect(await screen.findByText('Preview: not published')).toBeInTheDocument();
    expect(screen.getByText('2099 NYC Primary: June 22, 2099')).toBeInTheDocument();
    expect(screen.queryByText(/^This election took place/)).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, 'districts.search').at(-1)).toContain(`"election":"${draft.id}"`);
  });
});
