import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TCandidateSummary } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { MY_BALLOT_KEY } from '../../lib/my-ballot';
import { messages as spanish } from '../../locales/es.po';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';
import { makeCandidate, toSummary } from '../../test/candidates';
import { testElection } from '../../test/elections';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch } from '../../test/trpc-fetch';

const ADDRESS = '123 MAIN ST, BROOKLYN, NY, 11217';
const summary = (overrides: Parameters<typeof makeCandidate>[0]): TCandidateSummary =>
  toSummary(makeCandidate(overrides));
const council = [
  { ...summary({ fullName: 'Maya Torres', office: 'City Council', district: '33' }), recommended: true },
  summary({ fullName: 'Daniel Brooks', office: 'City Council', district: '33' }),
];
const senate = [summary({ fullName: 'Walter Quinn', office: 'Senate', district: 'New York' })];

/** /es/myBallot with this ballot in the browser's storage, in Spanish. */
function openBallotInSpanish(
  ballot: unknown,
  elections = [
    testElection({ name: 'General Election', date: '2099-11-03', registrationDeadline: '2099-10-09' }),
  ],
) {
  if (ballot !== undefined) localStorage.setItem(MY_BALLOT_KEY, JSON.stringify(ballot));
  mockTrpcFetch({ 'elections.list': () => elections });
  window.history.replaceState(null, '', '/es/myBallot');
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
}

