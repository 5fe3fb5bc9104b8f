import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { createI18n } from '../../lib/i18n';
import { messages as spanish } from '../../locales/es.po';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { stubIntersectionObserver } from '../../test/intersection-observer';
import { mockTrpcFetch, type TTrpcHandlers } from '../../test/trpc-fetch';
import { TEST_VIDEOS, testLibraryPage } from '../../test/videos';

/** The app at a Spanish address, in Spanish, as main.tsx starts it there. */
function openInSpanish(path: string, handlers: TTrpcHandlers = {}) {
  window.history.replaceState(null, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const asked: unknown[] = [];
  mockTrpcFetch({
    'videos.page': testLibraryPage,
    'videos.inCategory': (input) => {
      asked.push(input);
      return TEST_VIDEOS.filter((video) => video.category === (input as { category: string }).category);
    },
    ...handlers,
  });
  stubIntersectionObserver();
  render(<App config={TEST_PUBLIC_CONFIG} i18n={createI18n('es', spanish)} />);
  return { user: userEvent.setup(), asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the library in Spanish', () => {
  it('names its views, filter and rows in Spanish, and its links and search stay under /es', async () => {
    const { user, asked } = openInSpanish('/es/learninglib');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videoteca' })).toBeInTheDocument();

    const views = screen.getByRole('navigation', { name: 'Vistas de la videoteca' });
    expect(within(views).getByRole('link', { name: 'Por categoría' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(views).getByRole('link', { name: 'Más recientes primero' })).toHaveAttribute(
      'href',
      '/es/learninglibnewfirst',
    );

    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/es/search');
    expect(within(search).getByRole('searchbox', { name: 'Buscar en la videoteca' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();

    // Category names are shown translated; the API's English values stay the options' values.
    const filter = screen.getByRole('combobox', { name: 'Categoría' });
    expect(within(filter).getByRole('option', { name: 'Todos los videos' })).toHaveValue('');
    expect(within(filter).getByRole('option', { name: 'Sindicalizarse: lo básico' })).toHaveValue(
      'Unionizing 101',
    );

    const row = await screen.findByRole('region', { name: 'Mientras esperamos la revolución' });
    expect(
      within(row).getByRole('button', { name: 'Desplazar Mientras esperamos la revolución a la derecha' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conspiración y capitalismo' })).toBeInTheDocument();

    await user.selectOptions(filter, 'Unionizing 101');
    expect(await screen.findByRole('region', { name: 'Sindicalizarse: lo básico' })).toBeInTheDocument();
    expect(asked).toEqual([{ category: 'Unionizing 101' }]);
  });

  it('says in Spanish when the library is empty', async () => {
    openInSpanish('/es/learninglibnewfirst', { 'videos.page': () => ({ data: [], hasMore: false }) });
    expect(await screen.findByText('Todavía no hay videos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más recientes primero' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows search results in Spanish, counted with the plural', async () => {
    openInSpanish('/es/search/sindicato', { 'videos.search': () => TEST_VIDEOS.slice(0, 3) });
    expect(await screen.findByRole('heading', { name: 'Resultados de búsqueda' })).toBeInTheDocument();
    expect(await screen.findByText('3 videos para «sindicato»')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.title).toContain('Resultados de búsqueda para «sindicato»'));
  });

  it("says 'No se encontraron videos.' when nothing matches", async () => {
    openInSpanish('/es/search/cebra', { 'videos.search': () => [] });
    expect(await screen.findByText('No se encontraron videos.')).toBeInTheDocument();
  });

  it('plays a video in a Spanish dialog; a video without a title is named by its translated category', async () => {
    const untitled = { ...TEST_VIDEOS[0]!, title: null };
    const { user } = openInSpanish('/es/learninglibnewfirst', {
      'videos.page': () => ({ data: [untitled], hasMore: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mientras esperamos la revolución' }));

    const dialog = screen.getByRole('dialog', { name: 'Mientras esperamos la revolución' });
    expect(
      within(dialog).getByTitle('Video de TikTok: Mientras esperamos la revolución'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Ver en TikTok/ })).toHaveAttribute('href', untitled.url);
    expect(within(dialog).getByRole('link', { name: 'Encontrar mi boleta' })).toHaveAttribute(
      'href',
      '/es/#find-my-ballot',
    );
  });
});
