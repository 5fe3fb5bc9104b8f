import type { Browser, BrowserContext, Page } from 'playwright-core';
import { KEYWORD_MESSAGES } from '../../src/shared/schemas/keywords';
import {
  FAILING_WORD,
  startFakeWebSearch,
  type FakeWebSearch,
} from '../../src/server/providers/web-search/fakes/fake-web-search';
import {
  DESKTOP,
  PHONE,
  chromiumPath,
  launchBrowser,
  openPage,
  pageWidths,
  seriousViolations,
  startBuiltApp,
} from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

/** A 1×1 transparent PNG: what the fake services' picture addresses answer in the browser. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The keywords the page lists now, in order. */
const listedKeywords = (page: Page) =>
  page.getByRole('list', { name: 'Keywords' }).getByRole('listitem').locator('span').allTextContents();

describe.skipIf(!chromiumPath)('the admin web search in Chromium', () => {
  let browser: Browser;
  let url: string;
  let fakes: FakeWebSearch;
  let context: BrowserContext;

  beforeAll(async () => {
    fakes = await startFakeWebSearch();
    ({ url } = await startBuiltApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BRAVE_SEARCH_KEY: 'test-key',
      BRAVE_SEARCH_URL: fakes.baseUrls.brave,
    }));
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await fakes?.close();
  });

  async function openAsAdmin(viewport: typeof PHONE, address: string) {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    expect((await context.request.post(`${url}/api/sessions`, { data: ADMIN })).status()).toBe(200);
    // The results' pictures live on made-up hosts; the browser gets them from here, offline.
    await context.route('https://images.example/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: PIXEL }),
    );
    return openPage(context, `${url}${address}`, {
      // Adding a keyword already in the list is refused on purpose below.
      expectErrors: [{ url: /\/trpc\/keywords\.create/, status: 409 }],
    });
  }

  it('adds, refuses a duplicate, amends and deletes keywords with the keyboard on a phone', async () => {
    const { page } = await openAsAdmin(PHONE, '/admin/search');
    await page.getByRole('heading', { level: 1, name: 'Google Search' }).waitFor();
    await page.getByText('Key in the candidate name').waitFor();
    await page.getByText('No keywords yet.').waitFor();

    await page.getByLabel('New keyword').focus();
    await page.keyboard.type('news');
    await page.keyboard.press('Enter');
    await expect.poll(() => listedKeywords(page)).toEqual(['news']);
    expect(await page.getByLabel('New keyword').inputValue()).toBe('');

    await page.keyboard.type('news');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: KEYWORD_MESSAGES.duplicate }).waitFor();
    expect(await listedKeywords(page)).toEqual(['news']);

    await page.getByRole('button', { name: 'Amend news' }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Keyword', { exact: true });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill('endorsements');
    await page.keyboard.press('Enter');
    await expect.poll(() => listedKeywords(page)).toEqual(['endorsements']);

    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);

    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete endorsements' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('No keywords yet.').waitFor();
    expect(questions).toEqual(['Are you sure you want to delete the keyword?']);
    const heading = page.getByRole('heading', { name: 'Search keywords' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('searches a name once per keyword, shows a failed group, filters, and searches again on reload', async () => {
    const { page } = await openAsAdmin(DESKTOP, '/admin/search');
    for (const keyword of ['news', FAILING_WORD]) {
      await page.getByLabel('New keyword').fill(keyword);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: `Delete ${keyword}` }).waitFor();
    }

    await page.getByLabel('Key in the candidate name').fill('Jane Doe');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/searchResults\?candidateSearch=Jane%20Doe$/);
    const news = page.getByRole('region', { name: 'Results for Jane Doe news' });
    const title = news.getByRole('link', { name: /Jane Doe news - Ballotpedia/ });
    await title.waitFor();
    expect(await title.getAttribute('href')).toBe('https://ballotpedia.example/jane-doe-news');
    expect(await title.getAttribute('rel')).toContain('noopener');
    await news.getByText('Everything about Jane Doe news & the race.').waitFor();
    expect(await news.locator('img').first().getAttribute('src')).toBe(
      'https://images.example/jane-doe-news.jpg',
    );
    const failed = page.getByRole('region', { name: `Results for Jane Doe ${FAILING_WORD}` });
    await failed.getByRole('alert').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Keyword').selectOption('news');
    await expect.poll(() => page.getByRole('region', { name: /^Results for / }).count()).toBe(1);
    await page.getByLabel('Keyword').selectOption('Show All');
    await expect.poll(() => page.getByRole('region', { name: /^Results for / }).count()).toBe(2);

    await page.reload();
    await title.waitFor();
    expect(fakes.queries.brave).toContain('Jane Doe news');

    await page.setViewportSize(PHONE);
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
