import { render, screen, within } from '@testing-library/react';
import type { TBallot } from '../../../shared/schemas/candidates';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { donorsAnswer, makeCandidate, toRace } from '../../test/candidates';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

/** A page at its Spanish address, in Spanish, as main.tsx starts it there. */
function renderInSpanish(path: string, handlers: TTrpcHandlers) {
  mockTrpcFetch(handlers);
  window.history.replaceState(null, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
}

/** Intl's Spanish puts a no-break space before 'US$'; the assertions read it as a space. */
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('the compare page in Spanish (ADR 43)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compares candidates on Spanish lines, with the answers and API values translated and links under /es', async () => {
    const maya = makeCandidate({
      fullName: 'Maya Torres',
      incumbent: 'Incumbent',
      matrixQuestions: { foreignPolicy: { gaza: 'Yes' }, laborRights: { childcare: 'No' } },
    });
    const daniel = makeCandidate({ fullName: 'Daniel Brooks', party: 'Republican' });
    const MISSING = '00000000-0000-4000-8000-0000000000fe';
    const byId = { [maya.id]: maya, [daniel.id]: daniel };
    renderInSpanish(`/es/compare?ids=${maya.id},${daniel.id},${MISSING}`, {
      'candidates.byId': ({ id }) => {
        const candidate = byId[id];
        if (!candidate) throw trpcError('NOT_FOUND');
        return candidate;
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Comparar candidatos' })).toBeInTheDocument();
    const mayaColumn = await screen.findByRole('article', { name: 'Maya Torres' });
    const danielColumn = await screen.findByRole('article', { name: 'Daniel Brooks' });
    expect(await screen.findByText('Este candidato no está en nuestra guía.')).toBeInTheDocument();

    expect(within(mayaColumn).getByText('Concejo Municipal - 33')).toBeInTheDocument();
    expect(within(mayaColumn).getByText('Situación').nextElementSibling).toHaveTextContent('Titular');
    expect(within(danielColumn).getByText('Situación').nextElementSibling).toHaveTextContent('Aspirante');
    expect(within(danielColumn).getByText('Partido').nextElementSibling).toHaveTextContent('Republicano');
    expect(within(danielColumn).getByText('Nuestra recomendación').nextElementSibling).toHaveTextContent(
      'Sin recomendación',
    );
    expect(within(mayaColumn).getByRole('heading', { name: 'Política exterior' })).toBeInTheDocument();
    expect(within(mayaColumn).getByRole('heading', { name: 'Derechos laborales' })).toBeInTheDocument();
    const answerTo = (column: HTMLElement, question: string) =>
      within(column).getByText(question).nextElementSibling?.textContent;
    expect(answerTo(mayaColumn, '¿Apoya un alto el fuego en Gaza?')).toBe('Sí');
    expect(answerTo(mayaColumn, '¿Apoya un cuidado infantil universal financiado con fondos públicos?')).toBe(
      'No',
    );
    expect(answerTo(danielColumn, '¿Apoya un alto el fuego en Gaza?')).toBe('N/D');
    expect(
      within(danielColumn).getByText('Otras preguntas sobre posiciones').nextElementSibling,
    ).toHaveTextContent('Todavía sin respuestas');
    expect(within(danielColumn).getByRole('link', { name: 'Página de Daniel Brooks' })).toHaveAttribute(
      'href',
      `/es/candidatePage/${daniel.id}`,
    );
  });

  it('compares House members by translated topic and vote, with their top donors in Spanish dollars', async () => {
    const member = {
      office: 'House of Representatives',
      incumbent: 'Incumbent',
      votingRecord: true,
    } as const;
    const park = makeCandidate({ fullName: 'Eleanor Park', ...member });
    const haddad = makeCandidate({ fullName: 'Nadia Haddad', ...member });
    const byId = { [park.id]: park, [haddad.id]: haddad };
    const donors = (orgName: string, total: number) =>
      donorsAnswer([{ orgName, pacs: total, indivs: 0, total }]);
    renderInSpanish(`/es/compare?ids=${park.id},${haddad.id}`, {
      'candidates.byId': ({ id }) => byId[id]!,
      'legislation.sharedVotes': () => ({
        members: [park.id, haddad.id],
        topics: [
          {
            topic: 'Healthcare',
            total: 3,
            bills: [
              {
                docId: 'hr9901-119',
                title: 'Paid Sick Leave Act',
                tracker: 'https://www.congress.gov/bill/119th-congress/house-bill/9901',
                votedOn: '2025-03-04',
                votes: [
                  { candidateId: park.id, vote: 'Yea' },
                  { candidateId: haddad.id, vote: null },
                ],
              },
            ],
          },
        ],
      }),
      'donors.byCandidate': ({ candidateId }) =>
        candidateId === park.id ? donors('Nurses United', 12000) : donors('Teachers PAC', 25000),
    });

    expect(
      await screen.findByRole('heading', { name: 'Votos en los mismos proyectos de ley' }),
    ).toBeInTheDocument();
    const votes = await screen.findByRole('table', { name: 'Votos en los mismos proyectos de ley: Salud' });
    expect(screen.getByRole('heading', { level: 3, name: 'Salud' })).toBeInTheDocument();
    expect(
      within(votes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Proyecto de ley', 'Eleanor Park', 'Nadia Haddad']);
    expect(within(votes).getByRole('row', { name: /Paid Sick Leave Act/ })).toHaveTextContent(
      'Paid Sick Leave ActA favorNo votó',
    );
    expect(screen.getByText('2 más sobre Salud en la página de cada candidato.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Principales donantes' })).toBeInTheDocument();
    const parkDonors = await screen.findByRole('list', { name: 'Principales donantes de Eleanor Park' });
    expect(spaced(parkDonors.textContent)).toBe('Nurses United: 12.000 US$');
    const haddadDonors = screen.getByRole('list', { name: 'Principales donantes de Nadia Haddad' });
    expect(spaced(haddadDonors.textContent)).toBe('Teachers PAC: 25.000 US$');
    expect(screen.getAllByText('Principales contribuyentes, ciclo 2026 (total):')).toHaveLength(2);
  });

  it('says in Spanish what to do when no candidates are given, its link under /es', async () => {
    renderInSpanish('/es/compare', {});
    const notice = await screen.findByText(/No hay candidatos que comparar/);
    expect(within(notice).getByRole('link', { name: 'mi boleta' })).toHaveAttribute('href', '/es/myBallot');
  });
});

describe('the address search in Spanish (ADR 43)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts the races and candidates in Spanish, names the offices in Spanish, and links under /es', async () => {
    const council = [
      makeCandidate({ fullName: 'Maya Torres', office: 'City Council', district: '33' }),
      makeCandidate({
        fullName: 'Daniel Brooks',
        party: 'Republican',
        office: 'City Council',
        district: '33',
      }),
    ];
    const assembly = makeCandidate({
      fullName: 'Ana Ruiz',
      party: 'Others',
      office: 'State HOR',
      district: '52',
    });
    const ballot: TBallot = {
      address: '123 MAIN ST, BROOKLYN, NY, 11217',
      races: [toRace([assembly]), toRace(council)],
      measures: [],
      isSample: false,
      electionId: null,
      elections: [],
    };
    renderInSpanish(`/es/candidateSearch?q=${encodeURIComponent('123 Main St')}`, {
      'districts.search': () => ({ found: true, ballot }),
    });

    expect(await screen.findByText('Resultados para:')).toBeInTheDocument();
    expect(screen.getByText('2 contiendas encontradas en su zona')).toBeInTheDocument();
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Asamblea Estatal', 'Concejo Municipal']);
    const [assemblyRace, councilRace] = headings.map((heading) => heading.closest('section')!);
    expect(
      within(assemblyRace!).getByText('1 candidato o candidata se postula a este cargo:'),
    ).toBeInTheDocument();
    expect(within(councilRace!).getByText('2 candidatos se postulan a este cargo:')).toBeInTheDocument();

    const maya = screen.getByRole('link', { name: /Maya Torres/ });
    expect(maya).toHaveAttribute('href', `/es/candidatePage/${council[0]!.id}`);
    expect(maya).toHaveTextContent('Demócrata');
    expect(maya).toHaveTextContent('Concejo Municipal - 33');
    expect(screen.getByRole('link', { name: /Ana Ruiz/ })).toHaveTextContent('Otros');
    expect(
      within(councilRace!).getByRole('link', { name: 'Comparar candidatos: Concejo Municipal' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/es\/compare\?ids=/));
    expect(
      within(councilRace!).getByRole('button', { name: 'Agregar a mi boleta: Maya Torres' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver mi boleta \(0 de 2 elegidos\)/ })).toHaveAttribute(
      'href',
      '/es/myBallot',
    );
    expect(screen.getByRole('link', { name: 'Buscar por calle, ciudad y código postal' })).toHaveAttribute(
      'href',
      '/es/addressPage',
    );
  });
});
