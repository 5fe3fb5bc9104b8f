import { BROOKLYN, createDemoApp } from './testing/demo-app';
import type { TestApp } from './testing/test-app';

/**
 * Issue 15 point 5: what one public page view costs the API. A server-rendered page (ADR 32) is one GET of
 * its HTML, whose render runs the page's queries in-process and sends their answers along, and then the
 * requests the browser makes once it has hydrated: only who is signed in (`auth.session`), never part of a
 * page everyone shares. A page left to the browser (the address search, which reads the browser's storage)
 * is the shell, then the app shell's batch, then the page's own. Statements are counted through the
 * database's statement listener, on the second view of a page: a warm cache.
 */
type TCall = { path: string; input?: unknown };
/**
 * `html`: the page's URL; `requests`: the browser's API requests after it, one tRPC batch each;
 * `serverData`: procedures whose answers the HTML must carry; `thumbnails`: the page then shows the
 * thumbnails its HTML names.
 */
type TPageView = { html: string; requests: TCall[][]; serverData?: string[]; thumbnails?: boolean };

const SESSION: TCall[] = [{ path: 'auth.session' }];
const SHELL: TCall[] = [{ path: 'auth.session' }, { path: 'elections.list' }];
// The server render straight from its source: vitest compiles it as the SSR build would.
const SSR_ENTRY = 'src/client/app/server-entry.tsx';
const STATE = /<script type="application\/json" id="app-state">(.*?)<\/script>/s;

function batchUrl(calls: TCall[]) {
  const input = Object.fromEntries(calls.map((call, index) => [index, call.input ?? null]));
  const paths = calls.map((call) => call.path).join(',');
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** The procedures whose answers a server-rendered page carries, from its query cache. */
function serverRenderedProcedures(html: string): string[] {
  const state = STATE.exec(html)?.[1];
  if (!state) return [];
  const { queries } = JSON.parse(state) as { queries: Array<{ queryKey: [string[]] }> };
  return queries.map(({ queryKey: [path] }) => path.join('.'));
}

describe('public page views', () => {
  let t: TestApp;
  const statements: string[] = [];
  let pages: Record<string, TPageView>;

  beforeAll(async () => {
    t = await createDemoApp({ onStatement: (sql) => statements.push(sql), env: { SSR_ENTRY } });
    const candidateId = async (fullName: string) =>
      (
        await t.database.db
          .selectFrom('candidates')
          .select('id')
          .where('fullName', '=', fullName)
          .executeTakeFirstOrThrow()
      ).id;
    const councilMember = await candidateId('Maya Torres');
    const houseIncumbent = await candidateId('Eleanor Park');
    pages = {
      home: { html: '/', requests: [SESSION], serverData: ['elections.list', 'content.section'] },
      learninglib: {
        html: '/learninglib',
        requests: [SESSION],
        serverData: ['elections.list', 'videos.page'],
        thumbnails: true,
      },
      candidate: {
        html: `/candidatePage/${councilMember}`,
        requests: [SESSION],
        serverData: ['candidates.byId'],
      },
      // A House or Senate incumbent's page shows the donors and how many votes each topic has, asked once the
      // candidate says it is one: the server render asks too, so the browser does not.
      federalCandidate: {
        html: `/candidatePage/${houseIncumbent}`,
        requests: [SESSION],
        serverData: ['candidates.byId', 'donors.byCandidate', 'legislation.votingTopics'],
      },
      otherKeyStates: {
        html: '/otherKeyStates',
        requests: [SESSION],
        serverData: ['candidates.otherKeyStates'],
      },
      candidateSearch: {
        html: '/candidateSearch',
        requests: [SHELL, [{ path: 'districts.search', input: { address: BROOKLYN.input } }]],
      },
    };
  });
  afterAll(() => t.close());

  /** Requests to the API and statements of one view; thumbnails are counted apart (they are no API call). */
  async function view({ html, requests, thumbnails = false }: TPageView) {
    statements.length = 0;
    const page = await t.app.inject({ method: 'GET', url: html, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const perRequest = [statements.length];
    for (const calls of requests) {
      const before = statements.length;
      const response = await t.app.inject({ method: 'GET', url: batchUrl(calls) });
      expect(response.statusCode, response.body).toBe(200);
      perRequest.push(statements.length - before);
    }
    const thumbnailUrls = thumbnails
      ? [...page.body.matchAll(/src="(\/media\/[^"]+)"/g)].map((m) => m[1]!)
      : [];
    const beforeThumbnails = statements.length;
    for (const url of thumbnailUrls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    return {
      html: page.body,
      requests: requests.length,
      statements: beforeThumbnails,
      perRequest,
      thumbnails: thumbnailUrls.length,
      thumbnailStatements: statements.length - beforeThumbnails,
    };
  }

  async function warmView(page: TPageView) {
    await view(page);
    return view(page);
  }

  it('loads the 27 districts of /otherKeyStates with one statement', async () => {
    t.database.readCache.clear();
    await view(pages.otherKeyStates!);
    const candidateReads = statements.filter((statement) => / from "candidates"/.test(statement));
    expect(candidateReads).toHaveLength(1);
    // Of a published election's candidates only (issue 25), in the same statement.
    expect(candidateReads[0]).toMatch(
      / from "candidates" where "election_id" in \(select .* where "published" = \$\d+\) and \("office", "state", "district"\) in /,
    );
  });

  it('serves the thumbnails of /learninglib from memory once they have been served', async () => {
    const cold = await view(pages.learninglib!);
    expect(cold.thumbnails).toBeGreaterThan(1);
    const warm = await view(pages.learninglib!);
    expect(warm.thumbnails).toBe(cold.thumbnails);
    expect(warm.thumbnailStatements).toBe(0);
    expect(warm.perRequest).toEqual([0, 0]);
  });

  it('paints the resources, content from site_content (ADR 47), in the home page HTML', async () => {
    const { html } = await view(pages.home!);
    expect(html).toContain('Voter Registration');
    expect(html).toContain('https://www.powerthepolls.org/');
  });

  it('sends the data of each server-rendered page with its HTML, so the browser does not ask for it', async () => {
    for (const page of Object.values(pages)) {
      const { html } = await view(page);
      const carried = serverRenderedProcedures(html);
      for (const procedure of page.serverData ?? []) expect(carried, page.html).toContain(procedure);
    }
  });

  /**
   * Every page view as it costs on a warm cache; the goal is at most two of each. The read cache
   * answers every public read and keeps rendered pages whole, and the session check runs nothing without
   * a cookie.
   */
  const WARM_COSTS = {
    home: { requests: 1, statements: 0 },
    learninglib: { requests: 1, statements: 0 },
    candidate: { requests: 1, statements: 0 },
    federalCandidate: { requests: 1, statements: 0 },
    otherKeyStates: { requests: 1, statements: 0 },
    candidateSearch: { requests: 2, statements: 0 },
  };
  const MAX_PER_VIEW = 2;

  it('costs each public page view the recorded number of requests and statements', async () => {
    const counts: Record<string, { requests: number; statements: number }> = {};
    for (const [name, page] of Object.entries(pages)) {
      const { requests, statements: count } = await warmView(page);
      counts[name] = { requests, statements: count };
    }
    expect(counts).toEqual(WARM_COSTS);
    for (const { requests, statements: count } of Object.values(counts)) {
      expect(requests).toBeLessThanOrEqual(MAX_PER_VIEW);
      expect(count).toBeLessThanOrEqual(MAX_PER_VIEW);
    }
  });
});
