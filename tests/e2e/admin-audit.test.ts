import type { Browser, BrowserContext } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  chromiumPath,
  launchBrowser,
  openPage,
  pageWidths,
  seriousViolations,
  startBuiltApp,
} from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

describe.skipIf(!chromiumPath)('the audit log in Chromium', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function signIn(viewport: typeof PHONE) {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    expect((await context.request.post(`${url}/api/sessions`, { data: ADMIN })).status()).toBe(200);
  }

  it('shows the candidate an admin just edited, with the changed field, and filters by entity and admin', async () => {
    const listed = await (await fetch(`${url}/api/newCandidate?office=City%20Council&district=33`)).json();
    const { _id: id, fullName } = listed.data.data[0] as { _id: string; fullName: string };
    const edited = `${fullName} Audited`;

    await signIn(DESKTOP);
    const { page, problems } = await openPage(context, `${url}/admin/candidate`);
    await page.getByLabel('State').selectOption('New York');
    await page.getByLabel('Office').selectOption('City Council');
    await page.getByRole('button', { name: `Edit ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${fullName}` });
    await dialog.getByLabel('Full name').fill(edited);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Add/Edit of a candidate was successful!').waitFor();

    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log entries' });
    const newest = table.getByRole('row').nth(1);
    await expect.poll(() => newest.textContent()).toContain(`fullName: ${fullName} → ${edited}`);
    expect(await newest.textContent()).toContain('Updated');
    expect(await newest.getByRole('link', { name: id }).getAttribute('href')).toBe(`/candidatePage/${id}`);
    // The start-up admin from ADMIN_EMAIL is there too, created by the system (the demo database's own
    // first-start admin is another such entry).
    await table
      .getByRole('row')
      .filter({ hasText: ADMIN.email })
      .filter({ hasText: 'System (command line or start-up)' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    // While another filter's entries load, the previous ones stay on screen: poll for the new rows.
    const dataRows = async () => (await table.getByRole('row').allTextContents()).slice(1);
    const entity = page.getByRole('combobox', { name: 'Entity' });
    await entity.selectOption('Account');
    // Only accounts the system made: ADMIN_EMAIL's, and on the embedded database also the demo database's
    // own first-start admin.
    const onlySystemAccounts = async () => {
      const rows = await dataRows();
      return rows.length > 0 && rows.every((row) => row.includes('System (command line or start-up)Account'));
    };
    await expect.poll(onlySystemAccounts).toBe(true);

    await entity.selectOption('Candidate');
    await expect.poll(dataRows).toEqual([expect.stringContaining(`${fullName} → ${edited}`)]);

    // By admin: the start-up's own entry (no admin) goes.
    await entity.selectOption('All entities');
    await page
      .getByRole('combobox', { name: 'Admin' })
      .selectOption({ label: `Administrator (${ADMIN.email})` });
    await expect.poll(dataRows).toEqual([expect.stringContaining(edited)]);

    await page.getByRole('combobox', { name: 'Entity' }).selectOption('Video');
    await page.getByText('No entries match these filters.').waitFor();
    expect(problems).toEqual([]);
  });

  it('is readable on a phone, each entry a card, nothing wider than the screen', async () => {
    await signIn(PHONE);
    const { page, problems } = await openPage(context, `${url}/admin/audit`);
    const cards = page.getByRole('list', { name: 'Audit log entries' });
    await cards.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
