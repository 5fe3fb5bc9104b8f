import { render, screen, within } from '@testing-library/react';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import type { TCandidateOffer } from '../../../shared/constants/site-content-later-sections';
import type { TBallotMeasure } from '../../../shared/ballot-measures';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { SEEDED_FOR_CANDIDATES, seededSection } from '../../test/site-content';
import { mockTrpcFetch, type TTrpcHandlers } from '../../test/trpc-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function section(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section #${id}`);
  return element;
}

/** The home page at /es/ on 1 May 2025, before the seeded primary, in Spanish as main.tsx starts it there. */
async function renderSpanishHomePage(handlers: TTrpcHandlers = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-05-01T10:00:00'));
  window.history.replaceState(null, '', '/es/');
  mockTrpcFetch({ 'ballotMeasures.list': () => TEST_BALLOT_MEASURES, ...handlers });
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  await screen.findByRole('heading', { level: 2, name: 'Para candidatos' }, { timeout: 10_000 });
}

describe('the home page in Spanish (ADR 43)', () => {
  it('names the hero and every section in Spanish', async () => {
    await renderSpanishHomePage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sepa quién está en su boleta' }),
    ).toBeInTheDocument();
    for (const [id, title] of [
      ['mission', 'Nuestra misión'],
      ['findCandidates', 'Encuentre a sus candidatos'],
      ['upcomingElections', 'Próximas elecciones'],
      ['ballotMeasures', 'Propuestas en la boleta'],
      ['resources', 'Recursos y herramientas'],
      ['deadlines', 'Fechas límite importantes'],
      ['forCandidates', 'Para candidatos'],
    ]) {
      expect(within(section(id!)).getByRole('heading', { level: 2 })).toHaveTextContent(title!);
    }
    expect(screen.getByRole('link', { name: 'Encontrar a mis candidatos' })).toHaveAttribute(
      'href',
      '/es/#findCandidates',
    );
    // The mission cards are content read through tRPC (issue 25): they may arrive after the headings.
    expect(await within(section('mission')).findByText('Rendición de cuentas')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Trabajemos juntos/ })).toHaveAttribute(
      'href',
      '/es/feedback',
    );
  });

  it('offers the calendars in Spanish: the next election and the feed to subscribe to', async () => {
    await renderSpanishHomePage();

    const deadlines = section('deadlines');
    const download = await within(deadlines).findByRole('link', { name: /^Añadir al calendario: / });
    expect(download.getAttribute('href')).toMatch(/^\/api\/calendar\/[\w-]+\.ics\?lang=es$/);
    expect(within(deadlines).getByRole('link', { name: 'Suscribirse al calendario' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/calendar/elections.ics?lang=es`,
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    within(deadlines).getByRole('button', { name: 'Copiar el enlace del calendario' }).click();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/calendar/elections.ics?lang=es`);
  });

  it('searches at the Spanish results page from the address form', async () => {
    await renderSpanishHomePage();

    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/es/candidateSearch');
    expect(within(form).getByLabelText('Su dirección')).toHaveAttribute(
      'placeholder',
      '123 Main St, Brooklyn, NY 11217',
    );
    expect(within(form).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
  });

  it('dates the elections and their deadlines as Spanish speakers write them', async () => {
    await renderSpanishHomePage();

    const elections = section('upcomingElections');
    expect(await within(elections).findByText('24 de junio de 2025')).toBeInTheDocument();
    expect(within(elections).getAllByText('Fecha')).toHaveLength(2);
    expect(within(elections).getAllByText('Primaria')).toHaveLength(1);
    expect(within(elections).getAllByText('días restantes')).toHaveLength(2);

    const deadlines = section('deadlines');
    expect(
      within(deadlines).getByText('Para la NYC City Council Primary Election del 24 de junio de 2025:'),
    ).toBeInTheDocument();
    expect(within(deadlines).getByText('Inscríbase a más tardar el 14 de junio de 2025')).toBeInTheDocument();
    expect(within(deadlines).getByText('14 de junio – 22 de junio de 2025')).toBeInTheDocument();
    // The calendar file speaks the page's language too.
    expect(
      within(deadlines).getByRole('link', {
        name: 'Añadir al calendario: NYC City Council Primary Election',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/api\/calendar\/[0-9a-f-]{36}\.ics\?lang=es$/));
  });

  it('asks the ballot measures in Spanish and marks a text not translated yet as English, with a note', async () => {
    const [landSwap, housing] = TEST_BALLOT_MEASURES as [TBallotMeasure, TBallotMeasure];
    const spanishHousing = { name: 'Proceso de vivienda', recommendationReason: 'Faltan viviendas.' };
    await renderSpanishHomePage({
      // As the server answers in Spanish: the housing measure's name and reason written, the rest not.
      'ballotMeasures.list': (input) =>
        input?.lang === 'es'
          ? [landSwap, { ...housing, ...spanishHousing, translations: { es: spanishHousing } }]
          : TEST_BALLOT_MEASURES,
    });

    const measures = section('ballotMeasures');
    const title = await within(measures).findByRole('heading', { name: 'Proceso de vivienda' });
    expect(title).not.toHaveAttribute('lang');
    expect(within(measures).getByText('Faltan viviendas.')).not.toHaveAttribute('lang');
    expect(within(measures).getByText('More homes get built.').closest('ul')).toHaveAttribute('lang', 'en');
    // The land swap has nothing in Spanish: each of its texts is marked, and the note says why.
    expect(within(measures).getByText(landSwap.name)).toHaveAttribute('lang', 'en');
    expect(within(measures).getAllByText('Aún no está traducido; se muestra en inglés.')).toHaveLength(2);
  });

  it('labels the ballot measures in Spanish, leaving their own texts as the server gives them', async () => {
    await renderSpanishHomePage();

    const measures = section('ballotMeasures');
    expect(await within(measures).findByText('Recomendamos: vote Sí')).toBeInTheDocument();
    expect(within(measures).getAllByRole('heading', { name: 'Lo que dice' })).toHaveLength(2);
    expect(within(measures).getByText('Test Housing Process')).toBeInTheDocument();
    // Other sites open in a new tab, and say so in Spanish.
    expect(
      within(section('resources')).getByRole('link', {
        name: 'Junta Electoral de la Ciudad de Nueva York (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'https://vote.nyc/');
  });

  it('asks the mission cards in Spanish and marks a card an admin has not translated yet as English', async () => {
    await renderSpanishHomePage({
      'content.section': (input) =>
        input.section !== 'mission'
          ? seededSection(input)
          : {
              cards: [
                {
                  icon: 'vote',
                  title: input.lang === 'es' ? 'Poder inquilino' : 'Tenant Power',
                  text: 'We organize buildings.',
                  translations: { es: { title: 'Poder inquilino' } },
                },
              ],
            },
    });

    const mission = section('mission');
    expect(await within(mission).findByRole('heading', { level: 3 })).toHaveTextContent('Poder inquilino');
    expect(within(mission).getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
    expect(within(mission).getByText('We organize buildings.')).toHaveAttribute('lang', 'en');
    expect(within(mission).getByText('Aún no está traducido; se muestra en inglés.')).toBeInTheDocument();
  });

  it('reads the deadline texts and the offers to candidates in Spanish, marking what is not translated yet', async () => {
    const untranslatedOffer: TCandidateOffer = {
      icon: 'radio',
      title: 'Field Trainings',
      text: 'Canvass skills.',
      translations: {},
    };
    await renderSpanishHomePage({
      // No election ahead: every deadline card shows its text.
      'elections.list': () => [],
      'content.section': (input) => {
        if (input.section === 'deadlines')
          return { ...seededSection(input), earlyVoting: { text: 'Nine days', translations: {} } };
        if (input.section === 'forCandidates')
          return { ...seededSection(input), offers: [SEEDED_FOR_CANDIDATES.offers[0]!, untranslatedOffer] };
        return seededSection(input);
      },
    });

    const deadlines = section('deadlines');
    expect(
      await within(deadlines).findByText('Varía según el estado: ¡consúltelo con tiempo!'),
    ).not.toHaveAttribute('lang');
    expect(within(deadlines).getByText('Nine days')).toHaveAttribute('lang', 'en');
    const offers = section('forCandidates');
    expect(await within(offers).findByRole('heading', { level: 3, name: 'Field Trainings' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(
      within(offers).getByRole('heading', { level: 3, name: 'Social Media Support' }),
    ).not.toHaveAttribute('lang');
    expect(within(offers).getAllByText('Aún no está traducido; se muestra en inglés.')).toHaveLength(1);
    expect(within(deadlines).getAllByText('Aún no está traducido; se muestra en inglés.')).toHaveLength(1);
  });
});
