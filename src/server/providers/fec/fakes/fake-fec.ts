import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_FEC_CANDIDATES, type TFakeFecCandidate } from './demo-fec';

/**
 * A local HTTP server standing in for OpenFEC v1 under the prefix /fec/v1, answering the five routes the
 * donors provider reads in their documented shapes (reference/data-sources.md §3.2) for a dataset of
 * candidates (by default the thirteen demo incumbents). Like the real service it wants an api.data.gov key
 * (X-Api-Key header or api_key parameter), answers an unknown candidate with no results, pages
 * /schedules/schedule_a/by_employer/ by number and /schedules/schedule_a/ by keyset (`last_index` and
 * `last_contribution_receipt_amount`, both required). Tests can make a route fail (429, 500, a refused
 * key, a hang), shrink the pages so the rows need several, and read every request it received.
 */
export type TFakeFecRoute = 'candidate' | 'search' | 'committees' | 'by-employer' | 'schedule-a';
type TFakeFecMode = 'normal' | 'rate-limited' | 'server-error' | 'refused' | 'hang';
type TFakeFecRequest = {
  route: TFakeFecRoute;
  path: string;
  query: Record<string, string>;
  apiKey: string | null;
};

const PREFIX = '/fec/v1';
const ROUTES: TFakeFecRoute[] = ['candidate', 'search', 'committees', 'by-employer', 'schedule-a'];
const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

type TReply = { status: number; body: unknown };

const apiDataGovError = (status: number, code: string, message: string): TReply => ({
  status,
  body: { error: { code, message } },
});

function routeOf(path: string): { route: TFakeFecRoute; candidateId?: string } | null {
  const rest = path.slice(PREFIX.length).replace(/\/?$/, '/');
  if (rest === '/candidates/search/') return { route: 'search' };
  if (rest === '/schedules/schedule_a/by_employer/') return { route: 'by-employer' };
  if (rest === '/schedules/schedule_a/') return { route: 'schedule-a' };
  const candidate = /^\/candidate\/([^/]+)\/(committees\/)?$/.exec(rest);
  if (!candidate?.[1]) return null;
  return { route: candidate[2] ? 'committees' : 'candidate', candidateId: decodeURIComponent(candidate[1]) };
}

function committeeRow(candidate: TFakeFecCandidate) {
  const committee = candidate.committee!;
  return {
    committee_id: committee.committeeId,
    name: committee.name,
    designation: 'P',
    designation_full: 'Principal campaign committee',
    committee_type: candidate.office,
    committee_type_full: candidate.office === 'H' ? 'House' : 'Senate',
    cycles: committee.cycles,
    party: candidate.party,
    state: candidate.state,
    candidate_ids: [candidate.candidateId],
    organization_type: null,
    filing_frequency: 'Q',
  };
}

function candidateRow(candidate: TFakeFecCandidate, { withCommittees }: { withCommittees: boolean }) {
  return {
    candidate_id: candidate.candidateId,
    name: candidate.name,
    office: candidate.office,
    office_full: candidate.office === 'H' ? 'House' : 'Senate',
    state: candidate.state,
    district: candidate.district,
    district_number: Number(candidate.district),
    party: candidate.party,
    party_full: candidate.party === 'DEM' ? 'DEMOCRATIC PARTY' : 'REPUBLICAN PARTY',
    incumbent_challenge: 'I',
    incumbent_challenge_full: 'Incumbent',
    candidate_status: 'C',
    cycles: candidate.cycles,
    election_years: candidate.cycles,
    has_raised_funds: true,
    federal_funds_flag: false,
    ...(withCommittees ? { principal_committees: candidate.committee ? [committeeRow(candidate)] : [] } : {}),
  };
}

const numberedPage = <T>(rows: T[], page: number, perPage: number) => ({
  api_version: '1.0',
  pagination: {
    count: rows.length,
    is_count_exact: true,
    page,
    pages: Math.ceil(rows.length / perPage),
    per_page: perPage,
  },
  results: rows.slice((page - 1) * perPage, page * perPage),
});

