import type { Browser, Page } from 'playwright-core';
import { adminGuideShot } from './admin-guide-shots';
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
// The next cycle's primary, next year whenever the suite runs (2027 in 2026), so it is always ahead.
const YEAR = new Date().getFullYear() + 1;
const PRIMARY = { name: `${YEAR} NYC Primary`, date: `${YEAR}-06-22`, longDate: `June 22, ${YEAR}` };
const MEASURES = [
  {
    number: 'Proposal 1 · New York State',
    division: 'ocd-division/country:us/state:ny',
    title: 'Clean Water Bond',
    says: 'Lets the state borrow $4 billion for water pipes.',
    means: 'Old lead pipes get replaced sooner.',
    recommendation: 'Yes',
    reason: 'Safe water is a right.',
  },
  {
    number: 'Proposal 2 · New York City',
    division: 'ocd-division/country:us/state:ny/place:new_york',
    title: 'Rent Board Seats',
    says: 'Adds two tenant seats to the Rent Guidelines Board.',
    means: 'Tenants get a bigger say in rent increases.',
    recommendation: 'Yes',
    reason: 'Tenants should sit where rents are set.',
  },
];

/** The demo address's seats (Brooklyn), and the 12 candidates the staff import for the primary. */
const SLATE: Array<[office: string, district: string, first: string, last: string]> = [
  ['Mayor', 'New York City', 'Rosa', 'Lind'],
  ['Mayor', 'New York City', 'Omar', 'Haddad'],
  ['Mayor', 'New York City', 'Grace', 'Okafor'],
  ['Public Advocate', 'New York City', 'Lee', 'Chen'],
  ['Public Advocate', 'New York City', 'Nia', 'Brown'],
  ['City Council', '33', 'Tomas', 'Ibarra'],
  ['City Council', '33', 'June', 'Park'],
  ['City Council', '33', 'Ravi', 'Shah'],
  ['State HOR', '52', 'Mara', 'Quinn'],
  ['State HOR', '52', 'Eli', 'Stone'],
  ['State Senate', '25', 'Ada', 'Flores'],
  ['State Senate', '25', 'Sam', 'Reyes'],
];

/** The slate as a spreadsheet saves it (semicolons, a byte-order mark), in the election `electionId`. */
function slateCsv(electionId: string): Buffer {
  const header =
    'election;externalId;fullName;firstName;lastName;state;office;district;party;incumbent;polLeaning;headshot;bio;recommended;recommendationReason';
  const lines = SLATE.map(([office, district, first, last], index) =>
    [
      electionId,
      `nyc-${index + 1}`,
      `${first} ${last}`,
      first,
      last,
      'New York',
      office,
      district,
      'Democrat',
      'Challenger',
      'Progressive',
      'NA',
      'NA',
      index === 0 ? 'TRUE' : 'FALSE',
      index === 0 ? 'Housing first.' : '',
    ].join(';'),
  );
  return Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);
}

/**
 * Issue 25, end to end: from the seeded state, the staff prepare the next election as a draft and publish
 * it, and a visitor then gets its ballot, while the 2025 one stays reachable and marked as past. With
 * ADMIN_GUIDE_SHOTS set (`npm run docs:screenshots`), it also takes the admin guide's screenshots.
 */
