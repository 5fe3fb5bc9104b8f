import { TRPCError } from '@trpc/server';
import { WEB_SEARCH_MESSAGES } from '../../../shared/schemas/web-search';
import { createBraveProvider } from '../../providers/web-search/brave';
import {
  FAILING_WORD,
  startFakeWebSearch,
  type FakeWebSearch,
} from '../../providers/web-search/fakes/fake-web-search';
import { createOutbound } from '../../providers/resilience';
import { createSearxngProvider } from '../../providers/web-search/searxng';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, silentLogger, type TestDatabase } from '../../testing/test-database';
import { createInnerContext } from '../../trpc/context';
import { createCaller } from '../../trpc/router';
import { webSearchRoutes } from './web-search.rest';
import {
  KEYWORD_SEARCHES_AT_ONCE,
  SEARCH_CACHE_TTL_MS,
  searchCandidateOnTheWeb,
  type TWebSearchDeps,
} from './web-search.service';
import { FAKE_SERVICE_TIMEOUT_MS } from '../../providers/fake-service-timeout';

const TERM = 'Maya Torres';
const firstLinks = (results: Array<{ link: string }>) => results.map((result) => result.link);

describe('searchCandidateOnTheWeb', () => {
  let fakes: FakeWebSearch;
  let database: TestDatabase;
  let deps: TWebSearchDeps;
  let clock: Date;

  beforeAll(async () => {
    fakes = await startFakeWebSearch();
    database = await createTestDatabase();
    deps = {
      db: database.db,
      webSearch: createBraveProvider({
        baseUrl: fakes.baseUrls.brave,
        key: 'test-key',
        timeoutMs: FAKE_SERVICE_TIMEOUT_MS,
      }),
      logger: silentLogger,
      now: () => clock,
    };
  });
  afterAll(async () => {
    await database.close();
    await fakes.close();
  });
  beforeEach(async () => {
    fakes.reset();
    clock = new Date('2026-11-24T12:00:00Z');
    await database.db.deleteFrom('webSearchCache').execute();
  });

  it('searches the term with each keyword, one group per keyword in their order', async () => {
    const outcome = await searchCandidateOnTheWeb(deps, TERM, ['housing', 'education']);
    expect(outcome).toMatchObject({ configured: true, provider: 'brave' });
    if (!outcome.configured) return;
    expect(outcome.groups.map(({ keyword, query, failure }) => ({ keyword, query, failure }))).toEqual([
      { keyword: 'housing', query: 'Maya Torres housing', failure: null },
      { keyword: 'education', query: 'Maya Torres education', failure: null },
    ]);
    expect(firstLinks(outcome.groups[1]!.results)).toEqual([
      'https://ballotpedia.example/maya-torres-education',
      'https://news.example/maya-torres-education',
    ]);
    expect(fakes.queries.brave.sort()).toEqual(['Maya Torres education', 'Maya Torres housing']);
  });

  it('searches the term alone when there are no keywords', async () => {
    const outcome = await searchCandidateOnTheWeb(deps, TERM, []);
    expect(outcome.configured && outcome.groups).toEqual([
      expect.objectContaining({ keyword: null, query: TERM, failure: null }),
    ]);
    expect(fakes.queries.brave).toEqual([TERM]);
  });

  it('skips blank keywords and searches a repeated one once', async () => {
    const outcome = await searchCandidateOnTheWeb(deps, TERM, [' housing ', '', '  ', 'Housing', 'jobs']);
    expect(outcome.configured && outcome.groups.map((group) => group.keyword)).toEqual(['housing', 'jobs']);
    expect(fakes.requests.brave).toBe(2);
  });

  it(`asks at most ${KEYWORD_SEARCHES_AT_ONCE} keyword searches of the service at once`, async () => {
    fakes.setDelay(60);
    const keywords = ['housing', 'education', 'transit', 'climate', 'jobs', 'policing', 'health'];
    const outcome = await searchCandidateOnTheWeb(deps, TERM, keywords);
    expect(outcome.configured && outcome.groups.map((group) => group.keyword)).toEqual(keywords);
    expect(fakes.requests.brave).toBe(keywords.length);
    expect(fakes.maxConcurrent.brave).toBe(KEYWORD_SEARCHES_AT_ONCE);
  });

  it('answers a repeated search from the cache for 24 hours, then asks again', async () => {
    const first = await searchCandidateOnTheWeb(deps, TERM, ['housing']);
    expect(fakes.requests.brave).toBe(1);

    clock = new Date(clock.getTime() + SEARCH_CACHE_TTL_MS - 60_000);
    // The same query, however it is spaced or capitalised.
    expect(await searchCandidateOnTheWeb(deps, 'maya  TORRES', ['housing'])).toEqual({
      ...first,
      groups: [{ ...(first.configured && first.groups[0]), query: 'maya TORRES housing' }],
    });
    expect(fakes.requests.brave).toBe(1);

    clock = new Date(clock.getTime() + 120_000);
    await searchCandidateOnTheWeb(deps, TERM, ['housing']);
    expect(fakes.requests.brave).toBe(2);
  });

  it('keeps each service its own cache', async () => {
    await searchCandidateOnTheWeb(deps, TERM, ['housing']);
    const searxng = createSearxngProvider({
      baseUrl: fakes.baseUrls.searxng,
      timeoutMs: FAKE_SERVICE_TIMEOUT_MS,
    });
    await searchCandidateOnTheWeb({ ...deps, webSearch: searxng }, TERM, ['housing']);
    expect([fakes.requests.brave, fakes.requests.searxng]).toEqual([1, 1]);
  });

  it('fails only the search the service could not answer, says why, and does not remember it', async () => {
    const outcome = await searchCandidateOnTheWeb(deps, TERM, ['housing', FAILING_WORD]);
    if (!outcome.configured) throw new Error('expected a configured search');
    const [housing, failing] = outcome.groups;
    expect(housing).toMatchObject({ keyword: 'housing', failure: null });
    expect(housing!.results).toHaveLength(2);
    expect(failing).toEqual({
      keyword: FAILING_WORD,
      query: `${TERM} ${FAILING_WORD}`,
      results: [],
      failure: `${WEB_SEARCH_MESSAGES.failed} (brave: server error (500))`,
    });
    // Asked again (each search tries a few times: ADR 0020).
    const before = fakes.requests.brave;
    await searchCandidateOnTheWeb(deps, TERM, [FAILING_WORD]);
    expect(fakes.requests.brave).toBeGreaterThan(before);
  });

  it('tells the admin when the service limits requests or does not answer', async () => {
    fakes.setMode('brave', 'rate-limited');
    const limited = await searchCandidateOnTheWeb(deps, TERM, ['housing', 'jobs']);
    expect(limited.configured && limited.groups.map((group) => group.failure)).toEqual([
      `${WEB_SEARCH_MESSAGES.rateLimited} (brave: rate limited (429))`,
      `${WEB_SEARCH_MESSAGES.rateLimited} (brave: rate limited (429))`,
    ]);
    fakes.setMode('brave', 'hang');
    const slow = createBraveProvider({ baseUrl: fakes.baseUrls.brave, key: 'test-key', timeoutMs: 200 });
    const hung = await searchCandidateOnTheWeb({ ...deps, webSearch: slow }, TERM, []);
    expect(hung.configured && hung.groups[0]!.failure).toBe(
      `${WEB_SEARCH_MESSAGES.timeout} (brave: no answer within 200 ms)`,
    );
  });

  it('tells the admin when the service is left alone after failing in a row, and does not call it', async () => {
    const outbound = createOutbound({ maxAttempts: 1, failureThreshold: 1, coolDownMs: 60_000 });
    const brave = createBraveProvider({
      baseUrl: fakes.baseUrls.brave,
      key: 'test-key',
      timeoutMs: FAKE_SERVICE_TIMEOUT_MS,
      outbound,
    });
    fakes.setMode('brave', 'server-error');
    await searchCandidateOnTheWeb({ ...deps, webSearch: brave }, TERM, ['housing']);
    expect(fakes.requests.brave).toBe(1);
    fakes.setMode('brave', 'normal');
    const resting = await searchCandidateOnTheWeb({ ...deps, webSearch: brave }, TERM, ['housing']);
    expect(resting.configured && resting.groups[0]!.failure).toBe(
      `${WEB_SEARCH_MESSAGES.circuitOpen} (brave: not called: it failed several times in a row; next try in 60 s)`,
    );
    expect(fakes.requests.brave).toBe(1);
  });

  it('says how to configure a service when none is', async () => {
    expect(await searchCandidateOnTheWeb({ ...deps, webSearch: null }, TERM, ['housing'])).toEqual({
      configured: false,
      message: WEB_SEARCH_MESSAGES.notConfigured,
    });
  });
});

