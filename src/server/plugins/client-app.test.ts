import { PAGE_HEADS } from '../../client/content/page-heads';
import { createI18n } from '../../client/lib/i18n';
import { messages as english } from '../../client/locales/en.po';
import { PAGE_ROUTES } from '../../shared/page-routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { injectPageHead } from './client-app';

const HTML = { accept: 'text/html' };
const i18n = createI18n('en', english);

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};
const decode = (text: string) => text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!);

/** Every <title>'s text and every meta description's content in the page, as a browser reads them. */
function readHead(html: string) {
  return {
    titles: [...html.matchAll(/<title>(.*?)<\/title>/gs)].map((match) => decode(match[1]!)),
    descriptions: [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((match) =>
      decode(match[1]!),
    ),
  };
}

describe('the page head the server sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The titles are text in the page's language, which the server render's catalogs give (ADR 43): the
    // render straight from its source, as vitest compiles it.
    t = await createTestApp({ env: { SSR_ENTRY: 'src/client/app/server-entry.tsx' } });
  });
  afterAll(() => t.close());

  it.each(PAGE_ROUTES.map((route) => [route.path, route] as const))(
    'gives %s its own title and description',
    async (path, route) => {
      const response = await t.app.inject({ url: path.replace(/:\w+/g, '7'), headers: HTML });
      expect(response.statusCode).toBe(200);
      const head = PAGE_HEADS[route.page];
      expect(readHead(response.body)).toEqual({
        titles: [head.title ? `${i18n._(head.title)} · Progressive Voter Guide` : 'Progressive Voter Guide'],
        descriptions: [i18n._(head.description)],
      });
    },
  );

  it.each([
    ['/learningLib', 'Video Library · Progressive Voter Guide'],
    ['/about/', 'About · Progressive Voter Guide'],
    ['/search/caf%C3%A9%20society?page=2', 'Search Results · Progressive Voter Guide'],
    ['/voter-checklist#dates', 'Ready to vote? · Progressive Voter Guide'],
  ])('matches %s as the client does', async (url, title) => {
    const response = await t.app.inject({ url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(readHead(response.body).titles).toEqual([title]);
  });

  it.each(['/no/such/page', '/candidatePage', '/candidatePage/7/extra', '/about.php'])(
    'answers %s with 404 and the not-found title',
    async (url) => {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('404: Page Not Found');
      expect(readHead(response.body)).toEqual({
        titles: ['Page Not Found · Progressive Voter Guide'],
        descriptions: ['There is no page at this address on the Progressive Voter Guide.'],
      });
    },
  );

  it('answers a HEAD of an unknown page with 404 too', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/no/such/page', headers: HTML });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/assets/index-Abc123.js.map', '/assets/index-Abc123.js.map.gz'])(
    'does not serve the source map %s',
    async (url) => {
      const script = await t.app.inject({ url: '/assets/index-Abc123.js' });
      expect(script.statusCode).toBe(200);
      const map = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('mappings');
    },
  );

  it('answers a page as HTML to clients that do not ask for it by name: curl, checkers, crawlers', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/*' }] as Record<string, string>[]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const about = await t.app.inject({ method, url: '/about', headers });
        expect(about.statusCode, JSON.stringify({ method, headers })).toBe(200);
        expect(about.headers['content-type']).toMatch(/^text\/html/);
        const unknown = await t.app.inject({ method, url: '/no/such/page', headers });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      }
    }
  });

  it('answers an unknown path with the JSON 404 to a client that asks for JSON only', async () => {
    for (const accept of ['application/json', 'application/problem+json, application/json;q=0.9']) {
      const response = await t.app.inject({ url: '/no/such/page', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('injectPageHead', () => {
  const template =
    '<html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="old" />\n' +
    '<title>Old</title></head><body></body></html>';

  it('escapes the title and description so they stay text', () => {
    const html = injectPageHead(template, {
      title: '</title><script>alert(1)</script> & "friends"',
      description: "\"><script>alert(2)</script> it's $& $' fine",
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt; it&#39;s $&amp; $&#39; fine" />',
    );
    expect(readHead(html)).toEqual({
      titles: ['</title><script>alert(1)</script> & "friends" · Progressive Voter Guide'],
      descriptions: ["\"><script>alert(2)</script> it's $& $' fine"],
    });
  });

  it('replaces the template title and description instead of adding a second one', () => {
    const html = injectPageHead(template, { title: 'About', description: 'New' });
    expect(readHead(html)).toEqual({ titles: ['About · Progressive Voter Guide'], descriptions: ['New'] });
    expect(html).not.toContain('Old');
  });
});
