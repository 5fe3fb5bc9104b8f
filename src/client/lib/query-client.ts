import { QueryClient, type DehydratedState } from '@tanstack/react-query';

/** How long the data that came with a server-rendered page counts as fresh before it is asked for again. */
const SERVER_DATA_FRESH_MS = 60_000;

/**
 * The app's query cache. Given the server render's dehydrated state, it starts with the page's data, so the
 * first render matches the server's markup and asks the API for nothing the page already has (ADR 32).
 */
export function createQueryClient(serverState?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        // Guide content changes rarely; refetching on every tab switch would only cost bandwidth.
        refetchOnWindowFocus: false,
      },
    },
  });
  // The server sends only answered queries, so their data is all there is to restore; react-query's own
  // hydrate() would add a kilobyte to every page for the cases it covers beyond that.
  for (const { queryKey, state } of serverState?.queries ?? []) {
    client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    // Without this the data, stale at once by default, would be fetched again as the page mounts.
    client.setQueryDefaults(queryKey, { staleTime: SERVER_DATA_FRESH_MS });
  }
  return client;
}

/** The server render's cache: no retries (a failed query leaves the page to the browser), nothing kept. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}
