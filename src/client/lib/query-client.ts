import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        // Guide content changes rarely; refetching on every tab switch would only cost bandwidth.
        refetchOnWindowFocus: false,
      },
    },
  });
}
