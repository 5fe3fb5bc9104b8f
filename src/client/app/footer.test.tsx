import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Footer } from './footer';

function column(name: string) {
  return screen.getByRole('navigation', { name });
}

describe('Footer', () => {
  it('shows the brand blurb and the copyright line with the current year', () => {
    renderWithProviders(<Footer />);

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Progressive Voter Guide');
    expect(footer).toHaveTextContent(/down-ballot voter guides/);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Progressive Voter Guide`);
  });

  it('links Instagram, TikTok, YouTube and X by name, in a new tab', () => {
    renderWithProviders(<Footer />);

    for (const network of ['Instagram', 'TikTok', 'YouTube', 'X']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${network} @`) });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the quick links and Contact Us', () => {
    renderWithProviders(<Footer />);

    const quickLinks = within(column('Quick Links')).getAllByRole('link');
    expect(quickLinks.slice(0, 4).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Upcoming Elections', '/#upcomingElections'],
      ['Find Your Candidates', '/#findCandidates'],
      ['Video Library', '/learningLib'],
      ['Resources', '/#resources'],
    ]);
    expect(within(column('Get Involved')).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  it('shows no admin column unless an admin menu is given', () => {
    renderWithProviders(<Footer />);

    expect(screen.queryByRole('navigation', { name: 'Admin Menu' })).not.toBeInTheDocument();
  });

  it('shows the admin menu it is given as its own column', () => {
    renderWithProviders(
      <Footer
        adminMenu={
          <ul>
            <li>
              <a href="/admin/feedback">Feedback</a>
            </li>
            <li>
              <button type="button">Sign out</button>
            </li>
          </ul>
        }
      />,
    );

    const admin = column('Admin Menu');
    expect(within(admin).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/admin/feedback');
    expect(within(admin).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
