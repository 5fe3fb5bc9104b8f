import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import { SYSTEM_ACTOR } from '../features/audit/audit.service';
import { createCandidate, updateCandidate } from '../features/candidates/candidates.service';
import { VALID_CANDIDATE } from '../testing/content';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PAGE_MODULES } from '../../client/app/server-entry';
import { ZCandidateSchema, type TCandidateForm } from '../../shared/schemas/candidates';

const HTML = { accept: 'text/html' };
const CANDIDATE: TCandidateForm = ZCandidateSchema.parse(VALID_CANDIDATE);
// The server render straight from its source: vitest compiles it as the SSR build would.
const SSR_ENTRY = 'src/client/app/server-entry.tsx';

/** The markup inside #root, the page's title and description and its query cache, as sent. */
function readPage(html: string) {
  const state = /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    root:
      /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="app-state">/.exec(html)?.[1] ??
      '',
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    state: state
      ? (JSON.parse(state) as { queries: Array<{ queryKey: unknown; state: { data: unknown } }> })
      : null,
    hasStyles: /<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/.test(html),
  };
}

describe('server-rendered pages (ADR 32)', () => {
  let t: TestApp;
  let candidateId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { SSR_ENTRY } });
    candidateId = (await createCandidate(t.database.db, CANDIDATE, SYSTEM_ACTOR)).id;
  });
  afterAll(() => t.close());

  it('sends the home page rendered, with its styles, head and the elections it shows', async () => {
    const response = await t.app.inject({ url: '/', headers: HTML });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = readPage(response.body);
    expect(page.root).toContain('Know who&#x27;s on your ballot');
    expect(page.root).toContain('<footer');
    expect(page.hasStyles).toBe(true);
    expect(page.title).toBe('Progressive Voter Guide');
    expect(page.description).toMatch(/^A progressive voter guide/);
    expect(page.state?.queries.map((query) => query.queryKey)).toContainEqual([
      ['elections', 'list'],
      { type: 'query' },
    ]);
    // Who is signed in is never part of a page every visitor shares.
    expect(JSON.stringify(page.state)).not.toContain('"auth"');
    expect(response.body).not.toContain('<noscript>');
  });

  it('sends the video library rendered with its own head', async () => {
    const response = await t.app.inject({ url: '/learninglib', headers: HTML });

    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.root).toContain('<main');
    expect(page.hasStyles).toBe(true);
    expect(page.title).toBe('Video Library · Progressive Voter Guide');
    expect(page.state?.queries.length).toBeGreaterThan(0);
  });

  it("sends a candidate's page rendered, titled with the candidate's name", async () => {
    const response = await t.app.inject({ url: `/candidatePage/${candidateId}`, headers: HTML });

    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.root).toContain('Maya Torres');
    expect(page.root).toContain('Tenant organiser');
    expect(page.title).toBe('Maya Torres · Progressive Voter Guide');
    expect(page.description).toBe(
      'A candidate&#39;s analysis, positions and sources, from the Progressive Voter Guide.',
    );
    expect(page.state?.queries).toContainEqual(
      expect.objectContaining({
        queryKey: [['candidates', 'byId'], { input: { id: candidateId }, type: 'query' }],
        state: expect.objectContaining({ data: expect.objectContaining({ fullName: 'Maya Torres' }) }),
      }),
    );
  });

  it('leaves a page whose data is missing, and the pages that need the browser, to the browser', async () => {
    for (const url of [`/candidatePage/00000000-0000-4000-8000-000000000000`, '/login', '/candidateResult']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(readPage(response.body).state, url).toBeNull();
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('renders a page once, keeps it in the read cache, and renders it again after a write', async () => {
    const { id } = await createCandidate(
      t.database.db,
      { ...CANDIDATE, fullName: 'Ada Quinn' },
      SYSTEM_ACTOR,
    );
    const url = `/candidatePage/${id}`;
    expect((await t.app.inject({ url, headers: HTML })).body).toContain('Ada Quinn');
    const kept = t.database.readCache.get<{ html: string }>(`page ${url}`);
    expect(kept?.html).toContain('Ada Quinn');

    await updateCandidate(t.database.db, id, { ...CANDIDATE, fullName: 'Ada Quinn-Okafor' }, SYSTEM_ACTOR);
    expect(t.database.readCache.get(`page ${url}`)).toBeUndefined();
    expect((await t.app.inject({ url, headers: HTML })).body).toContain('Ada Quinn-Okafor');
  });

  it('names each page module that exists, so its chunk can be preloaded', () => {
    for (const module of Object.values(PAGE_MODULES)) {
      expect(existsSync(path.join(PROJECT_ROOT, 'src/client', module)), module).toBe(true);
    }
  });
});
