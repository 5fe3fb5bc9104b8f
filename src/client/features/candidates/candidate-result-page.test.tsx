import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBallot, TBallotLookup, TRace } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { makeCandidate, toRace } from '../../test/candidates';
import { SEEDED_GENERAL, testElection } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch } from '../../test/trpc-fetch';

const QUERY = 'street=123+Main+St&city=Brooklyn&state=NY&fullState=New+York&postalcode=11217';
const house = makeCandidate({ fullName: 'Lena Ortiz', office: 'House of Representatives', district: '10' });
const council = [makeCandidate({ fullName: 'Maya Torres' }), makeCandidate({ fullName: 'Daniel Brooks' })];

const ballotOf = (races: TRace[]): TBallot => ({
  address: '123 MAIN ST, BROOKLYN, NY, 11217',
  races,
  measures: [],
  isSample: false,
  electionId: null,
  elections: [],
});

const found = (races: TRace[]): TBallotLookup => ({ found: true, ballot: ballotOf(races) });

function openResults(query: string, answer: () => TBallotLookup | Promise<never>) {
  mockTrpcFetch({ 'districts.searchStructured': answer });
  window.history.pushState({}, '', `/candidateResult?${query}`);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return userEvent.setup();
}

describe('the structured results page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('candidateSearch', '/candidateSearch?q=old');
    sessionStorage.setItem('candidateIds', JSON.stringify(['old-id']));
  });
  afterEach(() => vi.restoreAllMocks());

  it('clears the saved search on entry', async () => {
    openResults(QUERY, () => new Promise<never>(() => {}));
    expect(await screen.findByText('Loading candidates…')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('candidateIds')).toBeNull());
    expect(sessionStorage.getItem('candidateSearch')).toBeNull();
  });

  it('groups the candidates by office, explains each office, and saves the new list', async () => {
    const user = openResults(QUERY, () => found([toRace([house]), toRace(council)]));

    expect(await screen.findByRole('heading', { level: 2, name: 'City Council' })).toBeInTheDocument();
    expect(screen.getByText(/The House of Representatives has 435 seats/)).toBeInTheDocument();
    expect(
      screen.getByText(/Terms: House 2 years, Governor 4 years, State Senate 4 years/),
    ).toBeInTheDocument();
    expect(screen.getByText('123 Main St, Brooklyn, NY 11217')).toBeInTheDocument();

    const councilRace = screen.getByRole('heading', { level: 2, name: 'City Council' }).closest('section')!;
    const info = within(councilRace).getByRole('button', { name: 'About the office: City Council' });
    expect(within(councilRace).queryByText('Responsibilities')).not.toBeVisible();
    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(within(councilRace).getByText('Responsibilities')).toBeVisible();
    expect(within(councilRace).getByText('Key Issues')).toBeVisible();

    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('candidateIds')!)).toEqual([
        house.id,
        council[0]!.id,
        council[1]!.id,
      ]),
    );
    expect(sessionStorage.getItem('candidateSearch')).toBe(`/candidateResult?${QUERY}`);
  });

  it('has a collapsible legend of the party colours', async () => {
    const user = openResults(QUERY, () => found([]));
    const legend = await screen.findByRole('button', { name: 'Legend' });
    expect(screen.getByText('Blue Democrat')).not.toBeVisible();
    await user.click(legend);
    expect(legend).toHaveAttribute('aria-expanded', 'true');
    for (const entry of ['Blue Democrat', 'Red Republican', 'Green Progressive', 'Brown Independent']) {
      expect(screen.getByText(entry)).toBeVisible();
    }
  });

  it('really hides the collapsed legend, though its list has a display of its own', async () => {
    const user = openResults(QUERY, () => found([]));
    const legend = await screen.findByRole('button', { name: 'Legend' });
    // jest-dom's toBeVisible trusts the hidden attribute; the computed style is what the page shows.
    const entries = document.getElementById(legend.getAttribute('aria-controls')!)!;
    expect(getComputedStyle(entries).display).toBe('none');
    await user.click(legend);
    expect(getComputedStyle(entries).display).toBe('flex');
    await user.click(legend);
    expect(getComputedStyle(entries).display).toBe('none');
  });

  it('reports a lookup that failed and keeps the saved search cleared', async () => {
    openResults(QUERY, () => ({
      found: false,
      reasons: ['notCovered'],
    }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching candidates: Loading of candidates failed');
    expect(alert).toHaveTextContent('That state is not covered by the voter guide yet.');
    expect(sessionStorage.getItem('candidateIds')).toBeNull();
  });

  it('asks for the address again when the query is incomplete', async () => {
    openResults('street=123+Main+St', () => found([]));
    expect(await screen.findByRole('link', { name: 'Enter your address' })).toHaveAttribute(
      'href',
      '/addressPage',
    );
  });

  it("names the ballot's election, says when it is past, and switches to the address's other elections", async () => {
    const general = { ...SEEDED_GENERAL };
    const draft = testElection({ name: '2099 NYC Primary', date: '2099-06-22', published: false });
    const fetchSpy = mockTrpcFetch({
      'elections.list': () => [general, draft],
      'districts.searchStructured': ({ election }) => ({
        found: true,
        ballot: {
          ...ballotOf([toRace(council)]),
          electionId: election ?? general.id,
          elections: [
            { id: general.id, date: general.date, published: true },
            { id: draft.id, date: draft.date, published: false },
          ],
        },
      }),
    });
    window.history.pushState({}, '', `/candidateResult?${QUERY}`);
    render(<App config={TEST_PUBLIC_CONFIG} />);

    expect(await screen.findByText('NYC General Election: November 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('This election took place on November 4, 2025.')).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other elections at this address' });
    const link = within(others).getByRole('link', { name: '2099 NYC Primary: June 22, 2099' });
    expect(link).toHaveAttribute('href', `/candidateResult?${QUERY}&election=${draft.id}`);

    await userEvent.click(link);
    expect(await screen.findByText('Preview: not published')).toBeInTheDocument();
    expect(screen.queryByText(/^This election took place/)).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, 'districts.searchStructured').at(-1)).toContain(`"election":"${draft.id}"`);
    await waitFor(() =>
      expect(sessionStorage.getItem('candidateSearch')).toBe(
        `/candidateResult?${QUERY}&election=${draft.id}`,
      ),
    );
  });
});
