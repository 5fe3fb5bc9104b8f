import { render, screen } from '@testing-library/react';
import { App } from './app';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';

describe('App', () => {
  it('shows the countdown, the site name, the page and the footer', async () => {
    render(<App config={TEST_PUBLIC_CONFIG} />);

    expect(await screen.findByRole('heading', { name: "Know who's on your ballot" })).toBeInTheDocument();
    expect(
      screen.getByRole('timer', { name: 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Progressive Voter Guide' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Progressive Voter Guide`,
    );
  });
});
