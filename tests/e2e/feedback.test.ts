import type { Browser, Page } from 'playwright-core';
import { chromiumPath, DESKTOP, hydrated, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

describe.skipIf(!chromiumPath)('feedback in Chromium', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '1',
    }));
    browser = await launchBrowser();
  });

  async function fillAndSend(page: Page, n: number) {
    await page.getByLabel('Full Name').fill(`Writer ${n}`);
    await page.getByLabel('Email').fill(`writer${n}@example.org`);
    await page.getByLabel('Feedback', { exact: true }).fill(`Message number ${n}`);
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  it('shows the success banner, clears the form, and hides the banner after 7 seconds', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/feedback`);
    await page.clock.install();
    await page.reload();
    // This case is about the hydrated form; one sent before hydration is the server's (typed-before-hydration).
    await hydrated(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('There was an error');
    await page.getByLabel('Full Name').fill('W');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);

    await fillAndSend(page, 1);
    const success = page
      .getByRole('status')
      .filter({ hasText: 'You have successfully submitted your feedback!' });
    await expect.poll(() => success.count()).toBe(1);
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Feedback', { exact: true }).inputValue()).toBe('');
    await page.clock.runFor(7_100);
    await expect.poll(() => success.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  /** Posts a message as if from `address` (TRUST_PROXY is on), so tests keep their own per-address limits. */
  async function post(address: string, fields: { fullName: string; email: string; feedback: string }) {
    return fetch(`${url}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(fields),
    });
  }

  async function logInAsAdmin(page: Page) {
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  }

  const overflowsSideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  it("adds the server's reason under the error banner when an email has sent too many messages", async () => {
    // The form below sends as writer6@example.org: five earlier messages from that email, from elsewhere.
    for (let n = 1; n <= 5; n++) {
      const response = await post(`198.51.100.${200 + n}`, {
        fullName: `Writer 6`,
        email: 'writer6@example.org',
        feedback: `Note ${n}`,
      });
      expect(response.status).toBe(200);
    }
    const address = '198.51.100.210';
    const context = await browser.newContext({
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });
    const { page, problems } = await openPage(context, `${url}/feedback`, {
      expectErrors: [
        { url: /\/trpc\/feedback\.submit/, status: 429 },
        { console: /^Sending feedback failed/ },
      ],
    });
    await fillAndSend(page, 6);

    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe(
        'There was an error' +
          'You have sent several messages in a short time. Please wait a few minutes and try again.',
      );
    await expect
      .poll(() => alert.getByText('Please wait a few minutes', { exact: false }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByLabel('Feedback', { exact: true }).inputValue())
      .toBe('Message number 6');
    await page.setViewportSize(DESKTOP);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows feedback to an admin on a phone as cards, without sideways scrolling', async () => {
    const long = {
      fullName: 'Card Reader',
      email: 'a.remarkably.long.mailbox.name.for.a.phone@subdomain.example.org',
      feedback: `A long unbroken word: ${'x'.repeat(80)}\nand a second line.`,
    };
    expect((await post('203.0.113.101', long)).status).toBe(200);
    const context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/login`);
    await logInAsAdmin(page);
    await page.goto(`${url}/admin/feedback`);

    const card = page
      .getByRole('list', { name: 'Feedback messages' })
      .getByRole('listitem')
      .filter({ hasText: 'Card Reader' });
    await card.waitFor();
    await expect.poll(() => page.locator('table').count()).toBe(0);
    await expect.poll(() => card.locator('dt').allTextContents()).toEqual(['Full Name', 'Email', 'Feedback']);
    await expect.poll(() => card.locator('dd').first().textContent()).toBe('Card Reader');
    await expect
      .poll(() => card.getByRole('button', { name: 'Delete feedback from Card Reader' }).isVisible())
      .toBe(true);
    await expect.poll(() => overflowsSideways(page)).toBe(false);

    await page.setViewportSize(DESKTOP);
    await page.locator('table').waitFor();
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an admin page through feedback, newest first, and delete a message', async () => {
    // Posted from distinct forwarded addresses (TRUST_PROXY is on), so the per-address limit does not apply.
    for (let n = 1; n <= 12; n++) {
      const response = await post(`203.0.113.${n}`, {
        fullName: `Paging ${n}`,
        email: `paging${n}@example.org`,
        feedback: `Note ${n}`,
      });
      expect(response.status).toBe(200);
    }
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, problems } = await openPage(context, `${url}/login`);
    await logInAsAdmin(page);

    await page.goto(`${url}/admin/feedback`);
    const names = () => page.locator('tbody tr td:first-child').allTextContents();
    await expect.poll(async () => (await names())[0]).toBe('Paging 12');
    await expect.poll(names).toHaveLength(10);
    const pages = page.getByRole('navigation', { name: 'Feedback pages' });
    await expect.poll(() => pages.getByRole('button').allTextContents()).toEqual(['1', '2']);

    await pages.getByRole('button', { name: '2' }).click();
    await expect.poll(async () => (await names()).slice(0, 2)).toEqual(['Paging 2', 'Paging 1']);
    await pages.getByRole('button', { name: '1' }).click();
    await expect.poll(async () => (await names())[0]).toBe('Paging 12');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete feedback from Paging 12' }).click();
    await expect.poll(async () => (await names())[0]).toBe('Paging 11');
    await expect.poll(names).toHaveLength(10);
    expect(problems).toEqual([]);
    await context.close();
  });
});
