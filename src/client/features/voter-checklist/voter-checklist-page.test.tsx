import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { mockTrpcFetch } from '../../test/trpc-fetch';
import VoterChecklistPage from './voter-checklist-page';

const TILES = [
  'Important Dates',
  'Voter ID Requirements',
  'How to Vote',
  'Recently Moved?',
  'Ranked Choice Voting',
  'Voter Rights',
];

function tile(name: string) {
  return screen.getByRole('button', { name });
}

function expandedTiles() {
  return TILES.filter((name) => tile(name).getAttribute('aria-expanded') === 'true');
}

/** The page over the seeded tiles (the server's answer for a fresh install), once they have arrived. */
async function renderPage() {
  mockTrpcFetch({});
  renderWithProviders(<VoterChecklistPage />);
  await screen.findByRole('button', { name: 'Important Dates' });
}

afterEach(() => vi.restoreAllMocks());

describe('VoterChecklistPage', () => {
  it("is titled 'Ready to vote?' and shows the six tiles, Important Dates first, all closed", async () => {
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Ready to vote?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(TILES);
    expect(expandedTiles()).toEqual([]);
  });

  it('keeps only one tile open at a time, each button controlling its own panel', async () => {
    const user = userEvent.setup();
    await renderPage();

    await user.click(tile('Voter ID Requirements'));
    expect(expandedTiles()).toEqual(['Voter ID Requirements']);
    const idPanel = document.getElementById(tile('Voter ID Requirements').getAttribute('aria-controls')!);
    expect(idPanel).toBeVisible();
    expect(idPanel).toHaveTextContent(/affidavit ballot/);

    await user.click(tile('Ranked Choice Voting'));
    expect(expandedTiles()).toEqual(['Ranked Choice Voting']);
    expect(idPanel).not.toBeVisible();

    await user.keyboard('{Enter}');
    expect(expandedTiles()).toEqual([]);
  });

  it('links to official sources in a new tab and to the hotline by phone', async () => {
    const user = userEvent.setup();
    await renderPage();

    await user.click(tile('Important Dates'));
    const dates = screen.getByRole('region', { name: 'Important Dates' });
    const official = within(dates).getByRole('link', { name: /New York State Board of Elections/ });
    expect(official).toHaveAttribute('href', 'https://elections.ny.gov/');
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(tile('Voter Rights'));
    const rights = screen.getByRole('region', { name: 'Voter Rights' });
    expect(within(rights).getByRole('link', { name: /866-OUR-VOTE/ })).toHaveAttribute(
      'href',
      'tel:+18666878683',
    );
  });
});
