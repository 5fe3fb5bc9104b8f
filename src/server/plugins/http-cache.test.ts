import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { NOT_STORED } from '../http/cache-policy';
import { signedInAs } from '../testing/accounts';
import { saveTestImage, VALID_CANDIDATE } from '../testing/content';
import { startFakeGeocoders, type FakeGeocoders } from '../providers/geocoding/fakes/fake-geocoders';
import { createTestApp, FIXTURE_ASSET, type TestApp } from '../testing/test-app';
import { appRouter } from '../trpc/router';
import { entityTag, ifNoneMatchMatches, SHARED, SHARED_PROCEDURES, SHARED_ROUTES } from './http-cache';

const HTML = { accept: 'text/html' };
const CANDIDATES = '/api/newCandidate?office=City%20Council&state=New%20York';
const trpcBatch = (paths: string[]) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;

/** Public reads that answer the same to everyone: REST and tRPC, single and batched. */
const SHARED_READS: Array<{ name: string; request: InjectOptions }> = [
  { name: 'the dropdown (REST)', request: { url: '/api/dropdown' } },
  { name: 'a books page (REST)', request: { url: '/api/books/page/1' } },
  { name: 'books in a category (REST)', request: { url: '/api/books?cat=Current%20Events' } },
  { name: 'candidates by office and state (REST)', request: { url: CANDIDATES } },
  { name: 'the OpenAPI document', request: { url: '/api/openapi.json' } },
  { name: 'the dropdown (tRPC)', request: { url: '/trpc/states.dropdown' } },
  { name: 'the elections (tRPC)', request: { url: '/trpc/elections.list' } },
  {
    name: 'a batch of public reads (tRPC)',
    request: { url: trpcBatch(['states.dropdown', 'elections.list']) },
  },
];

/** Answers nobody may keep, each of a different class. */
const NOT_STORED_ANSWERS: Array<{ name: string; status: number; request: InjectOptions }> = [
  { name: 'liveness', status: 200, request: { url: '/healthz' } },
  { name: 'readiness', status: 200, request: { url: '/readyz' } },
  { name: 'readiness (tRPC)', status: 200, request: { url: '/trpc/health.ready' } },
  { name: 'the session, to a visitor (REST)', status: 200, request: { url: '/api/sessions' } },
  { name: 'the session, to a visitor (tRPC)', status: 200, request: { url: '/trpc/auth.session' } },
  {
    name: 'a batch mixing a public read and the session',
    status: 200,
    request: { url: trpcBatch(['states.dropdown', 'auth.session']) },
  },
  {
    name: 'an address search (its URL holds an address)',
    status: 200,
    request: {
      url: `/trpc/districts.search?input=${encodeURIComponent(JSON.stringify({ address: '1 Main St, Springfield' }))}`,
    },
  },
  { name: 'an admin read, refused', status: 401, request: { url: '/api/searchKeyword' } },
  { name: 'an admin tRPC read, refused', status: 401, request: { url: '/trpc/keywords.list' } },
  {
    name: 'a missing book (REST 404)',
    status: 404,
    request: { url: '/api/books/7d3c6f0e-2f4b-4c1e-9a7d-1b2c3d4e5f60' },
  },
  {
    name: 'a missing candidate (tRPC 404)',
    status: 404,
    request: {
      url: `/trpc/candidates.byId?input=${encodeURIComponent(JSON.stringify({ id: '7d3c6f0e-2f4b-4c1e-9a7d-1b2c3d4e5f60' }))}`,
    },
  },
  { name: 'an invalid query (REST 400)', status: 400, request: { url: '/api/books/page/0' } },
  { name: 'an unknown API path', status: 404, request: { url: '/api/nothing-here' } },
  { name: 'a missing image', status: 404, request: { url: `/media/${'0'.repeat(64)}.webp` } },
  {
    name: 'a mutation (REST)',
    status: 200,
    request: {
      method: 'POST',
      url: '/api/feedback',
      payload: { fullName: 'A', email: 'a@example.org', feedback: 'Hello' },
    },
  },
  {
    name: 'a sign-in that fails',
    status: 401,
    request: {
      method: 'POST',
      url: '/api/sessions',
      payload: { email: 'nobody@example.org', password: 'not the password' },
    },
  },
];

