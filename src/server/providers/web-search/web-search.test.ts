import { ProviderError } from '../http';
import { createBraveProvider } from './brave';
import {
  NO_RESULTS_WORD,
  startFakeWebSearch,
  type FakeWebSearch,
  type TFakeSearchService,
} from './fakes/fake-web-search';
import { createGoogleCseProvider } from './google-cse';
import { createSearxngProvider } from './searxng';
import { plainText, type WebSearchProvider } from './types';
import { FAKE_SERVICE_TIMEOUT_MS } from '../fake-service-timeout';

const SERVICES: TFakeSearchService[] = ['brave', 'searxng', 'google-cse'];
const QUERY = 'Maya Torres housing';

describe('web search providers against their fakes', () => {
  let fakes: FakeWebSearch;
  let providers: Record<TFakeSearchService, WebSearchProvider>;
  const timeoutMs = FAKE_SERVICE_TIMEOUT_MS;

  beforeAll(async () => {
    fakes = await startFakeWebSearch();
    providers = {
      brave: createBraveProvider({ baseUrl: fakes.baseUrls.brave, key: 'test-key', timeoutMs }),
      searxng: createSearxngProvider({ baseUrl: fakes.baseUrls.searxng, timeoutMs }),
      'google-cse': createGoogleCseProvider({
        baseUrl: fakes.baseUrls['google-cse'],
        key: 'test-key',
        cx: 'test-engine',
        timeoutMs,
      }),
    };
  });
  afterAll(() => fakes.close());
  afterEach(() => fakes.reset());

  it.each(SERVICES)(
    '%s: maps the answer to plain-text results with web links, dropping any other link',
    async (service) => {
      expect(await providers[service].search(QUERY)).toEqual([
        {
          title: 'Maya Torres housing - Ballotpedia',
          link: 'https://ballotpedia.example/maya-torres-housing',
          snippet: 'Everything about Maya Torres housing & the race.',
          image: 'https://images.example/maya-torres-housing.jpg',
        },
        {
          title: 'Maya Torres housing on the news',
          link: 'https://news.example/maya-torres-housing',
          snippet: 'Latest coverage of Maya Torres housing.',
        },
      ]);
      expect(fakes.queries[service]).toEqual([QUERY]);
    },
  );

  it.each(SERVICES)('%s: a query that finds nothing is an empty list', async (service) => {
    expect(await providers[service].search(`Maya ${NO_RESULTS_WORD}`)).toEqual([]);
  });

  it.each(SERVICES)('%s: asks for no more results than wanted', async (service) => {
    expect(await providers[service].search(QUERY, { count: 1 })).toHaveLength(1);
  });

  it.each([
    ['rate-limited', 'rate-limited', /rate limited \(429\)/],
    ['server-error', 'server-error', /server error \(500\)/],
    ['hang', 'timeout', new RegExp(`no answer within ${FAKE_SERVICE_TIMEOUT_MS} ms`)],
    ['refused', 'refused', /refused/],
  ] as const)('fails clearly when the service is %s', async (mode, reason, message) => {
    for (const service of SERVICES) {
      fakes.setMode(service, mode);
      const failure = await providers[service].search(QUERY).catch((error: unknown) => error);
      expect(failure, service).toBeInstanceOf(ProviderError);
      expect((failure as ProviderError).reason, service).toBe(reason);
      expect((failure as ProviderError).message, service).toMatch(message);
    }
  });

  it("passes Google's own reason on: a project without access to the API", async () => {
    fakes.setMode('google-cse', 'refused');
    await expect(providers['google-cse'].search(QUERY)).rejects.toThrow(
      'google-cse: refused the request (403): This project does not have the access to Custom Search JSON API.',
    );
  });

  it('tells a SearXNG without JSON output how to turn it on', async () => {
    fakes.setMode('searxng', 'refused');
    await expect(providers.searxng.search(QUERY)).rejects.toThrow(
      'add json to search.formats in settings.yml',
    );
  });

  it('sends the keys: the services refuse a request without them', async () => {
    const keyless = {
      brave: createBraveProvider({ baseUrl: fakes.baseUrls.brave, key: '', timeoutMs }),
      google: createGoogleCseProvider({ baseUrl: fakes.baseUrls['google-cse'], key: 'k', cx: '', timeoutMs }),
    };
    await expect(keyless.brave.search(QUERY)).rejects.toThrow('brave: refused the request (401)');
    await expect(keyless.google.search(QUERY)).rejects.toThrow('google-cse: refused the request (403)');
  });

  it('fails as unreachable when nothing listens', async () => {
    const provider = createSearxngProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs });
    await expect(provider.search(QUERY)).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

describe('plainText', () => {
  it('drops markup and decodes entities', () => {
    expect(plainText('<strong>Maya</strong> &amp; Co &#39;24&#x21;  <b>x</b>')).toBe("Maya & Co '24! x");
  });
});
