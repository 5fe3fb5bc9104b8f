import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findFreePort } from '../../src/server/testing/server-process';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

const STILL = { reducedMotion: 'reduce' } as const;
const BROOKLYN = '123 Main St, Brooklyn, NY 11217';
const MAIDEN_LANE = '59 Maiden Ln, New York, NY 10038';
const REAL_ADDRESS = '350 5th Ave, New York, NY 10118';
const FULL_BALLOT = [
  'Senate',
  'House of Representatives',
  'Governor',
  'State Senate',
  'State Assembly',
  'Mayor',
  'Public Advocate',
  'City Council',
];

/** A browser context that cannot reach anything but this machine; returns what it refused. */
async function offlineContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, ...STILL });
  const refused: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue();
    refused.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return { context, refused };
}

/** The `q` of the page's address: the address a search page shows the results for. */
const searchedAddress = (page: Page) => new URL(page.url()).searchParams.get('q');

const exampleButtons = (page: Page) =>
  page.getByRole('group', { name: /try an example address/i }).getByRole('button');

describe.skipIf(!chromiumPath)('the demo without the internet, in Chromium', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext;

  beforeAll(async () => {
    // The default configuration: the Census Geocoder alone (no keys), here at an address that refuses.
    ({ url } = await startBuiltApp({
      // A free port is one nobody listens on: the server's geocoder requests are refused, as offline.
      CENSUS_GEOCODER_URL: `http://127.0.0.1:${await findFreePort()}/geocoder`,
    }));
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('runs an example address from the home page into a full ballot of sample data on a phone', async () => {
    const offline = await offlineContext(browser, PHONE);
    context = offline.context;
    const { page, problems } = await openPage(context, url);

    await expect.poll(() => exampleButtons(page).count()).toBe(3);
    const examples = await exampleButtons(page).allTextContents();
    expect(examples[0]).toBe(BROOKLYN);
    for (const example of examples) expect(example).toMatch(/, [A-Z]{2} \d{5}$/);
    await page.locator('#findCandidates').scrollIntoViewIfNeeded();

    await exampleButtons(page).filter({ hasText: BROOKLYN }).click();
    await page.getByText('Showing results for:').waitFor();
    await expect.poll(() => searchedAddress(page)).toBe(BROOKLYN);
    // The races, then the address's ballot measures (issue 25).
    await expect
      .poll(() => page.locator('main h2').allTextContents())
      .toEqual([...FULL_BALLOT, 'Ballot Measures']);
    await expect.poll(() => page.getByText(`${FULL_BALLOT.length} races found in your area`).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Sample data:' }).textContent())
      .toMatch(/these candidates are fictional/);
    await expect.poll(() => page.getByRole('link', { name: /Maya Torres/ }).count()).toBe(1);

    expect(offline.refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('tells a real address what to try when the lookup cannot reach the internet, inside the spec wording', async () => {
    const offline = await offlineContext(browser, PHONE);
    context = offline.context;
    const { page, problems } = await openPage(context, url);

    await page.getByLabel('Your address').fill(REAL_ADDRESS);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Error fetching candidates: Loading of candidates failed/);
    const message = await alert.textContent();
    expect(message).toMatch(/We cannot look up addresses right now\. Check that the address has/);
    expect(message).toMatch(/the example addresses on the home page show how the guide works/);
    // What the server's operators must set up is for the log and signed-in admins, not for a visitor.
    expect(message).not.toMatch(/GEOCODER_PROVIDERS|Census|README/);
    await expect.poll(() => page.getByText('Showing results for:').count()).toBe(0);

    expect(offline.refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('searches again from the results page on a desktop', async () => {
    const offline = await offlineContext(browser, DESKTOP);
    context = offline.context;
    const { page, problems } = await openPage(
      context,
      `${url}/candidateSearch?q=${encodeURIComponent(REAL_ADDRESS)}`,
    );

    const box = page.getByRole('search').getByLabel('Your address');
    await page.getByRole('alert').waitFor();
    await expect.poll(() => box.inputValue()).toBe(REAL_ADDRESS);

    await box.fill(MAIDEN_LANE);
    await box.press('Enter');
    await page.getByText('Showing results for:').waitFor();
    await expect.poll(() => searchedAddress(page)).toBe(MAIDEN_LANE);
    await expect.poll(() => page.getByText('59 MAIDEN LN, NEW YORK, NY, 10038').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /Grace Liu/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => box.inputValue()).toBe(MAIDEN_LANE);

    await box.fill(BROOKLYN);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: /Maya Torres/ }).waitFor();
    await expect.poll(() => searchedAddress(page)).toBe(BROOKLYN);

    await page.goto(url);
    await exampleButtons(page).first().waitFor();
    await page.locator('#findCandidates').scrollIntoViewIfNeeded();

    expect(offline.refused).toEqual([]);
    expect(problems).toEqual([]);
  });
});
