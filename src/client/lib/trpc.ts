// The app's binding of tRPC to TanStack Query: `trpc.<router>.<procedure>.useQuery(input, options)` and the
// rest of the calls the app makes, typed from the router. It replaces @trpc/react-query's createTRPCReact,
// which put every hook it has (suspense, subscriptions, queries, prefetching) in each page's JavaScript
// (ADR 34). The query keys are tRPC's own, so the server render's cache matches what the hooks ask for.
import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type FetchQueryOptions,
  type InfiniteData,
  type QueryClient,
  type SkipToken,
  type Updater,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type {
  AnyTRPCMutationProcedure,
  AnyTRPCQueryProcedure,
  inferProcedureInput,
  inferTransformedProcedureOutput,
  inferTRPCClientTypes,
  TRPCRouterRecord,
} from '@trpc/server';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { TRPC_BATCH_MAX_CALLS } from '../../shared/constants/limits';
import { createHttpTransport, TrpcClientError, type TTrpcTransport } from './trpc-http';
import type { AppRouter } from '../../server/trpc/router';

/** How the hooks reach the procedures: over HTTP in the browser, in-process in the server render. */
type TTrpcClient = TTrpcTransport;

/** A failed call, as every hook and utility reports it: `error.data?.code` is the tRPC error code. */
type TTrpcError = TRPCClientErrorLike<AppRouter>;

type TQueryType = 'query' | 'infinite';

/** tRPC's query key: the procedure's path split at its dots, then its input and the kind of query. */
export type TTrpcQueryKey = [readonly string[], { input?: unknown; type?: TQueryType }?];

// --- Types, from the router ----------------------------------------------------------------------

type TOutput<P extends AnyTRPCQueryProcedure | AnyTRPCMutationProcedure> = inferTransformedProcedureOutput<
  inferTRPCClientTypes<AppRouter>,
  P
>;

/** An infinite query's input without the page it asks for, which the hook adds itself. */
type TInfiniteInput<TInput> = Omit<TInput, 'cursor' | 'direction'>;

/** The page an infinite query starts from and asks for next (`null`: the procedure's first page). */
type TCursor<TInput> = 'cursor' extends keyof TInput ? NonNullable<TInput['cursor']> | null : never;

type TInfiniteData<TInput, TData> = InfiniteData<TData, TCursor<TInput>>;

type TQueryOptions<TData, TSelected> = Omit<
  UseQueryOptions<TData, TTrpcError, TSelected, TTrpcQueryKey>,
  'queryKey' | 'queryFn'
>;

type TInfiniteQueryOptions<TInput, TData> = Omit<
  UseInfiniteQueryOptions<TData, TTrpcError, TInfiniteData<TInput, TData>, TTrpcQueryKey, TCursor<TInput>>,
  'queryKey' | 'queryFn' | 'initialPageParam'
> & { initialCursor?: TCursor<TInput> };

type TMutationOptions<TInput, TData, TContext> = Omit<
  UseMutationOptions<TData, TTrpcError, TInput, TContext>,
  'mutationKey' | 'mutationFn'
>;

/** Only procedures that take a cursor page. */
type TInfiniteHooks<TInput, TData> = 'cursor' extends keyof TInput
  ? {
      useInfiniteQuery(
        input: TInfiniteInput<TInput> | SkipToken,
        options: TInfiniteQueryOptions<TInput, TData>,
      ): UseInfiniteQueryResult<TInfiniteData<TInput, TData>, TTrpcError>;
    }
  : unknown;

type TQueryHooks<TInput, TData> = {
  useQuery<TSelected = TData>(
    input: TInput | SkipToken,
    options?: TQueryOptions<TData, TSelected>,
  ): UseQueryResult<TSelected, TTrpcError>;
} & TInfiniteHooks<TInput, TData>;

type TMutationHooks<TInput, TData> = {
  useMutation<TContext = unknown>(
    options?: TMutationOptions<TInput, TData, TContext>,
  ): UseMutationResult<TData, TTrpcError, TInput, TContext>;
};

