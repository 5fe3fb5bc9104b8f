import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import { createLogger } from './logger';
import { testConfig } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

type TLine = Record<string, unknown>;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The app as it runs, at `info` in JSON, its log lines captured; two routes that fail on purpose. */
async function appLogging(requests?: string, env: Record<string, string> = {}) {
  const config = testConfig({
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...(requests ? { LOG_REQUESTS: requests } : {}),
    ...env,
  });
  const lines: TLine[] = [];
  const logger = createLogger(config.log, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = await buildApp(createAppDeps({ config, database, logger }));
  app.get('/test/client-error', (_request, reply) => reply.code(400).send({ message: 'no' }));
  app.get('/test/server-error', () => {
    throw new Error('kaboom');
  });
  return { app, lines };
}

const requestLines = (lines: TLine[]) => lines.filter((line) => 'statusCode' in line || 'req' in line);

async function askAll(app: FastifyInstance) {
  const address = '203.0.113.7 Main Street';
  await app.inject({ url: `/api/dropdown?q=${encodeURIComponent(address)}`, remoteAddress: '198.51.100.4' });
  await app.inject({ url: '/test/client-error?secret=1' });
  await app.inject({ url: '/test/server-error?secret=2' });
}

describe('request logging (LOG_REQUESTS)', () => {
  it('writes one line per request, when it is answered, without the query string', async () => {
    const { app, lines } = await appLogging();
    try {
      await app.inject({ url: '/api/dropdown?q=350%20Fifth%20Avenue', remoteAddress: '198.51.100.4' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toEqual({
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.any(String),
        method: 'GET',
        url: '/api/dropdown',
        host: 'localhost',
        remoteAddress: '198.51.100.4',
        statusCode: 200,
        responseTime: expect.any(Number),
        msg: 'request completed',
      });
      expect(JSON.stringify(lines)).not.toContain('Fifth');

      lines.length = 0;
      await askAll(app);
      const answered = requestLines(lines);
      expect(answered.map((line) => [line.url, line.statusCode])).toEqual([
        ['/api/dropdown', 200],
        ['/test/client-error', 400],
        ['/test/server-error', 500],
      ]);
      expect(new Set(answered.map((line) => line.reqId)).size).toBe(3);
      // The failure itself, with its stack, from the errors plugin; and nowhere a query string.
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'unhandled error',
          err: expect.objectContaining({ stack: expect.stringContaining('kaboom') }),
        }),
      );
      expect(JSON.stringify(lines)).not.toMatch(/secret|Main/);
    } finally {
      await app.close();
    }
  });

  it('an unknown path gets the same single line, its 404 and no query string', async () => {
    const { app, lines } = await appLogging();
    try {
      await app.inject({ method: 'DELETE', url: '/nowhere?q=350%20Fifth%20Avenue' });
      expect(lines).toEqual([
        expect.objectContaining({ method: 'DELETE', url: '/nowhere', statusCode: 404 }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('`errors` keeps only the 5xx answers, `off` none; the error itself is logged either way', async () => {
    for (const [mode, expected] of [
      ['errors', [['/test/server-error', 500]]],
      ['off', []],
    ] as const) {
      const { app, lines } = await appLogging(mode);
      try {
        await askAll(app);
        expect(requestLines(lines).map((line) => [line.url, line.statusCode])).toEqual(expected);
        expect(lines.filter((line) => line.msg === 'unhandled error')).toHaveLength(1);
      } finally {
        await app.close();
      }
    }
  });
});

/** Sends the head of a JSON POST and part of its body to the listening app, then drops the connection. */
async function sendCutShortBody(app: FastifyInstance) {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = new URL(address);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 500\r\n\r\n{"fullName":"Ada',
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
}

describe('a client that goes away (issue 26)', () => {
  it('is logged as an aborted request, never as the database failing', async () => {
    const { app, lines } = await appLogging();
    try {
      await sendCutShortBody(app);
      await vi.waitFor(() =>
        expect(lines).toContainEqual(expect.objectContaining({ msg: 'client closed the request early' })),
      );
      const aborted = lines.find((line) => line.msg === 'client closed the request early');
      expect(aborted?.level).toBeLessThanOrEqual(30);
      expect(lines.map((line) => line.msg)).not.toContain('database unavailable');
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('request lines under a burst (LOG_REQUESTS_PER_SECOND)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first lines of each second, counts the rest in one line, and always writes a 5xx', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00.100Z'));
    const { app, lines } = await appLogging(undefined, { LOG_REQUESTS_PER_SECOND: '3' });
    try {
      for (let index = 0; index < 5; index++) await app.inject({ url: '/api/dropdown' });
      await app.inject({ url: '/test/client-error' });
      await app.inject({ url: '/test/server-error' });
      expect(requestLines(lines).map((line) => line.statusCode)).toEqual([200, 200, 200, 500]);

      vi.setSystemTime(new Date('2026-11-24T12:00:01.200Z'));
      await app.inject({ url: '/api/dropdown' });
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'request lines over LOG_REQUESTS_PER_SECOND, counted only',
          skippedRequests: 3,
          statusCounts: { '2xx': 2, '3xx': 0, '4xx': 1 },
          second: '2026-11-24T12:00:00.000Z',
        }),
      );
      expect(requestLines(lines).at(-1)).toMatchObject({ url: '/api/dropdown', statusCode: 200 });
    } finally {
      await app.close();
    }
  });

  it('says what it counted once the second is over, even when no request follows', async () => {
    const { app, lines } = await appLogging(undefined, { LOG_REQUESTS_PER_SECOND: '1' });
    try {
      for (let index = 0; index < 3; index++) await app.inject({ url: '/api/dropdown' });
      const counted = () => lines.filter((line) => 'skippedRequests' in line);
      // Two seconds of margin: the three requests may straddle a second's boundary.
      await vi.waitFor(() => expect(counted().length).toBeGreaterThan(0), { timeout: 2_500 });
      expect(counted().reduce((sum, line) => sum + Number(line.skippedRequests), 0)).toBe(
        3 - requestLines(lines).length,
      );
    } finally {
      await app.close();
    }
  });

  it('writes every line with 0, no limit', async () => {
    const { app, lines } = await appLogging(undefined, { LOG_REQUESTS_PER_SECOND: '0' });
    try {
      for (let index = 0; index < 150; index++) await app.inject({ url: '/api/dropdown' });
      expect(requestLines(lines)).toHaveLength(150);
    } finally {
      await app.close();
    }
  });
});
