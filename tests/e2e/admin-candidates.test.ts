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
const NAME = 'Rosa Testcase';
const RECORD_LINK = 'https://example.org/rosa-record';

describe.skipIf(!chromiumPath)('the admin candidate dashboard in Chromium', () => {
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

  async function openAsAdmin(viewport: typeof PHONE) {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    expect((await context.request.post(`${url}/api/sessions`, { data: ADMIN })).status()).toBe(200);
    const scripts: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const { page, problems } = await openPage(context, `${url}/admin/candidate`);
    await page.getByRole('heading', { level: 1, name: 'Candidate Dashboard' }).waitFor();
    return { page, problems, scripts };
  }

  it('adds a candidate with rich text and answers, shows them on the public page, edits and deletes it', async () => {
    const { page, problems, scripts } = await openAsAdmin(DESKTOP);
    await page.getByLabel('State').selectOption('New York');
    await page.getByLabel('Office').selectOption('City Council');
    await page.getByRole('table', { name: 'Candidates' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.includes('rich-text-editor'))).toBe(false);

    // Keyboard only: Enter on Add opens the dialog with focus inside; the editor's chunk comes with it.
    await page.getByRole('button', { name: 'Add Candidate' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a Candidate' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const editor = dialog.getByRole('textbox', { name: 'Analysis' });
    await editor.waitFor();
    expect(scripts.some((script) => script.includes('rich-text-editor'))).toBe(true);
    await expect.poll(() => editor.getAttribute('aria-describedby')).toBeTruthy();
    await dialog.getByText('Links must start with http:// or https://').waitFor();

    await dialog.getByLabel('Full name').fill(NAME);
    await dialog.getByLabel('First name').fill('Rosa');
    await dialog.getByLabel('Last name').fill('Testcase');
    await dialog.getByLabel('State').selectOption('New York');
    await dialog.getByLabel('Office').selectOption('City Council');
    await dialog.getByLabel('District').fill('33');
    await dialog.getByLabel('Party').selectOption('Democrat');
    await dialog.getByLabel('Incumbent').selectOption('Challenger');
    await dialog.getByLabel('Political leaning').selectOption('Progressive');
    await dialog.getByLabel('Headshot').fill('NA');
    await dialog.getByLabel('Bio', { exact: true }).fill('https://example.org/rosa');
    await dialog.getByLabel('Sources').fill('https://example.org/one, https://example.org/two');
    await dialog
      .getByRole('group', { name: 'Criminal Justice' })
      .getByLabel('Supports ending cooperation with ICE?')
      .selectOption('Yes');
    await dialog
      .getByRole('group', { name: 'Foreign Policy' })
      .getByLabel('Supports a ceasefire in Gaza?')
      .selectOption('No');
    await dialog.getByRole('group', { name: 'Criminal Justice' }).scrollIntoViewIfNeeded();

    await editor.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Tenant champion');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' with a record');
    for (let step = 0; step < 'record'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await dialog.locator('.ql-toolbar button.ql-link').click();
    const linkInput = dialog.locator('.ql-tooltip.ql-editing input[type="text"]');
    await linkInput.fill(RECORD_LINK);
    await linkInput.press('Enter');
    await expect.poll(() => editor.locator('strong').textContent()).toBe('Tenant champion');
    await expect.poll(() => editor.locator('a').getAttribute('href')).toBe(RECORD_LINK);
    // '- ' at the start of a line starts a bullet list, which Quill 2 writes as <ol><li data-list="bullet">.
    await editor.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Rent freeze');
    await expect.poll(() => editor.locator('li[data-list="bullet"]').textContent()).toBe('Rent freeze');

    // Outside a list, Tab leaves the editor rather than typing a tab character into it.
    await editor.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    expect(await editor.evaluate((element) => element === document.activeElement)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Add/Edit of a candidate was successful!').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('rowheader', { name: NAME }).waitFor();
    // The new candidate is marked, and the search by name finds it among the council's candidates.
    await page.getByRole('rowheader', { name: `${NAME} Just added`, exact: true }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('testcase');
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual([`${NAME} Just added`]);
    await search.fill('');
    await expect.poll(() => page.getByRole('rowheader').count()).toBeGreaterThan(1);

    const listed = await (
      await fetch(`${url}/api/newCandidate?office=City%20Council&state=New%20York`)
    ).json();
    const { _id: id } = (listed.data as Array<{ _id: string; fullName: string }>).find(
      (candidate) => candidate.fullName === NAME,
    )!;

    const visitor = await context.newPage();
    await visitor.goto(`${url}/candidatePage/${id}`);
    const analysis = visitor.getByRole('region', { name: 'Analysis' });
    await expect.poll(() => analysis.locator('strong').textContent()).toBe('Tenant champion');
    await expect
      .poll(() => analysis.getByRole('link', { name: 'record' }).getAttribute('href'))
      .toBe(RECORD_LINK);
    await expect.poll(() => analysis.locator('li').textContent()).toBe('Rent freeze');
    // Quill's bullet item keeps its data-list mark through the sanitizer and is drawn with a bullet.
    await expect
      .poll(() =>
        analysis
          .locator('li[data-list="bullet"]')
          .evaluate((item) => getComputedStyle(item, '::before').content),
      )
      .toBe('"•"');
    const panel = visitor.getByRole('region', { name: 'Where They Stand' });
    await panel.getByRole('button', { name: 'Criminal Justice' }).click();
    const ice = panel.locator('dt', { hasText: 'Supports ending cooperation with ICE?' });
    await expect.poll(() => ice.locator('xpath=following-sibling::dd').textContent()).toBe('Yes');
    await panel.getByRole('button', { name: 'Foreign Policy' }).click();
    const gaza = panel.locator('dt', { hasText: 'Supports a ceasefire in Gaza?' });
    await expect.poll(() => gaza.locator('xpath=following-sibling::dd').textContent()).toBe('No');
    await visitor.close();

    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${NAME}` });
    await expect
      .poll(() => editDialog.getByRole('textbox', { name: 'Analysis' }).locator('strong').textContent())
      .toBe('Tenant champion');
    await editDialog.getByLabel('Full name').fill('Rosa Edited');
    await editDialog.getByLabel('Has a voting record').check();
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Add/Edit of a candidate was successful!').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Rosa Edited' }) });
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('Yes');

    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete the candidate Rosa Edited?');
      void confirm.accept();
    });
    await page.getByRole('button', { name: 'Delete Rosa Edited' }).click();
    await expect.poll(() => page.getByRole('rowheader', { name: 'Rosa Edited' }).count()).toBe(0);
    expect((await fetch(`${url}/api/newCandidate/${id}`)).status).toBe(404);
    expect(problems).toEqual([]);
  });

  it("turns a state on and off with 'Update DropDown', and the address form follows", async () => {
    const { page, problems } = await openAsAdmin(DESKTOP);
    const stateOptions = async () => {
      const form = await context.newPage();
      await form.goto(`${url}/addressPage`);
      const select = form.getByLabel('State');
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      const options = await select.locator('option').allTextContents();
      await form.close();
      return options;
    };
    expect(await stateOptions()).not.toContain('Arizona');

    await page.getByRole('button', { name: 'Update DropDown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Active states' });
    await dialog.getByRole('checkbox', { name: 'AZ – Arizona' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The active states were saved.').waitFor();

    expect(await stateOptions()).toContain('Arizona');

    // And off again: deactivated, the state leaves the address form.
    await page.getByRole('button', { name: 'Update DropDown' }).click();
    await dialog.getByRole('checkbox', { name: 'AZ – Arizona' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await stateOptions()).not.toContain('Arizona');
    expect(problems).toEqual([]);
  });

  it('fits a phone: cards, the dialog, and Escape gives focus back to Add', async () => {
    const { page, problems } = await openAsAdmin(PHONE);
    await page.getByRole('list', { name: 'Candidates' }).waitFor();
    await page.waitForLoadState('networkidle');
    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);

    const add = page.getByRole('button', { name: 'Add Candidate' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a Candidate' });
    await dialog.getByRole('textbox', { name: 'Analysis' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(PHONE.width);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});
