import { z } from 'zod';
import { AppError } from '../shared/errors';
import { PUBLIC_CONFIG_ELEMENT_ID } from '../shared/schemas/public-config';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import { createLogger } from './logger';
import { createTestApp, FIXTURE_ASSET, testConfig, type TestApp } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/conflict', () => {
      throw new AppError('CONFLICT', 'Email already in use', { data: { code: 11000 } });
    });
    t.app.get('/api/test/crash', () => {
      throw new Error('relation "users" does not exist at SELECT secret_column');
    });
    t.app.post('/api/test/echo', (request) => z.object({ name: z.string().min(1) }).parse(request.body));
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with 200 while serving', async () => {
    const health = await t.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: 'up' });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api path (%s) with a JSON 404',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/no-such-thing?x=1', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: `No route for ${method} /api/no-such-thing`,
      });
    },
  );

  it('maps an AppError to its status with client-safe details', async () => {
    const response = await t.app.inject('/api/test/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Email already in use',
      data: { code: 11000 },
    });
  });

  it('hides the message and stack of a 5xx', async () => {
    const response = await t.app.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Internal server error' });
    expect(response.body).not.toMatch(/secret_column|at |stack/);
  });

  it('answers invalid input with 400 and the field errors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      fieldErrors: { name: expect.any(Array) },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('serves the app with its public config at / and does not let browsers cache it', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = readPublicConfig(response.body);
    expect(config).toEqual({
      countdown: null,
      gtmId: null,
      candidateFormUrl: null,
      pollSiteFinderUrl: 'https://findmypollsite.vote.nyc/',
    });
  });

  it.each(['/learninglib', '/candidatePage/42'])(
    'answers a browser reload of %s with the app',
    async (url) => {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
    },
  );

  // No route of the shared table matches these, so the client shows '404: Page Not Found' for them.
  it.each(['/no/such/page', '/index.html'])(
    'answers %s with 404 and the app, which shows its not-found page',
    async (url) => {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const response = await t.app.inject(FIXTURE_ASSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const response = await t.app.inject('/assets/index-Missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('sends security headers with a script policy of our own origin only', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('the app with analytics configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        GTM_ID: 'GTM-ABC123',
        ELECTION_COUNTDOWN: "2026-11-03T06:00:00-05:00 New York $& General $' Election",
        CANDIDATE_FORM_URL: 'https://forms.example.org/candidates',
      },
    });
  });
  afterAll(() => t.close());

  it('passes the tag-manager id and countdown to the page and allows only that third-party script', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(readPublicConfig(response.body)).toEqual({
      // '$&' and "$'" would be replacement patterns in String.replace: they must arrive as written.
      countdown: { target: '2026-11-03T06:00:00-05:00', electionName: "New York $& General $' Election" },
      gtmId: 'GTM-ABC123',
      candidateFormUrl: 'https://forms.example.org/candidates',
      pollSiteFinderUrl: 'https://findmypollsite.vote.nyc/',
    });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com;",
    );
  });
});

function readPublicConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('request logging', () => {
  it('logs each request without its query string, which carries what visitors type', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      { level: 'info', pretty: false },
      { write: (line: string) => lines.push(line) },
    );
    const database = await createTestDatabase();
    const app = await buildApp(createAppDeps({ config: testConfig(), database, logger }));
    try {
      await app.inject({ url: '/candidateSearch?q=123%20Main%20St%2C%20Brooklyn', headers: HTML });
      const input = encodeURIComponent(JSON.stringify({ office: 'Main St, Brooklyn' }));
      await app.inject(`/trpc/candidates.list?input=${input}`);
    } finally {
      await app.close();
      await database.close();
    }
    // One line per request (request-logging.test.ts has the rest of it).
    const requests = lines.map((line) => JSON.parse(line)).filter((record) => record.statusCode);
    expect(requests.map((record) => record.url)).toEqual(['/candidateSearch', '/trpc/candidates.list']);
    expect(lines.join('\n')).not.toMatch(/Main/);
  });
});

describe('while the app is closing', () => {
  it('answers a request that reached it before its listener closed, with Connection: close, not a 503', async () => {
    const t = await createTestApp();
    let letCloseGoOn!: () => void;
    // Stands in for a shutdown step still under way (preClose runs before the listener closes).
    t.app.addHook('preClose', () => new Promise<void>((resolve) => (letCloseGoOn = resolve)));
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const closed = t.close();

    try {
      const response = await fetch(`${url}/api/books/page/1`);
      expect(response.status).toBe(200);
      // Sent only once closing has begun.
      expect(response.headers.get('connection')).toBe('close');
    } finally {
      letCloseGoOn();
      await closed;
    }
  });
});
