import { TRPCError } from '@trpc/server';
import { TRPC_BATCH_MAX_CALLS } from '../../shared/constants/limits';
import { AppError } from '../../shared/errors';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { TSessionUser } from '../features/auth/auth.service';
import { createInnerContext } from './context';
import { adminProcedure, createCallerFactory, publicProcedure, router } from './init';
import { createCaller } from './router';

const probeRouter = router({
  secret: adminProcedure.query(({ ctx }) => `hello ${ctx.user.name}`),
  missing: publicProcedure.query(() => {
    throw new AppError('NOT_FOUND', 'No such candidate');
  }),
  crash: publicProcedure.query(() => {
    throw new Error('connection to 10.0.0.5 refused');
  }),
});
const createProbeCaller = createCallerFactory(probeRouter);

const member: TSessionUser = { id: '1', name: 'Ana', email: 'ana@example.org', role: 'user' };
const admin: TSessionUser = { ...member, id: '2', name: 'Bo', role: 'admin' };

describe('tRPC', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health.ready through createCaller', async () => {
    await expect(
      createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' })).health.ready(),
    ).resolves.toEqual({
      ready: true,
      database: 'up',
    });
  });

  it('refuses an admin procedure to a visitor with UNAUTHORIZED', async () => {
    const call = createProbeCaller(
      createInnerContext(t.deps, { clientAddress: '192.0.2.1', user: null }),
    ).secret();
    await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses an admin procedure to a signed-in user with FORBIDDEN', async () => {
    const call = createProbeCaller(
      createInnerContext(t.deps, { clientAddress: '192.0.2.1', user: member }),
    ).secret();
    await expect(call).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('runs an admin procedure for an admin', async () => {
    await expect(
      createProbeCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1', user: admin })).secret(),
    ).resolves.toBe('hello Bo');
  });

  it('turns an AppError into the matching tRPC error', async () => {
    const call = createProbeCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' })).missing();
    await expect(call).rejects.toSatisfy(
      (error) =>
        error instanceof TRPCError && error.code === 'NOT_FOUND' && error.message === 'No such candidate',
    );
  });

  it('serves procedures over HTTP at /trpc', async () => {
    const response = await t.app.inject('/trpc/health.ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { ready: true, database: 'up' } } });
  });

  it('answers an unknown procedure with a 404', async () => {
    const response = await t.app.inject('/trpc/nothing.here');
    expect(response.statusCode).toBe(404);
  });

  it('answers a batch of up to TRPC_MAX_BATCH_SIZE calls and refuses a bigger one', async () => {
    const batch = (calls: number) => {
      const paths = Array.from({ length: calls }, () => 'health.ready').join(',');
      const input = Object.fromEntries(Array.from({ length: calls }, (_, index) => [index, {}]));
      return t.app.inject(`/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
    };
    const allowed = await batch(TRPC_BATCH_MAX_CALLS);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toHaveLength(TRPC_BATCH_MAX_CALLS);
    const refused = await batch(TRPC_BATCH_MAX_CALLS + 1);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Batch call exceeds maximum size');
  });
});

describe('tRPC errors over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const { fastifyTRPCPlugin } = await import('@trpc/server/adapters/fastify');
    await t.app.register(fastifyTRPCPlugin, {
      prefix: '/probe',
      trpcOptions: {
        router: probeRouter,
        createContext: () => createInnerContext(t.deps, { clientAddress: '192.0.2.1' }),
      },
    });
  });
  afterAll(() => t.close());

  it('hides the message of an internal error', async () => {
    const response = await t.app.inject('/probe/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe('Internal server error');
    expect(response.body).not.toContain('10.0.0.5');
  });

  it('keeps the message and code of an AppError', async () => {
    const response = await t.app.inject('/probe/missing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      message: 'No such candidate',
      data: { appCode: 'NOT_FOUND' },
    });
  });
});
