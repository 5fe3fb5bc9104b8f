import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { MY_BALLOT_KEY, readMyBallot } from '../../lib/my-ballot';
import { makeCandidate, toRace, toSummary } from '../../test/candidates';
import { SEEDED_ELECTIONS, SEEDED_GENERAL, testElection } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

function openCandidate(id: string, candidates: TCandidate[]) {
  const spy = mockTrpcFetch({
    'candidates.list': (input) => {
      const { office, district } = input as { office: string; district: string };
      return candidates.filter((each) => each.office === office && each.district === district);
    },
    'candidates.byId': (input) => {
      const found = candidates.find((candidate) => candidate.id === (input as { id: string }).id);
      if (!found) throw trpcError('NOT_FOUND', 'No such candidate.');
      return found;
    },
  });
  window.history.pushState({}, '', `/candidatePage/${id}`);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { user: userEvent.setup(), spy };
}

const arrows = () => ({
  previous: screen.getByRole('button', { name: 'Previous candidate' }),
  next: screen.getByRole('button', { name: 'Next candidate' }),
});

describe('the candidate page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the card: party and leaning in words, the office name, district, status and bio link', async () => {
    const candidate = makeCandidate({
      fullName: 'Ana Ruiz',
      office: 'State HOR',
      district: '52',
      party: 'Democrat',
      polLeaning: 'Progressive',
      incumbent: 'Incumbent',
    });
    openCandidate(candidate.id, [candidate]);

    // The name is the page's one <h1>; the election is the line above it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('General Election 2025')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('State Assembly')).toBeInTheDocument();
    expect(within(card).queryByText('State HOR')).not.toBeInTheDocument();
    expect(within(card).getByText('Democrat')).toBeInTheDocument();
    expect(within(card).getByText('Progressive')).toBeInTheDocument();
    expect(within(card).getByText('52')).toBeInTheDocument();
    expect(within(card).getByText('Incumbent')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Ana Ruiz' })).toBeInTheDocument();
    const bio = within(card).getByRole('link', { name: /Bio Profile/ });
    expect(bio).toHaveAttribute('href', 'https://example.org/bio');
    expect(bio).toHaveAttribute('target', '_blank');
    expect(bio).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("draws a placeholder for a headshot of 'NA' and has no bio link for a bio of 'NA'", async () => {
    const candidate = makeCandidate({ fullName: 'Tom Keller', headshot: 'NA', bio: 'NA' });
    openCandidate(candidate.id, [candidate]);

    expect(await screen.findByRole('img', { name: 'No photo of Tom Keller' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of Tom Keller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bio Profile/ })).not.toBeInTheDocument();
  });

  it('disables both arrows and goes back home when there is no saved list', async () => {
    const candidate = makeCandidate();
    openCandidate(candidate.id, [candidate]);

    await screen.findByRole('heading', { level: 1, name: candidate.fullName });
    expect(arrows().previous).toBeDisabled();
    expect(arrows().next).toBeDisabled();
    expect(screen.getByRole('link', { name: '← Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('moves through the saved list, with the arrow at each end disabled', async () => {
    const list = [makeCandidate(), makeCandidate(), makeCandidate()];
    sessionStorage.setItem('candidateSearch', '/candidateSearch?q=123%20Main%20St');
    sessionStorage.setItem('candidateIds', JSON.stringify(list.map((candidate) => candidate.id)));
    const { user } = openCandidate(list[0]!.id, list);

    await screen.findByRole('heading', { level: 1, name: list[0]!.fullName });
    expect(screen.getByRole('link', { name: '← Back to results' })).toHaveAttribute(
      'href',
      '/candidateSearch?q=123%20Main%20St',
    );
    expect(arrows().previous).toBeDisabled();
    expect(arrows().next).toBeEnabled();

    await user.click(arrows().next);
    expect(await screen.findByRole('heading', { level: 1, name: list[1]!.fullName })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/candidatePage/${list[1]!.id}`);
    expect(arrows().previous).toBeEnabled();
    expect(arrows().next).toBeEnabled();

    await user.click(arrows().next);
    await screen.findByRole('heading', { level: 1, name: list[2]!.fullName });
    expect(arrows().next).toBeDisabled();

    await user.click(arrows().previous);
    expect(await screen.findByRole('heading', { level: 1, name: list[1]!.fullName })).toBeInTheDocument();
  });

  it('renders analysis that starts with a tag as HTML', async () => {
    const candidate = makeCandidate({ specialNotes: '<p><strong>Tenant organiser</strong> on rent.</p>' });
    openCandidate(candidate.id, [candidate]);

    const analysis = await screen.findByRole('region', { name: 'Analysis' });
    expect(within(analysis).getByText('Tenant organiser').tagName).toBe('STRONG');
  });

  it('renders other analysis as plain text, keeping its line breaks and any angle brackets', async () => {
    const candidate = makeCandidate({ specialNotes: 'Two-term incumbent.\nSays <b> is bold.' });
    openCandidate(candidate.id, [candidate]);

    const analysis = await screen.findByRole('region', { name: 'Analysis' });
    const text = within(analysis).getByText(/Two-term incumbent/);
    expect(text.textContent).toBe('Two-term incumbent.\nSays <b> is bold.');
    expect(analysis.querySelector('b')).toBeNull();
  });

  it('has no analysis box without notes', async () => {
    const candidate = makeCandidate({ specialNotes: '' });
    openCandidate(candidate.id, [candidate]);

    await screen.findByRole('heading', { level: 1, name: candidate.fullName });
    expect(screen.queryByRole('region', { name: 'Analysis' })).not.toBeInTheDocument();
  });

  it("shows a City Council candidate's answers by category, with 'N.A' where there is none", async () => {
    const candidate = makeCandidate({
      office: 'City Council',
      matrixQuestions: { foreignPolicy: { gaza: 'Yes' }, laborRights: { childcare: 'No' } },
    });
    const { user } = openCandidate(candidate.id, [candidate]);

    const panel = await screen.findByRole('region', { name: 'Where They Stand' });
    const toggles = within(panel).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Foreign Policy',
      'Labor Rights',
      'Criminal Justice',
      'Other Issues',
    ]);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggles[0]!);
    const foreignPolicy = within(panel).getByRole('region', { name: 'Foreign Policy' });
    expect(within(foreignPolicy).getByText('Supports a ceasefire in Gaza?').nextSibling).toHaveTextContent(
      'Yes',
    );
    expect(
      within(foreignPolicy).getByText(
        'Supports Palestinian human rights, including conditioning military aid?',
      ).nextSibling,
    ).toHaveTextContent('N.A');
  });

  it('shows no position questions for other offices', async () => {
    const candidate = makeCandidate({ office: 'Mayor' });
    openCandidate(candidate.id, [candidate]);

    await screen.findByRole('heading', { level: 1, name: candidate.fullName });
    expect(screen.queryByRole('region', { name: 'Where They Stand' })).not.toBeInTheDocument();
  });

  it('lists the sources as links that open in a new tab', async () => {
    const candidate = makeCandidate({
      sources: ['https://news.example.org/a', 'https://news.example.org/b'],
    });
    openCandidate(candidate.id, [candidate]);

    const sources = await screen.findByRole('region', { name: 'Sources' });
    const links = within(sources).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(candidate.sources);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('shows the voting history and donors of a House or Senate incumbent with a voting record', async () => {
    const member = makeCandidate({
      office: 'Senate',
      incumbent: 'Incumbent',
      votingRecord: true,
      sources: ['https://news.example.org/a'],
    });
    openCandidate(member.id, [member]);

    const voting = await screen.findByRole('region', { name: 'Voting History' });
    expect(within(voting).getAllByRole('button')).toHaveLength(15);
    expect(screen.getByRole('region', { name: 'Campaign Donors' })).toBeInTheDocument();
  });

  it('has no federal record for a challenger, another office, or a candidate without a voting record', async () => {
    const others = [
      makeCandidate({ office: 'Senate', incumbent: 'Challenger', votingRecord: true }),
      makeCandidate({ office: 'State Senate', incumbent: 'Incumbent', votingRecord: true }),
      makeCandidate({ office: 'House of Representatives', incumbent: 'Incumbent', votingRecord: false }),
    ];
    for (const candidate of others) {
      openCandidate(candidate.id, others);
      await screen.findByRole('region', { name: 'Sources' });
      expect(screen.queryByRole('region', { name: 'Voting History' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Campaign Donors' })).not.toBeInTheDocument();
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it("adds the candidate's race to an empty ballot from their page, with its candidates", async () => {
    const park = makeCandidate({
      fullName: 'Eleanor Park',
      office: 'House of Representatives',
      district: '10',
    });
    const reid = makeCandidate({
      fullName: 'Marcus Reid',
      office: 'House of Representatives',
      district: '10',
    });
    const { user } = openCandidate(park.id, [park, reid]);
    const counter = () => screen.getByRole('link', { name: /^My ballot, / });

    await user.click(await screen.findByRole('button', { name: 'Add to my ballot: Eleanor Park' }));
    const picked = await screen.findByRole('button', { name: 'On my ballot: Eleanor Park' });
    expect(picked).toHaveAttribute('aria-pressed', 'true');
    expect(counter()).toHaveAccessibleName('My ballot, 1 race picked');
    expect(readMyBallot()).toEqual({
      address: '',
      races: [toRace([park, reid])],
      picks: [park.id],
      measures: [],
      marks: {},
    });

    await user.click(picked);
    expect(screen.getByRole('button', { name: 'Add to my ballot: Eleanor Park' })).toBeInTheDocument();
    expect(counter()).toHaveAccessibleName('My ballot, no races picked yet');
  });

  it("is the results' toggle when the stored ballot has the race: it replaces the race's pick", async () => {
    const maya = makeCandidate({ fullName: 'Maya Torres' });
    const daniel = makeCandidate({ fullName: 'Daniel Brooks' });
    const address = '123 MAIN ST, BROOKLYN, NY, 11217';
    const races = [toRace([maya, daniel])];
    localStorage.setItem(MY_BALLOT_KEY, JSON.stringify({ address, races, picks: [maya.id] }));
    const { user, spy } = openCandidate(daniel.id, [maya, daniel]);

    await user.click(await screen.findByRole('button', { name: 'Add to my ballot: Daniel Brooks' }));
    await screen.findByRole('button', { name: 'On my ballot: Daniel Brooks' });
    expect(readMyBallot()).toEqual({ address, races, picks: [daniel.id], measures: [], marks: {} });
    // The race was already known: nothing was asked of the server for it.
    expect(callsTo(spy, 'candidates.list')).toHaveLength(0);
  });

  it('keeps the candidate alone in their race when the other candidates cannot be loaded', async () => {
    const quinn = makeCandidate({ fullName: 'Walter Quinn', office: 'Senate', district: 'New York' });
    const { user } = openCandidate(quinn.id, [quinn]);
    mockTrpcFetch({
      'candidates.byId': () => quinn,
      'candidates.list': () => {
        throw trpcError('INTERNAL_SERVER_ERROR', 'down');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: 'Add to my ballot: Walter Quinn' }));
    await screen.findByRole('button', { name: 'On my ballot: Walter Quinn' });
    expect(readMyBallot().races).toEqual([
      { office: 'Senate', district: 'New York', candidates: [toSummary(quinn)] },
    ]);
    expect(warn).toHaveBeenCalled();
  });

  it('shows a not-found state with a way home for an unknown id', async () => {
    openCandidate('00000000-0000-4000-8000-999999999999', []);

    expect(await screen.findByRole('heading', { name: 'Candidate not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('names the election the candidate ran in and says that it is over, or that a draft is a preview', async () => {
    const past = makeCandidate({ fullName: 'Maya Torres', electionId: SEEDED_GENERAL.id });
    openCandidate(past.id, [past]);
    expect(await screen.findByText('This election took place on November 4, 2025.')).toBeInTheDocument();
    expect(screen.getByText('NYC General Election: November 4, 2025')).toBeInTheDocument();
    expect(screen.queryByText('Preview: not published')).not.toBeInTheDocument();
    cleanup();

    // Far ahead, so that it is still ahead in the run with the clock a year on.
    const draft = testElection({ name: '2099 NYC Primary', date: '2099-06-22', published: false });
    const previewed = makeCandidate({ fullName: 'Dana Draft', electionId: draft.id });
    mockTrpcFetch({
      'elections.list': () => [...SEEDED_ELECTIONS, draft],
      'candidates.byId': () => previewed,
      'candidates.list': () => [previewed],
    });
    window.history.pushState({}, '', `/candidatePage/${previewed.id}`);
    render(<App config={TEST_PUBLIC_CONFIG} />);
    expect(await screen.findByText('Preview: not published')).toBeInTheDocument();
    expect(screen.getByText('2099 NYC Primary: June 22, 2099')).toBeInTheDocument();
    expect(screen.queryByText(/^This election took place/)).not.toBeInTheDocument();
  });
});