describe.skipIf(!chromiumPath)('the next election cycle, prepared by the staff alone', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }));
    browser = await launchBrowser();
  });

  async function addDraftElection(admin: Page) {
    await admin.goto(`${url}/admin/elections`);
    await admin.getByRole('heading', { level: 1, name: 'Elections' }).waitFor();
    await admin.getByRole('button', { name: 'Add Election' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add an Election' });
    await dialog.getByLabel('Name', { exact: true }).fill(PRIMARY.name);
    await dialog.getByLabel('Election day').fill(PRIMARY.date);
    await dialog.getByLabel('Type').fill('Primary');
    await dialog.getByLabel('Location').fill('New York City, NY');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Party primaries for city and state offices.');
    await dialog.getByLabel('Voter registration deadline').fill(`${YEAR}-06-12`);
    await dialog.getByLabel('First day of early voting').fill(`${YEAR}-06-12`);
    await dialog.getByLabel('Last day of early voting').fill(`${YEAR}-06-20`);
    await dialog.getByLabel('Drives the countdown banner').check();
    await adminGuideShot(dialog, '01-add-election');
    await dialog.getByRole('button', { name: 'Add Election' }).click();
    await admin.getByText(`Added ${PRIMARY.name}.`).waitFor();
  }

  async function addMeasures(admin: Page) {
    await admin.goto(`${url}/admin/measures`);
    await admin.getByRole('heading', { level: 1, name: 'Ballot Measures' }).waitFor();
    for (const measure of MEASURES) {
      await admin.getByRole('button', { name: 'Add Measure' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add a Ballot Measure' });
      await dialog
        .getByLabel('Election', { exact: true })
        .selectOption({ label: `${PRIMARY.name} (${PRIMARY.longDate})` });
      await dialog.getByLabel('Where it is voted on (Open Civic Data division)').fill(measure.division);
      await dialog.getByLabel('Number on the ballot', { exact: true }).fill(measure.number);
      await dialog.getByLabel('Title', { exact: true }).fill(measure.title);
      await dialog.getByLabel('What it says', { exact: true }).fill(measure.says);
      await dialog.getByLabel('What it really means', { exact: true }).fill(measure.means);
      await dialog.getByLabel('Our recommendation').selectOption(measure.recommendation);
      await dialog.getByLabel('Why (optional)', { exact: true }).fill(measure.reason);
      await dialog
        .getByRole('region', { name: 'Preview' })
        .getByRole('heading', { name: measure.title })
        .waitFor();
      if (measure === MEASURES[0]) await adminGuideShot(dialog, '03-add-measure');
      await dialog.getByRole('button', { name: 'Add Measure' }).click();
      await admin.getByText(`Added ${measure.title}.`).waitFor();
    }
  }

  /** Previews the file on /admin/import; the preview's summary notice. */
  async function previewFile(admin: Page, file: Buffer) {
    await admin
      .getByLabel('CSV file')
      .setInputFiles({ name: 'primary-slate.csv', mimeType: 'text/csv', buffer: file });
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Preview: primary-slate.csv' }).waitFor();
  }

  async function importSlate(admin: Page) {
    await admin.goto(`${url}/admin/import`);
    await admin.getByRole('heading', { level: 1, name: 'Import Candidates' }).waitFor();
    // The election's id, as the staff copy it from the page into the file's `election` column.
    await admin.getByText('Election ids for the "election" column').click();
    const electionId = await admin
      .locator('dt', { hasText: PRIMARY.name })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    const file = slateCsv(electionId!);

    await previewFile(admin, file);
    await admin.getByText('Nothing is saved yet. 12 new, 0 changed, 0 unchanged, 0 refused.').waitFor();
    await adminGuideShot(admin, '02-import-preview');
    await admin.getByRole('button', { name: 'Apply 12 changes' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Imported: primary-slate.csv' }).waitFor();
    await admin.getByText('Imported: 12 new, 0 changed, 0 unchanged, 0 refused.').waitFor();

    // The same file again changes nothing.
    await previewFile(admin, file);
    await admin.getByText('Nothing is saved yet. 0 new, 0 changed, 12 unchanged, 0 refused.').waitFor();
    expect(await admin.getByRole('button', { name: /^Apply/ }).count()).toBe(0);
  }

  /** The SEQUENCE of the primary's election-day event in the calendar to subscribe to, and its day. */
  async function feedEntry() {
    const feed = (await (await fetch(`${url}/api/calendar/elections.ics`)).text()).replace(/\r\n[ \t]/g, '');
    const event = feed
      .split('BEGIN:VEVENT')
      .find((block) => block.includes(`SUMMARY:Election day: ${PRIMARY.name}`));
    return {
      sequence: /SEQUENCE:(\d+)/.exec(event ?? '')?.[1],
      start: /DTSTART;VALUE=DATE:(\d+)/.exec(event ?? '')?.[1],
    };
  }

  /** The titles of the measures on a ballot page, in order. */
  const measureTitles = (page: Page) =>
    page
      .getByRole('region', { name: 'Ballot Measures' })
      .getByRole('heading', { level: 3 })
      .allTextContents();

  it('an admin prepares and publishes the next election; a visitor gets its ballot and the last one stays reachable', async () => {
    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const { page: admin, problems: adminProblems } = await openPage(adminContext, url);
    await signIn(admin, url);
    await addDraftElection(admin);
    await importSlate(admin);
    await addMeasures(admin);

    // The preview: the admin sees the draft's ballot for a demo address under the banner.
    await admin.goto(`${url}/candidateSearch?q=${encodeURIComponent(BROOKLYN)}`);
    await admin.getByText('Preview: not published').waitFor();
    await admin.getByText(`${PRIMARY.name}: ${PRIMARY.longDate}`).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Mayor' }).waitFor();
    expect(await admin.getByRole('main').getByText('Rosa Lind').count()).toBe(1);
    await expect.poll(() => measureTitles(admin)).toEqual(MEASURES.map((measure) => measure.title));
    await adminGuideShot(admin, '05-preview-ballot');

    await admin.goto(`${url}/admin/elections`);
    await admin.getByRole('button', { name: `Publish: ${PRIMARY.name}` }).click();
    await admin.getByText(`Published ${PRIMARY.name}: visitors now see it and its candidates.`).waitFor();
    await adminGuideShot(admin, '06-published');
    expect(await feedEntry()).toEqual({ sequence: '0', start: PRIMARY.date.replaceAll('-', '') });
    expect(adminProblems).toEqual([]);
    await adminContext.close();

    // A visitor on a phone: the new ballot, its measures after the races, a Yes kept in the browser.
    const context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(
      context,
      `${url}/candidateSearch?q=${encodeURIComponent(BROOKLYN)}`,
    );
    await page.getByText(`${PRIMARY.name}: ${PRIMARY.longDate}`).waitFor();
    expect(await page.getByText('Preview: not published').count()).toBe(0);
    await page.getByText('5 races found in your area').waitFor();
    await expect.poll(() => measureTitles(page)).toEqual(MEASURES.map((measure) => measure.title));
    const yes = page.getByRole('button', { name: `Vote Yes on ${MEASURES[0]!.title}` });
    await yes.click();
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');

    // My ballot and its printed sheet carry the measure and the voter's Yes.
    await page.goto(`${url}/myBallot`);
    await hydrated(page);
    const row = page
      .getByRole('list', { name: 'Ballot measures on my ballot' })
      .getByRole('listitem')
      .filter({ hasText: MEASURES[0]!.title });
    await expect.poll(() => row.textContent()).toContain('My voteYes');
    await page.emulateMedia({ media: 'print' });
    expect(await row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('My voteYes');
    await page.emulateMedia({ media: 'screen' });

    // The 2025 ballot is a switch away, and says it is over.
    await page.goto(`${url}/candidateSearch?q=${encodeURIComponent(BROOKLYN)}`);
    await page
      .getByRole('navigation', { name: 'Other elections at this address' })
      .getByRole('link', { name: 'NYC General Election: November 4, 2025' })
      .click();
    await page.getByText('This election took place on November 4, 2025.').waitFor();
    await expect.poll(() => measureTitles(page)).toContain('Even-Year City Elections');

    // The countdown now points at the new primary.
    await page.goto(url);
    await expect
      .poll(() => page.getByRole('timer').locator('p').textContent())
      .toBe(`JUNE 22 | ${PRIMARY.name.toUpperCase()}`);
    expect(problems).toEqual([]);
    await context.close();

    // A subscribed calendar follows an edit: the date moves and the event's SEQUENCE grows.
    const editorContext = await browser.newContext({ viewport: DESKTOP });
    const { page: editor } = await openPage(editorContext, url);
    await signIn(editor, url);
    await editor.goto(`${url}/admin/elections`);
    await editor.getByRole('button', { name: `Edit: ${PRIMARY.name}` }).click();
    const dialog = editor.getByRole('dialog', { name: `Edit ${PRIMARY.name}` });
    await dialog.getByLabel('Election day').fill(`${YEAR}-06-29`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await editor.getByText(`Saved ${PRIMARY.name}.`).waitFor();
    await expect.poll(feedEntry).toEqual({ sequence: '1', start: `${YEAR}0629` });
    await editorContext.close();
  }, 180_000);
});
