import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import { App } from '../../app/app';
import { makeCandidate } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch } from '../../test/trpc-fetch';

const nevadaGovernor = [
  makeCandidate({ fullName: 'Rosa Vega', office: 'Governor', state: 'Nevada', district: 'Nevada' }),
  makeCandidate({ fullName: 'Carl Hunt', office: 'Governor', state: 'Nevada', district: 'Nevada' }),
];

describe('the other key states page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists the 27 districts by office, each with its candidates or an empty state, in one request', async () => {
    const fetchSpy = mockTrpcFetch({
      'candidates.list': (input) => {
        const { office, state } = input as { office: string; state: string };
        return office === 'Governor' && state === 'Nevada' ? nevadaGovernor : [];
      },
    });
    window.history.pushState({}, '', '/otherKeyStates');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<App config={TEST_PUBLIC_CONFIG} />);
    const user = userEvent.setup();

    // 27 lists render at once, which takes jsdom a while.
    expect(await screen.findByRole('link', { name: /Rosa Vega/ }, { timeout: 25_000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['U.S. House of Representatives', 'U.S. Senate', 'Governor', 'Attorney General']);
    expect(within(main).getAllByRole('heading', { level: 3 })).toHaveLength(OTHER_KEY_STATE_DISTRICTS.length);
    expect(screen.getByRole('region', { name: 'Florida, District 10' })).toHaveTextContent(
      'No candidates listed yet.',
    );
    expect(screen.getAllByText('No candidates listed yet.')).toHaveLength(26);
    const [listCall, ...more] = callsTo(fetchSpy, 'candidates.list');
    expect(more).toEqual([]);
    expect(listCall!.split('?')[0]!.split(',')).toHaveLength(27);

    await user.click(screen.getByRole('link', { name: /Carl Hunt/ }));
    expect(sessionStorage.getItem('candidateSearch')).toBe('/otherKeyStates');
    expect(JSON.parse(sessionStorage.getItem('candidateIds')!)).toEqual(nevadaGovernor.map(({ id }) => id));
    // 27 lists in jsdom: many seconds on a busy 2-core machine.
  }, 40_000);
});
