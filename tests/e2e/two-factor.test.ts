import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  chromiumPath,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  pageWidths,
  seriousViolations,
  startBuiltApp,
} from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

/** A code for 30 seconds from now: inside the server's ±1 step window and later than a code of now. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe.skipIf(!chromiumPath)('two-factor sign-in in Chromium (ADMIN_MFA=required)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  /** Each test has its own app, so none depends on what another did to the admin's account. */
  const startAppWithAdmin = async () =>
    (await startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_MFA: 'required' }))
      .url;

  const path = (page: Page) => new URL(page.url()).pathname;

  async function passwordStep(page: Page, url: string) {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
  }

  /** Two-factor sign-in set up through the API, as the account page does it; its recovery codes. */
  async function setUpTwoFactorByApi(context: BrowserContext, url: string): Promise<string[]> {
    const call = async <T>(procedure: string, input?: unknown): Promise<T> => {
      const response = await context.request.post(`${url}/trpc/${procedure}`, {
        headers: { origin: url },
        data: input ?? {},
      });
      expect(response.status(), `${procedure}: ${await response.text()}`).toBe(200);
      return (await response.json()).result.data as T;
    };
    await call('auth.login', ADMIN);
    const { secret } = await call<{ secret: string }>('auth.startTwoFactorSetup');
    const { recoveryCodes } = await call<{ recoveryCodes: string[] }>('auth.confirmTwoFactorSetup', {
      code: await generate({ secret }),
    });
    await call('auth.logout');
    return recoveryCodes;
  }

  it('sends the admin to /account to set it up, then asks for a code at every sign-in', async () => {
    const url = await startAppWithAdmin();
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const { page, problems } = await openPage(context, `${url}/`, {
      expectErrors: [
        { url: /\/trpc\/auth\.confirmTwoFactorSetup/, status: 400 },
        { console: /^Two-factor set-up failed/ },
      ],
    });
    await passwordStep(page, url);
    // Without two-factor sign-in the admin lands on the account page, which says why.
    await expect.poll(() => path(page)).toBe('/account');
    await page
      .getByText('Administrators on this site must use two-factor sign-in.', { exact: false })
      .waitFor();
    await page.goto(`${url}/admin/feedback`);
    await expect.poll(() => path(page)).toBe('/account');
    // The server says the same to a direct call.
    const refused = await context.request.get(`${url}/api/feedbackPagination`);
    expect([refused.status(), (await refused.json()).message]).toEqual([
      403,
      'Set up two-factor sign-in on your account page first.',
    ]);

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.waitForLoadState('networkidle');

    // Keyboard: a wrong code first, then the right one.
    await page.getByLabel('Code from the app').fill('000000');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('That code is not right. Please try again.');
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Recovery codes left', { exact: false }).waitFor();

    // The admin pages open now, in this same session.
    await page.goto(`${url}/admin/feedback`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(path(page)).toBe('/admin/feedback');
    await page.waitForLoadState('networkidle');

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => path(page)).toBe('/');
    await passwordStep(page, url);
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => path(page)).toBe('/');
    await page.goto(`${url}/admin/feedback`);
    await page.waitForLoadState('networkidle');
    expect(path(page)).toBe('/admin/feedback');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in on a phone with a recovery code, and the account page fits the screen', async () => {
    const url = await startAppWithAdmin();
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const recoveryCodes = await setUpTwoFactorByApi(context, url);
    expect(recoveryCodes).toHaveLength(10);
    const { page, problems } = await openPage(context, `${url}/`);
    await passwordStep(page, url);
    await page.getByLabel('Authentication code').waitFor();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => path(page)).toBe('/');

    await page.goto(`${url}/account`);
    await page.getByText('Recovery codes left', { exact: false }).waitFor();
    expect(await page.getByText('Recovery codes left', { exact: false }).textContent()).toContain('9 of 10');
    await page.waitForLoadState('networkidle');
    const { content, viewport } = await pageWidths(page);
    expect(content).toBeLessThanOrEqual(viewport);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