type THooks<TRecord extends TRPCRouterRecord> = {
  [K in keyof TRecord]: TRecord[K] extends infer P
    ? P extends AnyTRPCQueryProcedure
      ? TQueryHooks<inferProcedureInput<P>, TOutput<P>>
      : P extends AnyTRPCMutationProcedure
        ? TMutationHooks<inferProcedureInput<P>, TOutput<P>>
        : P extends TRPCRouterRecord
          ? THooks<P>
          : never
    : never;
};

type TRouterUtils = {
  /** Marks every query of the router (or procedure) stale and refetches those on screen. */
  invalidate(): Promise<void>;
};

type TQueryUtils<TInput, TData> = {
  invalidate(input?: TInput): Promise<void>;
  reset(input?: TInput): Promise<void>;
  fetch(
    input: TInput,
    options?: Omit<FetchQueryOptions<TData, TTrpcError>, 'queryKey' | 'queryFn'>,
  ): Promise<TData>;
  setData(input: TInput, updater: Updater<TData | undefined, TData | undefined>): void;
  setInfiniteData(
    input: TInfiniteInput<TInput>,
    updater: Updater<TInfiniteData<TInput, TData> | undefined, TInfiniteData<TInput, TData> | undefined>,
  ): void;
};

type TUtils<TRecord extends TRPCRouterRecord> = {
  [K in keyof TRecord]: TRecord[K] extends infer P
    ? P extends AnyTRPCQueryProcedure
      ? TQueryUtils<inferProcedureInput<P>, TOutput<P>>
      : P extends TRPCRouterRecord
        ? TUtils<P> & TRouterUtils
        : never
    : never;
};

type TRecord = AppRouter['_def']['record'];

type TProviderProps = { client: TTrpcClient; queryClient: QueryClient; children?: ReactNode };

type TTrpc = THooks<TRecord> & {
  /** Gives the hooks below it the client and the query cache (the same one QueryClientProvider gives). */
  Provider(props: TProviderProps): ReactNode;
  useUtils(): TUtils<TRecord>;
};

// --- Runtime ---------------------------------------------------------------------------------------

type TContext = { client: TTrpcClient; queryClient: QueryClient };

const TrpcContext = createContext<TContext | null>(null);

function useTrpcContext(): TContext {
  const context = useContext(TrpcContext);
  if (!context) throw new Error('trpc hooks need trpc.Provider above them');
  return context;
}

/**
 * The key @trpc/react-query gives a procedure's query (its getQueryKeyInternal): without a type (what
 * `invalidate` and `reset` match) and without an input it is only the path, so it covers every input.
 */
function queryKeyOf(path: readonly string[], input: unknown, type?: TQueryType): TTrpcQueryKey {
  if (!input && !type) return [path];
  return [path, { ...(input !== undefined && input !== skipToken && { input }), ...(type && { type }) }];
}

/** What @trpc/react-query sends for a page: the input, the page's cursor unless it is the first, the direction. */
function pageInput(input: unknown, cursor: unknown, direction: 'forward' | 'backward') {
  return { ...(input as object | undefined), ...(cursor ? { cursor } : {}), direction };
}

// The options are the caller's, typed by TTrpc; here they only pass through to TanStack Query.
type TAnyOptions = Record<string, unknown> | undefined;

function useTrpcQuery(path: readonly string[], input: unknown, options: TAnyOptions) {
  const { client, queryClient } = useTrpcContext();
  return useQuery(
    {
      ...options,
      queryKey: queryKeyOf(path, input, 'query'),
      queryFn: input === skipToken ? skipToken : () => client.query(path.join('.'), input),
    },
    queryClient,
  );
}

