import { signedInAs } from '../../testing/accounts';
import { VALID_CANDIDATE } from '../../testing/content';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Issue 26: robots.txt and the sitemap, fetched as curl fetches them (any type, no cookie). */
const AS_CURL = { accept: '*/*', 'user-agent': 'curl/8.5.0' };

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // An https site requires two-factor sign-in of admins by default (ADR 46); these admins write without it.
    t = await createTestApp({ env: { PUBLIC_URL: 'https://vote.example.org', ADMIN_MFA: 'optional' } });
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
  });
  afterAll(() => t.close());

  const fetchSitemap = async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: AS_CURL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.body;
  };
  /** The `<url>` entry of one address, whole. */
  const entryOf = (xml: string, loc: string) =>
    xml.split('<url>').find((entry) => entry.includes(`<loc>${loc}</loc>`));

  it('serves robots.txt, which keeps crawlers off the admin and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: AS_CURL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\nDisallow: /admin\n');
    expect(response.body).toContain('Disallow: /es/admin\n');
    expect(response.body).toContain('Sitemap: https://vote.example.org/sitemap.xml');
    expect(response.body).not.toMatch(/Disallow: \/\n|Disallow: \/candidatePage/);
  });

  it('lists every public page in each language, with its lastmod and every language named', async () => {
    const xml = await fetchSitemap();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const path of ['/', '/learninglib', '/about', '/voter-checklist', '/otherKeyStates']) {
      for (const loc of [`https://vote.example.org${path}`, `https://vote.example.org/es${path}`]) {
        const entry = entryOf(xml, loc);
        expect(entry, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="es" href="https://vote.example.org/es${path}"/>`,
        );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="https://vote.example.org${path}"/>`,
        );
      }
    }
    for (const personal of ['/myBallot', '/compare', '/login', '/account', '/admin'])
      expect(xml).not.toContain(`<loc>https://vote.example.org${personal}</loc>`);
  });

  it("adds a candidate's page as soon as it is saved, and moves its lastmod when it is edited", async () => {
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { cookie: admin } });
    const created = await write('POST', '/api/newCandidate', VALID_CANDIDATE);
    const id = created.json().data._id as string;
    const loc = `https://vote.example.org/es/candidatePage/${id}`;
    const firstLastmod = /<lastmod>(.+)<\/lastmod>/.exec(entryOf(await fetchSitemap(), loc) ?? '')?.[1];
    expect(firstLastmod).toBeDefined();

    await new Promise((resolve) => setTimeout(resolve, 20));
    await write('PUT', `/api/newCandidate/${id}`, { ...VALID_CANDIDATE, district: '34' });
    const secondLastmod = /<lastmod>(.+)<\/lastmod>/.exec(entryOf(await fetchSitemap(), loc) ?? '')?.[1];
    expect(new Date(secondLastmod!).getTime()).toBeGreaterThan(new Date(firstLastmod!).getTime());
  });
});
