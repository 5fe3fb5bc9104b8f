import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

/** The server-rendered pages (ADR 32): painted without JavaScript, hydrated without asking for their data. */
describe.skipIf(!chromiumPath)('server-rendered pages in Chromium', () => {
  let browser: Browser;
  let url: string;
  let candidatePath: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
    const list = (await (await fetch(`${url}/api/newCandidate`)).json()) as { data: Array<{ _id: string }> };
    candidatePath = `/candidatePage/${list.data[0]!._id}`;
  });

  it('hydrates the home, library and candidate pages without a mismatch or a request for their data', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    for (const pagePath of ['/', '/learninglib', candidatePath]) {
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

  it('shows the content with JavaScript disabled', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    // Chromium cancels the page's modulepreload links without JavaScript: not failures of the server.
    context.removeAllListeners('requestfailed');
    const { page } = await openPage(context, `${url}/learninglib`, { waitForHydration: false });
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await page.goto(`${url}${candidatePath}`);
    expect(await page.getByRole('heading', { name: 'General Election 2025' }).isVisible()).toBe(true);
    expect(await page.title()).not.toBe('Candidate · Progressive Voter Guide');

    // The home page's address box works before the page's code runs: the browser submits it itself.
    await page.goto(`${url}/`);
    await page.getByLabel('Your address').fill('350 5th Ave, New York');
    await Promise.all([
      page.waitForURL(/\/candidateSearch\?/),
      page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('350 5th Ave, New York');
    await context.close();
  });
});
