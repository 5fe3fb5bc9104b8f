import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { BLANK_MESSAGE } from '../../../shared/schemas/fields';
import { KEYWORD_MESSAGES, type TKeyword } from '../../../shared/schemas/keywords';
import { WEB_SEARCH_MESSAGES, type TWebSearchOutcome } from '../../../shared/schemas/web-search';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';

const ADMIN_SESSION = {
  'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
} satisfies TTrpcHandlers;

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** A keyword list the fake server keeps, so each change shows when the page asks for the list again. */
function keywordServer(initial: string[]) {
  let keywords: TKeyword[] = initial.map((keyword, index) => ({ id: id(index + 1), keyword }));
  const handlers: TTrpcHandlers = {
    ...ADMIN_SESSION,
    'keywords.list': () => keywords,
    'keywords.create': ({ keyword }) => {
      if (keywords.some((item) => item.keyword === keyword))
        throw trpcError('CONFLICT', KEYWORD_MESSAGES.duplicate);
      const item = { id: id(keywords.length + 1), keyword };
      keywords = [...keywords, item];
      return item;
    },
    'keywords.update': ({ id: amended, keyword }) => {
      keywords = keywords.map((item) => (item.id === amended ? { ...item, keyword } : item));
      return { id: amended, keyword };
    },
    'keywords.delete': ({ id: deleted }) => {
      keywords = keywords.filter((item) => item.id !== deleted);
    },
  };
  return handlers;
}

function openPage(address: string, handlers: TTrpcHandlers) {
  const fetchSpy = mockTrpcFetch(handlers);
  window.history.pushState({}, '', address);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { fetchSpy, user: userEvent.setup() };
}

