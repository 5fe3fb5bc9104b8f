import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_BILLS, type TFakeBill } from './demo-bills';

/**
 * A local HTTP server standing in for the Congress.gov API v3 under the prefix /congress-gov/v3, answering
 * the bill item and its actions in the documented shapes (reference/data-sources.md §2.1) for a dataset of
 * bills (by default the ten demo bills). Like the real service it wants an api.data.gov key (X-Api-Key
 * header or api_key parameter), lists actions newest first, 20 a page unless `limit` says more (at most
 * 250). Tests can make a route fail (429, 500, a refused key, a hang), shrink the pages so a bill needs
 * several, make the actions route page forever, and read every request it received.
 */
type TFakeCongressRoute = 'bill' | 'actions';
type TFakeCongressMode =
  | 'normal'
  | 'rate-limited'
  | 'server-error'
  | 'refused'
  | 'hang'
  /** actions only: every page says there is a next one, as a broken service might. */
  | 'endless';

type TFakeCongressRequest = {
  route: TFakeCongressRoute;
  path: string;
  query: Record<string, string>;
  /** The key as sent, by header or parameter; null when none. */
  apiKey: string | null;
};

const PREFIX = '/congress-gov/v3';
const ROUTES: TFakeCongressRoute[] = ['bill', 'actions'];
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 250;

type TReply = { status: number; body: unknown };

const apiDataGovError = (status: number, code: string, message: string): TReply => ({
  status,
  body: { error: { code, message } },
});

const missingKey = () =>
  apiDataGovError(
    403,
    'API_KEY_MISSING',
    'No api_key was supplied. Get one at https://api.congress.gov/sign-up/',
  );
const invalidKey = () =>
  apiDataGovError(
    403,
    'API_KEY_INVALID',
    'An invalid api_key was supplied. Get one at https://api.congress.gov/sign-up/',
  );
const overRateLimit = () =>
  apiDataGovError(
    429,
    'OVER_RATE_LIMIT',
    'You have exceeded your rate limit. Try again later or contact us at https://api.congress.gov/contact/ for assistance',
  );

/** The part of every answer that echoes the request, as Congress.gov does. */
function requestEcho(origin: string, bill: { congress: string; type: string; number: string }) {
  return {
    billNumber: bill.number,
    billType: bill.type,
    billUrl: `${origin}${PREFIX}/bill/${bill.congress}/${bill.type}/${bill.number}?format=json`,
    congress: bill.congress,
    contentType: 'application/json',
    format: 'json',
  };
}

function billItem(origin: string, bill: TFakeBill) {
  const path = `${origin}${PREFIX}/bill/${bill.congress}/${bill.type.toLowerCase()}/${bill.number}`;
  const latest = bill.actions.at(-1);
  return {
    congress: bill.congress,
    number: String(bill.number),
    type: bill.type,
    originChamber: bill.type.startsWith('H') ? 'House' : 'Senate',
    originChamberCode: bill.type.startsWith('H') ? 'H' : 'S',
    introducedDate: bill.introducedDate,
    title: bill.title,
    policyArea: { name: bill.policyArea },
    latestAction: latest ? { actionDate: latest.actionDate, text: latest.text } : null,
    ...(bill.laws.length > 0 ? { laws: bill.laws.map((number) => ({ number, type: 'Public Law' })) } : {}),
    sponsors: [
      {
        ...bill.sponsor,
        firstName: bill.sponsor.fullName.split(', ')[1]?.split(' [')[0] ?? '',
        lastName: bill.sponsor.fullName.split(' ')[1]?.replace(',', '') ?? '',
        isByRequest: 'N',
        url: `${origin}${PREFIX}/member/${bill.sponsor.bioguideId}?format=json`,
      },
    ],
    actions: { count: bill.actions.length, url: `${path}/actions?format=json` },
    updateDate: `${latest?.actionDate ?? bill.introducedDate}T12:00:00Z`,
    legislationUrl: `https://www.congress.gov/bill/119th-congress/${bill.type === 'S' ? 'senate' : 'house'}-bill/${bill.number}`,
  };
}

