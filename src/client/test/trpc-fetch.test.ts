import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router';
import { callsTo, mockTrpcFetch, trpcError } from './trpc-fetch';
import { TEST_VIDEOS, testLibraryPage } from './videos';

const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost/trpc' })] });

afterEach(() => vi.restoreAllMocks());

describe('mockTrpcFetch', () => {
  it("answers each call of a batch with its handler's data, once a handler's promise settles", async () => {
    const spy = mockTrpcFetch({
      'videos.page': testLibraryPage,
      'videos.byId': async () => TEST_VIDEOS[3]!,
    });
    const [page, video] = await Promise.all([
      client.videos.page.query({ cursor: 2 }),
      client.videos.byId.query({ id: '00000000-0000-4000-8000-000000000004' }),
    ]);

    expect(page.data[0]).toEqual(TEST_VIDEOS[12]);
    expect(video).toEqual(TEST_VIDEOS[3]);
    expect(callsTo(spy, 'videos.byId')).toHaveLength(1);
  });

  it('answers a thrown trpcError with that error and a procedure without a handler with UNAUTHORIZED', async () => {
    mockTrpcFetch({
      'feedback.submit': () => {
        throw trpcError('TOO_MANY_REQUESTS', 'Too many messages.');
      },
    });
    const refusal = await client.feedback.submit
      .mutate({ fullName: 'Ana', email: 'ana@example.org', feedback: 'Hi' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCClientError);
    expect(refusal).toMatchObject({ message: 'Too many messages.', data: { httpStatus: 429 } });

    await expect(client.feedback.list.query({ page: 0 })).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });

  it('takes handlers only for the procedures the router has, answering with their output', () => {
    // Each call below must not typecheck: `npm run typecheck` fails on an unused @ts-expect-error, so
    // they fail it if the handlers stop being typed from the router.
    // @ts-expect-error a procedure the router does not have
    mockTrpcFetch({ 'videos.everything': () => TEST_VIDEOS });
    // @ts-expect-error an answer that is not the procedure's output
    mockTrpcFetch({ 'auth.session': () => ({ userRole: 'visitor', user: null }) });
    // @ts-expect-error an input the procedure does not take
    mockTrpcFetch({ 'candidates.byId': ({ candidateId }) => candidateId });
    const spy = mockTrpcFetch({});
    // @ts-expect-error only a procedure's path names its calls
    expect(callsTo(spy, 'videos')).toEqual([]);
  });
});
