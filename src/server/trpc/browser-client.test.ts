import { createBrowserTrpcClient, isTrpcClientError } from '../../client/lib/trpc';
import { TRPC_BATCH_MAX_CALLS } from '../../shared/constants/limits';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The browser's tRPC client (src/client/lib/trpc.ts: @trpc/client's batch link, ADR 41) against the real
 * server over a real socket: the batches it sends fit the server's limit, and answers, errors and
 * mutations arrive as the pages read them.
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

  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('sends the queries of one turn as one GET and hands each its own answer', async () => {
    const trpc = createBrowserTrpcClient(url);
    const [elections, states] = await Promise.all([
      trpc.elections.list.query(),
      trpc.states.dropdown.query(),
    ]);

    expect(requests).toEqual(['GET /trpc/elections.list,states.dropdown']);
    expect(Array.isArray(elections)).toBe(true);
    expect(Array.isArray(states)).toBe(true);
  });

  it('splits a larger batch at the server limit', async () => {
    const trpc = createBrowserTrpcClient(url);
    const calls = Array.from({ length: TRPC_BATCH_MAX_CALLS + 2 }, () => trpc.elections.list.query());

    expect(await Promise.all(calls)).toHaveLength(TRPC_BATCH_MAX_CALLS + 2);
    expect(requests).toHaveLength(2);
  });

  it('rejects only the failed call of a batch, with the code and message the server gave', async () => {
    const trpc = createBrowserTrpcClient(url);
    const [found, missing] = await Promise.allSettled([
      trpc.elections.list.query(),
      trpc.candidates.byId.query({ id: '00000000-0000-4000-8000-000000000000' }),
    ]);

    expect(found.status).toBe('fulfilled');
    expect(missing.status).toBe('rejected');
    const error: unknown = (missing as PromiseRejectedResult).reason;
    if (!isTrpcClientError(error)) throw new Error('expected a tRPC client error');
    expect(error.data?.code).toBe('NOT_FOUND');
    expect(error.data?.httpStatus).toBe(404);
    expect(error.message).toMatch(/candidate/i);
  });

  it('posts a mutation and reads its answer, or its field errors', async () => {
    const trpc = createBrowserTrpcClient(url);
    await expect(
      trpc.feedback.submit.mutate({
        fullName: 'Ada Quinn',
        email: 'ada@example.org',
        feedback: 'The ballot page helped.',
      }),
    ).resolves.not.toThrow();
    expect(requests).toEqual(['POST /trpc/feedback.submit']);

    const refused = await failureOf(trpc.feedback.submit.mutate({ fullName: '', email: 'no', feedback: '' }));
    if (!isTrpcClientError(refused)) throw new Error('expected a tRPC client error');
    expect(refused.data?.code).toBe('BAD_REQUEST');
    expect(refused.data?.fieldErrors).toHaveProperty('email');
  });

  it('fails with a client error when the answer is not tRPC (a proxy page, a refused request)', async () => {
    const trpc = createBrowserTrpcClient(`${url.replace(/\/trpc$/, '')}/nothing-here`);

    expect(isTrpcClientError(await failureOf(trpc.elections.list.query()))).toBe(true);
  });
});
