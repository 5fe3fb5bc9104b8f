import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { TRPC_BATCH_MAX_CALLS } from '../../shared/constants/limits';
import type { AppRouter } from '../../server/trpc/router';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxItems: TRPC_BATCH_MAX_CALLS,
        // The session cookie must ride along, and only to our own origin.
        fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
      }),
    ],
  });
}
