import { render, screen } from '@testing-library/react';
import { TEST_PUBLIC_CONFIG } from '../test/public-config';
import { mockTrpcFetch } from '../test/trpc-fetch';
import { App } from './app';

function openAsSignedInUser(path: string) {
  mockTrpcFetch({
    'auth.session': () => ({ userRole: 'user', user: { name: 'Ana Díaz', email: 'ana@example.org' } }),
  });
  window.history.pushState({}, '', path);
  render(<App config={TEST_PUBLIC_CONFIG} />);
}

afterEach(() => vi.restoreAllMocks());

describe('an admin page for a signed-in user who is not an administrator', () => {
  it.each([
    ['/admin/library', 'You are not an administrator'],
    ['/adminedit/3', 'You are not an administrator'],
    ['/admin/candidate', 'You are not an administrator'],
    ['/admin/feedback', 'You have insufficient permissions to view this page.'],
  ])('says so on %s instead of sending them to sign in', async (path, message) => {
    openAsSignedInUser(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as Ana Díaz/)).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });
});
