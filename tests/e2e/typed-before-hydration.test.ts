import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumPath, expectErrors, hydrated, launchBrowser, PHONE, startBuiltApp } from './harness';

/*
 * Issue 23, ADR 42: on a slow phone a server-rendered form is on screen seconds before the page's code
 * runs, and visitors type at once. Two moments, made certain here rather than left to timing:
 * - submitted before the code runs (JavaScript off): the browser sends the form itself, and the server
 *   answers with the page the code would have shown;
 * - typed before the code runs, submitted after (the page's scripts held back until the typing is done):
 *   the hydration keeps the text, and the code submits what was typed.
 * Sign-in and registration are drawn by the browser, so their fields appear only once the code runs.
 */
const FIRST_ADDRESS = '123 Main St, Brooklyn, NY 11217';
const NEXT_ADDRESS = '59 Maiden Ln, New York, NY 10038';

describe.skipIf(!chromiumPath)('forms typed into before the page wakes', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
  });

  /** A page whose scripts wait until `release()`: the server's markup is all there is until then. */
  async function pageWithScriptsHeld(): Promise<{ context: BrowserContext; page: Page; release(): void }> {
    const context = await browser.newContext({ viewport: PHONE });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return { context, page: await context.newPage(), release };
  }

  async function pageWithoutScripts(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    // Chromium cancels the page's modulepreload links without JavaScript: not failures of the server.
    context.removeAllListeners('requestfailed');
    return { context, page: await context.newPage() };
  }

  const isHydrated = (page: Page) =>
    page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

  it('keeps an address typed before the hydration, and searches for it', async () => {
    const { context, page, release } = await pageWithScriptsHeld();
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    const box = page.getByLabel('Your address', { exact: true });
    await box.pressSequentially(FIRST_ADDRESS);
    expect(await isHydrated(page)).toBe(false);

    release();
    await hydrated(page);
    expect(await box.inputValue()).toBe(FIRST_ADDRESS);
    await box.press('Enter');

    await page.waitForURL((address) => address.searchParams.get('q') === FIRST_ADDRESS);
    await page.getByText('Showing results for:').waitFor();
    await context.close();
  });

  it('searches again for an address typed over the last one before the hydration', async () => {
    const { context, page, release } = await pageWithScriptsHeld();
    await page.goto(`${url}/candidateSearch?q=${encodeURIComponent(FIRST_ADDRESS)}`, { waitUntil: 'commit' });
    const box = page.getByLabel('Your address', { exact: true });
    await box.fill(NEXT_ADDRESS);

    release();
    await hydrated(page);
    expect(await box.inputValue()).toBe(NEXT_ADDRESS);
    await box.press('Enter');

    await page.waitForURL((address) => address.searchParams.get('q') === NEXT_ADDRESS);
    await page.getByText('59 MAIDEN LN').first().waitFor();
    await context.close();
  });

  it('keeps a library search typed before the hydration, and submits it without the code too', async () => {
    const held = await pageWithScriptsHeld();
    await held.page.goto(`${url}/learninglib`, { waitUntil: 'commit' });
    const box = held.page.getByLabel('Search the Library');
    await box.pressSequentially('housing');
    held.release();
    await hydrated(held.page);
    // The library's own queries have answered and re-rendered the page: the text is still there.
    await held.page.waitForLoadState('networkidle');
    expect(await box.inputValue()).toBe('housing');
    await box.press('Enter');
    await held.page.waitForURL(`${url}/search/housing`);
    await held.context.close();

    const { context, page } = await pageWithoutScripts();
    await page.goto(`${url}/learninglib`);
    await page.getByLabel('Search the Library').fill('rent control');
    await page.getByLabel('Search the Library').press('Enter');
    await page.waitForURL(`${url}/search/rent%20control`);
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await context.close();
  });

  async function fillFeedback(page: Page, message: string) {
    await page.getByLabel('Full Name').pressSequentially('Rosa Diaz');
    await page.getByLabel('Email').pressSequentially('rosa@example.org');
    await page.getByRole('textbox', { name: 'Feedback', exact: true }).pressSequentially(message);
  }

  it('sends feedback typed before the hydration', async () => {
    const { context, page, release } = await pageWithScriptsHeld();
    await page.goto(`${url}/feedback`, { waitUntil: 'commit' });
    await fillFeedback(page, 'Typed while the page was waking.');
    release();
    await hydrated(page);
    expect(await page.getByRole('textbox', { name: 'Feedback', exact: true }).inputValue()).toBe(
      'Typed while the page was waking.',
    );

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You have successfully submitted your feedback!').waitFor();
    expect(await page.getByRole('textbox', { name: 'Feedback', exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('sends feedback without the code, and keeps the text when a field is wrong', async () => {
    const { context, page } = await pageWithoutScripts();
    // The refused message's page comes with its status, 400, which Chromium logs.
    expectErrors(context, [{ console: /status of 400 \(Bad Request\)/ }]);
    await page.goto(`${url}/feedback`);
    await page.getByLabel('Full Name').fill('Rosa Diaz');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('textbox', { name: 'Feedback', exact: true }).fill('Sent before the code ran.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('There was an error').waitFor();
    expect(await page.getByRole('textbox', { name: 'Feedback', exact: true }).inputValue()).toBe(
      'Sent before the code ran.',
    );
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email').fill('rosa@example.org');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You have successfully submitted your feedback!').waitFor();
    expect(await page.getByRole('textbox', { name: 'Feedback', exact: true }).inputValue()).toBe('');
    await context.close();
  });
});
