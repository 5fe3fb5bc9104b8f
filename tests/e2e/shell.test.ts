import type { Browser } from 'playwright-core';
import {
  chromiumPath,
  DESKTOP,
  expectErrors,
  launchBrowser,
  openPage,
  PHONE,
  startBuiltApp,
} from './harness';

describe.skipIf(!chromiumPath)('the app shell in Chromium', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    // A target a day and a bit ahead, so the countdown has something to count.
    const target = new Date(Date.now() + 26 * 3600_000).toISOString().replace(/\.\d+Z$/, '+00:00');
    ({ url } = await startBuiltApp({
      ELECTION_COUNTDOWN: `${target} Test City Council Primary Election`,
    }));
    browser = await launchBrowser();
  });

  it('serves the home page with the header link and a ticking countdown, loading no third-party script', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const { page, problems } = await openPage(context, url);

    await expect
      .poll(() => page.getByRole('link', { name: 'Progressive Voter Guide' }).getAttribute('href'))
      .toBe('/');
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/TEST CITY COUNCIL PRIMARY ELECTION/);
    await expect.poll(() => timer.textContent()).toMatch(/Days\s*01/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(first);

    expect(requests.filter((request) => !request.startsWith(url))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the app on a reload of a client route and shows the 404 page for an unknown one', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // The server may answer an unknown page 404 (with the app in the body): Chromium logs that status.
    const { page, problems } = await openPage(context, `${url}/no/such/page`, {
      expectErrors: [{ url: /\/no\/such\/page$/, status: 404 }],
    });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('404: Page Not Found');
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('404: Page Not Found');

    await page.getByRole('link', { name: 'Progressive Voter Guide' }).click();
    await expect.poll(() => page.url()).toBe(`${url}/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown API path in the browser with JSON, not the app', async () => {
    const context = await browser.newContext();
    // Shown a JSON document, Chromium also asks for /favicon.ico, which the app does not serve.
    expectErrors(context, [
      { url: /\/api\/nothing-here$/, status: 404 },
      { url: /\/favicon\.ico$/, status: 404 },
    ]);
    const page = await context.newPage();
    const response = await page.goto(`${url}/api/nothing-here`);
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await context.close();
  });
});
