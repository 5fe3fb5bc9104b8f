import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import { SYSTEM_ACTOR } from '../features/audit/audit.service';
import { createCandidate, updateCandidate } from '../features/candidates/candidates.service';
import { VALID_CANDIDATE } from '../testing/content';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PAGE_MODULES } from '../../client/app/server-entry';
import { ZCandidateSchema, type TCandidateForm } from '../../shared/schemas/candidates';
import { startFakeGeocoders, type FakeGeocoders } from '../providers/geocoding/fakes/fake-geocoders';
import { FAKE_SERVICE_TIMEOUT_MS } from '../providers/fake-service-timeout';
import { findFeedbackPage } from '../features/feedback/feedback.service';
import { FEEDBACK_BANNERS } from '../../shared/schemas/feedback';

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
      { input: { lang: 'en' }, type: 'query' },
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
        queryKey: [['candidates', 'byId'], { input: { id: candidateId, lang: 'en' }, type: 'query' }],
        state: expect.objectContaining({ data: expect.objectContaining({ fullName: 'Maya Torres' }) }),
      }),
    );
  });

  it('sends the feedback form and the empty ballot rendered', async () => {
    const feedback = readPage((await t.app.inject({ url: '/feedback', headers: HTML })).body);
    expect(feedback.root).toContain('Send Us Your Feedback!');
    expect(feedback.root).toMatch(/<textarea[^>]*>/);
    expect(feedback.title).toBe('Feedback · Progressive Voter Guide');

    // The picks are in the visitor's browser: the server draws the ballot as it is without them.
    const myBallot = readPage((await t.app.inject({ url: '/myBallot', headers: HTML })).body);
    expect(myBallot.root).toContain('Your ballot is empty.');
    expect(myBallot.root).toContain('Find my ballot');
  });

  it('sends a comparison rendered, kept under its ids alone', async () => {
    const url = `/compare?ids=${candidateId}&utm_source=video`;
    const page = readPage((await t.app.inject({ url, headers: HTML })).body);

    expect(page.root).toContain('Maya Torres');
    expect(t.database.readCache.get(`page /compare?ids=${candidateId}`)).toBeDefined();
  });

  describe("its forms, posted before the page's code runs (issue 23)", () => {
    const FORM = { 'content-type': 'application/x-www-form-urlencoded', ...HTML };
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/feedback',
        headers: FORM,
        payload: new URLSearchParams(fields).toString(),
      });
    const MESSAGE = { fullName: 'Sam Rivera', email: 'sam@example.org', feedback: 'Sent from a slow phone.' };
    const stored = async () =>
      (await findFeedbackPage(t.database.db, 0)).feedbacks.map((item) => item.feedback);

    it('takes a feedback message and answers with the page and its success banner', async () => {
      const response = await post(MESSAGE);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const page = readPage(response.body);
      expect(page.root).toContain(FEEDBACK_BANNERS.success);
      expect(page.root).not.toContain('Sent from a slow phone.');
      expect(response.body).toContain('<script type="application/json" id="submitted-form">');
      expect(await stored()).toContain('Sent from a slow phone.');
    });

    it('refuses a message with a field wrong, keeping what was typed, and stores nothing', async () => {
      const response = await post({ ...MESSAGE, email: 'not an email', feedback: 'Kept for another try.' });

      expect(response.statusCode).toBe(400);
      const page = readPage(response.body);
      expect(page.root).toContain(FEEDBACK_BANNERS.error);
      expect(page.root).toContain('value="Sam Rivera"');
      expect(page.root).toContain('Kept for another try.</textarea>');
      expect(page.root).toMatch(
        /aria-invalid="true"[^>]*value="not an email"|value="not an email"[^>]*aria-invalid="true"/,
      );
      expect(await stored()).not.toContain('Kept for another try.');
    });

    it("tells a sender over the limit why, in the server's words", async () => {
      const flood = { ...MESSAGE, email: 'flood@example.org' };
      for (let sent = 0; sent < 5; sent++) expect((await post(flood)).statusCode).toBe(200);

      const response = await post(flood);

      expect(response.statusCode).toBe(429);
      expect(readPage(response.body).root).toContain('You have sent several messages in a short time.');
    });

    it('sends the library search box on to its results page', async () => {
      const search = (query: string) => t.app.inject({ url: `/search?${query}`, headers: HTML });
      expect((await search('keyword=housing%20rights')).headers.location).toBe('/search/housing%20rights');
      expect((await search('keyword=%20')).headers.location).toBe('/learninglib');
      expect((await search('keyword=a&keyword=b')).headers.location).toBe('/learninglib');
      expect((await search('keyword=x')).statusCode).toBe(303);
    });
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

describe('the address search, rendered on the server (issue 23)', () => {
  const ADDRESS = '123 Main St, Brooklyn, NY 11217';
  const searchPath = `/candidateSearch?q=${encodeURIComponent(ADDRESS)}`;
  let fakes: FakeGeocoders;
  let t: TestApp;

  beforeAll(async () => {
    fakes = await startFakeGeocoders();
    t = await createTestApp({
      env: {
        SSR_ENTRY,
        GEOCODER_PROVIDERS: 'census',
        CENSUS_GEOCODER_URL: fakes.baseUrls.census,
        GEOCODER_TIMEOUT_MS: String(FAKE_SERVICE_TIMEOUT_MS),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('leaves an address nobody has looked up to the browser, without asking a geocoder for it', async () => {
    const response = await t.app.inject({ url: searchPath, headers: HTML });

    expect(response.statusCode).toBe(200);
    expect(readPage(response.body).state).toBeNull();
    expect(response.body).toContain('<div id="root"></div>');
    expect(fakes.requests.census).toBe(0);
  });

  it('draws the ballot of an address once looked up, under one page per address whatever else the URL says', async () => {
    const input = encodeURIComponent(JSON.stringify({ address: ADDRESS }));
    const lookup = await t.app.inject(`/trpc/districts.search?input=${input}`);
    expect(lookup.json()).toMatchObject({ result: { data: { found: true } } });
    expect(fakes.requests.census).toBe(1);

    const response = await t.app.inject({ url: `${searchPath}&utm_source=video`, headers: HTML });

    const page = readPage(response.body);
    expect(page.root).toContain('Showing results for:');
    expect(page.root).toContain('123 MAIN ST, BROOKLYN, NY, 11217');
    expect(page.state?.queries.map((query) => query.queryKey)).toContainEqual([
      ['districts', 'search'],
      { input: { address: ADDRESS }, type: 'query' },
    ]);
    expect(t.database.readCache.get(`page ${searchPath}`)).toBeDefined();
    expect(fakes.requests.census).toBe(1);
  });
});
