import type { Browser } from 'playwright-core';
import {
  chromiumPath,
  DESKTOP,
  hydrated,
  launchBrowser,
  openPage,
  PHONE,
  signIn,
  startBuiltApp,
  TEST_ADMIN,
} from './harness';

const BROOKLYN = '123 Main St, Brooklyn, NY 11217';

describe.skipIf(!chromiumPath)('ballot measures in Chromium', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }));
    browser = await launchBrowser();
  });

  it('an admin adds a measure; a voter sees it after the races, marks Yes, and finds it on my ballot', async () => {
    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const { page: admin, problems: adminProblems } = await openPage(adminContext, url);
    await signIn(admin, url);
    await admin.getByRole('contentinfo').getByRole('link', { name: 'Ballot Measures', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ballot Measures' }).waitFor();
    await admin.getByRole('heading', { level: 2, name: /Even-Year City Elections/ }).waitFor();

    await admin.getByRole('button', { name: 'Add Measure' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a Ballot Measure' });
    await dialog.getByLabel('Number on the ballot', { exact: true }).fill('Proposal 7 · New York City');
    await dialog.getByLabel('Title', { exact: true }).fill('Free Buses');
    await dialog.getByLabel('What it says', { exact: true }).fill('Makes every city bus free to ride.');
    await dialog.getByLabel('What it really means', { exact: true }).fill('Riders save $2.90 a trip.');
    await dialog.getByLabel('Our recommendation').selectOption('Yes');
    await dialog
      .getByLabel('Why (optional)', { exact: true })
      .fill('Buses are how working New Yorkers get around.');
    await dialog
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { name: 'Free Buses' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Add Measure' }).click();
    await admin.getByText('Added Free Buses.').waitFor();
    expect(adminProblems).toEqual([]);
    await adminContext.close();

    const context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(
      context,
      `${url}/candidateSearch?q=${encodeURIComponent(BROOKLYN)}`,
    );
    await page.getByText('Showing results for:').waitFor();
    const measures = page.getByRole('region', { name: 'Ballot Measures' });
    await measures.getByRole('heading', { level: 3, name: 'Free Buses' }).waitFor();
    // After the races: the last level-2 heading of the page is the measures'.
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.at(-1)).toBe('Ballot Measures');
    expect(headings.length).toBeGreaterThan(1);
    expect(await measures.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Adirondack Land Swap',
      'Expedited Affordable Housing Process',
      'Small Land-Use Changes',
      'Affordable Housing Appeals Board',
      'City Map Updates',
      'Even-Year City Elections',
      'Free Buses',
    ]);

    const yes = measures.getByRole('button', { name: 'Vote Yes on Free Buses' });
    await yes.click();
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${url}/myBallot`);
    await hydrated(page);
    const row = page
      .getByRole('list', { name: 'Ballot measures on my ballot' })
      .getByRole('listitem')
      .filter({ hasText: 'Free Buses' });
    await expect.poll(() => row.textContent()).toContain('My voteYes');
    expect(await row.textContent()).toContain('Vote Yes Buses are how working New Yorkers get around.');
    expect(problems).toEqual([]);
    await context.close();
  });
});
