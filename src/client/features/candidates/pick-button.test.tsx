import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBallotLookup } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { MY_BALLOT_KEY } from '../../lib/my-ballot';
import { makeCandidate, toRace } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

const maya = makeCandidate({ fullName: 'Maya Torres', office: 'City Council', district: '33' });
const daniel = makeCandidate({ fullName: 'Daniel Brooks', office: 'City Council', district: '33' });
const ana = makeCandidate({ fullName: 'Ana Ruiz', office: 'State HOR', district: '52' });
const FOUND: TBallotLookup = {
  found: true,
  ballot: {
    address: '123 MAIN ST, BROOKLYN, NY, 11217',
    races: [toRace([ana]), toRace([maya, daniel])],
    measures: [],
    isSample: false,
    electionId: null,
    elections: [],
  },
};

const race = (name: string) => screen.getByRole('region', { name });
const counter = () => screen.getByRole('link', { name: /^My ballot, / });

describe('picking candidates on the search results', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps one pick per race, changeable and removable, counted in the header, without asking the server', async () => {
    const fetchSpy = mockTrpcFetch({ 'districts.search': () => FOUND });
    window.history.pushState({}, '', '/candidateSearch?q=123%20Main%20St');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<App config={TEST_PUBLIC_CONFIG} />);
    const user = userEvent.setup();

    await screen.findByText('Showing results for:');
    expect(counter()).toHaveAccessibleName('My ballot, no races picked yet');
    expect(screen.getByRole('link', { name: 'See my ballot (0 of 2 picked)' })).toHaveAttribute(
      'href',
      '/myBallot',
    );
    const callsBefore = fetchSpy.mock.calls.length;
    expect(screen.getByRole('link', { name: 'Compare the candidates for City Council' })).toHaveAttribute(
      'href',
      `/compare?ids=${maya.id},${daniel.id}`,
    );
    expect(
      screen.queryByRole('link', { name: 'Compare the candidates for State Assembly' }),
    ).not.toBeInTheDocument();

    const council = race('City Council');
    await user.click(within(council).getByRole('button', { name: 'Add to my ballot: Maya Torres' }));
    expect(within(council).getByRole('button', { name: 'On my ballot: Maya Torres' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(counter()).toHaveAccessibleName('My ballot, 1 race picked');
    expect(counter()).toHaveTextContent('(1)');

    await user.click(within(council).getByRole('button', { name: 'Add to my ballot: Daniel Brooks' }));
    expect(within(council).getByRole('button', { name: 'Add to my ballot: Maya Torres' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(
      within(race('State Assembly')).getByRole('button', { name: 'Add to my ballot: Ana Ruiz' }),
    );
    expect(counter()).toHaveAccessibleName('My ballot, 2 races picked');
    expect(JSON.parse(localStorage.getItem(MY_BALLOT_KEY)!)).toMatchObject({
      address: '123 MAIN ST, BROOKLYN, NY, 11217',
      picks: [daniel.id, ana.id],
    });

    await user.click(within(council).getByRole('button', { name: 'On my ballot: Daniel Brooks' }));
    expect(counter()).toHaveAccessibleName('My ballot, 1 race picked');
    expect(fetchSpy.mock.calls.length).toBe(callsBefore);
  }, 30_000);
});
