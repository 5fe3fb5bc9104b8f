import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOTING_TOPICS } from '../../../shared/constants/federal-record';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { localized } from '../../../shared/constants/translations';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { donorsAnswer, makeCandidate } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, type TTrpcHandlers } from '../../test/trpc-fetch';

/** The candidate page at its Spanish address, in Spanish, as main.tsx starts it there. */
function openInSpanish(candidate: TCandidate, handlers: TTrpcHandlers = {}) {
  mockTrpcFetch({
    'candidates.byId': () => candidate,
    'candidates.list': () => [candidate],
    ...handlers,
  });
  window.history.replaceState(null, '', `/es/candidatePage/${candidate.id}`);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  return userEvent.setup();
}

describe('the candidate page in Spanish (ADR 43)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the card, the answers and the buttons in Spanish, the API values translated, links under /es', async () => {
    const candidate = makeCandidate({
      fullName: 'Ana Ruiz',
      office: 'City Council',
      party: 'Democrat',
      polLeaning: 'Progressive',
      incumbent: 'Incumbent',
      matrixQuestions: { foreignPolicy: { gaza: 'Yes' } },
    });
    const user = openInSpanish(candidate);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getByText('Elección general 2025')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Partido')).toBeInTheDocument();
    expect(within(card).getByText('Demócrata')).toBeInTheDocument();
    expect(within(card).getByText('Progresista')).toBeInTheDocument();
    expect(within(card).getByText('Concejo Municipal')).toBeInTheDocument();
    expect(within(card).getByText('Titular')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Foto de Ana Ruiz' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Perfil biográfico/ })).toBeInTheDocument();

    // The position questions: the category, the question and the answer in Spanish.
    const positions = screen.getByRole('complementary', { name: 'Posiciones' });
    expect(within(positions).getByRole('heading', { name: 'Sus posiciones' })).toBeInTheDocument();
    await user.click(within(positions).getByRole('button', { name: /Política exterior/ }));
    const question = within(positions).getByText('¿Apoya un alto el fuego en Gaza?');
    expect(question.nextElementSibling).toHaveTextContent('Sí');
    expect(within(positions).getAllByText('N/D').length).toBeGreaterThan(0);

    expect(screen.getByRole('button', { name: 'Agregar a mi boleta: Ana Ruiz' })).toHaveTextContent(
      'Agregar a mi boleta',
    );
    expect(screen.getByRole('heading', { name: 'Fuentes' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación entre candidatos' });
    expect(within(nav).getByRole('link', { name: /Volver a la página de inicio/ })).toHaveAttribute(
      'href',
      '/es/',
    );
    expect(within(nav).getByRole('button', { name: 'Candidato anterior' })).toBeDisabled();
  });

  it('shows a member of Congress’s voting record by translated topic, the bill’s stages and the donors in Spanish', async () => {
    const member = makeCandidate({
      fullName: 'Eleanor Park',
      office: 'House of Representatives',
      incumbent: 'Incumbent',
      votingRecord: true,
    });
    const user = openInSpanish(member, {
      'legislation.votingTopics': () => ({
        hasIds: true,
        topics: VOTING_TOPICS.map((topic) => ({ topic, bills: topic === 'Gov Spending' ? 1 : 0 })),
      }),
      'legislation.votingHistory': () => ({
        topic: 'Gov Spending',
        hasIds: true,
        bills: [
          {
            docId: 'hr9901-119',
            title: 'Paid Sick Leave Act',
            description: 'Guarantees paid sick leave.',
            tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9901',
            yeaTotal: 218,
            nayTotal: 210,
            vote: 'Yea',
            votedOn: '2025-03-04',
            isSample: false,
          },
        ],
      }),
      'legislation.billProgress': () => ({
        docId: 'hr9901-119',
        stage: 'Passed Senate',
        stop: null,
        checkedAt: '2025-11-20T10:00:00Z',
      }),
      'donors.byCandidate': () =>
        donorsAnswer([{ orgName: 'Nurses United', pacs: 12000, indivs: 500, total: 12500 }]),
    });

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Cámara de Representantes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historial de votaciones' })).toBeInTheDocument();
    // The 15 topics are the API's English values, shown in Spanish.
    const topic = await screen.findByRole('button', { name: 'Gasto público 1 voto registrado' });
    expect(screen.getByText('Salud')).toBeInTheDocument();
    expect(screen.getByText('Justicia penal')).toBeInTheDocument();
    expect(screen.getAllByText('Sin votos registrados')).toHaveLength(14);
    expect(screen.queryByText('Gov Spending')).not.toBeInTheDocument();

    await user.click(topic);
    const votes = screen.getByRole('dialog', { name: 'Gasto público' });
    const table = await within(votes).findByRole('table', {
      name: 'Votos de Eleanor Park sobre Gasto público',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Proyecto de ley', 'Descripción', 'Su voto', 'Resultado']);
    expect(within(table).getByText('A favor')).toBeInTheDocument();
    expect(within(table).getByText('Aprobado, 218 a favor y 210 en contra')).toBeInTheDocument();

    await user.click(within(votes).getByRole('button', { name: 'Paid Sick Leave Act' }));
    const progress = screen.getByRole('dialog', { name: 'Paid Sick Leave Act' });
    expect(await within(progress).findByRole('status')).toHaveTextContent(
      'Etapa actual: Aprobado en el Senado',
    );
    const stages = within(within(progress).getByRole('list', { name: 'Etapas del proyecto de ley' }))
      .getAllByRole('listitem')
      .map((stage) => stage.textContent);
    expect(stages[0]).toBe('Presentado (alcanzada)');
    expect(stages[2]).toBe('Aprobado en el Senado (etapa actual)');
    expect(stages[5]).toBe('6Se convirtió en ley (no alcanzada)');
    expect(within(progress).getByText(/^Última comprobación: 20 nov 2025/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');

    const donors = screen.getByRole('table', { name: 'Donantes de campaña de Eleanor Park, ciclo 2026' });
    const row = within(donors).getByRole('row', { name: /Nurses United/ });
    // Dollars as Spanish writes them: '12.500 US$' (Intl's 'es'), not '$12,500'.
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      '12.000 US$',
      '500 US$',
      '12.500 US$',
    ]);
    expect(cells[2]).toHaveAttribute('data-label', 'Total ($)');
    expect(screen.getByText(/^Fuente:/)).toHaveTextContent('Fuente: Comisión Federal de Elecciones (FEC)');
  });
});

describe('the candidate page in Spanish: texts the organisation writes (ADR 44)', () => {
  afterEach(() => vi.restoreAllMocks());

  const ENGLISH_NOTES = 'Tenant organiser in Queens.';
  const ENGLISH_REASON = 'Backs rent stabilisation.';

  /** The page at its Spanish address, the API answering in the language the page asks for, as the server does. */
  function openWith(translations: TCandidate['translations']) {
    const stored = makeCandidate({
      fullName: 'Ana Ruiz',
      specialNotes: `<p>${ENGLISH_NOTES}</p>`,
      recommended: true,
      recommendationReason: ENGLISH_REASON,
      translations,
    });
    openInSpanish(stored, { 'candidates.byId': ({ lang }) => localized(stored, lang ?? 'en') });
  }

  it('shows the Spanish analysis and reason where they are written, with no note', async () => {
    openWith({
      es: {
        specialNotes: '<p>Organizadora de inquilinos en Queens.</p>',
        recommendationReason: 'Apoya la estabilización de los alquileres.',
      },
    });
    const analysis = await screen.findByRole('region', { name: 'Análisis' });
    expect(within(analysis).getByText('Organizadora de inquilinos en Queens.').closest('[lang]')).toBeNull();
    expect(screen.getByText('Apoya la estabilización de los alquileres.').closest('[lang]')).toBeNull();
    expect(screen.queryByText('Aún no está traducido; se muestra en inglés.')).not.toBeInTheDocument();
  });

  it('shows a missing translation in English, inside lang="en", with a note in Spanish', async () => {
    openWith({ es: { recommendationReason: 'Apoya la estabilización de los alquileres.' } });
    const analysis = await screen.findByRole('region', { name: 'Análisis' });
    const english = within(analysis).getByText(ENGLISH_NOTES).closest('[lang]');
    expect(english).toHaveAttribute('lang', 'en');
    const note = within(analysis).getByText('Aún no está traducido; se muestra en inglés.');
    expect(note.closest('[lang="en"]')).toBeNull();
    // The reason is translated: shown in Spanish, unmarked.
    expect(screen.getByText('Apoya la estabilización de los alquileres.').closest('[lang]')).toBeNull();
    expect(screen.getAllByText('Aún no está traducido; se muestra en inglés.')).toHaveLength(1);
  });

  it('marks the reason too when only the analysis is translated', async () => {
    openWith({ es: { specialNotes: '<p>Organizadora de inquilinos en Queens.</p>' } });
    const reason = await screen.findByText(ENGLISH_REASON);
    expect(reason).toHaveAttribute('lang', 'en');
    expect(reason.nextElementSibling).toHaveTextContent('Aún no está traducido; se muestra en inglés.');
  });
});
