import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

function openAccount(handlers: TTrpcHandlers, path = '/account') {
  const fetchSpy = mockTrpcFetch(handlers);
  window.history.pushState({}, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { user: userEvent.setup(), fetchSpy };
}

afterEach(() => vi.restoreAllMocks());

describe('the account page', () => {
  it('sets up two-factor sign-in: QR code, setup key, a checked code, then the recovery codes once', async () => {
    let isOn = false;
    const { user, fetchSpy } = openAccount({
      'auth.session': () => ({ userRole: 'user', user: { name: 'Ana', email: 'ana@example.org' } }),
      'auth.twoFactorStatus': () => ({
        enabled: isOn,
        enabledAt: isOn ? '2026-11-24T10:00:00.000Z' : null,
        recoveryCodesLeft: isOn ? 10 : 0,
        required: false,
      }),
      'auth.startTwoFactorSetup': () => ({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      'auth.confirmTwoFactorSetup': ({ code }) => {
        if (code !== '123456') throw trpcError('BAD_REQUEST', 'That code is not right. Please try again.');
        isOn = true;
        return { recoveryCodes: CODES };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '999999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.type(screen.getByLabelText('Code from the app'), '123456{Enter}');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Recovery codes left/)).toHaveTextContent('10 of 10');
    expect(callsTo(fetchSpy, 'auth.confirmTwoFactorSetup')).toHaveLength(2);
  });

  it('sends an admin who must set up two-factor sign-in from an admin page to here, and says why', async () => {
    openAccount(
      {
        'auth.session': () => ({
          userRole: 'admin',
          user: { name: 'Bo', email: 'bo@example.org', twoFactorEnabled: false, mustSetUpTwoFactor: true },
        }),
        'auth.twoFactorStatus': () => ({
          enabled: false,
          enabledAt: null,
          recoveryCodesLeft: 0,
          required: true,
        }),
      },
      '/admin/feedback',
    );
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
    expect(screen.getByText(/Administrators on this site must use two-factor sign-in/)).toBeInTheDocument();
  });

  it('changes the password with the shared rules and says the other devices are signed out', async () => {
    const sent: unknown[] = [];
    const { user } = openAccount({
      'auth.session': () => ({ userRole: 'user', user: { name: 'Ana', email: 'ana@example.org' } }),
      'auth.twoFactorStatus': () => ({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      }),
      'auth.changePassword': (input) => {
        sent.push(input);
        return { success: true };
      },
    });
    await user.type(await screen.findByLabelText('Current password'), 'correct horse battery');
    await user.type(screen.getByLabelText('New password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a different one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('password must be the same')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a new passphrase{Enter}');
    expect(
      await screen.findByText(/Every other device where you were signed in is signed out/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        currentPassword: 'correct horse battery',
        newPassword: 'a new passphrase',
        newPasswordConfirmation: 'a new passphrase',
      },
    ]);
  });

  it('sends a visitor to the sign-in page', async () => {
    openAccount({});
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