describe('my ballot in Spanish', () => {
  it('shows the measures in Spanish where written, English marked so elsewhere, with the voter’s marks and the Spanish vote buttons', async () => {
    const [landSwap, housing] = TEST_BALLOT_MEASURES;
    openBallotInSpanish({
      address: ADDRESS,
      races: [{ office: 'Senate', district: 'New York', candidates: senate }],
      picks: [],
      measures: [
        {
          ...landSwap,
          translations: { es: { name: 'Intercambio de prueba', measureNumber: 'Propuesta 1' } },
        },
        housing,
      ],
      marks: { [housing!.id]: 'Yes' },
    });
    const list = await screen.findByRole('list', { name: 'Propuestas en mi boleta' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Intercambio de prueba Propuesta 1');
    expect(first).toHaveTextContent('Mi votoTodavía sin decidir');
    expect(within(second!).getByText(housing!.name)).toHaveAttribute('lang', 'en');
    expect(within(first!).getByText('Intercambio de prueba')).not.toHaveAttribute('lang');
    expect(second).toHaveTextContent('Mi votoSí');
    expect(within(second!).getByRole('button', { name: `Votar Sí en ${housing!.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }, 30_000);

  it('shares a link that opens the shared ballot in Spanish', async () => {
    openBallotInSpanish({
      address: ADDRESS,
      races: [{ office: 'City Council', district: '33', candidates: council }],
      picks: [council[0]!.id],
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    // A worker's DOM is shared by its files (ADR 40): its own clipboard comes back after this test.
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Compartir mi boleta' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/es/sharedBallot?c=${council[0]!.id}`);
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('says how to start, with a link to the Spanish home page address box', async () => {
    openBallotInSpanish(undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi boleta' })).toBeInTheDocument();
    expect(screen.getByText('Su boleta está vacía.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Encontrar mi boleta' })).toHaveAttribute(
      'href',
      '/es/#find-my-ballot',
    );
  });

  it('lists the races, picks and recommendations in Spanish, with Spanish dates and links under /es', async () => {
    openBallotInSpanish({
      address: ADDRESS,
      races: [
        { office: 'Senate', district: 'New York', candidates: senate },
        { office: 'City Council', district: '33', candidates: council },
      ],
      picks: [council[1]!.id],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi boleta' })).toBeInTheDocument();
    expect(screen.getByText(/1 de 2 contiendas elegidas\.$/)).toBeInTheDocument();
    expect(screen.getByText(`Boleta para ${ADDRESS}`)).toBeInTheDocument();
    expect(screen.getByText(/^Dónde votar: busque su centro de votación en/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir mi boleta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir mi boleta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar mis elecciones' })).toHaveAttribute(
      'href',
      `/es/candidateSearch?q=${encodeURIComponent(ADDRESS)}`,
    );

    const list = screen.getByRole('list', { name: 'Contiendas de mi boleta' });
    const races = within(list).getAllByRole('listitem');
    expect(within(races[0]!).getByText('Todavía sin decidir')).toBeInTheDocument();
    expect(within(races[0]!).getByText('Sin recomendación en esta contienda')).toBeInTheDocument();
    expect(within(races[1]!).getByRole('heading').textContent).toBe('Concejo Municipal Distrito 33');
    expect(within(races[1]!).getByText('Mi elección')).toBeInTheDocument();
    expect(within(races[1]!).getByText('Nuestra recomendación')).toBeInTheDocument();
    expect(within(races[1]!).getByRole('link', { name: 'Daniel Brooks' })).toHaveAttribute(
      'href',
      `/es/candidatePage/${council[1]!.id}`,
    );
    expect(
      within(races[1]!).getByRole('link', { name: 'Comparar candidatos: Concejo Municipal' }),
    ).toHaveAttribute('href', `/es/compare?ids=${council[0]!.id},${council[1]!.id}`);

    expect(await screen.findByText('General Election: 3 de noviembre de 2099')).toBeInTheDocument();
    expect(screen.getByText('Inscríbase a más tardar el 9 de octubre de 2099')).toBeInTheDocument();
  });

  it('says in Spanish, with its date, that the last election took place', async () => {
    openBallotInSpanish(
      {
        address: ADDRESS,
        races: [{ office: 'City Council', district: '33', candidates: council }],
        picks: [],
      },
      [testElection({ name: 'NYC General Election', date: '2025-11-04' })],
    );
    expect(await screen.findByText('NYC General Election: 4 de noviembre de 2025')).toBeInTheDocument();
    expect(screen.getByText('Esta elección se celebró el 4 de noviembre de 2025.')).toBeInTheDocument();
  });

  it('shows our reasons in Spanish from the summaries the search stored, English marked where not translated', async () => {
    const translated = {
      ...summary({ fullName: 'Ana Ruiz', office: 'City Council', district: '33' }),
      recommended: true,
      recommendationReason: 'Wrote the tenant protection bill.',
      translations: { es: { recommendationReason: 'Redactó la ley de protección de inquilinos.' } },
    };
    const untranslated = {
      ...summary({ fullName: 'Luis Vega', office: 'Mayor', district: 'New York City' }),
      recommended: true,
      recommendationReason: 'Built more public housing than anyone.',
    };
    // A ballot kept before summaries carried translations: the reason shows, in English.
    const { translations: _none, ...storedEarlier } = {
      ...summary({ fullName: 'Rosa Díaz', office: 'Senate', district: 'New York' }),
      recommended: true,
      recommendationReason: 'Votes for the climate.',
    };
    openBallotInSpanish({
      address: ADDRESS,
      races: [
        { office: 'Senate', district: 'New York', candidates: [storedEarlier] },
        { office: 'Mayor', district: 'New York City', candidates: [untranslated] },
        { office: 'City Council', district: '33', candidates: [translated] },
      ],
      picks: [],
    });
    const races = within(await screen.findByRole('list', { name: 'Contiendas de mi boleta' })).getAllByRole(
      'listitem',
    );
    const spanishReason = within(races[2]!).getByText('Redactó la ley de protección de inquilinos.');
    expect(spanishReason).not.toHaveAttribute('lang');
    expect(within(races[2]!).queryByText('Wrote the tenant protection bill.')).not.toBeInTheDocument();
    expect(
      within(races[2]!).queryByText('Aún no está traducido; se muestra en inglés.'),
    ).not.toBeInTheDocument();
    for (const [race, reason] of [
      [races[1]!, 'Built more public housing than anyone.'],
      [races[0]!, 'Votes for the climate.'],
    ] as const) {
      expect(within(race).getByText(reason)).toHaveAttribute('lang', 'en');
      expect(within(race).getByText('Aún no está traducido; se muestra en inglés.')).toBeInTheDocument();
    }
  });
});
