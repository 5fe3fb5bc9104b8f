import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import {
  chromiumPath,
  demoHouseCandidateId,
  DESKTOP,
  hydrated,
  launchBrowser,
  openPage,
  pageWidths,
  PHONE,
  seriousViolations,
  startBuiltAppWithFakeGeocoders,
} from './harness';

const STILL = { reducedMotion: 'reduce' } as const;
const BROOKLYN = DEMO_ADDRESSES.find((demo) => demo.council === '33')!;

const addButtons = (page: Page) => page.getByRole('button', { name: /^(Add to my ballot|On my ballot): / });
const counter = (page: Page) => page.getByRole('link', { name: /^My ballot, / });
// A race is a region named by its heading (the page's own region holds them all).
const raceSection = (page: Page, office: string) => page.getByRole('region', { name: office, exact: true });

async function searchFromHome(page: Page, url: string, address: string) {
  await page.goto(url);
  // Typed before hydration's commit, the address would be reset by it (a busy machine makes that likely).
  await hydrated(page);
  await page.getByLabel('Your address').fill(address);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('Showing results for:').waitFor();
  await addButtons(page).first().waitFor();
}

/** The accessible name of the focused element: its aria-label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.innerText?.trim() ?? '';
  });

/** Presses Tab until the focused element's name matches, or fails after `limit` presses. */
async function tabTo(page: Page, name: RegExp, limit = 300): Promise<string> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (name.test(focused)) return focused;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Counts the pages of a PDF: its page objects, not the '/Pages' tree nodes. */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** Twelve races of two candidates, long names, a recommendation with its reason in each: a full ballot. */
function twelveRaces() {
  const offices = [
    'Senate',
    'House of Representatives',
    'Governor',
    'AG',
    'State Senate',
    'State HOR',
    'Mayor',
    'Public Advocate',
    'Comptroller',
    'Borough President',
    'City Council',
    'District Attorney',
  ];
  let sequence = 0;
  const candidate = (office: string, recommended: boolean) => {
    sequence += 1;
    return {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      fullName: `Alexandra Montgomery-Villanueva ${sequence}`,
      headshot: 'NA',
      party: recommended ? 'Democrat' : 'Republican',
      office,
      district: '33',
      recommended,
      recommendationReason: recommended ? 'Fights for tenants, workers and public schools.' : null,
    };
  };
  const races = offices.map((office) => ({
    office,
    district: '33',
    candidates: [candidate(office, true), candidate(office, false)],
  }));
  // In ballot order. The voter picks in every race but one, against our recommendation in some.
  const picks = races.slice(0, 11).map((race, index) => race.candidates[index % 2]!.id);
  return { address: '123 MAIN ST, BROOKLYN, NY, 11217', races, picks };
}

