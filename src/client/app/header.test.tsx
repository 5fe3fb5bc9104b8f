import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';
import { callsTo, mockTrpcFetch, type TTrpcHandlers } from '../test/trpc-fetch';
import { App } from './app';

const ANA = { name: 'Ana Díaz', email: 'ana@example.org' };

/** The whole app at a path; the session answers a visitor unless the handlers say otherwise. */
function openApp(path: string, handlers: TTrpcHandlers = {}) {
  const fetchSpy = mockTrpcFetch(handlers);
  window.history.pushState({}, '', path);
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { user: userEvent.setup(), fetchSpy };
}

/** A session that stays signed in as Ana until the app signs out. */
function signedInAsAna(): TTrpcHandlers {
  let isSignedIn = true;
  return {
    'auth.session': () => (isSignedIn ? { userRole: 'user', user: ANA } : { userRole: 'user', user: null }),
    'auth.logout': () => {
      isSignedIn = false;
    },
  };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

// The tests' window is a phone's (vitest.config.ts), so the header is in its phone layout: the places sit
// behind the menu.
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
}

afterEach(() => vi.restoreAllMocks());

describe('the header', () => {
  it('links the five main places and marks the page shown as current', async () => {
    const { user } = openApp('/about');
    expect(await screen.findByRole('heading', { name: 'About', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await openMenu(user);

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Find candidates', '/#findCandidates'],
      ['Video Library', '/learninglib'],
      ['Ready to vote?', '/voter-checklist'],
      ['About', '/about'],
      ['Feedback', '/feedback'],
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Progressive Voter Guide' })).not.toHaveAttribute('aria-current');
  });

  it('moves the current mark as the visitor follows the links', async () => {
    const { user } = openApp('/');
    expect(screen.getByRole('link', { name: 'Progressive Voter Guide' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await openMenu(user);
    await user.click(within(mainNav()).getByRole('link', { name: 'Ready to vote?' }));
    expect(await screen.findByRole('heading', { name: 'Ready to vote?', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/voter-checklist');
    await openMenu(user);
    expect(within(mainNav()).getByRole('link', { name: 'Ready to vote?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Progressive Voter Guide' })).not.toHaveAttribute('aria-current');
  });

  it("marks the library link on the library's other pages as the current part of the site", async () => {
    const { user } = openApp('/learninglibnewfirst');
    await openMenu(user);
    expect(within(mainNav()).getByRole('link', { name: 'Video Library' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('opens the menu with Enter, reaches its links with Tab, and closes it with Escape', async () => {
    const { user } = openApp('/about');
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', mainNav().parentElement!.id);
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Find candidates' })).toHaveFocus();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Video Library' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when a link in it is followed', async () => {
    // The tests' DOM does no layout, so nothing scrolls; record where the home page is asked to scroll.
    const scrolledTo: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    const { user } = openApp('/about');
    await openMenu(user);
    await user.click(within(mainNav()).getByRole('link', { name: 'Feedback' }));
    expect(window.location.pathname).toBe('/feedback');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    // Also on the home page, where a section link leaves the path as it is.
    await user.click(screen.getByRole('link', { name: 'Progressive Voter Guide' }));
    await openMenu(user);
    await user.click(within(mainNav()).getByRole('link', { name: 'Find candidates' }));
    expect(window.location.hash).toBe('#findCandidates');
    await waitFor(() => expect(scrolledTo).toContain('findCandidates'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the page changes by other means, such as Back', async () => {
    const { user } = openApp('/about');
    await openMenu(user);
    await user.click(within(mainNav()).getByRole('link', { name: 'Feedback' }));
    await openMenu(user);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/about'));
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers a visitor a way to sign in', async () => {
    const { user } = openApp('/about');
    await openMenu(user);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user their name, and signs them out', async () => {
    const { user, fetchSpy } = openApp('/about', signedInAsAna());
    const banner = screen.getByRole('banner');
    await openMenu(user);
    expect(await within(banner).findByText('Ana Díaz')).toBeInTheDocument();
    expect(within(banner).getByText('Ana Díaz').closest('p')).toHaveTextContent('Signed in as Ana Díaz');
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await openMenu(user);
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(banner).queryByText('Ana Díaz')).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, 'auth.logout')).toHaveLength(1);
  });
});
