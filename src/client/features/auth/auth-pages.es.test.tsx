import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

function openInSpanish(path: string, handlers: TTrpcHandlers = {}) {
  mockTrpcFetch(handlers);
  window.history.replaceState(null, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('signing in and registering in Spanish', () => {
  it("has a Spanish sign-in form, with the schema's and the server's messages in Spanish", async () => {
    const user = openInSpanish('/es/login', {
      'auth.login': () => {
        throw trpcError('UNAUTHORIZED', 'Incorrect email or password.');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cree una cuenta' })).toHaveAttribute('href', '/es/registration');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getAllByText('¡no puede quedar en blanco!')).toHaveLength(2);

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos.',
    );

    await user.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    expect(screen.getByText(/^Todavía no se puede restablecer la contraseña en línea/)).toBeInTheDocument();
  });

  it('asks for the second step in Spanish', async () => {
    const user = openInSpanish('/es/login', {
      'auth.login': () => ({ secondFactorRequired: true, challenge: 'c', expiresAt: '2025-06-01' }),
    });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión en dos pasos' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      screen.getByText('Escriba el código de 6 dígitos de su aplicación de autenticación.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(screen.getByLabelText('Código de recuperación')).toBeInTheDocument();
  });

  it('has a Spanish registration form, its password rules in Spanish, and a link back under /es', async () => {
    const user = openInSpanish('/es/registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener 8 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/es/login');

    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'short');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'other');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getAllByText('la contraseña debe tener al menos 8 caracteres')).toHaveLength(2);
  });
});
