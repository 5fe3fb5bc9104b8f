import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  chromiumPath,
  demoHouseCandidateId,
  DESKTOP,
  hydrated,
  launchBrowser,
  openPage,
  pageWidths,
  PHONE,
  startBuiltApp,
} from './harness';

const focusedName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pathOf = (page: Page) => {
  const { pathname, search, hash } = new URL(page.url());
  return pathname + search + hash;
};

describe.skipIf(!chromiumPath)('the guide in Spanish in Chromium (ADR 43)', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('switches a candidate page to Spanish by keyboard on a phone, keeps the page, and remembers it', async () => {
    const id = await demoHouseCandidateId(url, 'Eleanor Park');
    context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/candidatePage/${id}`);

    // Tab reaches the switch in the bar, beside the menu button.
    for (let press = 0; press < 8 && (await focusedName(page)) !== 'Español'; press++)
      await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Español');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/es/candidatePage/${id}`);
    await hydrated(page);
    expect(await htmlLang(page)).toBe('es');
    await page.getByRole('link', { name: 'Saltar al contenido' }).waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Eleanor Park' }).waitFor();
    expect((await pageWidths(page)).content).toBeLessThanOrEqual(PHONE.width);

    // The choice is remembered: an English address now leads to its Spanish page.
    await page.goto(`${url}/about`);
    expect(pathOf(page)).toBe('/es/about');
    expect(await htmlLang(page)).toBe('es');

    // Back to English from the footer, which names every language and marks the page's own.
    await hydrated(page);
    const footer = page.getByRole('contentinfo').getByRole('group', { name: 'Idioma' });
    expect(await footer.getByText('Español').getAttribute('aria-current')).toBe('true');
    await footer.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${url}/about`);
    expect(await htmlLang(page)).toBe('en');
    await page.goto(`${url}/about`);
    expect(pathOf(page)).toBe('/about');
    expect(problems).toEqual([]);
  });

  it('keeps the anchor when switching, and leads ?lang=es to the Spanish page', async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    const { page, problems } = await openPage(context, `${url}/learninglib?lang=es`);
    expect(pathOf(page)).toBe('/es/learninglib');
    expect(await htmlLang(page)).toBe('es');

    await page.goto(`${url}/es/#resources`);
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${url}/#resources`);
    expect(await htmlLang(page)).toBe('en');
    expect(problems).toEqual([]);
  });
});
