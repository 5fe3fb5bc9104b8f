import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

function openFeedbackInSpanish(handlers: TTrpcHandlers = {}) {
  mockTrpcFetch(handlers);
  window.history.replaceState(null, '', '/es/feedback');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  return userEvent.setup();
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nombre completo'), 'Escritora Uno');
  await user.type(screen.getByLabelText('Correo electrónico'), 'escritora@example.org');
  await user.type(screen.getByLabelText('Comentarios'), 'Un mensaje');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('the feedback form in Spanish', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has a Spanish heading and fields, and posts to the Spanish address before the code runs', async () => {
    openFeedbackInSpanish();
    const heading = await screen.findByRole('heading', { level: 1, name: '¡Envíenos sus comentarios!' });
    expect(heading).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Enviar' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/es/feedback');
    expect(form).toHaveAttribute('method', 'post');
  });

  it("shows the schema's messages and the error banner in Spanish", async () => {
    const user = openFeedbackInSpanish();
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(screen.getAllByText('¡no puede quedar en blanco!')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Hubo un error');

    await user.type(screen.getByLabelText('Correo electrónico'), 'x');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('no es un correo electrónico válido')).toBeInTheDocument();
  });

  it("thanks the writer in Spanish, and gives the server's known refusal in Spanish", async () => {
    let refuse = false;
    const user = openFeedbackInSpanish({
      'feedback.submit': () => {
        if (refuse)
          throw trpcError(
            'TOO_MANY_REQUESTS',
            'You have sent several messages in a short time. Please wait a few minutes and try again.',
          );
      },
    });
    await fillAndSubmit(user);
    expect(await screen.findByText('¡Sus comentarios se enviaron correctamente!')).toBeInTheDocument();

    refuse = true;
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hubo un errorEnvió varios mensajes en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
    );
  });
});
