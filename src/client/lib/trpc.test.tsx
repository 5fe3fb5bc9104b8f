import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TDropdownState } from '../../shared/schemas/candidates';
import { callsTo, mockTrpcFetch } from '../test/trpc-fetch';
import { testLibraryPage } from '../test/videos';
import { createBrowserTrpcClient, trpc } from './trpc';

const STATES: TDropdownState[] = [{ stateShort: 'NY', stateFull: 'New York', stateActive: true }];

function renderWithCache<T>(hook: () => T, queryClient: QueryClient) {
  const client = createBrowserTrpcClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
  return renderHook(hook, { wrapper });
}

afterEach(() => vi.restoreAllMocks());

describe('the tRPC binding', () => {
  it("finds a server-rendered page's data under the keys the hooks ask for, so it is not asked for again", async () => {
    const spy = mockTrpcFetch({ 'states.dropdown': () => [], 'videos.page': testLibraryPage });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // What the server render's dehydrated state gives the browser's cache for this page.
    queryClient.setQueryData([['states', 'dropdown'], { type: 'query' }], STATES);

    const { result } = renderWithCache(
      () => ({
        states: trpc.states.dropdown.useQuery(),
        videos: trpc.videos.page.useInfiniteQuery(
          { newestFirst: true },
          { initialCursor: 1, getNextPageParam: (_page, pages) => pages.length + 1 },
        ),
      }),
      queryClient,
    );

    expect(result.current.states.data).toEqual(STATES);
    await waitFor(() => expect(result.current.videos.data?.pages).toHaveLength(1));
    expect(callsTo(spy, 'states.dropdown')).toEqual([]);
    // A page's input as the server reads it: the list's input, the page's cursor, the direction.
    const [pageCall] = callsTo(spy, 'videos.page');
    expect(JSON.parse(new URL(pageCall!, 'http://localhost').searchParams.get('input')!)).toEqual({
      0: { newestFirst: true, cursor: 1, direction: 'forward' },
    });
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: getQueryKey(trpc.videos.page, { newestFirst: true }, 'infinite') })?.queryKey,
    ).toEqual([['videos', 'page'], { input: { newestFirst: true }, type: 'infinite' }]);
  });
});
