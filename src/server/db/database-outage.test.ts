import { buildApp } from '../app';
import { createAppDeps } from '../app-deps';
import { testConfig } from '../testing/test-app';
import { silentLogger } from '../testing/test-database';
import { openPostgres } from './database';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './errors';

/** A Postgres that is not there: nothing listens on port 1, so every connection is refused at once. */
const GONE = 'postgres://postgres@127.0.0.1:1/voter_guide';

describe('while the database cannot be reached', () => {
  const database = openPostgres(GONE, silentLogger);
  const app = buildApp(createAppDeps({ config: testConfig(), database, logger: silentLogger }));
  afterAll(async () => {
    await (await app).close();
    await database.close();
  });

  it('answers REST reads and writes with a 503, Retry-After and a clear message, not a 500', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/books/page/1' },
      { method: 'GET' as const, url: '/api/dropdown' },
      {
        method: 'POST' as const,
        url: '/api/feedback',
        payload: { fullName: 'Sam', email: 'sam@example.org', feedback: 'Hello' },
      },
    ]) {
      const response = await (await app).inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAVAILABLE',
        message: DATABASE_UNAVAILABLE.message,
      });
    }
  });

  it('answers tRPC calls with SERVICE_UNAVAILABLE and Retry-After', async () => {
    const response = await (await app).inject(`/trpc/states.dropdown`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    expect(response.json().error.message).toBe(DATABASE_UNAVAILABLE.message);
  });

  it('stays alive on /healthz and not ready on /readyz', async () => {
    expect((await (await app).inject('/healthz')).statusCode).toBe(200);
    const ready = await (await app).inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, database: 'down' });
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells an outage from a wrong query', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    for (const error of [
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('syntax error'), { code: '42601' }),
      new Error('boom'),
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