const words = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

export type FakeFec = {
  url: string;
  /** What FEC_API_URL would be. */
  baseUrl: string;
  requests: TFakeFecRequest[];
  /** One route, or every route when none is named. */
  setMode(mode: TFakeFecMode, route?: TFakeFecRoute): void;
  /** Serve at most this many rows a page, whatever `per_page` asks: the rows then need several pages. */
  setPageSize(size: number | null): void;
  /** Every route back to normal, full pages, no requests recorded. */
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeFec({
  port = 0,
  host = '127.0.0.1',
  candidates = DEMO_FEC_CANDIDATES,
}: {
  port?: number;
  host?: string;
  /** Keyed by FEC candidate id. */
  candidates?: Record<string, TFakeFecCandidate>;
} = {}): Promise<FakeFec> {
  const modes = Object.fromEntries(ROUTES.map((route) => [route, 'normal'])) as Record<
    TFakeFecRoute,
    TFakeFecMode
  >;
  const requests: TFakeFecRequest[] = [];
  let pageSize: number | null = null;

  const all = () => Object.values(candidates);
  const byCommittee = (committeeId: string | null) =>
    all().find((candidate) => candidate.committee?.committeeId === committeeId);
  const perPageOf = (url: URL) =>
    Math.min(
      Number(url.searchParams.get('per_page')) || DEFAULT_PER_PAGE,
      MAX_PER_PAGE,
      pageSize ?? MAX_PER_PAGE,
    );

  function search(url: URL) {
    const wanted = words(url.searchParams.get('q') ?? '');
    const office = url.searchParams.get('office');
    const state = url.searchParams.get('state');
    const cycle = Number(url.searchParams.get('cycle')) || null;
    const found = all().filter(
      (candidate) =>
        wanted.every((word) => words(candidate.name).some((part) => part.startsWith(word))) &&
        (!office || candidate.office === office) &&
        (!state || candidate.state === state) &&
        (!cycle || candidate.cycles.includes(cycle)),
    );
    return numberedPage(
      found.map((candidate) => candidateRow(candidate, { withCommittees: true })),
      1,
      perPageOf(url),
    );
  }

  function committees(candidate: TFakeFecCandidate | undefined, url: URL) {
    const designation = url.searchParams.get('designation');
    const cycle = Number(url.searchParams.get('cycle')) || null;
    const rows =
      candidate?.committee &&
      (!designation || designation === 'P') &&
      (!cycle || candidate.committee.cycles.includes(cycle))
        ? [committeeRow(candidate)]
        : [];
    return numberedPage(rows, 1, perPageOf(url));
  }

  function byEmployer(url: URL) {
    const candidate = byCommittee(url.searchParams.get('committee_id'));
    const cycle = Number(url.searchParams.get('cycle')) || 0;
    const rows = (candidate?.employers ?? [])
      .map((row) => ({
        committee_id: candidate!.committee!.committeeId,
        cycle,
        employer: row.employer,
        total: row.total,
        count: row.count,
      }))
      .sort((a, b) => b.total - a.total);
    return numberedPage(rows, Number(url.searchParams.get('page')) || 1, perPageOf(url));
  }

  function scheduleA(url: URL): TReply {
    const candidate = byCommittee(url.searchParams.get('committee_id'));
    const period = Number(url.searchParams.get('two_year_transaction_period')) || 0;
    const rows = (candidate?.committeeGifts ?? [])
      .map((gift, index) => ({
        sub_id: `4${String(index).padStart(18, '0')}`,
        committee_id: candidate!.committee!.committeeId,
        committee: { name: candidate!.committee!.name, committee_id: candidate!.committee!.committeeId },
        contributor_name: gift.contributorName,
        contributor_id: gift.contributorId,
        contribution_receipt_amount: gift.amount,
        contribution_receipt_date: gift.date,
        contributor_aggregate_ytd: gift.amount,
        entity_type: 'PAC',
        entity_type_desc: 'POLITICAL ACTION COMMITTEE',
        line_number: '11C',
        memo_code: gift.memoCode ?? null,
        receipt_type: '15C',
        two_year_transaction_period: period,
      }))
      .sort((a, b) => b.contribution_receipt_amount - a.contribution_receipt_amount);
    const lastIndex = url.searchParams.get('last_index');
    const lastAmount = url.searchParams.get('last_contribution_receipt_amount');
    if (lastIndex && lastAmount === null)
      return {
        status: 422,
        body: {
          message:
            'When paginating through results sorted by contribution_receipt_amount, pass last_contribution_receipt_amount along with last_index.',
          status: 422,
        },
      };
    const start = lastIndex ? rows.findIndex((row) => row.sub_id === lastIndex) + 1 : 0;
    const perPage = perPageOf(url);
    const results = rows.slice(start, start + perPage);
    const last = results.at(-1);
    const more = start + perPage < rows.length;
    return {
      status: 200,
      body: {
        api_version: '1.0',
        pagination: {
          count: rows.length,
          is_count_exact: true,
          pages: Math.ceil(rows.length / perPage),
          per_page: perPage,
          last_indexes:
            more && last
              ? {
                  last_index: last.sub_id,
                  last_contribution_receipt_amount: last.contribution_receipt_amount,
                }
              : null,
        },
        results,
      },
    };
  }

  function answer(
    route: TFakeFecRoute,
    url: URL,
    candidateId: string | undefined,
    apiKey: string | null,
  ): TReply {
    if (!apiKey)
      return apiDataGovError(
        403,
        'API_KEY_MISSING',
        'No api_key was supplied. Get one at https://api.open.fec.gov/developers/',
      );
    const candidate = candidateId ? candidates[candidateId.toUpperCase()] : undefined;
    switch (route) {
      case 'candidate':
        return {
          status: 200,
          body: numberedPage(
            candidate ? [candidateRow(candidate, { withCommittees: false })] : [],
            1,
            DEFAULT_PER_PAGE,
          ),
        };
      case 'search':
        return { status: 200, body: search(url) };
      case 'committees':
        return { status: 200, body: committees(candidate, url) };
      case 'by-employer':
        return { status: 200, body: byEmployer(url) };
      case 'schedule-a':
        return scheduleA(url);
    }
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const found = url.pathname.startsWith(PREFIX) ? routeOf(url.pathname) : null;
    if (!found)
      return response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'The requested URL was not found on the server.', status: 404 }));
    const header = request.headers['x-api-key'];
    const apiKey = (typeof header === 'string' ? header : null) ?? url.searchParams.get('api_key');
    requests.push({
      route: found.route,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey,
    });

    const mode = modes[found.route];
    if (mode === 'hang') return;
    const reply =
      mode === 'rate-limited'
        ? apiDataGovError(
            429,
            'OVER_RATE_LIMIT',
            'You have exceeded your rate limit. Try again later or contact us at https://api.data.gov/contact/ for assistance',
          )
        : mode === 'server-error'
          ? { status: 500, body: { message: 'Internal Server Error', status: 500 } }
          : mode === 'refused'
            ? apiDataGovError(
                403,
                'API_KEY_INVALID',
                'An invalid api_key was supplied. Get one at https://api.open.fec.gov/developers/',
              )
            : answer(found.route, url, found.candidateId, apiKey);
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  // A taken port rejects rather than crashing the process with an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    baseUrl: `${origin}${PREFIX}`,
    requests,
    setMode(mode, route) {
      for (const each of route ? [route] : ROUTES) modes[each] = mode;
    },
    setPageSize: (size) => void (pageSize = size),
    reset() {
      for (const route of ROUTES) modes[route] = 'normal';
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
