// The app's tRPC binding: @trpc/react-query's hooks (`trpc.<router>.<procedure>.useQuery(input, options)`,
// `useMutation`, `useInfiniteQuery`, `useUtils`) over @trpc/client's batch link (ADR 41).
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { TRPC_BATCH_MAX_CALLS } from '../../shared/constants/limits';
import type { AppRouter } from '../../server/trpc/router';

export const trpc = createTRPCReact<AppRouter>();

export type TTrpcClient = ReturnType<typeof trpc.createClient>;

/** The browser's client: queries asked together go as one GET of at most TRPC_BATCH_MAX_CALLS calls (ADR 25). */
export function createBrowserTrpcClient(url = '/trpc'): TTrpcClient {
  return trpc.createClient({ links: [httpBatchLink({ url, maxItems: TRPC_BATCH_MAX_CALLS })] });
}

/** A failed call, typed by the router: `error.data?.code` is the tRPC code, `error.data?.appCode` ours. */
export function isTrpcClientError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}
