import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { stubIntersectionObserver } from '../../test/intersection-observer';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';
import { TEST_VIDEOS, testLibraryPage } from '../../test/videos';

const byCategory = (input: unknown) =>
  TEST_VIDEOS.filter((video) => video.category === (input as { category: string }).category);

/** The app at `path`; `cursors` lists the pages asked of `videos.page`, in order. */
function openLibrary(path: string, handlers: TTrpcHandlers = {}) {
  window.history.pushState({}, '', path);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const cursors: number[] = [];
  mockTrpcFetch({
    'videos.page': (input) => {
      cursors.push((input as { cursor: number }).cursor);
      return testLibraryPage(input);
    },
    'videos.inCategory': byCategory,
    ...handlers,
  });
  const viewport = stubIntersectionObserver();
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { user: userEvent.setup(), cursors, viewport };
}

const thumbnails = () => within(screen.getByRole('main')).queryAllByRole('listitem');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the library by category', () => {
  it('shows the title, the view buttons, the filter and a row per category', async () => {
    openLibrary('/learninglib');
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Library views' });
    expect(within(views).getByRole('link', { name: 'By Category' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Newest First' })).toHaveAttribute(
      'href',
      '/learninglibnewfirst',
    );
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(within(filter).getAllByRole('option')).toHaveLength(21);
    expect(within(filter).getByRole('option', { name: 'All videos' })).toHaveValue('');

    const row = await screen.findByRole('region', { name: 'As We Wait for the Revolution' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(row).getByRole('button', { name: 'Scroll As We Wait for the Revolution right' }),
    ).toBeEnabled();
    expect(thumbnails()).toHaveLength(12);
  });

  it("loads the first row's thumbnails at once and the others lazily, each with its size", async () => {
    openLibrary('/learninglib');
    await waitFor(() => expect(thumbnails()).toHaveLength(12));
    const images = (region: HTMLElement) => [...region.querySelectorAll('img')];
    const [firstRow, ...otherRows] = within(screen.getByRole('main'))
      .getAllByRole('region')
      .filter((region) => images(region).length > 0);

    expect(images(firstRow!).map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect(images(firstRow!).map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high']);
    const rest = otherRows.flatMap(images);
    expect(rest.length).toBeGreaterThan(0);
    expect(new Set(rest.map((image) => image.getAttribute('loading')))).toEqual(new Set(['lazy']));
    expect(new Set(rest.map((image) => image.getAttribute('fetchpriority')))).toEqual(new Set(['auto']));
    for (const image of [...images(firstRow!), ...rest]) {
      expect(image).toHaveAttribute('width', '360');
      expect(image).toHaveAttribute('height', '640');
    }
  });

  it('loads the next page when the last row comes into view, and starts again from page 1 on a filter change', async () => {
    const { user, cursors, viewport } = openLibrary('/learningLib');
    await waitFor(() => expect(thumbnails()).toHaveLength(12));
    const rows = within(screen.getByRole('main')).getAllByRole('region');
    viewport.showElement(rows.at(-1)!);
    await waitFor(() => expect(thumbnails()).toHaveLength(24));
    expect(cursors).toEqual([1, 2]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Unionizing 101');
    expect(await screen.findByRole('region', { name: 'Unionizing 101' })).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await waitFor(() => expect(thumbnails()).toHaveLength(12));
    expect(cursors).toEqual([1, 2, 1]);
  });

  it("shows 'Error on server side' when the library cannot be fetched", async () => {
    openLibrary('/learninglib', {
      'videos.page': () => {
        throw trpcError('INTERNAL_SERVER_ERROR');
      },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Error on server side',
    );
  });
});

describe('the library search', () => {
  it('goes to /search/{keyword} on Enter and shows the results', async () => {
    const searched: unknown[] = [];
    const { user } = openLibrary('/learninglibnewfirst', {
      'videos.search': (input) => {
        searched.push(input);
        return TEST_VIDEOS.slice(0, 3);
      },
    });
    await user.type(await screen.findByPlaceholderText('Search the Library'), 'union & jobs{Enter}');
    expect(window.location.pathname).toBe('/search/union%20%26%20jobs');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    expect(searched).toEqual([{ keyword: 'union & jobs' }]);
    expect(screen.getByPlaceholderText('Search the Library')).toHaveValue('union & jobs');
  });

  it("says 'No Books Found.' when nothing matches", async () => {
    openLibrary('/search/zebra', { 'videos.search': () => [] });
    expect(await screen.findByText('No Books Found.')).toBeInTheDocument();
  });
});

describe('the video player', () => {
  it('opens the TikTok player for a thumbnail; Escape closes it and focus returns to the thumbnail', async () => {
    const { user } = openLibrary('/learninglibnewfirst');
    const [first] = TEST_VIDEOS;
    const thumbnail = await screen.findByRole('button', { name: first!.title! });
    await user.click(thumbnail);

    const dialog = screen.getByRole('dialog', { name: first!.title! });
    const player = within(dialog).getByTitle(`TikTok video: ${first!.title}`);
    expect(player).toHaveAttribute('src', `https://www.tiktok.com/player/v1/${first!.videoId}`);
    expect(player).toHaveAttribute('allow', 'fullscreen');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });
});
