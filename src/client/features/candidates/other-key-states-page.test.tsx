import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { makeCandidate, toSummary } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

const nevadaGovernor = [
  makeCandidate({ fullName: 'Rosa Vega', office: 'Governor', state: 'Nevada', district: 'Nevada' }),
  makeCandidate({ fullName: 'Carl Hunt', office: 'Governor', state: 'Nevada', district: 'Nevada' }),
];

function openPage() {
  window.history.pushState({}, '', '/otherKeyStates');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
}

describe('the other key states page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists the 27 districts by office, each with its candidates or an empty state, from one call', async () => {
    const fetchSpy = mockTrpcFetch({
      'candidates.otherKeyStates': () =>
        OTHER_KEY_STATE_DISTRICTS.map((seat) => ({
          ...seat,
          candidates:
            seat.office === 'Governor' && seat.state === 'Nevada' ? nevadaGovernor.map(toSummary) : [],
        })),
    });
    openPage();
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: /Rosa Vega/ }, { timeout: 15_000 })).toBeInTheDocument();
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
    expect(callsTo(fetchSpy, 'candidates.otherKeyStates')).toHaveLength(1);
    expect(callsTo(fetchSpy, 'candidates.list')).toEqual([]);

    await user.click(screen.getByRole('link', { name: /Carl Hunt/ }));
    expect(sessionStorage.getItem('candidateSearch')).toBe('/otherKeyStates');
    expect(JSON.parse(sessionStorage.getItem('candidateIds')!)).toEqual(nevadaGovernor.map(({ id }) => id));
  }, 30_000);

  it('says in every district that the candidates could not be loaded when the call fails', async () => {
    mockTrpcFetch({
      'candidates.otherKeyStates': () => {
        throw trpcError('INTERNAL_SERVER_ERROR');
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openPage();

    expect(
      await screen.findAllByText('The candidates could not be loaded.', undefined, { timeout: 15_000 }),
    ).toHaveLength(OTHER_KEY_STATE_DISTRICTS.length);
    expect(screen.queryByText('No candidates listed yet.')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Loading candidates for other states failed', expect.anything());
  }, 30_000);

  it('names the states and parties in Spanish on the Spanish page, as the API keeps them in English', async () => {
    const carolina = makeCandidate({
      fullName: 'Ana Ruiz',
      office: 'Senate',
      state: 'North Carolina',
      district: 'North Carolina',
      party: 'Democrat',
    });
    mockTrpcFetch({
      'candidates.otherKeyStates': () =>
        OTHER_KEY_STATE_DISTRICTS.map((seat) => ({
          ...seat,
          candidates:
            seat.office === 'Senate' && seat.state === 'North Carolina' ? [toSummary(carolina)] : [],
        })),
    });
    window.history.pushState({}, '', '/es/otherKeyStates');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);

    const seat = await screen.findByRole('region', { name: 'Carolina del Norte' }, { timeout: 15_000 });
    expect(await within(seat).findByRole('link', { name: /Ana Ruiz/ })).toHaveTextContent(
      /Demócrata.*Senado - Carolina del Norte/,
    );
    expect(screen.getByRole('region', { name: 'Luisiana, distrito 1' })).toBeInTheDocument();
    expect(screen.queryByText(/North Carolina|Louisiana/)).not.toBeInTheDocument();
  }, 30_000);
});
