import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VOTING_TOPICS } from '../../src/shared/constants/federal-record';
import {
  chromiumPath,
  DESKTOP,
  launchBrowser,
  openPage,
  pageWidths,
  PHONE,
  seriousViolations,
  startBuiltApp,
} from './harness';

const STILL = { reducedMotion: 'reduce' } as const;

/** The id of a demo House incumbent, as any client would find it. */
async function demoIncumbentId(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/newCandidate?office=House%20of%20Representatives&district=10`);
  const { data } = (await response.json()) as { data: { data: Array<{ _id: string; fullName: string }> } };
  const candidate = data.data.find((each) => each.fullName === name);
  if (!candidate) throw new Error(`no demo candidate ${name}`);
  return candidate._id;
}

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
    parkPage = `${url}/candidatePage/${await demoIncumbentId(url, 'Eleanor Park')}`;
  });
  afterEach(async () => {
    await context?.close();
  });

  it("opens a topic's voting history and a bill's progress from the keyboard, on a phone", async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page } = await openPage(context, parkPage);
    const history = page.getByRole('region', { name: 'Voting History' });
    await history.waitFor();
    expect(await history.getByRole('button').allTextContents()).toEqual([...VOTING_TOPICS]);

    const economy = history.getByRole('button', { name: 'Economy', exact: true });
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
    expect(await rows.count()).toBeGreaterThan(0);
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
    await expect.poll(() => focusedText(page)).toBe('Economy');
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
