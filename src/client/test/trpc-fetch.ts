import { SEEDED_ELECTIONS } from './elections';
import { seededSection } from './site-content';
import type { TProcedurePath, TRouterInput, TRouterOutput } from './router-types';

/**
 * Answers the app's tRPC calls in client tests by standing in for `fetch`. Each handler gets a
 * procedure's input and returns its data, or throws `trpcError(...)`. The session lookup answers a
 * visitor, the elections list a fresh install's elections and the page content its seeded content unless a test says otherwise; any other
 * procedure without a handler answers UNAUTHORIZED. The spy records every URL.
 *
 * Handlers are typed from the router, so a renamed procedure or a changed output breaks the typecheck
 * instead of leaving a test that answers a call the app no longer makes.
 */
// tRPC types a procedure that answers nothing (a delete) as `never`; its handler returns nothing.
type TAnswer<P extends TProcedurePath> = [TRouterOutput<P>] extends [never] ? void : TRouterOutput<P>;

export type TTrpcHandlers = {
  [P in TProcedurePath]?: (input: TRouterInput<P>) => TAnswer<P> | Promise<TAnswer<P>>;
};

/** Any procedure's handler, as the fake server finds it by the path in the address. */
type TAnyHandler = (input: never) => unknown;

class TrpcTestError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

const HTTP_STATUS = {
  NOT_FOUND: 404,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export function trpcError(code: keyof typeof HTTP_STATUS, message: string = code) {
  return new TrpcTestError(code, HTTP_STATUS[code], message);
}

async function answer(handler: TAnyHandler | undefined, input: unknown) {
  try {
    if (!handler) throw trpcError('UNAUTHORIZED');
    // The input is what the app sent for this procedure, so it has the type the handler takes.
    return { result: { data: await handler(input as never) } };
  } catch (error) {
    if (!(error instanceof TrpcTestError)) throw error;
    return {
      error: {
        message: error.message,
        code: -32000,
        data: { code: error.code, httpStatus: error.httpStatus },
      },
    };
  }
}

const DEFAULT_HANDLERS: TTrpcHandlers = {
  'auth.session': () => ({ userRole: 'user', user: null }),
  'elections.list': () => SEEDED_ELECTIONS,
  'content.section': seededSection,
  'districts.exampleAddresses': () => [],
};

export function mockTrpcFetch(handlers: TTrpcHandlers) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (request, init) => {
    const url = new URL(String(request), 'http://localhost');
    const procedures = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    // Queries carry their inputs in the address, mutations in a POST body.
    const inputs = JSON.parse(
      init?.method === 'POST' ? String(init.body) : (url.searchParams.get('input') ?? '{}'),
    ) as Record<string, unknown>;
    const withDefaults: Partial<Record<string, TAnyHandler>> = { ...DEFAULT_HANDLERS, ...handlers };
    const results = await Promise.all(
      procedures.map((procedure, index) => answer(withDefaults[procedure], inputs[index])),
    );
    const status = results.every((result) => 'result' in result) ? 200 : 207;
    return new Response(JSON.stringify(results), { status, headers: { 'content-type': 'application/json' } });
  });
}

/** The URLs of the calls made to a procedure so far. */
export function callsTo(spy: ReturnType<typeof mockTrpcFetch>, procedure: TProcedurePath): string[] {
  return spy.mock.calls
    .map(([request]) => decodeURIComponent(String(request)))
    .filter((url) => url.split('?')[0]!.split(/[/,]/).includes(procedure));
}