describe.skipIf(!chromiumPath)('my ballot in Chromium', () => {
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

  it('keeps one pick per race in the browser across a reload, and sends the picks nowhere', async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const { page, problems } = await openPage(context, url);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await searchFromHome(page, url, BROOKLYN.input);
    await expect.poll(() => counter(page).getAttribute('href')).toBe('/myBallot');
    expect(await counter(page).textContent()).toContain('(0)');

    const council = raceSection(page, 'City Council');
    const councilButtons = council.getByRole('button', { name: /^(Add to my ballot|On my ballot): / });
    expect(await councilButtons.count()).toBeGreaterThan(1);
    const [first, second] = [councilButtons.nth(0), councilButtons.nth(1)];
    const firstName = (await first.getAttribute('aria-label'))!.replace(/^.*?: /, '');
    const secondName = (await second.getAttribute('aria-label'))!.replace(/^.*?: /, '');
    const firstRequest = requests.length;

    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    expect(await first.getAttribute('aria-label')).toBe(`On my ballot: ${firstName}`);
    await expect.poll(() => counter(page).innerText()).toContain('(1)');
    expect(await page.getByRole('link', { name: 'My ballot, 1 race picked' }).count()).toBe(1);

    // Another candidate of the race replaces the pick; the assembly race gets its own.
    await second.click();
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    expect(await first.getAttribute('aria-pressed')).toBe('false');
    const assembly = raceSection(page, 'State Assembly').getByRole('button', { name: /^Add to my ballot: / });
    await assembly.first().click();
    await expect.poll(() => page.getByRole('link', { name: 'My ballot, 2 races picked' }).count()).toBe(1);
    const picked = await page.evaluate(() => JSON.parse(localStorage.getItem('myBallot')!).picks as string[]);
    expect(picked).toHaveLength(2);
    // Picking sends nothing at all.
    expect(requests.slice(firstRequest).map((request) => request.url())).toEqual([]);

    await page.reload();
    await addButtons(page).first().waitFor();
    await expect
      .poll(() =>
        raceSection(page, 'City Council')
          .getByRole('button', { name: `On my ballot: ${secondName}` })
          .count(),
      )
      .toBe(1);
    expect(await page.getByRole('link', { name: 'My ballot, 2 races picked' }).count()).toBe(1);

    // One tap from the results to the ballot, which lists both picks and links their pages.
    await counter(page).click();
    await page.getByRole('heading', { level: 1, name: 'My ballot' }).waitFor();
    // The pick, and (when it is our recommendation too) the recommendation beside it: the same page.
    const pickLink = page.getByRole('link', { name: secondName }).first();
    await pickLink.waitFor();
    expect(await pickLink.getAttribute('href')).toMatch(/^\/candidatePage\//);
    const offices = await page
      .locator('main ol h2')
      .evaluateAll((headings) => headings.map((heading) => heading.firstChild?.textContent));
    // Federal to local: the State Assembly comes before the City Council.
    expect(offices.indexOf('State Assembly')).toBeLessThan(offices.indexOf('City Council'));
    expect(await page.getByText('Not decided yet').count()).toBe(offices.length - 2);
    expect(await seriousViolations(page)).toEqual([]);
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);

    // No request carries the picks: none stores anything, and none holds a picked id except reads of
    // the picked candidates' own pages and pictures.
    expect(requests.filter((request) => !['GET', 'HEAD'].includes(request.method()))).toEqual([]);
    const carrying = requests.filter((request) => {
      const text = `${request.url()} ${request.postData() ?? ''}`;
      if (!picked.some((id) => text.includes(id))) return false;
      const { pathname } = new URL(request.url());
      return !pathname.startsWith('/candidatePage/') && !pathname.startsWith('/media/');
    });
    expect(carrying.map((request) => request.url())).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("adds a candidate to an empty ballot from their own page, with their race's candidates", async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    const parkPage = `${url}/candidatePage/${await demoHouseCandidateId(url, 'Eleanor Park')}`;
    const reidPage = `${url}/candidatePage/${await demoHouseCandidateId(url, 'Marcus Reid')}`;
    // A shared link: no search was ever made in this browser.
    const { page, problems } = await openPage(context, parkPage);
    expect(await counter(page).textContent()).toContain('(0)');

    const add = page.getByRole('button', { name: 'Add to my ballot: Eleanor Park' });
    await add.focus();
    await page.keyboard.press('Enter');
    const onBallot = page.getByRole('button', { name: 'On my ballot: Eleanor Park' });
    await expect.poll(() => onBallot.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: 'My ballot, 1 race picked' }).count()).toBe(1);
    expect(await counter(page).textContent()).toContain('(1)');

    // The rival's page has the same race: picking him replaces her, one pick per race.
    await page.goto(reidPage);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to my ballot: Marcus Reid' }).click();
    await page.getByRole('button', { name: 'On my ballot: Marcus Reid' }).waitFor();
    expect(await page.getByRole('link', { name: 'My ballot, 1 race picked' }).count()).toBe(1);
    await page.goto(parkPage);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to my ballot: Eleanor Park' }).click();
    await onBallot.waitFor();

    await counter(page).click();
    await page.getByRole('heading', { level: 1, name: 'My ballot' }).waitFor();
    const races = page.getByRole('list', { name: 'Races on my ballot' }).getByRole('listitem');
    expect(await races.count()).toBe(1);
    expect(await races.first().getByRole('link', { name: 'Eleanor Park' }).count()).toBeGreaterThan(0);
    // The race came with its candidates, so they can be compared from the ballot.
    const compare = page.getByRole('link', { name: 'Compare the candidates for House of Representatives' });
    expect(await compare.getAttribute('href')).toMatch(/^\/compare\?ids=[\w-]+,[\w-]+$/);
    expect(await page.getByText(/^Ballot for/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('prints a ballot of 12 races on one Letter page and on one A4 page, without header or footer', async () => {
    context = await browser.newContext({ viewport: DESKTOP, ...STILL });
    const { page } = await openPage(context, url);
    const ballot = twelveRaces();
    await page.evaluate((value) => localStorage.setItem('myBallot', JSON.stringify(value)), ballot);
    await page.goto(`${url}/myBallot`);
    await page.getByRole('heading', { level: 2, name: /District Attorney/ }).waitFor();
    expect(await page.getByText('Not decided yet').count()).toBe(1);
    expect(await page.getByText('We recommend').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print my ballot' }).isVisible()).toBe(false);
    expect(
      await page
        .getByRole('link', { name: /^Compare/ })
        .first()
        .isVisible(),
    ).toBe(false);
    // The sheet says whose ballot, for which election, and where to vote.
    expect(await page.getByText(`Ballot for ${ballot.address}`).isVisible()).toBe(true);
    expect(
      await page.getByRole('heading', { level: 2, name: /: [A-Z][a-z]+ \d{1,2}, \d{4}$/ }).isVisible(),
    ).toBe(true);
    const pollSite = page.getByText('Where to vote: find your poll site at findmypollsite.vote.nyc');
    expect(await pollSite.isVisible()).toBe(true);
    // As wide as a Letter sheet inside its margins.
    await page.setViewportSize({ width: 725, height: 950 });

    for (const format of ['Letter', 'A4'] as const) {
      const pdf = await page.pdf({ format });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPageCount(pdf), `${format} pages`).toBe(1);
    }
  });

  it.each([
    { name: 'side by side at 1280 px', viewport: DESKTOP, sideBySide: true },
    { name: 'one candidate after another at 390 px', viewport: PHONE, sideBySide: false },
  ])('compares a race $name', async ({ viewport, sideBySide }) => {
    context = await browser.newContext({ viewport, ...STILL });
    const { page, problems } = await openPage(context, url);
    await searchFromHome(page, url, BROOKLYN.input);
    await page.goto(`${url}/myBallot`);
    await page.getByRole('link', { name: 'Compare the candidates for City Council' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare candidates' }).waitFor();
    const names = page.locator('main article h2');
    await expect.poll(() => names.count()).toBeGreaterThan(1);
    await expect.poll(() => page.locator('main article').count()).toBe(await names.count());
    expect(await page.getByText('Supports a ceasefire in Gaza?').count()).toBe(await names.count());
    expect(await page.getByRole('link', { name: /'s page$/ }).count()).toBe(await names.count());
    const [a, b] = [(await names.nth(0).boundingBox())!, (await names.nth(1).boundingBox())!];
    if (sideBySide) {
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(b.x).toBeGreaterThan(a.x + a.width);
    } else {
      expect(b.y).toBeGreaterThan(a.y + 200);
    }
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches pick, compare, print and share with the keyboard alone, each by its name', async () => {
    context = await browser.newContext({ viewport: DESKTOP, ...STILL });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    // A browser without a share sheet copies the link; print is recorded instead of opening a dialog.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      (window as { printed?: number }).printed = 0;
      window.print = () => void ((window as { printed?: number }).printed! += 1);
    });
    const { page, problems } = await openPage(context, url);
    await searchFromHome(page, url, BROOKLYN.input);

    const pickName = await tabTo(page, /^Add to my ballot: /);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.getByRole('button', { name: pickName.replace('Add to', 'On') }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await tabTo(page, /^See my ballot/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'My ballot' }).waitFor();

    await tabTo(page, /^Print my ballot$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);

    await tabTo(page, /^Share my ballot$/);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const picked = await page.evaluate(() => JSON.parse(localStorage.getItem('myBallot')!).picks as string[]);
    expect(link).toBe(`${url}/sharedBallot?c=${picked.join(',')}`);
    expect(link).not.toContain('MAIN');

    await tabTo(page, /^Compare the candidates for /);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Compare candidates' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shares through the share sheet where the browser has one', async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      (window as { shared?: unknown[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    const { page, problems } = await openPage(context, url);
    const ballot = twelveRaces();
    await page.evaluate((value) => localStorage.setItem('myBallot', JSON.stringify(value)), ballot);
    await page.goto(`${url}/myBallot`);
    await page.getByRole('button', { name: 'Share my ballot' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: unknown[] }).shared))
      .toEqual([{ title: 'My ballot', url: `${url}/sharedBallot?c=${ballot.picks.join(',')}` }]);
    expect(problems).toEqual([]);
  });

  it('shows how to start on an empty ballot, and goes from a video to the address box in one tap', async () => {
    context = await browser.newContext({ viewport: PHONE, ...STILL });
    await context.route('https://www.tiktok.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    const { page, problems } = await openPage(context, `${url}/myBallot`);
    await page.getByText('Your ballot is empty.').waitFor();
    expect(await page.getByRole('link', { name: 'Find my ballot' }).getAttribute('href')).toBe(
      '/#find-my-ballot',
    );

    const [video] = (await (await fetch(`${url}/api/books?search=unionizing`)).json()).data as Array<{
      title: string;
    }>;
    await page.goto(`${url}/search/unionizing`);
    // The server's markup shows the video's button before React takes it over: a tap then opens nothing.
    await hydrated(page);
    await page.getByRole('button', { name: video!.title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: video!.title });
    await dialog.getByRole('link', { name: 'Find my ballot' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('find-my-ballot');
    expect(new URL(page.url()).hash).toBe('#find-my-ballot');
    await page.keyboard.type(BROOKLYN.input);
    await page.keyboard.press('Enter');
    await page.getByText('Showing results for:').waitFor();
    await page.getByRole('link', { name: /^See my ballot/ }).click();
    await page.getByRole('heading', { level: 1, name: 'My ballot' }).waitFor();
    expect(problems).toEqual([]);
  });
});
