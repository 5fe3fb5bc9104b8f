import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../../styles/theme';
import { TrpcProviders } from '../../test/render-with-providers';
import { callsTo, mockTrpcFetch, trpcError } from '../../test/trpc-fetch';
import { FindCandidates } from './find-candidates';

const EXAMPLES = [
  { id: 'a1', address: '123 Main St, Brooklyn, NY 11217' },
  { id: 'a2', address: '227 East 2nd Street, New York, NY 10009' },
];

function renderBox() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <ThemeProvider theme={theme}>
      <TrpcProviders>
        <Router hook={location.hook}>
          <FindCandidates />
        </Router>
      </TrpcProviders>
    </ThemeProvider>,
  );
  return location.history!;
}

describe('the find-candidates box', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the example addresses as buttons, each running the search for its full address', async () => {
    mockTrpcFetch({ 'districts.exampleAddresses': () => EXAMPLES });
    const user = userEvent.setup();
    const history = renderBox();

    const group = await screen.findByRole('group', { name: /try an example address/i });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(EXAMPLES.map((example) => example.address));

    await user.click(within(group).getByRole('button', { name: '227 East 2nd Street, New York, NY 10009' }));
    expect(history.at(-1)).toBe(
      '/candidateSearch?q=227%20East%202nd%20Street%2C%20New%20York%2C%20NY%2010009',
    );
  });

  it.each([
    ['has none', () => []],
    [
      'fails to answer',
      () => {
        throw trpcError('INTERNAL_SERVER_ERROR');
      },
    ],
  ])('offers no examples, only the box, when the server %s', async (_, answer) => {
    const fetchSpy = mockTrpcFetch({ 'districts.exampleAddresses': answer });
    renderBox();
    await vi.waitFor(() => expect(callsTo(fetchSpy, 'districts.exampleAddresses')).not.toHaveLength(0));
    // Stays without examples once the answer is in, not only before it arrives.
    await expect(screen.findByRole('group', {}, { timeout: 300 })).rejects.toThrow();
    expect(screen.getByRole('textbox', { name: 'Your address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
