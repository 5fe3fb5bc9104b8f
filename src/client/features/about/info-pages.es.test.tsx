import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

/** The app at a Spanish address, in Spanish, as main.tsx starts it there. */
async function openInSpanish(path: string) {
  window.history.replaceState(null, '', path);
  mockTrpcFetch({});
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return userEvent.setup();
}

const main = () => within(screen.getByRole('main'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the about, voter checklist and accessibility pages in Spanish', () => {
  it('/es/about: Spanish heading, tiles and panels, and its link to the library stays under /es', async () => {
    const user = await openInSpanish('/es/about');
    await main().findByRole('button', { name: 'Misión' });
    expect(main().getByRole('heading', { level: 1, name: 'Nosotros' })).toBeInTheDocument();
    expect(main().getByText('Haga clic en cada recuadro para saber más sobre nosotros')).toBeInTheDocument();
    expect(
      main()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Misión',
      'El problema',
      'Nuestra propuesta',
      'Nuestro enfoque',
      'Elecciones intermedias 2022',
    ]);

    await user.click(main().getByRole('button', { name: 'Elecciones intermedias 2022' }));
    const panel = main().getByRole('region', { name: 'Elecciones intermedias 2022' });
    expect(panel).toHaveTextContent(/Para las elecciones intermedias de 2022 hicimos una serie de videos/);
    expect(
      within(panel).getByRole('link', {
        name: 'La serie «Elecciones intermedias 2022» en nuestra videoteca',
      }),
    ).toHaveAttribute('href', '/es/learningLib');
  });

  it('/es/voter-checklist: Spanish heading, tiles and links, with the hotline number kept', async () => {
    const user = await openInSpanish('/es/voter-checklist');
    await main().findByRole('button', { name: 'Fechas importantes' });
    expect(main().getByRole('heading', { level: 1, name: 'Cómo votar' })).toBeInTheDocument();
    expect(
      main()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Fechas importantes',
      'Requisitos de identificación',
      'Formas de votar',
      '¿Se mudó hace poco?',
      'Votación por orden de preferencia',
      'Sus derechos como votante',
    ]);

    await user.click(main().getByRole('button', { name: 'Sus derechos como votante' }));
    const panel = main().getByRole('region', { name: 'Sus derechos como votante' });
    expect(panel).toHaveTextContent(/Quédese en la fila: tiene derecho a votar\./);
    expect(
      within(panel).getByRole('link', {
        name: 'Línea de ayuda de Election Protection: 866-OUR-VOTE (866-687-8683)',
      }),
    ).toHaveAttribute('href', 'tel:+18666878683');
  });

  it('/es/accessibility: Spanish sections, and the contact link stays under /es', async () => {
    await openInSpanish('/es/accessibility');
    expect(main().getByRole('heading', { level: 1, name: 'Accesibilidad' })).toBeInTheDocument();
    const report = main().getByRole('region', { name: 'Avísenos de una barrera' });
    expect(within(report).getByRole('link', { name: 'Envíenos un mensaje' })).toHaveAttribute(
      'href',
      '/es/feedback',
    );
    expect(main().getByText('Revisado por última vez el 27 de noviembre de 2026.')).toBeInTheDocument();
  });
});
