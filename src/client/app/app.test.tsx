import { render, screen } from '@testing-library/react';
import { App } from './app';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';
import { mockTrpcFetch } from '../test/trpc-fetch';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('App', () => {
  it('shows the countdown, the site name, the page and the footer', async () => {
    // A fresh install: the countdown comes from the seeded elections.
    mockTrpcFetch({});
    render(<App config={TEST_PUBLIC_CONFIG} />);

    // The home page is a lazy chunk, which takes a while to load on a busy machine.
    expect(
      await screen.findByRole('heading', { name: "Know who's on your ballot" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('timer', { name: 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Progressive Voter Guide' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Progressive Voter Guide`,
    );
  });

  it('marks <html> as hydrated once the page is committed, for tests and probes to wait on', async () => {
    delete document.documentElement.dataset.hydrated;
    mockTrpcFetch({});
    render(<App config={TEST_PUBLIC_CONFIG} />);

    await screen.findByRole('heading', { name: "Know who's on your ballot" }, { timeout: 5000 });
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
  });
});