function expectShared(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe(SHARED);
  expect(response.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  expect(response.headers.vary).toMatch(/accept-encoding/i);
}

function expectNotStored(response: LightMyRequestResponse) {
  expect(response.headers['cache-control']).toBe(NOT_STORED);
  expect(response.headers).not.toHaveProperty('etag');
}

describe('HTTP caching', () => {
  let t: TestApp;
  let admin: string;
  let geocoders: FakeGeocoders;
  beforeAll(async () => {
    // The address search asks the local fake Census, never the real one.
    geocoders = await startFakeGeocoders();
    t = await createTestApp({
      env: { GEOCODER_PROVIDERS: 'census', CENSUS_GEOCODER_URL: geocoders.baseUrls.census },
    });
    admin = (await signedInAs(t.app, t.database.db, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await geocoders.close();
  });

  describe('per route class', () => {
    it.each(SHARED_READS)('$name: public, short, with an ETag', async ({ request }) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(200);
      expectShared(response);
      expect(response.headers.etag).toBe(entityTag(response.body));
    });

    it.each(NOT_STORED_ANSWERS)('$name: private, no-store', async ({ request, status }) => {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(status);
      expectNotStored(response);
    });

    it('the session and admin reads stay private for a signed-in admin', async () => {
      for (const url of [
        '/api/sessions',
        '/trpc/auth.session',
        '/api/searchKeyword',
        '/trpc/keywords.list',
      ]) {
        const response = await t.app.inject({ url, headers: { cookie: admin } });
        expect(response.statusCode, url).toBe(200);
        expectNotStored(response);
      }
    });

    it('a tRPC mutation and a batch with a mutation are never stored', async () => {
      const mutation = await t.app.inject({
        method: 'POST',
        url: '/trpc/feedback.submit',
        payload: { fullName: 'A', email: 'a@example.org', feedback: 'Hello' },
      });
      expect(mutation.statusCode).toBe(200);
      expectNotStored(mutation);
    });

    it('answers that set a cookie are never stored', async () => {
      const { email } = await signedInAs(t.app, t.database.db, 'user');
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { email, password: 'correct horse battery' },
      });
      expect(signIn.headers['set-cookie']).toBeDefined();
      expectNotStored(signIn);
    });

    it('a public read asked by someone signed in is the same, revalidated each time, so an admin sees their save at once', async () => {
      const anonymous = await t.app.inject({ url: '/api/dropdown' });
      const first = await t.app.inject({ url: '/api/dropdown', headers: { cookie: admin } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.etag).toBe(anonymous.headers.etag);
      const again = await t.app.inject({
        url: '/api/dropdown',
        headers: { cookie: admin, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('a public read that renews the session cookie is not stored', async () => {
      const { cookie, email } = await signedInAs(t.app, t.database.db, 'user');
      // A session last seen two hours ago has its cookie renewed on the next request, whatever it asks.
      await t.database.db
        .updateTable('sessions')
        .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000) })
        .where('userId', '=', (qb) => qb.selectFrom('users').select('id').where('email', '=', email))
        .execute();
      const response = await t.app.inject({ url: '/api/dropdown', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeDefined();
      expectNotStored(response);
    });

    it('hashed assets stay immutable, with their own validators', async () => {
      const response = await t.app.inject({ url: FIXTURE_ASSET });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await t.app.inject({
        url: FIXTURE_ASSET,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('content-addressed images stay immutable', async () => {
      const url = await saveTestImage(t.database.db);
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('the pages are revalidated each time, with an ETag and 304', async () => {
      const page = await t.app.inject({ url: '/', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBe(entityTag(page.body));
      const again = await t.app.inject({
        url: '/',
        headers: { ...HTML, 'if-none-match': String(page.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('no-cache');
    });

    it('the not-found page is not stored', async () => {
      const page = await t.app.inject({ url: '/no/such/page', headers: HTML });
      expect(page.statusCode).toBe(404);
      expectNotStored(page);
    });
  });

  describe('ETag and If-None-Match', () => {
    it.each([
      { name: 'REST', url: '/api/dropdown' },
      { name: 'tRPC', url: '/trpc/states.dropdown' },
      { name: 'a tRPC batch', url: trpcBatch(['states.dropdown', 'elections.list']) },
    ])('$name: the same content keeps its tag, which earns a bodiless 304', async ({ url }) => {
      const first = await t.app.inject({ url });
      const second = await t.app.inject({ url });
      const tag = String(first.headers.etag);
      expect(second.headers.etag).toBe(tag);

      const notModified = await t.app.inject({ url, headers: { 'if-none-match': tag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers.etag).toBe(tag);
      expect(notModified.headers['cache-control']).toBe(SHARED);
      expect(notModified.headers).not.toHaveProperty('content-length');

      const other = await t.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    });

    it('matches weakly, in lists and with *', async () => {
      const tag = String((await t.app.inject({ url: '/api/dropdown' })).headers.etag);
      const strong = tag.replace(/^W\//, '');
      for (const header of [strong, `"a", ${tag}, "b"`, `W/"x",${strong}`, '*']) {
        const response = await t.app.inject({ url: '/api/dropdown', headers: { 'if-none-match': header } });
        expect(response.statusCode, header).toBe(304);
      }
      expect(ifNoneMatchMatches('"a,b", W/"c"', 'W/"a,b"')).toBe(true);
      expect(ifNoneMatchMatches('"ab"', 'W/"a"')).toBe(false);
      expect(ifNoneMatchMatches(undefined, 'W/"a"')).toBe(false);
    });

    it('one tag for every encoding; a 304 is never compressed', async () => {
      const plain = await t.app.inject({ url: '/api/dropdown' });
      const brotli = await t.app.inject({ url: '/api/dropdown', headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.etag).toBe(plain.headers.etag);
      const notModified = await t.app.inject({
        url: '/api/dropdown',
        headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers).not.toHaveProperty('content-encoding');
      expect(notModified.rawPayload.length).toBe(0);
      expect(notModified.headers.vary).toMatch(/accept-encoding/i);
    });

    it('HEAD carries the same headers, without a body', async () => {
      const get = await t.app.inject({ url: '/api/dropdown' });
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/api/dropdown',
        headers: { 'if-none-match': String(get.headers.etag) },
      });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expectShared(head);
      expect(head.headers.etag).toBe(get.headers.etag);
    });

    it('an admin write changes the tag, REST and tRPC alike', async () => {
      const trpcList = `/trpc/candidates.list?input=${encodeURIComponent(JSON.stringify({ office: 'City Council', state: 'New York' }))}`;
      const before = await t.app.inject({ url: CANDIDATES });
      const trpcBefore = await t.app.inject({ url: trpcList });
      expect(trpcBefore.statusCode).toBe(200);
      expectShared(trpcBefore);

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/newCandidate',
        headers: { cookie: admin },
        payload: VALID_CANDIDATE,
      });
      expect(created.statusCode).toBe(200);
      expectNotStored(created);

      const after = await t.app.inject({
        url: CANDIDATES,
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain(VALID_CANDIDATE.fullName);

      const trpcAfter = await t.app.inject({
        url: trpcList,
        headers: { 'if-none-match': String(trpcBefore.headers.etag) },
      });
      expect(trpcAfter.statusCode).toBe(200);
      expect(trpcAfter.headers.etag).not.toBe(trpcBefore.headers.etag);
    });
  });

  describe('the lists', () => {
    it('name only queries that exist', () => {
      const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
      for (const path of SHARED_PROCEDURES) expect(procedures[path]?._def.type, path).toBe('query');
    });

    it('name only GET routes that exist', () => {
      const routes = new Set(t.app.registeredRoutes.map(({ method, url }) => `${method} ${url}`));
      for (const route of SHARED_ROUTES) expect(routes.has(route), route).toBe(true);
    });
  });
});
