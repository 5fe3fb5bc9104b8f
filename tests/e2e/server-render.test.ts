import type { Browser } from 'playwright-core';
import {
  chromiumPath,
  hydrated,
  laterSectionsHydrated,
  launchBrowser,
  openPage,
  PHONE,
  startBuiltApp,
} from './harness';

const DEMO_ADDRESS = '123 Main St, Brooklyn, NY 11217';

/** The server-rendered pages (ADR 32): painted without JavaScript, hydrated without asking for their data. */
describe.skipIf(!chromiumPath)('server-rendered pages in Chromium', () => {
  let browser: Browser;
  let url: string;
  let candidatePath: string;
  let candidateName: string;
  let comparePath: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
    const list = (await (await fetch(`${url}/api/newCandidate`)).json()) as {
      data: Array<{ _id: string; firstName: string; lastName: string }>;
    };
    const [first, second] = list.data;
    candidatePath = `/candidatePage/${first!._id}`;
    comparePath = `/compare?ids=${first!._id},${second!._id}`;
    candidateName = `${first!.firstName} ${first!.lastName}`;
  });

  it('hydrates the public pages without a mismatch or a request for their data', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const demoSearch = `/candidateSearch?q=${encodeURIComponent(DEMO_ADDRESS)}`;
    const pages = ['/', '/learninglib', candidatePath, demoSearch, '/feedback', '/myBallot', comparePath];
    for (const pagePath of pages) {
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
      });
      const trpcCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/trpc/')) trpcCalls.push(pathname.slice('/trpc/'.length));
      });
      await page.goto(`${url}${pagePath}`);
      // The app is interactive once hydrated: the session lookup is the one call it makes by itself.
      await expect.poll(() => trpcCalls.length, { message: pagePath }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(warnings, pagePath).toEqual([]);
      // Who is signed in is never in the shared HTML; everything else came with the page.
      expect(
        trpcCalls.flatMap((call) => call.split(',')),
        pagePath,
      ).toEqual(['auth.session']);
      await page.close();
    }
    await context.close();
  });

  it("loads the home page's later sections when the visitor scrolls to them, and hydrates them from the page's data", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match/i.test(message.text())) warnings.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const laterChunks = () =>
      requested.filter((pathname) => /\/assets\/later-sections-.*\.js$/.test(pathname));
    await page.goto(`${url}/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The server drew them (the measures among them), but their code waits for the visitor.
    expect(await page.locator('#ballotMeasures h3').count()).toBe(6);
    expect(laterChunks()).toEqual([]);

    await page.locator('#forCandidates').scrollIntoViewIfNeeded();
    await laterSectionsHydrated(page);
    expect(laterChunks()).toHaveLength(1);
    expect(await page.locator('#ballotMeasures h3').count()).toBe(6);
    expect(warnings).toEqual([]);
    expect(requested.filter((pathname) => pathname.startsWith('/trpc/'))).toEqual(['/trpc/auth.session']);
    await context.close();
  });

  it("serves a candidate's page with the name as its one <h1> and in its title", async () => {
    const response = await fetch(`${url}${candidatePath}`, { headers: { accept: 'text/html' } });
    const html = await response.text();

    const headingsOne = [...html.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headingsOne).toEqual([candidateName]);
    expect(html).toContain(`<title>${candidateName} · `);
  });

  it('shows the content with JavaScript disabled', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    // Chromium cancels the page's modulepreload links without JavaScript: not failures of the server.
    context.removeAllListeners('requestfailed');
    const { page } = await openPage(context, `${url}/learninglib`, { waitForHydration: false });
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await page.goto(`${url}${candidatePath}`);
    expect(await page.getByText('General Election 2025').isVisible()).toBe(true);
    expect(await page.title()).not.toBe('Candidate · Progressive Voter Guide');

    // The home page, every section of it, and its address box works before the page's code runs: the
    // browser submits it itself.
    await page.goto(`${url}/`);
    expect(await page.locator('#ballotMeasures h3').count()).toBe(6);
    expect(await page.getByRole('heading', { level: 2, name: 'For Candidates' }).isVisible()).toBe(true);
    // A demo address is answered from what is stored, so its ballot comes drawn.
    await page.getByLabel('Your address').fill(DEMO_ADDRESS);
    await Promise.all([
      page.waitForURL(/\/candidateSearch\?/),
      page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(DEMO_ADDRESS);
    expect(await page.getByText('Showing results for:').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'City Council' }).isVisible()).toBe(true);

    await page.goto(`${url}/feedback`);
    expect(await page.getByRole('heading', { level: 1, name: 'Send Us Your Feedback!' }).isVisible()).toBe(
      true,
    );
    await page.goto(`${url}/myBallot`);
    expect(await page.getByText('Your ballot is empty.').isVisible()).toBe(true);
    await context.close();
  });
});
