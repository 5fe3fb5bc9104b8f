import { SYSTEM_ACTOR } from '../features/audit/audit.service';
import { createCandidate } from '../features/candidates/candidates.service';
import { VALID_CANDIDATE } from '../testing/content';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ZCandidateSchema } from '../../shared/schemas/candidates';

const HTML = { accept: 'text/html' };
// The server render straight from its source: vitest compiles it, and its catalogs, as the SSR build would.
const SSR_ENTRY = 'src/client/app/server-entry.tsx';

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );

describe('the guide in each language (ADR 43)', () => {
  let t: TestApp;
  let candidateIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ env: { SSR_ENTRY } });
    candidateIds = [];
    for (const fullName of ['Maya Torres', 'Ruth Ames', 'Omar Diallo']) {
      const candidate = ZCandidateSchema.parse({ ...VALID_CANDIDATE, fullName });
      candidateIds.push((await createCandidate(t.database.db, candidate, SYSTEM_ACTOR)).id);
    }
  });
  afterAll(() => t.close());

  it('draws a page under /es in Spanish, and names each language of it for search engines', async () => {
    const spanish = await t.app.inject({ url: '/es/about', headers: { ...HTML, host: 'guide.example' } });
    expect(spanish.statusCode).toBe(200);
    expect(htmlLang(spanish.body)).toBe('es');
    expect(spanish.body).toContain('Saltar al contenido');
    expect(spanish.body).not.toContain('Skip to content');
    expect(alternates(spanish.body)).toEqual([
      'en http://guide.example/about',
      'es http://guide.example/es/about',
      'x-default http://guide.example/about',
    ]);

    const english = await t.app.inject({ url: '/about', headers: HTML });
    expect(htmlLang(english.body)).toBe('en');
    expect(english.body).toContain('Skip to content');
    expect(english.body).not.toContain('Saltar al contenido');
  });

  it('titles and describes each page in its language, drawn or left to the browser', async () => {
    const about = await t.app.inject({ url: '/es/about', headers: HTML });
    expect(about.body).toContain('<title>Nosotros · Progressive Voter Guide</title>');
    expect(about.body).toMatch(/<meta name="description" content="Quiénes somos: /);
    // Sign-in is rendered by the browser: its shell is titled in Spanish too, and so is the 404.
    const login = await t.app.inject({ url: '/es/login', headers: HTML });
    expect(login.body).toContain('<title>Iniciar sesión · Progressive Voter Guide</title>');
    const missing = await t.app.inject({ url: '/es/no/such/page', headers: HTML });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Página no encontrada · Progressive Voter Guide</title>');
    expect(htmlLang(missing.body)).toBe('es');
  });

  it('keeps the query a page reads in its addresses in every language', async () => {
    const url = `/es/compare?ids=${candidateIds[0]},${candidateIds[1]}&utm_source=video`;
    const response = await t.app.inject({ url, headers: { ...HTML, host: 'guide.example' } });
    expect(response.statusCode).toBe(200);
    const ids = `${candidateIds[0]},${candidateIds[1]}`;
    expect(alternates(response.body)).toContain(`es http://guide.example/es/compare?ids=${ids}`);
    expect(alternates(response.body)).toContain(`en http://guide.example/compare?ids=${ids}`);
  });

  it('leads ?lang=es on any address to the page in Spanish and remembers the choice', async () => {
    const response = await t.app.inject({ url: '/candidateSearch?q=1%20Main%20St&lang=es', headers: HTML });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es/candidateSearch?q=1+Main+St');
    expect(response.cookies).toContainEqual(
      expect.objectContaining({ name: 'lang', value: 'es', path: '/' }),
    );

    const back = await t.app.inject({ url: '/es/about?lang=en', headers: HTML });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/about');
    expect(back.cookies).toContainEqual(expect.objectContaining({ name: 'lang', value: 'en' }));
  });

  it('sends an English address on to Spanish for a visitor who chose it, and nothing else moves', async () => {
    const chose = (value: string) => ({ ...HTML, cookie: `lang=${value}` });
    const remembered = await t.app.inject({ url: '/learninglib?video=x', headers: chose('es') });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe('/es/learninglib?video=x');
    expect(remembered.headers.vary).toMatch(/cookie/i);

    // A Spanish address stays Spanish for a visitor who chose English: someone shared it in Spanish.
    expect((await t.app.inject({ url: '/es/about', headers: chose('en') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/about', headers: chose('en') })).statusCode).toBe(200);
    // A language the guide does not have changes nothing and is not remembered.
    const unknown = await t.app.inject({ url: '/about?lang=xx', headers: HTML });
    expect(unknown.headers.location).toBe('/about');
    expect(unknown.cookies).toEqual([]);
    expect((await t.app.inject({ url: '/about', headers: chose('xx') })).statusCode).toBe(200);
    // The API never moves.
    expect((await t.app.inject({ url: '/api/dropdown', headers: chose('es') })).statusCode).toBe(200);
  });

  it('renders English and Spanish pages side by side without one language reaching the other', async () => {
    const urls = candidateIds.flatMap((id) => [`/candidatePage/${id}`, `/es/candidatePage/${id}`]);
    const pages = await Promise.all(urls.map((url) => t.app.inject({ url, headers: HTML })));
    pages.forEach((page, index) => {
      const isSpanish = urls[index]!.startsWith('/es/');
      expect(page.statusCode).toBe(200);
      expect(htmlLang(page.body)).toBe(isSpanish ? 'es' : 'en');
      expect(page.body.includes('Saltar al contenido')).toBe(isSpanish);
      expect(page.body.includes('Skip to content')).toBe(!isSpanish);
    });
  });

  it("answers each language's forms on its own addresses", async () => {
    const search = await t.app.inject({ url: '/es/search?keyword=vivienda', headers: HTML });
    expect(search.statusCode).toBe(303);
    expect(search.headers.location).toBe('/es/search/vivienda');

    const feedback = await t.app.inject({
      method: 'POST',
      url: '/es/feedback',
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=Ana&email=ana%40example.org&feedback=Hola',
    });
    expect(feedback.statusCode).toBe(200);
    expect(htmlLang(feedback.body)).toBe('es');
  });
});

describe('the tests’ pseudo-locales (ADR 45)', () => {
  it('lead their addresses to the English page unless PSEUDO_LOCALES is on', async () => {
    const t = await createTestApp({ env: { SSR_ENTRY } });
    try {
      const response = await t.app.inject({ url: '/qps-plocm/about?x=1', headers: HTML });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/about?x=1');
    } finally {
      await t.close();
    }
  });

  it('draw a page accented, right to left, and offer visitors only their languages, with PSEUDO_LOCALES on', async () => {
    const t = await createTestApp({ env: { SSR_ENTRY, PSEUDO_LOCALES: 'true' } });
    try {
      const page = await t.app.inject({ url: '/qps-plocm/about', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="qps-plocm" dir="rtl"');
      // Every message right to left, its letters turned: "Skip to content" no longer reads.
      expect(page.body).toContain('\u202e');
      expect(page.body).not.toContain('Skip to content');
      expect(alternates(page.body).map((alternate) => alternate.split(' ')[0])).toEqual([
        'en',
        'es',
        'x-default',
      ]);
      const english = await t.app.inject({ url: '/about', headers: HTML });
      expect(english.body).toContain('<html lang="en" dir="ltr"');
    } finally {
      await t.close();
    }
  });
});
