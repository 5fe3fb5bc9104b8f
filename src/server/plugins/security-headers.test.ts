import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { saveTestImage } from '../testing/content';
import { createTestApp, FIXTURE_ASSET, type TestApp } from '../testing/test-app';

const HTML = { accept: 'text/html' };

/** Today's policy, directive by directive: moving the headers to helmet must not change it. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  'frame-src https://www.tiktok.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
const POLICY_WITH_TAG_MANAGER = [
  "default-src 'self'",
  "script-src 'self' https://www.googletagmanager.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.google-analytics.com https://*.googletagmanager.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  'frame-src https://www.tiktok.com https://www.googletagmanager.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const directives = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim());

type TAnswer = { name: string; status: number; request: (imageUrl: string) => InjectOptions };

/** One of each kind of document the server gives, as a browser would ask for it. */
const DOCUMENTS: TAnswer[] = [
  { name: 'the home page', status: 200, request: () => ({ url: '/', headers: HTML }) },
  { name: 'another page', status: 200, request: () => ({ url: '/about', headers: HTML }) },
  { name: 'the not-found page', status: 404, request: () => ({ url: '/no/such/page', headers: HTML }) },
  { name: 'an image', status: 200, request: (imageUrl) => ({ url: imageUrl }) },
  { name: 'a built script', status: 200, request: () => ({ url: FIXTURE_ASSET }) },
  { name: 'the API docs viewer', status: 200, request: () => ({ url: '/api/docs/' }) },
];

/** One of each kind of JSON answer of the API. */
const API_ANSWERS: TAnswer[] = [
  { name: 'a REST answer', status: 200, request: () => ({ url: '/api/dropdown' }) },
  { name: 'a tRPC answer', status: 200, request: () => ({ url: '/trpc/states.dropdown' }) },
  { name: 'a JSON 404', status: 404, request: () => ({ url: '/api/no-such-thing' }) },
  { name: 'the health check', status: 200, request: () => ({ url: '/healthz' }) },
  {
    name: 'a refused cross-site request',
    status: 403,
    request: () => ({ method: 'POST', url: '/api/sessions', headers: { origin: 'https://evil.example' } }),
  },
];
const ANSWERS = [...DOCUMENTS, ...API_ANSWERS];

/** After OWASP's REST Security Cheat Sheet: a JSON answer is never rendered, so no document policy. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};
const DOCUMENT_ONLY_HEADERS = [
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
];

async function createAppWithContent(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  return { t, imageUrl: await saveTestImage(t.database.db) };
}

describe('security headers', () => {
  let t: TestApp;
  let imageUrl: string;
  beforeAll(async () => {
    ({ t, imageUrl } = await createAppWithContent());
  });
  afterAll(() => t.close());

  it.each(DOCUMENTS)('are sent with $name', async ({ status, request }) => {
    const response = await t.app.inject(request(imageUrl));
    expect(response.statusCode).toBe(status);
    expect(directives(response)).toEqual(POLICY);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    // require-corp would keep the TikTok player out of the page.
    expect(response.headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it.each(API_ANSWERS)('are the API set with $name', async ({ status, request }) => {
    const response = await t.app.inject(request(imageUrl));
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(API_HEADERS);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers).not.toHaveProperty(name);
  });

  it('leave out HSTS when the site has no https address', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('security headers on a plain-http PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  it('leave out HSTS and upgrade-insecure-requests, which would break http://localhost', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
    expect(directives(response)).toEqual(POLICY);
  });
});

describe('security headers on an https PUBLIC_URL', () => {
  let t: TestApp;
  let imageUrl: string;
  beforeAll(async () => {
    ({ t, imageUrl } = await createAppWithContent({
      PUBLIC_URL: 'https://vote.example.org',
      TRUST_PROXY: '1',
    }));
  });
  afterAll(() => t.close());

  it.each(ANSWERS)('tell browsers to use https for a year with $name', async ({ name, status, request }) => {
    const response = await t.app.inject(request(imageUrl));
    expect(response.statusCode).toBe(status);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    if (API_ANSWERS.some((answer) => answer.name === name))
      expect(response.headers['content-security-policy']).toBe(API_HEADERS['content-security-policy']);
    else expect(directives(response)).toEqual(POLICY);
  });
});

describe('security headers with the tag manager configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GTM_ID: 'GTM-ABC123' } });
  });
  afterAll(() => t.close());

  it('allow its script, frame and analytics connections and nothing else', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });
    expect(directives(response)).toEqual(POLICY_WITH_TAG_MANAGER);
  });
});
