import { render, screen } from '@testing-library/react';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

afterEach(() => vi.restoreAllMocks());

describe('the account page in Spanish', () => {
  it('names the account, its two-factor sign-in with a Spanish date, and the password form', async () => {
    mockTrpcFetch({
      'auth.session': () => ({ userRole: 'user', user: { name: 'Ana', email: 'ana@example.org' } }),
      'auth.twoFactorStatus': () => ({
        enabled: true,
        enabledAt: '2026-11-24T10:00:00.000Z',
        recoveryCodesLeft: 7,
        required: false,
      }),
    });
    window.history.replaceState(null, '', '/es/account');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Sesión iniciada como Ana (ana@example.org).')).toBeInTheDocument();
    const status = (await screen.findByText(/Códigos de recuperación restantes/)).closest('p');
    expect(status).toHaveTextContent(
      'Activado desde el 24/11/2026. Al iniciar sesión se le pide un código de su aplicación de autenticación. Códigos de recuperación restantes: 7 de 10.',
    );
    expect(
      screen.getByRole('heading', { name: 'Desactivar el inicio de sesión en dos pasos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Generar nuevos códigos de recuperación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cambie su contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
  });
});
