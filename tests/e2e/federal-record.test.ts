import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VOTING_TOPICS } from '../../src/shared/constants/federal-record';
import {
  chromiumPath,
  demoHouseCandidateId,
  DESKTOP,
  launchBrowser,
  openPage,
  pageWidths,
  PHONE,
  seriousViolations,
  startBuiltApp,
} from './harness';

const STILL = { reducedMotion: 'reduce' } as const;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe.skipIf(!chromiumPath)('the federal record of a House incumbent in Chromium', () => {
  let browser: Browser;
  let url: string;
  let parkPage: string;
  let context: BrowserContext;

  beforeAll(async () => {
    // The default configuration: sample bills and donors from the demo content, nothing asked outside.
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
    parkPage = `${url}/candidatePage/${await demoHouseCandidateId(url, 'Eleanor Park')}`;
  });
  afterEach(async () => {
    await context?.close();
  });

  it("opens a topic's voting history and a bill's progress from the keyboard, on a phone", async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page } = await openPage(context, parkPage);
    const history = page.getByRole('region', { name: 'Voting History' });
    await history.waitFor();
    const economy = history.getByRole('button', { name: /^Economy \d+ recorded votes?$/ });
    const economyName = (await economy.textContent())!.trim();
    const economyVotes = Number(/(\d+) recorded/.exec(economyName)![1]);
    await economy.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Economy' });
    await dialog.waitFor();
    const table = dialog.getByRole('table');
    await table.waitFor();
    // Written in capitals by the style sheet (a screen reader says "Bill", not B-I-L-L): innerText shows it.
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'BILL',
      'DESCRIPTION',
      'VOTED FOR',
      'OUTCOME',
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(economyVotes);
    const firstRow = await rows.first().textContent();
    expect(firstRow).toMatch(/Sample: /);
    expect(firstRow).toMatch(/(Passed|Failed) \d+.\d+/);
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    expect(await seriousViolations(page)).toEqual([]);

    const billButton = rows.first().getByRole('button');
    const billTitle = (await billButton.textContent())!.trim();
    await billButton.focus();
    await page.keyboard.press('Enter');
    const progress = page.getByRole('dialog', { name: billTitle });
    await progress.waitFor();
    await progress.getByText(/Current stage:/).waitFor();
    const stage = await progress.getByRole('status').locator('strong').first().textContent();
    const current = progress.locator('[aria-current="step"]');
    expect(await current.textContent()).toContain(stage);

    await page.keyboard.press('Escape');
    await expect.poll(() => progress.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(billTitle);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe(economyName);
  });

  it('says how many votes each topic has, in the HTML as served, as a compact grid on a phone', async () => {
    // Before any script runs: the counts are part of the server render.
    const served = (await (await fetch(parkPage, { headers: { accept: 'text/html' } })).text()).replace(
      /<[^>]+>/g,
      '',
    );
    expect(served).toMatch(/Economy \d+ recorded votes?/);
    expect(served).toContain('No recorded votes');

    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page } = await openPage(context, parkPage);
    const topics = page.getByRole('region', { name: 'Voting History' }).getByRole('listitem');
    expect(await topics.count()).toBe(VOTING_TOPICS.length);
    const texts = await topics.allTextContents();
    texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${VOTING_TOPICS[index]} `)));
    const empty = topics.filter({ hasText: 'No recorded votes' });
    const counted = topics.filter({ hasText: /\d+ recorded votes?$/ });
    expect(await empty.count()).toBeGreaterThan(0);
    expect(await counted.count()).toBe(VOTING_TOPICS.length - (await empty.count()));
    // A topic without votes has nothing to open: no button; every counted one is a button.
    expect(await empty.getByRole('button').count()).toBe(0);
    expect(await counted.getByRole('button').count()).toBe(await counted.count());

    // Two columns at 390 px: eight rows, not fifteen (about 780 px tall as full-width rows).
    const list = page.getByRole('region', { name: 'Voting History' }).getByRole('list');
    const [first, second] = [await topics.nth(0).boundingBox(), await topics.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect((await list.boundingBox())!.height).toBeLessThan(520);
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the campaign donors in dollars, credited to the FEC, on a desktop', async () => {
    context = await browser.newContext({ viewport: DESKTOP, ...STILL });
    const { page } = await openPage(context, parkPage);
    const donors = page.getByRole('region', { name: 'Campaign Donors' });
    const table = donors.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Donor Title',
      'Political Action Committees($)',
      'Individuals($)',
      'Total($)',
    ]);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    expect(await rows.first().textContent()).toMatch(/\$\d{1,3}(,\d{3})*/);
    expect(await donors.textContent()).toContain('Federal Election Commission');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
