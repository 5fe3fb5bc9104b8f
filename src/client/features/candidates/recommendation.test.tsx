import { render, screen, within } from '@testing-library/react';
import type { TBallotLookup, TCandidate } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { makeCandidate, toRace } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

// The organisation's recommendation (issue 16): a labelled badge in words on the results and the page.
const REASON = 'Backs rent stabilisation and public broadband.';
const recommended = makeCandidate({
  fullName: 'Maya Torres',
  recommended: true,
  recommendationReason: REASON,
});
const other = makeCandidate({ fullName: 'Daniel Brooks' });
const FOUND: TBallotLookup = {
  found: true,
  ballot: {
    address: '123 MAIN ST, BROOKLYN, NY, 11217',
    races: [toRace([recommended, other])],
    measures: [],
    isSample: false,
    electionId: null,
    elections: [],
  },
};

function open(path: string, candidates: TCandidate[] = []) {
  mockTrpcFetch({
    'districts.search': () => FOUND,
    'districts.searchStructured': () => FOUND,
    'candidates.byId': (input) => candidates.find((candidate) => candidate.id === input.id)!,
  });
  window.history.pushState({}, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
}

describe('the recommendation badge', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the address search', '/candidateSearch?q=123%20Main%20St'],
    ['the structured results', '/candidateResult?street=1+Main+St&city=Brooklyn&state=NY&postalcode=11217'],
  ])('marks the recommended candidate in words on %s, and only that one', async (_page, path) => {
    open(path);
    const maya = await screen.findByRole('link', { name: /Maya Torres/ }, { timeout: 15_000 });
    expect(within(maya).getByText('We recommend')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Daniel Brooks/ })).not.toHaveTextContent('We recommend');
    expect(screen.getAllByText('We recommend')).toHaveLength(1);
  });

  it('shows the badge and its reason on the candidate page', async () => {
    open(`/candidatePage/${recommended.id}`, [recommended]);
    const card = await screen.findByRole('article', {}, { timeout: 15_000 });
    expect(await within(card).findByText('We recommend')).toBeInTheDocument();
    expect(within(card).getByText(REASON)).toBeInTheDocument();
  });

  it('shows no badge on the page of a candidate not recommended', async () => {
    open(`/candidatePage/${other.id}`, [other]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daniel Brooks' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('We recommend')).not.toBeInTheDocument();
  });
});
