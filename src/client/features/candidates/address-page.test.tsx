import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDropdownState } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

const STATES: TDropdownState[] = [
  { stateShort: 'AZ', stateFull: 'Arizona', stateActive: false },
  { stateShort: 'NY', stateFull: 'New York', stateActive: true },
];

function openForm() {
  mockTrpcFetch({
    'states.dropdown': () => STATES,
    'districts.searchStructured': () => ({
      found: true,
      ballot: {
        address: '59 MAIDEN LN, NEW YORK, NY, 10038',
        races: [],
        measures: [],
        isSample: false,
        electionId: null,
        elections: [],
      },
    }),
  });
  window.history.pushState({}, '', '/addressPage');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return userEvent.setup();
}

describe('the structured address form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers only the active states', async () => {
    openForm();
    expect(
      await screen.findByRole('heading', { name: '2025 NYC City Council Primary Election' }),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'New York' });
    expect(screen.queryByRole('option', { name: 'Arizona' })).not.toBeInTheDocument();
  });

  it('shows the spec messages for blank fields, forbidden characters and a short zip', async () => {
    const user = openForm();
    await user.click(await screen.findByRole('button', { name: 'Find Candidates' }));
    expect(screen.getAllByText('cannot be blank!')).toHaveLength(3);
    expect(screen.getByText('must contains 5 digits only')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Street'), '12 Main St #4');
    await user.type(screen.getByLabelText('City'), 'Brooklyn/NYC');
    await user.type(screen.getByLabelText('Zip'), '112a');
    await user.click(screen.getByRole('button', { name: 'Find Candidates' }));
    expect(screen.getAllByText('contains invalid characters')).toHaveLength(2);
    expect(screen.getByText('must contains 5 digits only')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/addressPage');
  });

  it('sends a valid address to the results page with every value in the query', async () => {
    const user = openForm();
    await user.type(await screen.findByLabelText('Street'), '123 Main St');
    await user.type(screen.getByLabelText('City'), 'Brooklyn');
    await user.selectOptions(
      screen.getByLabelText('State'),
      await screen.findByRole('option', { name: 'New York' }),
    );
    await user.type(screen.getByLabelText('Zip'), '11217');
    await user.click(screen.getByRole('button', { name: 'Find Candidates' }));

    await waitFor(() => expect(window.location.pathname).toBe('/candidateResult'));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      street: '123 Main St',
      city: 'Brooklyn',
      state: 'NY',
      fullState: 'New York',
      postalcode: '11217',
    });
  });
});
