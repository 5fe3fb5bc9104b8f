import type { Browser, Page } from 'playwright-core';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };
const PASSWORD = 'member password 1';

describe.skipIf(!chromiumPath)('accounts in Chromium', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
    browser = await launchBrowser();
  });

  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
  const footerHasAdminMenu = (page: Page) =>
    page.getByRole('contentinfo').getByText('Admin Menu').isVisible();

  /** A member account of the test's own, so no test relies on another having registered one. */
  async function registerMember(name: string, email: string) {
    const response = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password: PASSWORD, passwordConfirmation: PASSWORD }),
    });
    expect(response.status).toBe(200);
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  }

  it('logs that the visitor is not authenticated when the session lookup fails', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.route(
      (address) => address.pathname.startsWith('/trpc/') && address.pathname.includes('auth.session'),
      (route) => route.fulfill({ status: 500, body: '' }),
    );
    const { page } = await openPage(context, `${url}/registration`, {
      expectErrors: [{ url: /\/trpc\/.*auth\.session/, status: 500 }],
    });
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    await page.reload();
    await expect.poll(() => consoleMessages).toContain('User is not authenticated');
    await context.close();
  });

  it('registers, signs in, shows the footer for the role, and signs out', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/registration`);
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    const sessionStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('auth.session')) sessionStatuses.push(response.status());
    });
    await page.reload();
    // A visitor is an answer, not a failure: the lookup succeeds and nothing is logged about it.
    await expect.poll(() => sessionStatuses).toEqual([200]);
    await page.waitForLoadState('networkidle');
    expect(consoleMessages).not.toContain('User is not authenticated');

    await page.getByLabel('Name').fill('Ana Díaz');
    await page.getByLabel('Email').fill('ana@example.org');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await signIn(page, 'ana@example.org', PASSWORD);
    // Only once the session lookup has answered can the absence of the admin menu mean anything.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await footerHasAdminMenu(page)).toBe(false);
    await context.close();

    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN.email, ADMIN.password);
    const footer = admin.getByRole('contentinfo');
    const adminMenu = footer.getByRole('navigation', { name: 'Admin' });
    await expect.poll(() => footerHasAdminMenu(admin)).toBe(true);
    for (const [name, href] of [
      ['Videos', '/admin/library'],
      ['Candidates', '/admin/candidate'],
      ['Feedback', '/admin/feedback'],
      ['Google Search', '/admin/search'],
      ['Audit Log', '/admin/audit'],
    ]) {
      await expect
        .poll(() => adminMenu.getByRole('link', { name: name!, exact: true }).getAttribute('href'))
        .toBe(href);
    }

    await admin.goto(`${url}/admin/feedback`);
    // Signing out while the page still loads its feedback would answer that request 401.
    await admin.waitForLoadState('networkidle');
    await footer.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/');
    await expect.poll(() => footerHasAdminMenu(admin)).toBe(false);
    await admin.goto(`${url}/admin/library`);
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/login');
    expect(problems).toEqual([]);
    await adminContext.close();
  });

  it('shows every validation message and a taken email', async () => {
    await registerMember('Bea Ruiz', 'bea@example.org');
    const context = await browser.newContext({ viewport: PHONE });
    const { page } = await openPage(context, `${url}/login`, {
      expectErrors: [
        { url: /\/trpc\/auth\.login/, status: 401 },
        { console: /^Login failed/ },
        { url: /\/trpc\/auth\.register/, status: 409 },
        { console: /^Registration failed/ },
      ],
    });
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByText('cannot be blank!').count()).toBe(2);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByText('not a valid email address').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('password must be at least 8 characters long').isVisible())
      .toBe(true);

    await page.getByLabel('Email').fill('bea@example.org');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect email or password.');

    await page.goto(`${url}/registration`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('cannot be blank!').count()).toBe(4);
    await page.getByLabel('Name').fill('Someone');
    await page.getByLabel('Email').fill('BEA@example.org');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('another password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('password must be the same').isVisible()).toBe(true);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('Email already in use').isVisible()).toBe(true);
    await context.close();
  });

  it('guards the admin routes for a visitor, a user and an admin', async () => {
    await registerMember('Cy Park', 'cy@example.org');
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const path of [
      '/admin/library',
      '/admindashboard',
      '/adminedit/1',
      '/admin/candidate',
      '/admin/feedback',
      '/admin/search',
      '/admin/searchResults',
    ]) {
      await visitorPage.goto(`${url}${path}`);
      await expect.poll(() => new URL(visitorPage.url()).pathname, { message: path }).toBe('/login');
    }
    await visitor.close();

    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await signIn(memberPage, 'cy@example.org', PASSWORD);
    await memberPage.goto(`${url}/adminedit/1`);
    await expect.poll(() => memberPage.getByRole('alert').textContent()).toBe('You are not an administrator');
    await memberPage.goto(`${url}/admin/feedback`);
    await expect
      .poll(() => memberPage.getByRole('alert').textContent())
      .toBe('You have insufficient permissions to view this page.');
    // Signed in, so the sign-in form would explain nothing: the page says what is wrong instead.
    await memberPage.goto(`${url}/admin/library`);
    await expect.poll(() => memberPage.getByRole('alert').textContent()).toBe('You are not an administrator');
    expect(new URL(memberPage.url()).pathname).toBe('/admin/library');
    await member.close();

    const admin = await browser.newContext();
    const { page: adminPage } = await openPage(admin, `${url}/login`, {
      // '1' cannot be a video id: the admin sees the edit page, whose video lookup is refused.
      expectErrors: [{ url: /\/trpc\/videos\.byId/, status: 400 }, { console: /^Error at backend/ }],
    });
    await signIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.goto(`${url}/admin/library`);
    await expect.poll(() => heading(adminPage)).toBe('Admin Dashboard');
    await adminPage.goto(`${url}/adminedit/1`);
    await expect.poll(() => heading(adminPage)).toBe('Edit Video');
    await admin.close();
  });
});
