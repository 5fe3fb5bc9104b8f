import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local HTTP server standing in for the three web search services, each under its own prefix
 * (/brave, /searxng, /google-cse), answering any query in that service's documented response shape
 * (reference/data-sources.md §4). Tests can make a service fail (429, 500, a refusal, a hang), slow it
 * down, and read how many requests it received, which queries, and how many it held at once.
 */
export type TFakeSearchService = 'brave' | 'searxng' | 'google-cse';
type TFakeSearchMode = 'normal' | 'rate-limited' | 'server-error' | 'refused' | 'hang';

const SERVICES: TFakeSearchService[] = ['brave', 'searxng', 'google-cse'];

/** A query containing this word finds nothing. */
export const NO_RESULTS_WORD = 'zzzznothing';
/** A query containing this word gets a server error, whatever the mode: one failing search among others. */
export const FAILING_WORD = 'zzzzfail';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * What every service finds for a query: two results (the first with a picture), then one whose link and
 * picture are not web addresses, which a provider must drop. Titles and snippets come back as each
 * service words them (Brave marks the query up, Google adds its html* twins).
 */
function findingsFor(query: string) {
  if (query.includes(NO_RESULTS_WORD)) return [];
  const path = slug(query);
  return [
    {
      title: `${query} - Ballotpedia`,
      link: `https://ballotpedia.example/${path}`,
      snippet: `Everything about ${query} & the race.`,
      image: `https://images.example/${path}.jpg`,
    },
    {
      title: `${query} on the news`,
      link: `https://news.example/${path}`,
      snippet: `Latest coverage of ${query}.`,
    },
    {
      title: 'Click me',
      link: 'javascript:alert(1)',
      snippet: 'A hostile result.',
      image: 'data:image/png;base64,AAAA',
    },
  ];
}

type TFinding = ReturnType<typeof findingsFor>[number];

const strong = (text: string, query: string) => text.replace(query, `<strong>${query}</strong>`);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function braveAnswer(query: string, findings: TFinding[]) {
  const web = {
    type: 'search',
    family_friendly: true,
    results: findings.map((finding) => {
      const url = finding.link.startsWith('http') ? new URL(finding.link) : null;
      return {
        title: strong(finding.title, query),
        url: finding.link,
        is_source_local: false,
        is_source_both: false,
        description: strong(escapeHtml(finding.snippet), query),
        page_age: '2026-10-01T09:00:00',
        age: 'October 1, 2026',
        profile: { name: url?.hostname ?? '', url: finding.link, long_name: url?.hostname ?? '', img: '' },
        language: 'en',
        family_friendly: true,
        type: 'search_result',
        subtype: 'generic',
        meta_url: {
          scheme: url?.protocol.replace(':', '') ?? '',
          netloc: url?.host ?? '',
          hostname: url?.hostname ?? '',
          favicon: '',
          path: url?.pathname ?? '',
        },
        ...(finding.image ? { thumbnail: { src: finding.image, original: finding.image } } : {}),
      };
    }),
  };
  return {
    type: 'search',
    query: {
      original: query,
      show_strict_warning: false,
      is_navigational: false,
      more_results_available: false,
    },
    mixed: { type: 'mixed', main: findings.map((_, index) => ({ type: 'web', index, all: false })) },
    // Brave leaves `web` out when nothing matched.
    ...(findings.length > 0 ? { web } : {}),
  };
}

function searxngAnswer(query: string, findings: TFinding[]) {
  return {
    query,
    number_of_results: findings.length,
    results: findings.map((finding, index) => ({
      url: finding.link,
      title: finding.title,
      content: finding.snippet,
      engine: 'duckduckgo',
      engines: ['duckduckgo', 'brave'],
      positions: [index + 1],
      score: 2 / (index + 1),
      category: 'general',
      template: 'default.html',
      publishedDate: null,
      thumbnail: '',
      ...(finding.image ? { img_src: finding.image } : {}),
    })),
    answers: [],
    corrections: [],
    infoboxes: [],
    suggestions: [],
    unresponsive_engines: [],
  };
}

function googleAnswer(query: string, findings: TFinding[]) {
  return {
    kind: 'customsearch#search',
    queries: {
      request: [
        {
          title: 'Google Custom Search',
          totalResults: String(findings.length),
          searchTerms: query,
          count: 10,
          startIndex: 1,
        },
      ],
    },
    context: { title: 'Voter guide' },
    searchInformation: {
      searchTime: 0.21,
      formattedSearchTime: '0.21',
      totalResults: String(findings.length),
      formattedTotalResults: String(findings.length),
    },
    // Google leaves `items` out when nothing matched.
    ...(findings.length > 0
      ? {
          items: findings.map((finding) => ({
            kind: 'customsearch#result',
            title: finding.title,
            htmlTitle: strong(finding.title, query),
            link: finding.link,
            displayLink: finding.link.startsWith('http') ? new URL(finding.link).hostname : '',
            snippet: finding.snippet,
            htmlSnippet: strong(escapeHtml(finding.snippet), query),
            formattedUrl: finding.link,
            ...(finding.image
              ? {
                  pagemap: {
                    cse_thumbnail: [{ src: finding.image, width: '225', height: '225' }],
                    cse_image: [{ src: finding.image }],
                    metatags: [{ 'og:type': 'article' }],
                  },
                }
              : {}),
          })),
        }
      : {}),
  };
}

