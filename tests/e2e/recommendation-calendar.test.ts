import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import {
  chromiumPath,
  laterSectionsHydrated,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  seriousViolations,
  startBuiltAppWithFakeGeocoders,
} from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };
const BROOKLYN = DEMO_ADDRESSES.find((demo) => demo.council === '33')!;
const STILL = { reducedMotion: 'reduce' } as const;
// An election next year, so it is ahead whenever the suite runs.
const NEXT_YEAR = new Date().getFullYear() + 1;
const NEXT = { name: 'NYC Primary Election', date: `${NEXT_YEAR}-06-22` };

describe.skipIf(!chromiumPath)('the recommendation badge and the election calendar in Chromium', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ url } = await startBuiltAppWithFakeGeocoders({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }));
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function search(page: Page) {
    await page.getByLabel('Your address').fill(BROOKLYN.input);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Showing results for:').waitFor();
  }

  // One test per width: both in one took over the 60 s limit in CI's year-ahead pass under load.
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'marks the recommended demo candidate in words on the results and on her page, with the reason (%s)',
    async (_width, viewport) => {
      context = await browser.newContext({ viewport, ...STILL });
      const { page, problems } = await openPage(context, url);
      await search(page);
      const maya = page.getByRole('link', { name: /Maya Torres/ });
      await expect.poll(() => maya.textContent()).toContain('We recommend');
      await expect
        .poll(() => page.getByRole('link', { name: /Daniel Brooks/ }).textContent())
        .not.toContain('We recommend');

      await maya.click();
      const card = page.getByRole('article');
      await card.getByRole('heading', { name: 'Maya Torres' }).waitFor();
      await card.getByText('We recommend').waitFor();
      await card.getByText(/^Sample reason: backs rent stabilisation/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("downloads the next election's calendar from the home page, from the keyboard", async () => {
    context = await browser.newContext({ viewport: PHONE, acceptDownloads: true, ...STILL });
    const { page, problems } = await openPage(context, `${url}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    await page.goto(`${url}/admin/elections`);
    await page.getByRole('button', { name: 'Add Election' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an Election' });
    await dialog.getByLabel('Name', { exact: true }).fill(NEXT.name);
    await dialog.getByLabel('Election day').fill(NEXT.date);
    await dialog.getByLabel('Type').fill('Primary');
    await dialog.getByLabel('Location').fill('New York City, NY');
    await dialog.getByLabel('Description', { exact: true }).fill('Party primaries for the City Council.');
    await dialog.getByLabel('Voter registration deadline').fill(`${NEXT_YEAR}-06-12`);
    await dialog.getByRole('button', { name: 'Add Election' }).click();
    await page.getByText(`Added ${NEXT.name}.`).waitFor();
    await page.getByRole('button', { name: `Publish: ${NEXT.name}` }).click();
    await page.getByText(`Published ${NEXT.name}: visitors now see it and its candidates.`).waitFor();

    await page.goto(`${url}/#deadlines`);
    // Enter on the link while the section hydrates can fall between the server's link and React's.
    await laterSectionsHydrated(page);
    const link = page.getByRole('link', { name: `Add to calendar: ${NEXT.name}` });
    await link.waitFor();
    await link.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`nyc-primary-election-${NEXT.date}.ics`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`DTSTART;VALUE=DATE:${NEXT.date.replaceAll('-', '')}\r\n`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${NEXT_YEAR}0612\r\n`);
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(2);
    expect(problems).toEqual([]);
  });
});
