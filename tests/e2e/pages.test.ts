import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  chromiumPath,
  laterSectionsHydrated,
  launchBrowser,
  openPage,
  PHONE,
  startBuiltApp,
} from './harness';

const LAPTOP = { width: 1280, height: 800 };

// A smooth scroll across a long page takes Chromium more than a second.
const SCROLLED = { timeout: 5_000 };

const HOME_SECTION_IDS = [
  'mission',
  'findCandidates',
  'upcomingElections',
  'ballotMeasures',
  'resources',
  'deadlines',
  'forCandidates',
];

/** Where the top of an element is, in CSS pixels from the top of the viewport. */
async function topOf(page: Page, selector: string) {
  return (await page.locator(selector).boundingBox())?.y ?? Number.NaN;
}

/**
 * Clicks `target` where `spot` is drawn, as a visitor clicking on `spot` would. Playwright still checks that
 * `target` is what takes the click at that point (an overlay of its own may cover `spot`, nothing else).
 */
async function clickOver(target: Locator, spot: Locator) {
  await spot.scrollIntoViewIfNeeded();
  // Both boxes move together while the page scrolls, so the offset between them holds.
  const [targetBox, spotBox] = [await target.boundingBox(), await spot.boundingBox()];
  await target.click({
    position: {
      x: spotBox!.x + spotBox!.width / 2 - targetBox!.x,
      y: spotBox!.y + spotBox!.height / 2 - targetBox!.y,
    },
  });
}

/** Names of the tiles whose buttons report aria-expanded="true". */
async function openTiles(page: Page) {
  return page
    .locator('main button[aria-expanded="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent));
}

describe.skipIf(!chromiumPath)('the home, about and voter-readiness pages in Chromium', () => {
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

  it('lays the home page out in the spec order and scrolls smoothly to Our Mission from the hero', async () => {
    context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, url);
    await page.getByRole('heading', { level: 1, name: "Know who's on your ballot" }).waitFor();

    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main [id]'), (element) => element.id),
    );
    expect(ids.filter((id) => HOME_SECTION_IDS.includes(id))).toEqual(HOME_SECTION_IDS);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      'smooth',
    );

    await page.getByRole('link', { name: 'Our Mission' }).click();
    await expect.poll(() => page.url()).toBe(`${url}/#mission`);
    await expect.poll(() => topOf(page, '#mission'), SCROLLED).toBeLessThan(20);
    expect(await topOf(page, '#mission')).toBeGreaterThan(-20);
    expect(problems).toEqual([]);
  });

  it('moves keyboard focus to the section a hash link leads to, after scrolling there', async () => {
    context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, url);
    await page.getByRole('link', { name: 'Our Mission' }).focus();

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mission');
    await expect.poll(() => topOf(page, '#mission'), SCROLLED).toBeLessThan(20);
    expect(await topOf(page, '#mission')).toBeGreaterThan(-20);
    // The next Tab goes on from Our Mission (which has no controls) to the address box below it.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('section[id]')?.id))
      .toBe('findCandidates');
    expect(problems).toEqual([]);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = await openPage(context, url);
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  it('scrolls to the section named in the address on first load', async () => {
    context = await browser.newContext({ viewport: LAPTOP });
    const { page, problems } = await openPage(context, `${url}/#ballotMeasures`);

    await expect.poll(() => topOf(page, '#ballotMeasures'), SCROLLED).toBeLessThan(20);
    expect(await topOf(page, '#ballotMeasures')).toBeGreaterThan(-20);
    expect(problems).toEqual([]);
  });

  it('links every page to the accessibility statement, which names its target and how to report a barrier', async () => {
    context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/about`);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accessibility' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accessibility');
    expect(await page.title()).toBe('Accessibility · Progressive Voter Guide');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('WCAG) 2.2 at level AA');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Our target',
      'How we test it',
      'What we know is not perfect',
      'Tell us about a barrier',
    ]);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Send us a message/ })
        .getAttribute('href'),
    ).toBe('/feedback');
    // Drawn by the server: the statement reads without the page's code.
    const html = await (await fetch(`${url}/accessibility`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Tell us about a barrier');
    expect(problems).toEqual([]);
  });

  it('follows a footer quick link from /about to the resources section of the home page', async () => {
    context = await browser.newContext({ viewport: LAPTOP });
    const { page, problems } = await openPage(context, `${url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();

    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Resources', exact: true });
    await footerLink.click();
    await expect.poll(() => page.url()).toBe(`${url}/#resources`);
    await expect.poll(() => topOf(page, '#resources'), SCROLLED).toBeLessThan(20);
    expect(await topOf(page, '#resources')).toBeGreaterThan(-20);
    expect(problems).toEqual([]);
  });

  it('opens and closes the election card by click and by keyboard', async () => {
    context = await browser.newContext({ viewport: LAPTOP });
    const { page, problems } = await openPage(context, `${url}/#upcomingElections`);
    // The section is on screen, so its code loads; a click before it hydrates would do nothing.
    await laterSectionsHydrated(page);
    const toggle = page.getByRole('button', { name: 'NYC General Election' });
    const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await details.isVisible()).toBe(false);
    await expect.poll(() => page.getByText('November 4, 2025').isVisible()).toBe(true);

    // Anywhere on the card's summary toggles it: the button's overlay stretches over the whole summary.
    const expanded = () => toggle.getAttribute('aria-expanded');
    await clickOver(toggle, page.getByText('New York City, NY'));
    await expect.poll(expanded).toBe('true');
    await expect.poll(() => details.isVisible()).toBe(true);
    await expect.poll(() => details.textContent()).toContain('Progressive issues at stake');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(expanded).toBe('true');
    expect(problems).toEqual([]);
  });

  for (const viewport of [PHONE, LAPTOP]) {
    const size = viewport === PHONE ? 'phone' : 'laptop';

    it(`keeps one tile open at a time on /about (${size})`, async () => {
      context = await browser.newContext({ viewport });
      const { page, problems } = await openPage(context, `${url}/about`);
      await page.getByText('Click on each tile to learn more about us').waitFor();
      await expect.poll(() => openTiles(page)).toEqual([]);

      await page.getByRole('button', { name: 'Problem' }).click();
      await expect.poll(() => openTiles(page)).toEqual(['Problem']);
      await page.getByRole('button', { name: 'Mission' }).click();
      await expect.poll(() => openTiles(page)).toEqual(['Mission']);
      await expect.poll(() => page.getByRole('region', { name: 'Mission' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('region', { name: 'Problem' }).count()).toBe(0);

      await page.keyboard.press('Enter');
      await expect.poll(() => openTiles(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    it(`keeps one tile open at a time on /voter-checklist (${size})`, async () => {
      context = await browser.newContext({ viewport });
      const { page, problems } = await openPage(context, `${url}/voter-checklist`);
      await page.getByRole('heading', { level: 1, name: 'Ready to vote?' }).waitFor();

      await page.getByRole('button', { name: 'Important Dates' }).click();
      await page.getByRole('button', { name: 'Voter ID Requirements' }).click();
      await expect.poll(() => openTiles(page)).toEqual(['Voter ID Requirements']);
      await page.getByRole('button', { name: 'Ranked Choice Voting' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => openTiles(page)).toEqual(['Ranked Choice Voting']);
      expect(problems).toEqual([]);
    });
  }
});