function useTrpcInfiniteQuery(
  path: readonly string[],
  input: unknown,
  { initialCursor = null, ...options }: { initialCursor?: unknown; getNextPageParam(): unknown },
) {
  const { client, queryClient } = useTrpcContext();
  return useInfiniteQuery(
    {
      ...options,
      initialPageParam: initialCursor,
      queryKey: queryKeyOf(path, input, 'infinite'),
      queryFn:
        input === skipToken
          ? skipToken
          : ({ pageParam, direction }) =>
              client.query(path.join('.'), pageInput(input, pageParam ?? initialCursor, direction)),
    },
    queryClient,
  );
}

function useTrpcMutation(path: readonly string[], options: TAnyOptions) {
  const { client, queryClient } = useTrpcContext();
  return useMutation(
    { ...options, mutationKey: [path], mutationFn: (input) => client.mutation(path.join('.'), input) },
    queryClient,
  );
}

type TCall = (path: readonly string[], ...args: never[]) => unknown;

const HOOKS: Record<string, TCall> = {
  useQuery: useTrpcQuery,
  useInfiniteQuery: useTrpcInfiniteQuery,
  useMutation: useTrpcMutation,
};

function createUtils({ client, queryClient }: TContext): Record<string, TCall> {
  return {
    invalidate: (path, input?: unknown) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(path, input) }),
    reset: (path, input?: unknown) => queryClient.resetQueries({ queryKey: queryKeyOf(path, input) }),
    fetch: (path, input: unknown, options: TAnyOptions) =>
      queryClient.fetchQuery({
        ...options,
        queryKey: queryKeyOf(path, input, 'query'),
        queryFn: () => client.query(path.join('.'), input),
      }),
    setData: (path, input: unknown, updater: unknown) =>
      void queryClient.setQueryData(queryKeyOf(path, input, 'query'), updater),
    setInfiniteData: (path, input: unknown, updater: unknown) =>
      void queryClient.setQueryData(queryKeyOf(path, input, 'infinite'), updater),
  };
}

const PATH = Symbol('trpc path');

/** `proxy.a.b.c(...args)` calls `calls.c(['a', 'b'], ...args)`; `proxy.a.b[PATH]` is `['a', 'b']`. */
function pathProxy(calls: Record<string, TCall>, path: readonly string[] = []): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) =>
      key === PATH ? path : typeof key === 'string' ? pathProxy(calls, [...path, key]) : undefined,
    apply: (_target, _this, args: never[]) => {
      const name = path.at(-1) ?? '';
      const call = calls[name];
      if (!call) throw new Error(`${path.join('.')}() is not a call of this tRPC binding`);
      return call(path.slice(0, -1), ...args);
    },
  });
}

function TrpcProvider({ client, queryClient, children }: TProviderProps) {
  const value = useMemo(() => ({ client, queryClient }), [client, queryClient]);
  return createElement(TrpcContext, { value }, children);
}

function useUtils() {
  const context = useTrpcContext();
  return useMemo(() => pathProxy(createUtils(context)), [context]);
}

const root: Record<string | symbol, unknown> = {
  Provider: TrpcProvider,
  useUtils,
};
const hooks = pathProxy(HOOKS) as Record<string | symbol, unknown>;

export const trpc = new Proxy(root, { get: (target, key) => target[key] ?? hooks[key] }) as unknown as TTrpc;

/**
 * The key of an infinite query, as @trpc/react-query's `getQueryKey(procedure, input, 'infinite')` gives
 * it: `getInfiniteQueryKey(trpc.videos.page, { newestFirst })`, e.g. to remove its pages from the cache.
 */
export function getInfiniteQueryKey<TInput>(
  procedure: { useInfiniteQuery(input: TInput | SkipToken, options: never): unknown },
  input: TInput,
): TTrpcQueryKey {
  return queryKeyOf((procedure as unknown as { [PATH]: readonly string[] })[PATH], input, 'infinite');
}

/** The browser's client: queries batched into GETs of at most TRPC_BATCH_MAX_CALLS calls (ADR 25). */
export function createTrpcClient(): TTrpcClient {
  return createHttpTransport({ url: '/trpc', maxItems: TRPC_BATCH_MAX_CALLS });
}

export { TrpcClientError, type TTrpcTransport };
