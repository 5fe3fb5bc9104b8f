import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { VIDEO_CATEGORIES } from '../../src/shared/constants/categories';
import type { TVideo } from '../../src/shared/schemas/videos';
import { chromiumPath, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };
const LAPTOP = { width: 1280, height: 800 };
const VIEWPORTS = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;
// Sorts first, so its row is the top one of the by-category page. Like every category, the demo content
// gives it eight videos: wider than any screen's content column, so the row scrolls.
const BUSY_CATEGORY = '2024 General Election';
const PLAYER_PAGE = '<!doctype html><title>Player</title><body style="margin:0;background:#111"></body>';

const pngThumbnail = (hue: number) =>
  sharp({ create: { width: 360, height: 640, channels: 3, background: { r: hue, g: 80, b: 140 } } })
    .png()
    .toBuffer();

/** Where `pathname` of the page's address is, for polling after a navigation. */
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

describe.skipIf(!chromiumPath)('the video library in Chromium', () => {
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

  /** A page in a fresh context whose TikTok player frames get a blank page instead of the internet. */
  async function open(path: string, viewport: { width: number; height: number }) {
    context = await browser.newContext({ viewport });
    await context.route('https://www.tiktok.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: PLAYER_PAGE }),
    );
    return openPage(context, `${url}${path}`);
  }

  const thumbnails = (page: Page) => page.locator('main li button');

  it('shows the library by category and steps a row 240 px to the right', async () => {
    for (const [, viewport] of VIEWPORTS) {
      const { page, problems } = await open('/learninglib', viewport);
      await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
      const views = page.getByRole('navigation', { name: 'Library views' });
      await expect
        .poll(() => views.getByRole('link', { name: 'By Category' }).getAttribute('aria-current'))
        .toBe('page');
      await expect
        .poll(() => views.getByRole('link', { name: 'Newest First' }).getAttribute('href'))
        .toBe('/learninglibnewfirst');
      await expect.poll(() => page.getByPlaceholder('Search the Library').isVisible()).toBe(true);

      const row = page.getByRole('region', { name: BUSY_CATEGORY }).getByRole('list');
      await expect.poll(() => row.getByRole('listitem').count()).toBe(8);
      const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
      expect(await scrollLeft()).toBe(0);
      await page.getByRole('button', { name: `Scroll ${BUSY_CATEGORY} right` }).click();
      await expect.poll(scrollLeft).toBe(240);
      await page.getByRole('button', { name: `Scroll ${BUSY_CATEGORY} left` }).click();
      await expect.poll(scrollLeft).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('fills every category row of the demo library past the edge of a laptop screen', async () => {
    const { page, problems } = await open('/learninglib', LAPTOP);
    const rows = page.locator('main section:has(> ul)');
    // Each time the last row comes into view the next page arrives, until every category has its row.
    await expect
      .poll(
        async () => {
          await rows.last().scrollIntoViewIfNeeded();
          return rows.evaluateAll((sections) =>
            sections.map((section) => section.querySelectorAll('li').length),
          );
        },
        { timeout: 30_000 },
      )
      .toEqual(VIDEO_CATEGORIES.map(() => 8));
    const overflowing = () =>
      rows.evaluateAll((sections) =>
        sections.map((section) => {
          const row = section.querySelector('ul')!;
          return row.scrollWidth > row.clientWidth;
        }),
      );
    await expect.poll(overflowing).toEqual(VIDEO_CATEGORIES.map(() => true));
    expect(problems).toEqual([]);
  });

  it('filters by category, and reaches the same page at /learningLib', async () => {
    const { page, problems } = await open('/learningLib', PHONE);
    await expect.poll(() => thumbnails(page).count()).toBe(12);
    await page.getByLabel('Category').selectOption('Unionizing 101');
    await page.getByRole('region', { name: 'Unionizing 101' }).waitFor();
    await expect.poll(() => thumbnails(page).count()).toBe(8);
    await page.getByLabel('Category').selectOption('');
    await expect.poll(() => thumbnails(page).count()).toBe(12);
    expect(problems).toEqual([]);
  });

  it('loads the next page of the newest-first grid at the last item, and goes back to the top', async () => {
    const { page, problems } = await open('/learninglibnewfirst', PHONE);
    await expect.poll(() => thumbnails(page).count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Back to Top' }).count()).toBe(0);

    await thumbnails(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnails(page).count()).toBe(24);
    const backToTop = page.getByRole('button', { name: 'Back to Top' });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => backToTop.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();

    const laptop = await open('/learninglibnewfirst', LAPTOP);
    await expect.poll(() => thumbnails(laptop.page).count()).toBeGreaterThanOrEqual(12);
  });

  it('searches from the box, and says when nothing matches', async () => {
    for (const [, viewport] of VIEWPORTS) {
      const { page, problems } = await open('/learninglibnewfirst', viewport);
      const box = page.getByPlaceholder('Search the Library');
      await box.fill('unionizing');
      await box.press('Enter');
      await expect.poll(() => pathOf(page)).toBe('/search/unionizing');
      await page.getByRole('heading', { name: 'Search Results' }).waitFor();
      await expect.poll(() => thumbnails(page).count()).toBe(8);

      await box.fill('zebra');
      await box.press('Enter');
      await expect.poll(() => pathOf(page)).toBe('/search/zebra');
      await expect.poll(() => page.getByText('No Books Found.').isVisible()).toBe(true);
      await expect.poll(() => thumbnails(page).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('plays a video in a modal that Escape closes, returning focus to its thumbnail', async () => {
    const [video] = (await (await fetch(`${url}/api/books?search=unionizing`)).json()).data as TVideo[];
    for (const [, viewport] of VIEWPORTS) {
      const { page, problems } = await open('/search/unionizing', viewport);
      const thumbnail = page.getByRole('button', { name: video!.title!, exact: true });
      await thumbnail.click();
      const dialog = page.getByRole('dialog', { name: video!.title! });
      await dialog.waitFor();
      const player = dialog.locator('iframe');
      await expect
        .poll(() => player.getAttribute('src'))
        .toBe(`https://www.tiktok.com/player/v1/${video!.videoId}`);
      await expect.poll(() => player.getAttribute('allow')).toBe('fullscreen');
      await expect.poll(() => player.getAttribute('title')).toContain(video!.title!);
      await expect.poll(() => player.isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(video!.title);

      await thumbnail.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("shows 'Error on server side' when the library cannot be fetched", async () => {
    context = await browser.newContext({ viewport: PHONE });
    await context.route(
      (address) => address.pathname.startsWith('/trpc/') && address.pathname.includes('videos.page'),
      (route) => route.fulfill({ status: 500, body: '' }),
    );
    // A first load of /learninglib brings the videos with the page (ADR 32); the browser asks for them when
    // the visitor comes from another page.
    const { page } = await openPage(context, `${url}/about`, {
      expectErrors: [{ url: /\/trpc\/videos\.page/, status: 500 }],
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Video Library' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Error on server side');
  });

  it('lets an admin add a video with an image, edit its category and delete it', async () => {
    for (const [name, viewport] of VIEWPORTS) {
      const { page, problems } = await open('/login', viewport);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await page.goto(`${url}/admindashboard`);
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('main').getByRole('button', { name: 'Sign out' }).isVisible())
        .toBe(true);

      const title = `Added from the ${name}`;
      await page.getByRole('button', { name: 'Add More' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add More Videos' });
      await dialog
        .getByLabel('Video id')
        .fill(name === 'laptop' ? '7499999999999999991' : '7499999999999999992');
      await dialog.getByLabel('Category').selectOption('Current Events');
      await dialog.getByLabel('Thumbnail image').setInputFiles({
        name: 'thumb.png',
        mimeType: 'image/png',
        buffer: await pngThumbnail(200),
      });
      await dialog.getByLabel('Title (optional)').fill(title);
      await dialog.getByRole('button', { name: 'Add Video' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => pathOf(page)).toBe('/admin/library');
      const card = page.getByRole('listitem').filter({ hasText: title });
      await expect.poll(() => card.textContent()).toContain('Current Events');

      await card.getByRole('link', { name: `Edit Video: ${title}` }).click();
      await expect.poll(() => pathOf(page)).toMatch(/^\/adminedit\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: 'Edit Video' }).waitFor();
      await expect.poll(() => page.getByLabel('Title (optional)').inputValue()).toBe(title);
      await page.getByLabel('Category').selectOption('Why Voting Matters');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => pathOf(page)).toBe('/admindashboard');
      await expect.poll(() => card.textContent()).toContain('Why Voting Matters');

      page.once('dialog', (confirm) => void confirm.accept());
      await card.getByRole('button', { name: `Delete: ${title}` }).click();
      await expect.poll(() => card.count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