type TReply = { status: number; body: unknown; contentType?: string };

/** The service's own answer when a key is missing: each checks its credentials like the real one. */
function missingCredentials(service: TFakeSearchService, request: http.IncomingMessage, url: URL) {
  if (service === 'brave' && !request.headers['x-subscription-token']) return refusal('brave');
  if (service === 'google-cse' && (!url.searchParams.get('key') || !url.searchParams.get('cx')))
    return refusal('google-cse');
  return null;
}

function refusal(service: TFakeSearchService): TReply {
  if (service === 'brave')
    return {
      status: 401,
      body: {
        type: 'ErrorResponse',
        error: {
          id: 'e1',
          status: 401,
          code: 'SUBSCRIPTION_TOKEN_INVALID',
          detail: 'The provided subscription token is invalid.',
        },
        time: 1763942400,
      },
    };
  if (service === 'searxng')
    return { status: 403, body: '<html>403 Forbidden</html>', contentType: 'text/html' };
  return {
    status: 403,
    body: {
      error: {
        code: 403,
        message: 'This project does not have the access to Custom Search JSON API.',
        errors: [
          {
            message: 'This project does not have the access to Custom Search JSON API.',
            domain: 'global',
            reason: 'forbidden',
          },
        ],
        status: 'PERMISSION_DENIED',
      },
    },
  };
}

function rateLimited(service: TFakeSearchService): TReply {
  if (service === 'brave')
    return {
      status: 429,
      body: {
        type: 'ErrorResponse',
        error: {
          id: 'e2',
          status: 429,
          code: 'RATE_LIMITED',
          detail: 'Request rate limit exceeded for plan.',
        },
      },
    };
  if (service === 'searxng') return { status: 429, body: 'Too Many Requests', contentType: 'text/plain' };
  return {
    status: 429,
    body: {
      error: {
        code: 429,
        message: 'Quota exceeded for quota metric Queries per day.',
        status: 'RESOURCE_EXHAUSTED',
      },
    },
  };
}

function answer(service: TFakeSearchService, request: http.IncomingMessage, url: URL): TReply {
  const refused = missingCredentials(service, request, url);
  if (refused) return refused;
  const query = url.searchParams.get('q') ?? '';
  const findings = findingsFor(query);
  if (service === 'brave') return { status: 200, body: braveAnswer(query, findings) };
  if (service === 'searxng') {
    if (url.searchParams.get('format') !== 'json') return refusal('searxng');
    return { status: 200, body: searxngAnswer(query, findings) };
  }
  return { status: 200, body: googleAnswer(query, findings) };
}

type TPerService<T> = Record<TFakeSearchService, T>;
const perService = <T>(value: () => T): TPerService<T> =>
  Object.fromEntries(SERVICES.map((service) => [service, value()])) as TPerService<T>;

export type FakeWebSearch = {
  url: string;
  baseUrls: TPerService<string>;
  /** How many requests each service received, the queries they asked, the most it held at once. */
  requests: TPerService<number>;
  queries: TPerService<string[]>;
  maxConcurrent: TPerService<number>;
  setMode(service: TFakeSearchService, mode: TFakeSearchMode): void;
  /** Hold every answer this long, so concurrent requests overlap. */
  setDelay(ms: number): void;
  /** Every service back to normal, without delay, and the counts to zero. */
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeWebSearch({ port = 0, host = '127.0.0.1' } = {}): Promise<FakeWebSearch> {
  const modes = perService<TFakeSearchMode>(() => 'normal');
  const requests = perService(() => 0);
  const queries = perService<string[]>(() => []);
  const maxConcurrent = perService(() => 0);
  const inFlight = perService(() => 0);
  let delayMs = 0;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const service = url.pathname.split('/')[1] as TFakeSearchService;
    if (!SERVICES.includes(service)) return response.writeHead(404).end();
    requests[service]++;
    queries[service].push(url.searchParams.get('q') ?? '');
    inFlight[service]++;
    maxConcurrent[service] = Math.max(maxConcurrent[service], inFlight[service]);
    response.on('close', () => inFlight[service]--);
    const mode = url.searchParams.get('q')?.includes(FAILING_WORD) ? 'server-error' : modes[service];
    if (mode === 'hang') return;
    const reply =
      mode === 'rate-limited'
        ? rateLimited(service)
        : mode === 'server-error'
          ? { status: 500, body: '<html>Internal error</html>', contentType: 'text/html' }
          : mode === 'refused'
            ? refusal(service)
            : answer(service, request, url);
    setTimeout(() => {
      const isJson = reply.contentType === undefined;
      response
        .writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' })
        .end(isJson ? JSON.stringify(reply.body) : String(reply.body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrls: {
      brave: `${url}/brave/res/v1`,
      searxng: `${url}/searxng`,
      'google-cse': `${url}/google-cse/customsearch/v1`,
    },
    requests,
    queries,
    maxConcurrent,
    setMode: (service, mode) => void (modes[service] = mode),
    setDelay: (ms) => void (delayMs = ms),
    reset() {
      delayMs = 0;
      for (const service of SERVICES) {
        modes[service] = 'normal';
        requests[service] = 0;
        queries[service] = [];
        maxConcurrent[service] = 0;
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
