import type { Browser, Page } from 'playwright-core';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

const missionTitles = (page: Page) => page.locator('#mission h3').allTextContents();

describe.skipIf(!chromiumPath)('page content in Chromium (issue 25 point 3)', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
    browser = await launchBrowser();
  });

  /** A phone-sized browser context signed in as the admin, on the home page. */
  async function signedInAdmin() {
    const admin = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(admin, `${url}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    return { admin, page, problems };
  }

  it('shows a mission card an admin edits at /admin/content on the home page, in English and Spanish', async () => {
    const { admin, page, problems } = await signedInAdmin();

    await page.goto(`${url}/admin/content`);
    const form = page.getByRole('form', { name: 'Mission cards' });
    const first = form.getByRole('group').first();
    await first.getByLabel('Title', { exact: true }).fill('Tenant Power');
    await first.getByLabel('Text', { exact: true }).fill('We organize building by building.');
    await first.getByRole('tab', { name: 'Español' }).first().click();
    await first.getByLabel('Title (Español)').fill('Poder inquilino');
    // The new text is not translated yet: its old Spanish goes.
    await first.getByRole('tab', { name: 'Español' }).nth(1).click();
    await first.getByLabel('Text (Español)').fill('');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: /^Preview/ });
    await preview.getByRole('heading', { name: 'Tenant Power' }).waitFor();
    await preview.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved the mission cards. The home page shows them now.').waitFor();
    expect(problems).toEqual([]);
    await admin.close();

    const visitor = await browser.newContext({ viewport: DESKTOP });
    const home = await openPage(visitor, url);
    await expect
      .poll(() => missionTitles(home.page))
      .toEqual(['Tenant Power', 'Accountability Tracking', 'Real-World Impact', 'Progressive Values']);
    expect(await home.page.locator('#mission').textContent()).toContain('We organize building by building.');

    await home.page.goto(`${url}/es/`);
    await expect
      .poll(() => missionTitles(home.page))
      .toEqual([
        'Poder inquilino',
        'Rendición de cuentas',
        'Impacto en la vida real',
        'Valores progresistas',
      ]);
    // The text has no Spanish yet: shown in English, marked so.
    const untranslated = home.page.locator('#mission').getByText('We organize building by building.');
    expect(await untranslated.getAttribute('lang')).toBe('en');
    await home.page.locator('#mission').getByText('Aún no está traducido; se muestra en inglés.').waitFor();
    expect(home.problems).toEqual([]);
    await visitor.close();
  });

  it('shows a resource link an admin adds at /admin/content on the home page, in English and Spanish', async () => {
    const { admin, page, problems } = await signedInAdmin();
    await page.goto(`${url}/admin/content`);
    const form = page.getByRole('form', { name: 'Resources' });
    await form.getByRole('button', { name: 'Add a link to Group 1' }).click();
    const added = form.getByRole('group', { name: /^Group 1 link 4/ });
    await added.getByLabel('Name', { exact: true }).fill('Tenant union');
    await added.getByLabel('Link', { exact: true }).fill('https://tenants.example.org/');
    await added.getByLabel('Description', { exact: true }).fill('Organize your building.');
    await added.getByRole('tab', { name: 'Español' }).first().click();
    await added.getByLabel('Name (Español)').fill('Sindicato de inquilinos');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: /^Preview/ });
    await preview.getByRole('link', { name: /^Tenant union/ }).waitFor();
    await preview.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved the resources. The home page shows them now.').waitFor();
    expect(problems).toEqual([]);
    await admin.close();

    const visitor = await browser.newContext({ viewport: DESKTOP });
    const home = await openPage(visitor, `${url}/#resources`);
    const resources = home.page.locator('#resources');
    const link = resources.getByRole('link', { name: /^Tenant union/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://tenants.example.org/');
    await home.page.goto(`${url}/es/#resources`);
    await resources.getByRole('link', { name: /^Sindicato de inquilinos/ }).waitFor();
    // The description has no Spanish yet: shown in English, marked so.
    expect(await resources.getByText('Organize your building.').getAttribute('lang')).toBe('en');
    expect(home.problems).toEqual([]);
    await visitor.close();
  });

  it("writes an About tile's panel in the rich-text editor and shows it on /about, the Spanish panel kept", async () => {
    const { admin, page, problems } = await signedInAdmin();
    await page.goto(`${url}/admin/content`);
    const form = page.getByRole('form', { name: 'Tiles of the About page' });
    const tile = form.getByRole('group', { name: /^Tile 2: Problem/ });
    const panel = tile.getByRole('textbox', { name: 'Panel', exact: true });
    await panel.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await tile.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Rent is the issue.');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: /^Preview/ });
    await preview.getByRole('button', { name: 'Problem' }).click();
    await preview.getByRole('region', { name: 'Problem' }).getByText('Rent is the issue.').waitFor();
    await preview.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Saved the About page's tiles. The About page shows them now.").waitFor();
    expect(problems).toEqual([]);
    await admin.close();

    const visitor = await browser.newContext({ viewport: PHONE });
    const about = await openPage(visitor, `${url}/about`);
    await about.page.getByRole('button', { name: 'Problem' }).click();
    const shown = about.page.getByRole('region', { name: 'Problem' });
    expect(await shown.locator('strong', { hasText: 'Rent is the issue.' }).count()).toBe(1);
    await about.page.goto(`${url}/es/about`);
    await about.page.getByRole('button', { name: 'El problema' }).click();
    const spanish = about.page.getByRole('region', { name: 'El problema' });
    await spanish.getByText(/La mayoría de la gente vota/).waitFor();
    expect(await spanish.textContent()).not.toContain('Rent is the issue.');
    expect(about.problems).toEqual([]);
    await visitor.close();
  });

  it("leads 'Let's Work Together' to the link an admin writes at /admin/content", async () => {
    const { admin, page, problems } = await signedInAdmin();
    await page.goto(`${url}/admin/content`);
    const form = page.getByRole('form', { name: 'Offers to candidates' });
    await form.getByLabel('Link (leave blank for the contact form)').fill('https://intake.example.org/');
    await form.getByRole('button', { name: 'Preview' }).click();
    await page
      .getByRole('region', { name: /^Preview/ })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByText('Saved the offers to candidates. The home page shows them now.').waitFor();
    expect(problems).toEqual([]);
    await admin.close();

    const visitor = await browser.newContext({ viewport: DESKTOP });
    const home = await openPage(visitor, `${url}/es/#forCandidates`);
    const button = home.page.locator('#forCandidates').getByRole('link', { name: /^Trabajemos juntos/ });
    await button.waitFor();
    expect(await button.getAttribute('href')).toBe('https://intake.example.org/');
    expect(home.problems).toEqual([]);
    await visitor.close();
  });
});