describe('GET /api/googleSearch and webSearch.search', () => {
  let fakes: FakeWebSearch;
  let t: TestApp;
  let admin: string;
  let user: string;
  const WITH_KEYWORDS = '/with-keywords';

  beforeAll(async () => {
    fakes = await startFakeWebSearch();
    t = await createTestApp({
      env: {
        BRAVE_SEARCH_KEY: 'test-key',
        BRAVE_SEARCH_URL: fakes.baseUrls.brave,
        WEB_SEARCH_TIMEOUT_MS: String(FAKE_SERVICE_TIMEOUT_MS),
      },
    });
    // The same adapter with keywords, as the app will wire it to the keywords feature.
    await t.app.register(webSearchRoutes, {
      prefix: WITH_KEYWORDS,
      db: t.database.db,
      webSearch: t.deps.webSearch,
      logger: silentLogger,
      now: t.deps.clock,
      findKeywords: async () => ['housing', FAILING_WORD],
    });
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });
  beforeEach(() => fakes.reset());

  const search = (cookie: string | null, prefix = '') =>
    t.app.inject({
      method: 'GET',
      url: `${prefix}/api/googleSearch?candidateSearch=${encodeURIComponent(TERM)}`,
      headers: cookie ? { cookie } : {},
    });

  it('answers an admin with one group named after the term when there are no keywords', async () => {
    const response = await search(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          category: TERM,
          axiosRes: [
            {
              title: 'Maya Torres - Ballotpedia',
              link: 'https://ballotpedia.example/maya-torres',
              snippet: 'Everything about Maya Torres & the race.',
              image: 'https://images.example/maya-torres.jpg',
            },
            {
              title: 'Maya Torres on the news',
              link: 'https://news.example/maya-torres',
              snippet: 'Latest coverage of Maya Torres.',
            },
          ],
        },
      ],
    });
  });

  it('names each group after its keyword, and a failed one carries a message', async () => {
    const body = (await search(admin, WITH_KEYWORDS)).json();
    expect(body.data.map((group: { category: string }) => group.category)).toEqual(['housing', FAILING_WORD]);
    expect(body.data[0].axiosRes).toHaveLength(2);
    expect(body.data[1]).toEqual({
      category: FAILING_WORD,
      axiosRes: [],
      message: `${WEB_SEARCH_MESSAGES.failed} (brave: server error (500))`,
    });
  });

  it('refuses visitors (401) and signed-in users (403) before searching', async () => {
    expect((await search(null)).statusCode).toBe(401);
    expect((await search(user)).statusCode).toBe(403);
    expect(fakes.requests.brave).toBe(0);
  });

  it('serves the same search over tRPC to admins only', async () => {
    const caller = (role: 'admin' | 'user' | null) =>
      createCaller(
        createInnerContext(t.deps, {
          clientAddress: '192.0.2.7',
          user: role && { id: 'u1', name: 'Someone', email: 'someone@example.org', role },
        }),
      );
    const outcome = await caller('admin').webSearch.search({ candidateSearch: ` ${TERM} ` });
    expect(outcome).toMatchObject({
      configured: true,
      provider: 'brave',
      groups: [{ keyword: null, query: TERM }],
    });
    await expect(caller(null).webSearch.search({ candidateSearch: TERM })).rejects.toThrow(TRPCError);
    await expect(caller('user').webSearch.search({ candidateSearch: TERM })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('says how to configure a service when none is', async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await signedInAs(bare.app, bare.database.db, 'admin');
      const response = await bare.app.inject({
        method: 'GET',
        url: '/api/googleSearch?candidateSearch=Maya',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [], message: WEB_SEARCH_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  });
});
