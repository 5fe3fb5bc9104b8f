import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  chromiumPath,
  DESKTOP,
  expectErrors,
  launchBrowser,
  openPage,
  PHONE,
  startBuiltApp,
} from './harness';

const PLACES = ['Find candidates', 'Video Library', 'Ready to vote?', 'About', 'Feedback'];
const PASSWORD = 'member password 1';

/** The accessible name of whatever has the keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

/**
 * What a document's head says: the tab's title and the one meta description. Without `html`, the page's
 * live document; with it, that HTML parsed but not run (what link previews and search engines read).
 */
const head = (page: Page, html: string | null = null) =>
  page.evaluate((source) => {
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    return {
      title: doc.title,
      descriptions: Array.from(doc.querySelectorAll('meta[name="description"]'), (meta) =>
        meta.getAttribute('content'),
      ),
    };
  }, html);

describe.skipIf(!chromiumPath)('navigation, titles and the 404 page in Chromium', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('folds the places into a menu at 390 px that works from the keyboard alone', async () => {
    context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/about`);
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    await expect.poll(() => mainNav(page).isVisible()).toBe(false);

    for (const name of ['Skip to content', 'Progressive Voter Guide', 'Menu']) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe(name);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => mainNav(page).isVisible()).toBe(true);
    for (const name of [...PLACES, 'Sign in']) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe(name);
    }
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'About' }).getAttribute('aria-current'))
      .toBe('page');

    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focused(page)).toBe('Menu');
    await expect.poll(() => mainNav(page).isVisible()).toBe(false);

    // Open again, walk to 'Ready to vote?' and follow it: the page changes and the menu folds away.
    await page.keyboard.press('Enter');
    await expect.poll(() => mainNav(page).isVisible()).toBe(true);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('Ready to vote?');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Ready to vote?' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/voter-checklist');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => mainNav(page).isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
  });

  it('shows the places in the bar at 1280 px, reachable with Tab, without a menu button', async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    const { page, problems } = await openPage(context, `${url}/feedback`);
    await page.getByRole('heading', { level: 1, name: 'Send Us Your Feedback!' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Feedback' }).waitFor();
    await expect.poll(() => menuButton(page).isVisible()).toBe(false);
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Feedback' }).getAttribute('aria-current'))
      .toBe('page');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    // The language switch has the strip above the countdown at this width (ADR 43).
    for (const name of ['Skip to content', 'Español', 'Progressive Voter Guide', ...PLACES, 'Sign in']) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toBe(name);
    }
    // Escape with nothing open changes nothing.
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('Sign in');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('Video Library');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/learninglib');
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Video Library' }).getAttribute('aria-current'))
      .toBe('page');
    await expect
      .poll(() => mainNav(page).getByRole('link', { name: 'Feedback' }).getAttribute('aria-current'))
      .toBeNull();
    expect(problems).toEqual([]);
  });

  it('gives each page its own title and description, from the server and on client navigation', async () => {
    const pages = [
      ['/', 'Progressive Voter Guide'],
      ['/about', 'About · Progressive Voter Guide'],
      ['/voter-checklist', 'Ready to vote? · Progressive Voter Guide'],
      ['/learningLib', 'Video Library · Progressive Voter Guide'],
      ['/feedback', 'Feedback · Progressive Voter Guide'],
      ['/otherKeyStates', 'Key Races in Other States · Progressive Voter Guide'],
    ] as const;
    context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      // The HTML as the server sends it.
      const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      const sent = await head(page, await response.text());
      expect(sent.title, path).toBe(title);
      expect(sent.descriptions, path).toHaveLength(1);
      descriptions.add(sent.descriptions[0]!);

      await page.goto(`${url}${path}`);
      await expect.poll(() => head(page), { message: path }).toEqual(sent);
    }
    expect(descriptions.size).toBe(pages.length);

    await mainNav(page).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.title()).toBe('About · Progressive Voter Guide');
    await page.getByRole('link', { name: 'Progressive Voter Guide' }).click();
    await expect.poll(() => page.title()).toBe('Progressive Voter Guide');
  });

  it('answers an unknown address with 404 and the app, which shows its not-found page', async () => {
    context = await browser.newContext({ viewport: PHONE });
    expectErrors(context, [{ url: /\/no\/such\/page$/, status: 404 }]);
    const page = await context.newPage();
    const response = await page.goto(`${url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('404: Page Not Found');
    await expect.poll(() => page.title()).toBe('Page Not Found · Progressive Voter Guide');
  });

  it('registers, lands on sign-in with a notice, and shows the signed-in user their name and the way out', async () => {
    context = await browser.newContext({ viewport: PHONE });
    const { page, problems } = await openPage(context, `${url}/registration`);
    await page.getByLabel('Name').fill('Ana Díaz');
    await page.getByLabel('Email').fill('ana.nav@example.org');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Your account has been created. You can sign in now.');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('ana.nav@example.org');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await menuButton(page).click();
    const banner = page.getByRole('banner');
    await banner.getByText('Signed in as Ana Díaz').waitFor();

    // An admin page tells a signed-in user what is wrong instead of showing the sign-in form again.
    await page.goto(`${url}/admin/library`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('You are not an administrator');
    expect(new URL(page.url()).pathname).toBe('/admin/library');

    await page.setViewportSize(DESKTOP);
    await banner.getByText('Signed in as Ana Díaz').waitFor();
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await banner.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => banner.getByText('Ana Díaz').count()).toBe(0);
    await page.goto(`${url}/admin/library`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(problems).toEqual([]);
  });
});
