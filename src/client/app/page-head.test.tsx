import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCandidate } from '../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../test/trpc-fetch';
import { App } from './app';

function openApp(path: string, handlers: TTrpcHandlers = {}) {
  mockTrpcFetch(handlers);
  window.history.pushState({}, '', path);
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return userEvent.setup();
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.title = '';
});
afterEach(() => vi.restoreAllMocks());

describe('the page title and description', () => {
  it.each([
    ['/', 'Progressive Voter Guide'],
    ['/about', 'About · Progressive Voter Guide'],
    ['/voter-checklist', 'Ready to vote? · Progressive Voter Guide'],
    ['/learningLib', 'Video Library · Progressive Voter Guide'],
    ['/feedback', 'Feedback · Progressive Voter Guide'],
    ['/login', 'Sign in · Progressive Voter Guide'],
    ['/no/such/page', 'Page Not Found · Progressive Voter Guide'],
  ])('names %s in the title', async (path, title) => {
    openApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follow the visitor from page to page, description included', async () => {
    const user = openApp('/about');
    await waitFor(() => expect(document.title).toBe('About · Progressive Voter Guide'));
    expect(description()).toBe(
      'Who we are: a political-education organisation writing down-ballot voter guides for progressive voters.',
    );

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }));
    await waitFor(() => expect(document.title).toBe('Feedback · Progressive Voter Guide'));
    expect(description()).toBe(
      'Tell the Progressive Voter Guide team what works, what does not and what you would like to see.',
    );
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("names a candidate's page after the candidate once loaded, and only that page", async () => {
    const candidate = makeCandidate({ fullName: 'Ana Ruiz' });
    const user = openApp(`/candidatePage/${candidate.id}`, { 'candidates.byId': () => candidate });
    await waitFor(() => expect(document.title).toBe('Ana Ruiz · Progressive Voter Guide'));

    await user.click(screen.getByRole('link', { name: 'Progressive Voter Guide' }));
    await waitFor(() => expect(document.title).toBe('Progressive Voter Guide'));
  });

  it('says when the candidate does not exist', async () => {
    openApp('/candidatePage/nobody', {
      'candidates.byId': () => {
        throw trpcError('NOT_FOUND', 'No such candidate.');
      },
    });
    await waitFor(() => expect(document.title).toBe('Candidate not found · Progressive Voter Guide'));
  });

  it('names the keyword on a library search', async () => {
    openApp('/search/voting%20rights', { 'videos.search': () => [] });
    await waitFor(() =>
      expect(document.title).toBe('Search Results for “voting rights” · Progressive Voter Guide'),
    );
  });
});
