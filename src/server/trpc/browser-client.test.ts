import { createHttpTransport, TrpcClientError } from '../../client/lib/trpc-http';
import { TRPC_BATCH_MAX_CALLS } from '../../shared/constants/limits';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The browser's tRPC client (src/client/lib/trpc-http.ts, ADR 34) speaks tRPC's HTTP protocol itself, so it
 * is held here to the real server over a real socket: batching, answers, errors and mutations.
 */
describe("the browser's tRPC client against the server", () => {
  let t: TestApp;
  let url: string;
  const requests: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/trpc/')) requests.push(`${request.method} ${request.url.split('?')[0]}`);
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/trpc`;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    requests.length = 0;
  });

  const client = () => createHttpTransport({ url, maxItems: TRPC_BATCH_MAX_CALLS });

  it('sends the queries of one turn as one GET and hands each its own answer', async () => {
    const trpc = client();
    const [elections, states] = await Promise.all([
      trpc.query('elections.list', undefined),
      trpc.query('states.dropdown', undefined),
    ]);

    expect(requests).toEqual(['GET /trpc/elections.list,states.dropdown']);
    expect(Array.isArray(elections)).toBe(true);
    expect(Array.isArray(states)).toBe(true);
  });

  it('splits a larger batch at the server limit', async () => {
    const trpc = client();
    const calls = Array.from({ length: TRPC_BATCH_MAX_CALLS + 2 }, () =>
      trpc.query('elections.list', undefined),
    );

    expect(await Promise.all(calls)).toHaveLength(TRPC_BATCH_MAX_CALLS + 2);
    expect(requests).toHaveLength(2);
  });

  it('rejects only the failed call of a batch, with the code and message the server gave', async () => {
    const trpc = client();
    const [found, missing] = await Promise.allSettled([
      trpc.query('elections.list', undefined),
      trpc.query('candidates.byId', { id: '00000000-0000-4000-8000-000000000000' }),
    ]);

    expect(found.status).toBe('fulfilled');
    expect(missing.status).toBe('rejected');
    const error = (missing as PromiseRejectedResult).reason as TrpcClientError;
    expect(error).toBeInstanceOf(TrpcClientError);
    expect(error.data?.code).toBe('NOT_FOUND');
    expect(error.data?.httpStatus).toBe(404);
    expect(error.message).toMatch(/candidate/i);
  });

  it('posts a mutation and reads its answer, or its field errors', async () => {
    const trpc = client();
    await expect(
      trpc.mutation('feedback.submit', {
        fullName: 'Ada Quinn',
        email: 'ada@example.org',
        feedback: 'The ballot page helped.',
      }),
    ).resolves.not.toThrow();
    expect(requests).toEqual(['POST /trpc/feedback.submit']);

    const refused = await trpc
      .mutation('feedback.submit', { fullName: '', email: 'no', feedback: '' })
      .catch((error: unknown) => error as TrpcClientError);
    expect(refused).toBeInstanceOf(TrpcClientError);
    expect((refused as TrpcClientError).data?.code).toBe('BAD_REQUEST');
    expect((refused as TrpcClientError).data?.fieldErrors).toHaveProperty('email');
  });

  it('turns an answer that is not tRPC (a proxy page, a refused request) into a clear error', async () => {
    const trpc = createHttpTransport({ url: `${url.replace(/\/trpc$/, '')}/nothing-here`, maxItems: 10 });

    await expect(trpc.query('elections.list', undefined)).rejects.toThrow(
      'The server answered 404 without a result.',
    );
  });
});
