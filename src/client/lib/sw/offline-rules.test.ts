import { KEEP_FOR_OFFLINE } from '../offline';
import {
  classifyRequest,
  trpcBatchCalls,
  isKeptAnswer,
  keptUrls,
  MAX_KEPT_PER_MESSAGE,
  overflow,
  pageAnswers,
  precacheName,
  SHELL_URLS,
  shellUrlFor,
  staleCaches,
} from './offline-rules';

const ORIGIN = 'https://guide.example.org';
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('what the service worker does with a request', () => {
  it.each([
    [get('/candidatePage/7', 'navigate'), 'page'],
    [get('/', 'navigate'), 'page'],
    [get('/myBallot', 'navigate'), 'page'],
    [get('/es/candidatePage/7', 'navigate'), 'page'],
    [get('/no/such/page', 'navigate'), 'page'],
    [get('/media/abc.webp'), 'image'],
    [get('/assets/index-Abc123.js', 'cors'), 'static'],
    [get('/manifest.webmanifest', 'cors'), 'static'],
    // Never kept: admin pages, the API, other origins, anything but GET.
    [get('/admin/candidate', 'navigate'), 'network'],
    [get('/adminedit/7', 'navigate'), 'network'],
    [get('/admindashboard', 'navigate'), 'network'],
    [get('/es/admin/candidate', 'navigate'), 'network'],
    [get('/api/newCandidate', 'cors'), 'network'],
    [get('/api/docs/', 'navigate'), 'network'],
    [get('/trpc/auth.session?batch=1&input=%7B%7D', 'cors'), 'network'],
    [get('/trpc/videos.search?batch=1&input=%7B%7D', 'cors'), 'network'],
    [get('/trpc/elections.list,auth.session?batch=1&input=%7B%7D', 'cors'), 'api'],
    [get('/trpc/elections.list?input=%7B%7D', 'cors'), 'network'],
    [{ method: 'POST', url: `${ORIGIN}/trpc/candidates.create`, mode: 'cors' }, 'network'],
    [{ method: 'GET', url: 'https://www.googletagmanager.com/gtm.js', mode: 'no-cors' }, 'network'],
    [{ method: 'GET', url: 'https://cdn.example.com/headshot.jpg', mode: 'navigate' }, 'network'],
  ])('%o is %s', (request, kind) => {
    expect(classifyRequest(request, ORIGIN)).toBe(kind);
  });
});

describe('the URLs a keep-for-offline message gets kept', () => {
  it('keeps our own public pages and /media images, once each, without their fragment', () => {
    const message = {
      type: KEEP_FOR_OFFLINE,
      urls: [
        '/candidatePage/1',
        `${ORIGIN}/candidatePage/1#analysis`,
        '/media/0a.webp',
        '/candidatePage/2',
        '/media/0a.webp',
      ],
    };
    expect(keptUrls(message, ORIGIN)).toEqual({
      pages: [`${ORIGIN}/candidatePage/1`, `${ORIGIN}/candidatePage/2`],
      images: [`${ORIGIN}/media/0a.webp`],
    });
  });

  it('ignores other origins, the API, admin pages and anything not a URL', () => {
    const message = {
      type: KEEP_FOR_OFFLINE,
      urls: [
        'https://evil.example.com/candidatePage/1',
        '//evil.example.com/x',
        'javascript:alert(1)',
        '/api/newCandidate',
        '/trpc/auth.session',
        '/admin/candidate',
        42,
        null,
        'http://[::1',
      ],
    };
    expect(keptUrls(message, ORIGIN)).toEqual({ pages: [], images: [] });
  });

  it('ignores other messages', () => {
    for (const message of [null, 'keep', { type: 'other', urls: ['/'] }, { type: KEEP_FOR_OFFLINE }]) {
      expect(keptUrls(message, ORIGIN)).toEqual({ pages: [], images: [] });
    }
  });

  it(`keeps at most ${MAX_KEPT_PER_MESSAGE} URLs of one message`, () => {
    const urls = Array.from({ length: 500 }, (_, index) => `/candidatePage/${index}`);
    expect(keptUrls({ type: KEEP_FOR_OFFLINE, urls }, ORIGIN).pages).toHaveLength(MAX_KEPT_PER_MESSAGE);
  });
});