/** The keywords the page lists now, in order. */
async function listedKeywords() {
  const list = await screen.findByRole('list', { name: 'Keywords' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);
}

/** The body each call to a mutation sent. */
function mutationInputs(spy: ReturnType<typeof mockTrpcFetch>, procedure: string) {
  return spy.mock.calls
    .filter(([request]) => String(request).includes(procedure))
    .map(([, init]) => (JSON.parse(String(init?.body)) as Record<string, unknown>)[0]);
}

describe('the admin search page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the candidate name and goes to the results with the name in the address', async () => {
    const { user } = openPage('/admin/search', keywordServer([]));

    await user.type(await screen.findByLabelText('Key in the candidate name'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Google Search' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/searchResults'));
    expect(new URLSearchParams(window.location.search).get('candidateSearch')).toBe('Jane Doe');
  });

  it('does not search for a blank name', async () => {
    const { user } = openPage('/admin/search', keywordServer([]));

    await user.click(await screen.findByRole('button', { name: 'Google Search' }));

    expect(await screen.findByText(BLANK_MESSAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/search');
  });

  it('lists the keywords and adds one, showing it in the list', async () => {
    const { fetchSpy, user } = openPage('/admin/search', keywordServer(['news']));
    expect(await listedKeywords()).toEqual(['news']);

    await user.type(screen.getByLabelText('New keyword'), ' endorsements ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(async () => expect(await listedKeywords()).toEqual(['news', 'endorsements']));
    expect(mutationInputs(fetchSpy, 'keywords.create')).toEqual([{ keyword: 'endorsements' }]);
    expect(screen.getByLabelText('New keyword')).toHaveValue('');
  });

  it('shows the blank message and sends nothing for an empty keyword', async () => {
    const { fetchSpy, user } = openPage('/admin/search', keywordServer(['news']));
    await listedKeywords();

    await user.type(screen.getByLabelText('New keyword'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const form = screen.getByRole('form', { name: 'Add a keyword' });
    expect(within(form).getByText(BLANK_MESSAGE)).toBeInTheDocument();
    expect(mutationInputs(fetchSpy, 'keywords.create')).toEqual([]);
  });

  it("shows the server's refusal of a keyword already in the list", async () => {
    const { user } = openPage('/admin/search', keywordServer(['news']));
    await listedKeywords();

    await user.type(screen.getByLabelText('New keyword'), 'news');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(KEYWORD_MESSAGES.duplicate);
    expect(await listedKeywords()).toEqual(['news']);
  });

  it('amends a keyword in its row', async () => {
    const { fetchSpy, user } = openPage('/admin/search', keywordServer(['news', 'votes']));
    await listedKeywords();

    await user.click(screen.getByRole('button', { name: 'Amend votes' }));
    const field = screen.getByLabelText('Keyword');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'voting record{Enter}');

    await waitFor(async () => expect(await listedKeywords()).toEqual(['news', 'voting record']));
    expect(mutationInputs(fetchSpy, 'keywords.update')).toEqual([{ id: id(2), keyword: 'voting record' }]);
    expect(screen.getByRole('button', { name: 'Amend voting record' })).toHaveFocus();
  });

  it('closes the amend form on Cancel without sending anything', async () => {
    const { fetchSpy, user } = openPage('/admin/search', keywordServer(['news']));
    await listedKeywords();

    await user.click(screen.getByRole('button', { name: 'Amend news' }));
    await user.type(screen.getByLabelText('Keyword'), ' today');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await listedKeywords()).toEqual(['news']);
    expect(screen.getByRole('button', { name: 'Amend news' })).toHaveFocus();
    expect(mutationInputs(fetchSpy, 'keywords.update')).toEqual([]);
  });

  it('deletes a keyword only once the admin confirms', async () => {
    const { fetchSpy, user } = openPage('/admin/search', keywordServer(['news', 'votes']));
    await listedKeywords();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

    await user.click(screen.getByRole('button', { name: 'Delete news' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the keyword?');
    expect(mutationInputs(fetchSpy, 'keywords.delete')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete news' }));
    await waitFor(async () => expect(await listedKeywords()).toEqual(['votes']));
    expect(mutationInputs(fetchSpy, 'keywords.delete')).toEqual([{ id: id(1) }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Search keywords' })).toHaveFocus());
  });
});

const OUTCOME: TWebSearchOutcome = {
  configured: true,
  provider: 'brave',
  groups: [
    {
      keyword: 'news',
      query: 'Jane Doe news',
      results: [
        {
          title: 'Jane Doe wins endorsement',
          link: 'https://news.example.org/jane',
          snippet: 'The union backs Jane Doe.',
          image: 'https://news.example.org/jane.jpg',
        },
      ],
      failure: null,
    },
    {
      keyword: 'votes',
      query: 'Jane Doe votes',
      results: [{ title: 'Voting record', link: 'https://votes.example.org/jd', snippet: 'How she voted.' }],
      failure: null,
    },
    { keyword: 'podcast', query: 'Jane Doe podcast', results: [], failure: WEB_SEARCH_MESSAGES.timeout },
  ],
};

function openResults(
  outcome: TWebSearchOutcome,
  address = '/admin/searchResults?candidateSearch=Jane%20Doe',
) {
  const searched: string[] = [];
  const opened = openPage(address, {
    ...ADMIN_SESSION,
    'webSearch.search': ({ candidateSearch }) => {
      searched.push(candidateSearch);
      return outcome;
    },
  });
  return { ...opened, searched };
}

/** The headings of the result groups shown, in order. */
const groupHeadings = () =>
  screen
    .getAllByRole('region', { name: /^Results for / })
    .map((group) => within(group).getByRole('heading', { level: 2 }).textContent);

describe('the admin search results page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('searches the name from the address and shows one group per keyword', async () => {
    const { searched } = openResults(OUTCOME);

    const news = await screen.findByRole('region', { name: 'Results for Jane Doe news' });
    expect(searched).toEqual(['Jane Doe']);
    expect(groupHeadings()).toEqual(['news', 'votes', 'podcast']);
    const [result] = within(news).getAllByRole('listitem');
    expect(within(result!).getByText('news')).toBeInTheDocument();
    expect(result!.querySelector('img')).toHaveAttribute('src', 'https://news.example.org/jane.jpg');
    const link = within(result!).getByRole('link', { name: /Jane Doe wins endorsement/ });
    expect(link).toHaveAttribute('href', 'https://news.example.org/jane');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(result!).getByText('The union backs Jane Doe.')).toBeInTheDocument();

    const votes = screen.getByRole('region', { name: 'Results for Jane Doe votes' });
    expect(within(votes).getByRole('listitem').querySelector('img')).toBeNull();
  });

  it("shows a failed group's message while the others still show", async () => {
    openResults(OUTCOME);

    const podcast = await screen.findByRole('region', { name: 'Results for Jane Doe podcast' });
    expect(within(podcast).getByRole('alert')).toHaveTextContent(WEB_SEARCH_MESSAGES.timeout);
    expect(screen.getByRole('link', { name: /Voting record/ })).toBeInTheDocument();
  });

  it('filters the groups to one keyword and back to Show All', async () => {
    const { user } = openResults(OUTCOME);
    const filter = await screen.findByRole('combobox', { name: 'Keyword' });
    expect(filter).toHaveValue('Show All');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Show All', 'news', 'votes', 'podcast']);

    await user.selectOptions(filter, 'votes');
    expect(groupHeadings()).toEqual(['votes']);

    await user.selectOptions(filter, 'Show All');
    expect(groupHeadings()).toEqual(['news', 'votes', 'podcast']);
  });

  it('says how to turn web search on when it is not configured', async () => {
    openResults({ configured: false, message: WEB_SEARCH_MESSAGES.notConfigured });

    expect(await screen.findByText(WEB_SEARCH_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says when a keyword found nothing', async () => {
    openResults({
      configured: true,
      provider: 'brave',
      groups: [{ keyword: null, query: 'Jane Doe', results: [], failure: null }],
    });

    expect(await screen.findByText('No results for “Jane Doe”.')).toBeInTheDocument();
  });

  it('asks for a name instead of searching when the address has none', async () => {
    const { searched } = openResults(OUTCOME, '/admin/searchResults');

    expect(await screen.findByRole('link', { name: 'key one in on the search page' })).toHaveAttribute(
      'href',
      '/admin/search',
    );
    expect(searched).toEqual([]);
  });
});
