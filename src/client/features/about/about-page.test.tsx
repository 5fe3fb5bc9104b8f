import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { mockTrpcFetch } from '../../test/trpc-fetch';
import AboutPage from './about-page';

const TILES = ['Mission', 'Problem', 'Proposal', 'Approach', 'Midterms 2022'];

function tile(name: string) {
  return screen.getByRole('button', { name });
}

function expandedTiles() {
  return TILES.filter((name) => tile(name).getAttribute('aria-expanded') === 'true');
}

function panelOf(name: string) {
  return document.getElementById(tile(name).getAttribute('aria-controls')!)!;
}

/** The page over the seeded tiles (the server's answer for a fresh install), once they have arrived. */
async function renderPage() {
  mockTrpcFetch({});
  renderWithProviders(<AboutPage />);
  await screen.findByRole('button', { name: 'Mission' });
}

afterEach(() => vi.restoreAllMocks());

describe('AboutPage', () => {
  it('shows the title, the subtitle and the five tiles, the overarching Mission first, all closed', async () => {
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Click on each tile to learn more about us')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(TILES);
    expect(expandedTiles()).toEqual([]);
    for (const name of TILES) expect(panelOf(name)).not.toBeVisible();
  });

  it('opens one tile at a time: opening another closes the first, and a second click closes it', async () => {
    const user = userEvent.setup();
    await renderPage();

    await user.click(tile('Problem'));
    expect(expandedTiles()).toEqual(['Problem']);
    expect(panelOf('Problem')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Problem' })).toHaveTextContent(/Most people vote at the top/);

    await user.click(tile('Mission'));
    expect(expandedTiles()).toEqual(['Mission']);
    expect(panelOf('Problem')).not.toBeVisible();
    expect(panelOf('Mission')).toBeVisible();

    await user.click(tile('Mission'));
    expect(expandedTiles()).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    await renderPage();

    await user.tab();
    expect(tile('Mission')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expandedTiles()).toEqual(['Mission']);

    await user.tab();
    expect(tile('Problem')).toHaveFocus();
    await user.keyboard(' ');
    expect(expandedTiles()).toEqual(['Problem']);
  });

  it('links the Midterms 2022 panel to the video library', async () => {
    const user = userEvent.setup();
    await renderPage();

    await user.click(tile('Midterms 2022'));
    expect(screen.getByRole('link', { name: /Midterms 2022 series/ })).toHaveAttribute(
      'href',
      '/learningLib',
    );
  });
});
