import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

// The whole app at a path, as a visitor.
function openApp(path: string) {
  window.history.pushState({}, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('the sign-in page', () => {
  it('shows the form and the spec messages before anything is sent', async () => {
    const user = openApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getAllByText('cannot be blank!')).toHaveLength(2);

    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('not a valid email address')).toBeInTheDocument();
    expect(screen.getByText('password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("has a 'Forgot password?' link that goes nowhere and a link to registration", async () => {
    const user = openApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Password resets are not available online yet.');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
  });
});

describe('the registration page', () => {
  it('shows the helper text and every spec message', async () => {
    const user = openApp('/registration');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText('Password must be 8 characters long')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('cannot be blank!')).toHaveLength(4);

    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('password must be at least 8 characters long')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm password'), 'er-but-different');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('password must be the same')).toBeInTheDocument();
  });
});

describe('a successful registration', () => {
  it('lands on the sign-in page, which says the account was created and has the email filled in', async () => {
    const fetchSpy = mockTrpcFetch({
      'auth.register': () => ({
        id: 'u1',
        name: 'Ana',
        email: 'ana@example.org',
        role: 'user',
        createdAt: '2025-06-01T00:00:00.000Z',
      }),
    });
    const user = openApp('/registration');
    await user.type(await screen.findByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.org');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Confirm password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account has been created. You can sign in now.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.org');
    expect(callsTo(fetchSpy, 'auth.register')).toHaveLength(1);
  });

  it('is not announced on a sign-in page opened directly', async () => {
    openApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/Your account has been created/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('an admin route for a visitor', () => {
  it('logs that the visitor is not authenticated and sends them to /login', async () => {
    openApp('/admin/library');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(console.info).toHaveBeenCalledWith('User is not authenticated');
    expect(screen.queryByText('Admin Menu')).not.toBeInTheDocument();
  });
});

describe('the sign-in for an account with two-factor sign-in', () => {
  const ANA = {
    id: 'u1',
    name: 'Ana',
    email: 'ana@example.org',
    role: 'user' as const,
    createdAt: '2025-06-01',
  };

  async function passwordStep(handlers: Parameters<typeof mockTrpcFetch>[0]) {
    let isSignedIn = false;
    const fetchSpy = mockTrpcFetch({
      'auth.login': () => ({
        secondFactorRequired: true,
        challenge: 'the-challenge',
        expiresAt: '2025-06-01',
      }),
      'auth.session': () =>
        isSignedIn
          ? { userRole: 'user', user: { name: 'Ana', email: 'ana@example.org' } }
          : { userRole: 'user', user: null },
      ...handlers,
    });
    const user = openApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    return { user, fetchSpy, signIn: () => (isSignedIn = true) };
  }

  it('asks for the app code in a numeric one-time-code field, checks it, and signs in with it', async () => {
    let signIn = () => {};
    const { user, fetchSpy, ...rest } = await passwordStep({
      'auth.loginSecondFactor': (input) => {
        if (input.code !== '123456')
          throw trpcError('UNAUTHORIZED', 'That code is not right. Please try again.');
        signIn();
        return ANA;
      },
    });
    signIn = rest.signIn;
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();

    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(callsTo(fetchSpy, 'auth.loginSecondFactor')).toHaveLength(0);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.clear(field);
    await user.type(field, '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Please try again.');

    await user.type(screen.getByLabelText('Authentication code'), '123 456{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(callsTo(fetchSpy, 'auth.loginSecondFactor')).toHaveLength(2);
  });

  it('takes a recovery code instead, after the toggle', async () => {
    const sent: unknown[] = [];
    const { user } = await passwordStep({
      'auth.loginSecondFactor': (input) => {
        sent.push(input);
        return ANA;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    await user.type(field, 'ABCDE-23456{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sent).toEqual([{ challenge: 'the-challenge', recoveryCode: 'abcde23456' }]);
    expect(screen.queryByRole('button', { name: 'Use the code from your app' })).not.toBeInTheDocument();
  });
});
