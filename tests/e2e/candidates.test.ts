import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import {
  chromiumPath,
  hydrated,
  launchBrowser,
  openPage,
  PHONE,
  startBuiltAppWithFakeGeocoders,
} from './harness';

const LAPTOP = { width: 1280, height: 800 };
// Screenshots are taken right after a click; without motion, no chevron is caught half-turned.
const STILL = { reducedMotion: 'reduce' } as const;

const BROOKLYN = DEMO_ADDRESSES.find((demo) => demo.council === '33')!;

/** Counts the address searches the page sends (the structured search has its own name). */
function countAddressSearches(page: Page) {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes('/trpc/') && /districts\.search(?!Structured)/.test(url)) searches.push(url);
  });
  return searches;
}

/** The `q` of the page's address: the address a search page shows the results for. */
const searchedAddress = (page: Page) => new URL(page.url()).searchParams.get('q');

/** The candidate page links of a results page, in display order. */
async function candidateLinks(page: Page) {
  return page
    .locator('main a[href^="/candidatePage/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

async function searchFromHome(page: Page, url: string, address: string) {
  await page.goto(url);
  // Typed before hydration's commit, the address would be reset by it (a busy machine makes that likely).
  await hydrated(page);
  await page.getByLabel('Your address').fill(address);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('Showing results for:').waitFor();
}

describe.skipIf(!chromiumPath)('candidate search and candidate pages in Chromium', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ url } = await startBuiltAppWithFakeGeocoders());
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('goes from the home box to the results, through the candidates with the arrows, and back', async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page, problems } = await openPage(context, url);
    const searches = countAddressSearches(page);

    await searchFromHome(page, url, BROOKLYN.input);
    await expect.poll(() => searchedAddress(page)).toBe(BROOKLYN.input);
    await expect.poll(() => page.getByText(BROOKLYN.matchedAddress).count()).toBe(1);
    await expect.poll(() => page.locator('main h2').allTextContents()).toContain('City Council');
    // The races' headings; the ballot measures follow them (issue 25).
    const races = (await page.locator('main h2').allTextContents()).filter(
      (heading) => heading !== 'Ballot Measures',
    );
    expect(races).toContain('State Assembly');
    await expect.poll(() => page.getByText(`${races.length} races found in your area`).count()).toBe(1);

    const links = await candidateLinks(page);
    expect(links.length).toBeGreaterThan(2);
    await page.locator(`main a[href="${links[0]}"]`).click();
    await page.getByText('General Election 2025').waitFor();
    const previous = page.getByRole('button', { name: 'Previous candidate' });
    const next = page.getByRole('button', { name: 'Next candidate' });
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await expect.poll(() => next.isEnabled()).toBe(true);

    await next.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(links[1]);
    await page.getByRole('article').waitFor();
    await expect.poll(() => previous.isEnabled()).toBe(true);
    await previous.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(links[0]);

    await page.getByRole('link', { name: '← Back to results' }).click();
    await page.getByText('Showing results for:').waitFor();
    await expect.poll(() => searchedAddress(page)).toBe(BROOKLYN.input);

    // A fresh page load has an empty query cache, so only the session-storage copy can answer.
    await page.reload();
    await page.getByText('Showing results for:').waitFor();
    await searchFromHome(page, url, BROOKLYN.input);
    await expect.poll(() => candidateLinks(page)).toEqual(links);
    expect(searches).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('shows the structured form messages, then the results grouped by office with info and legend', async () => {
    context = await browser.newContext({ viewport: LAPTOP, ...STILL });
    const { page, problems } = await openPage(context, `${url}/addressPage`);
    await page.getByRole('heading', { name: '2025 NYC City Council Primary Election' }).waitFor();
    await page.getByRole('option', { name: 'New York' }).waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Find Candidates' }).click();
    await expect.poll(() => page.getByText('cannot be blank!').count()).toBe(3);
    await expect.poll(() => page.getByText('must contains 5 digits only').count()).toBe(1);
    await page.getByLabel('Street', { exact: true }).fill('123 Main St #2');
    await page.getByRole('button', { name: 'Find Candidates' }).click();
    await expect.poll(() => page.getByText('contains invalid characters').count()).toBe(1);

    await page.getByLabel('Street', { exact: true }).fill(BROOKLYN.street);
    await page.getByLabel('City', { exact: true }).fill(BROOKLYN.city);
    await page.getByLabel('State', { exact: true }).selectOption(BROOKLYN.state);
    await page.getByLabel('Zip', { exact: true }).fill(BROOKLYN.zip);
    await page.getByRole('button', { name: 'Find Candidates' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/candidateResult');
    const council = page.getByRole('region', { name: 'City Council', exact: true });
    await council.waitFor();
    await expect.poll(() => council.locator('a[href^="/candidatePage/"]').count()).toBe(2);
    await expect.poll(() => page.getByText(/House of Representatives has 435 seats/).count()).toBe(1);

    await council.getByRole('button', { name: 'About the office: City Council' }).click();
    await expect.poll(() => council.getByText('Responsibilities').isVisible()).toBe(true);
    await expect.poll(() => council.getByText('Key Issues').isVisible()).toBe(true);
    // Collapsed, the legend is really out of sight (its list's own display once overrode `hidden`).
    expect(await page.getByText('Brown Independent').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Legend' }).click();
    await expect.poll(() => page.getByText('Brown Independent').isVisible()).toBe(true);

    const ids = (await candidateLinks(page)).map((href) => href.replace('/candidatePage/', ''));
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('candidateIds')))!))
      .toEqual(ids);

    await page.setViewportSize(PHONE);
    expect(problems).toEqual([]);
  });

  it('lists the other key states by office, with demo candidates in every district', async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page, problems } = await openPage(context, `${url}/otherKeyStates`);
    const florida = page.getByRole('region', { name: 'Florida, District 10' });
    await florida.getByRole('link', { name: /Julia Santos/ }).waitFor();
    await expect
      .poll(() => page.locator('main h2').allTextContents())
      .toEqual(['U.S. House of Representatives', 'U.S. Senate', 'Governor', 'Attorney General']);
    await expect.poll(() => page.locator('main h3').count()).toBe(27);
    // The empty state is the client test's to show: the demo content leaves no district without a candidate.
    const districts = page.locator('main section section section');
    await expect.poll(() => districts.count()).toBe(27);
    await expect
      .poll(() =>
        districts.evaluateAll((all) => all.filter((district) => !district.querySelector('a')).length),
      )
      .toBe(0);
    expect(await page.getByText('No candidates listed yet.').count()).toBe(0);
    await page.setViewportSize(LAPTOP);

    await florida.getByRole('link', { name: /Julia Santos/ }).click();
    await page.getByRole('article').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: '← Back to results' }).getAttribute('href'))
      .toBe('/otherKeyStates');
    expect(problems).toEqual([]);
  });

  it("opens a City Council candidate's position accordions beside the card on a desktop", async () => {
    context = await browser.newContext({ viewport: LAPTOP, ...STILL });
    const { page, problems } = await openPage(context, url);
    await searchFromHome(page, url, BROOKLYN.input);
    await page.getByRole('link', { name: /Maya Torres/ }).click();

    const panel = page.getByRole('region', { name: 'Where They Stand' });
    await panel.waitFor();
    const card = page.getByRole('article');
    await expect.poll(() => card.getByText('Progressive').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('region', { name: 'Analysis' }).locator('strong').textContent())
      .toBe('Tenant organiser');
    const [cardBox, panelBox] = [await card.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.x).toBeGreaterThan(cardBox!.x + cardBox!.width);

    const foreignPolicy = panel.getByRole('button', { name: 'Foreign Policy' });
    await foreignPolicy.click();
    await expect.poll(() => foreignPolicy.getAttribute('aria-expanded')).toBe('true');
    const gaza = panel.locator('dt', { hasText: 'Supports a ceasefire in Gaza?' });
    await expect.poll(() => gaza.locator('xpath=following-sibling::dd').textContent()).toBe('Yes');
    await panel.getByRole('button', { name: 'Criminal Justice' }).click();
    const drugs = panel.locator('dt', { hasText: 'Supports legalising and decriminalising drugs?' });
    await expect.poll(() => drugs.locator('xpath=following-sibling::dd').textContent()).toBe('N.A');

    await page.setViewportSize(PHONE);
    const [phoneCard, phonePanel] = [await card.boundingBox(), await panel.boundingBox()];
    expect(phonePanel!.y).toBeGreaterThan(phoneCard!.y + phoneCard!.height);
    expect(problems).toEqual([]);
  });

  it('says so for a candidate that does not exist', async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page } = await openPage(context, `${url}/candidatePage/00000000-0000-4000-8000-000000000000`, {
      expectErrors: [{ url: /\/trpc\/candidates\.byId/, status: 404 }],
    });
    await page.getByRole('heading', { name: 'Candidate not found' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href'))
      .toBe('/');
  });
});