export type FakeCongressGov = {
  url: string;
  /** What CONGRESS_API_URL would be. */
  baseUrl: string;
  requests: TFakeCongressRequest[];
  /** One route, or both when none is named. */
  setMode(mode: TFakeCongressMode, route?: TFakeCongressRoute): void;
  /** Serve at most this many actions a page, whatever `limit` asks: a bill then needs several pages. */
  setPageSize(size: number | null): void;
  /** Both routes back to normal, full pages, no requests recorded. */
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeCongressGov({
  port = 0,
  host = '127.0.0.1',
  bills = DEMO_BILLS,
}: {
  port?: number;
  host?: string;
  /** Keyed by bill id as unitedstates/congress writes it (hr9901-119). */
  bills?: Record<string, TFakeBill>;
} = {}): Promise<FakeCongressGov> {
  const modes: Record<TFakeCongressRoute, TFakeCongressMode> = { bill: 'normal', actions: 'normal' };
  const requests: TFakeCongressRequest[] = [];
  let pageSize: number | null = null;
  let origin = '';

  function actionsPage(bill: TFakeBill, url: URL, echo: ReturnType<typeof requestEcho>): TReply {
    const asked = Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT;
    const limit = Math.min(asked, MAX_LIMIT, pageSize ?? MAX_LIMIT);
    const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
    const newestFirst = [...bill.actions].reverse();
    const endless = modes.actions === 'endless';
    const page = endless ? newestFirst.slice(0, 1) : newestFirst.slice(offset, offset + limit);
    const count = endless ? 1_000_000 : newestFirst.length;
    const next = endless || offset + limit < count;
    const nextUrl = `${origin}${url.pathname}?offset=${offset + limit}&limit=${limit}&format=json`;
    return {
      status: 200,
      body: {
        actions: page,
        pagination: { count, ...(next ? { next: nextUrl } : {}) },
        request: echo,
      },
    };
  }

  function answer(route: TFakeCongressRoute, url: URL, parts: string[], apiKey: string | null): TReply {
    if (!apiKey) return missingKey();
    const [congress = '', type = '', number = ''] = parts;
    const bill = bills[`${type}${number}-${congress}`];
    const resource = `bill/${congress}/${type}/${number}${route === 'actions' ? '/actions' : ''}`;
    if (!bill) return { status: 404, body: { error: `Unknown resource: ${resource}` } };
    const echo = requestEcho(origin, { congress, type, number });
    if (route === 'bill') return { status: 200, body: { bill: billItem(origin, bill), request: echo } };
    return actionsPage(bill, url, echo);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = url.pathname
      .replace(/\/$/, '')
      .match(/^\/congress-gov\/v3\/bill\/(\d+)\/([a-z]+)\/(\d+)(\/actions)?$/i);
    if (!match) return response.writeHead(404).end(JSON.stringify({ error: 'Unknown resource' }));
    const route: TFakeCongressRoute = match[4] ? 'actions' : 'bill';
    const header = request.headers['x-api-key'];
    const apiKey = (typeof header === 'string' ? header : null) ?? url.searchParams.get('api_key');
    requests.push({ route, path: url.pathname, query: Object.fromEntries(url.searchParams), apiKey });

    const mode = modes[route];
    if (mode === 'hang') return;
    const reply =
      mode === 'rate-limited'
        ? overRateLimit()
        : mode === 'server-error'
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : mode === 'refused'
            ? invalidKey()
            : answer(
                route,
                url,
                match.slice(1, 4).map((part) => (part ?? '').toLowerCase()),
                apiKey,
              );
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  // A taken port rejects rather than crashing the process with an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    baseUrl: `${origin}${PREFIX}`,
    requests,
    setMode(mode, route) {
      for (const each of route ? [route] : ROUTES) modes[each] = mode;
    },
    setPageSize: (size) => void (pageSize = size),
    reset() {
      modes.bill = 'normal';
      modes.actions = 'normal';
      pageSize = null;
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