describe('a new version of the worker', () => {
  it('removes the other versions’ precaches and keeps the kept pages and images', () => {
    const names = [precacheName('old1'), precacheName('new2'), 'pvg-pages', 'pvg-images', 'someone-else'];
    expect(staleCaches(names, 'new2')).toEqual([precacheName('old1')]);
    // A reload with the same worker removes nothing.
    expect(staleCaches([precacheName('new2'), 'pvg-pages'], 'new2')).toEqual([]);
  });

  it('trims the oldest entries past the bound', () => {
    expect(overflow(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(overflow(['a'], 3)).toEqual([]);
  });
});

describe('the calls of a tRPC batch', () => {
  it('are keyed by procedure and input, so each answer is kept on its own', () => {
    const input = encodeURIComponent(JSON.stringify({ 1: { id: 'a' } }));
    expect(
      trpcBatchCalls(new URL(`${ORIGIN}/trpc/elections.list,candidates.byId?batch=1&input=${input}`)),
    ).toEqual([
      { path: 'elections.list', key: '/trpc/elections.list?input=null' },
      { path: 'candidates.byId', key: `/trpc/candidates.byId?input=${encodeURIComponent('{"id":"a"}')}` },
    ]);
  });

  it('are none for anything but a batch GET URL', () => {
    expect(trpcBatchCalls(new URL(`${ORIGIN}/trpc/elections.list`))).toBeNull();
    expect(trpcBatchCalls(new URL(`${ORIGIN}/trpc/elections.list?batch=1&input=%7Bnot`))).toBeNull();
    expect(trpcBatchCalls(new URL(`${ORIGIN}/api/newCandidate?batch=1`))).toBeNull();
  });
});

describe("a kept page's own API answers", () => {
  const candidate = { id: 'c1', fullName: 'Maya Torres' };
  const state = {
    queries: [
      {
        queryKey: [['candidates', 'byId'], { input: { id: 'c1' }, type: 'query' }],
        state: { status: 'success', data: candidate },
      },
      // Not a public read the worker answers offline; one that failed; word that the FEC was unavailable.
      { queryKey: [['auth', 'session'], { type: 'query' }], state: { status: 'success', data: null } },
      {
        queryKey: [['donors', 'byCandidate'], { input: { id: 'c1' }, type: 'query' }],
        state: { status: 'error', data: undefined },
      },
      {
        queryKey: [['donors', 'byCandidate'], { input: { id: 'c2' }, type: 'query' }],
        state: { status: 'success', data: { status: 'unavailable' } },
      },
    ],
  };
  const page = (json: string) =>
    `<html><body><div id="root"></div><script type="application/json" id="app-state">${json}</script></body></html>`;

  it('are the answers its server-rendered state carries, under the keys the app asks by', () => {
    const [answer, ...others] = pageAnswers(page(JSON.stringify(state).replace(/</g, '\\u003c')));
    expect(others).toEqual([]);
    // The same key a client-side visit's batch gets (trpcBatchCalls).
    const [call] = trpcBatchCalls(
      new URL(`${ORIGIN}/trpc/candidates.byId?batch=1&input=${encodeURIComponent('{"0":{"id":"c1"}}')}`),
    )!;
    expect(answer).toEqual({ key: call!.key, answer: { result: { data: candidate } } });
  });

  it('leave out word that an outside service was unavailable, so offline shows the figures kept before', () => {
    expect(isKeptAnswer({ result: { data: { status: 'unavailable' } } })).toBe(false);
    expect(isKeptAnswer({ result: { data: { status: 'available', record: {} } } })).toBe(true);
    expect(isKeptAnswer({ result: { data: null } })).toBe(true);
    expect(isKeptAnswer({ error: { message: 'x' } })).toBe(false);
  });

  it('are none for a page without a state, or with a broken one', () => {
    expect(pageAnswers('<html><body><div id="root"></div></body></html>')).toEqual([]);
    expect(pageAnswers(page('{not json'))).toEqual([]);
    expect(pageAnswers(page('{"queries":"no"}'))).toEqual([]);
  });
});

describe('the app shell a page falls back to offline', () => {
  it('is the one in the page’s language, each language’s kept', () => {
    expect(SHELL_URLS).toEqual(['/app-shell', '/es/app-shell']);
    expect(shellUrlFor(`${ORIGIN}/es/candidatePage/7?x=1`)).toBe('/es/app-shell');
    expect(shellUrlFor(`${ORIGIN}/es`)).toBe('/es/app-shell');
    expect(shellUrlFor(`${ORIGIN}/candidatePage/7`)).toBe('/app-shell');
    expect(shellUrlFor(`${ORIGIN}/`)).toBe('/app-shell');
    // The tests' pseudo-locales are no visitor's language: the English shell.
    expect(shellUrlFor(`${ORIGIN}/qps-ploc/myBallot`)).toBe('/app-shell');
    // A path that only starts like a language is English.
    expect(shellUrlFor(`${ORIGIN}/espanol`)).toBe('/app-shell');
  });
});
