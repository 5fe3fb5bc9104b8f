import type { Browser, Locator, Page } from 'playwright-core';
import {
  chromiumPath,
  DESKTOP,
  expectErrors,
  launchBrowser,
  openPage,
  PHONE,
  signIn,
  startBuiltApp,
  TEST_ADMIN,
} from './harness';

const PRIMARY_LABEL = 'JUNE 24 | NYC CITY COUNCIL PRIMARY ELECTION';
// An election next year, so it is ahead whenever the suite runs.
const NEXT_YEAR = new Date().getFullYear() + 1;
const NEXT = {
  name: 'NYC Primary Election',
  date: `${NEXT_YEAR}-06-22`,
  label: 'JUNE 22 | NYC PRIMARY ELECTION',
  longDate: `June 22, ${NEXT_YEAR}`,
};

/** The four values of the banner, in order Days, Hours, Mins, Secs. */
const bannerValues = (page: Page) => page.getByRole('timer').locator('dd').allTextContents();
const bannerLabel = (page: Page) => page.getByRole('timer').locator('p').textContent();

describe.skipIf(!chromiumPath)('elections in Chromium', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }));
    browser = await launchBrowser();
  });

  async function fillElection(dialog: Locator) {
    await dialog.getByLabel('Name', { exact: true }).fill(NEXT.name);
    await dialog.getByLabel('Election day').fill(NEXT.date);
    await dialog.getByLabel('Type').fill('Primary');
    await dialog.getByLabel('Location').fill('New York City, NY');
    await dialog.getByLabel('Description', { exact: true }).fill('Party primaries for the City Council.');
    await dialog
      .getByLabel('Positions on the ballot (optional)', { exact: true })
      .fill('City Council\nState Assembly');
    await dialog.getByLabel('Voter registration deadline').fill(`${NEXT_YEAR}-06-12`);
    await dialog.getByLabel('First day of early voting').fill(`${NEXT_YEAR}-06-12`);
    await dialog.getByLabel('Last day of early voting').fill(`${NEXT_YEAR}-06-20`);
    await dialog.getByLabel('Drives the countdown banner').check();
  }

  it('shows the spec banner, the last election and the general deadlines on a fresh install', async () => {
    for (const [, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const { page, problems } = await openPage(context, `${url}/#upcomingElections`);

      await expect.poll(() => bannerLabel(page)).toBe(PRIMARY_LABEL);
      await expect.poll(() => bannerValues(page)).toEqual(['00', '00', '00', '00']);
      const upcoming = page.locator('#upcomingElections');
      await upcoming.getByRole('button', { name: 'NYC General Election' }).waitFor();
      await expect
        .poll(() => upcoming.textContent())
        .toContain('Our guide to the next election is being prepared.');
      await expect
        .poll(() => page.locator('#deadlines li p').allTextContents())
        .toEqual([
          'Varies by state - check early!',
          'Available In Most States',
          "Deadlines vary - don't wait!",
        ]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('lets an admin add an election next year that drives the countdown, edit it and delete another', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, url);
    await signIn(page, url);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Elections', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Elections' }).waitFor();
    await page.getByText('The banner counts down to NYC City Council Primary Election').waitFor();

    await page.getByRole('button', { name: 'Add Election' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an Election' });
    await fillElection(dialog);
    await dialog.getByRole('button', { name: 'Add Election' }).click();

    await page.getByText(`Added ${NEXT.name}.`).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // A new election is a draft (issue 25): the banner moves once it is published, then at once, and counts down.
    expect(await bannerLabel(page)).not.toBe(NEXT.label);
    await page.getByRole('button', { name: `Publish: ${NEXT.name}` }).click();
    await page.getByText(`Published ${NEXT.name}: visitors now see it and its candidates.`).waitFor();
    await expect.poll(() => bannerLabel(page)).toBe(NEXT.label);
    await expect.poll(async () => Number((await bannerValues(page))[0])).toBeGreaterThan(0);
    const first = await bannerValues(page);
    await expect.poll(() => bannerValues(page), { timeout: 3_000 }).not.toEqual(first);
    await page.getByText(`The banner counts down to ${NEXT.name} (${NEXT.longDate}).`).waitFor();

    await page.getByRole('button', { name: `Edit: ${NEXT.name}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${NEXT.name}` });
    await expect.poll(() => editDialog.getByLabel('Election day').inputValue()).toBe(NEXT.date);
    await editDialog.getByLabel('Name', { exact: true }).fill('NYC State and City Primary Election');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Saved NYC State and City Primary Election.').waitFor();
    await expect.poll(() => bannerLabel(page)).toBe('JUNE 22 | NYC STATE AND CITY PRIMARY ELECTION');

    // The demo's candidates run in the general election: it cannot go before they do.
    expectErrors(context, [
      { url: /\/trpc\/elections\.delete/, status: 409 },
      { console: /^Deleting the election failed/ },
    ]);
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: 'Delete: NYC General Election' }).click();
    await page
      .getByText(/^The election could not be deleted: \d+ candidates run in this election\. Move them/)
      .waitFor();
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: 'Delete: NYC City Council Primary Election' }).click();
    await page.getByText('Deleted NYC City Council Primary Election.').waitFor();
    await expect
      .poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['NYC State and City Primary Election', 'NYC General Election']);
    expect(problems).toEqual([]);
    await context.close();

    // A visitor now sees the new election in the banner, the upcoming section and the deadlines.
    const visitorContext = await browser.newContext({ viewport: DESKTOP });
    const visitor = await openPage(visitorContext, `${url}/#deadlines`);
    await expect.poll(() => bannerLabel(visitor.page)).toBe('JUNE 22 | NYC STATE AND CITY PRIMARY ELECTION');
    const upcoming = visitor.page.locator('#upcomingElections');
    await upcoming.getByRole('button', { name: 'NYC State and City Primary Election' }).waitFor();
    await expect
      .poll(() => upcoming.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['NYC State and City Primary Election']);
    await expect
      .poll(() => visitor.page.locator('#deadlines li p').allTextContents())
      .toEqual([
        `Register by June 12, ${NEXT_YEAR}`,
        `June 12 – June 20, ${NEXT_YEAR}`,
        "Deadlines vary - don't wait!",
      ]);
    expect(visitor.problems).toEqual([]);
    await visitorContext.close();
  });
});
