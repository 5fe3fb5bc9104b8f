import sharp from 'sharp';
import { VIDEO_CATEGORIES } from '../../../shared/constants/categories';
import { LIBRARY_PAGE_SIZE } from '../../../shared/schemas/videos';
import { seedDemoContent } from '../../db/seed';
import { DEMO_SEEDERS } from '../../demo-seeders';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { silentLogger } from '../../testing/test-database';
import { createInnerContext } from '../../trpc/context';
import { appRouter } from '../../trpc/router';

const ACCOUNT = 'https://www.tiktok.com/@demo_org/video/';
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });
const pngImage = (width = 1200) => solid(width, 800).png().toBuffer();
const jpegImage = () =>
  solid(400, 300)
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
    .jpeg()
    .toBuffer();

function videoForm(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

describe('the video library', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { TIKTOK_ACCOUNT_URL: ACCOUNT, UPLOAD_MAX_BYTES: String(200 * 1024) } });
    ({ cookie: admin } = await signedInAs(t.app, t.database.db, 'admin'));
    ({ cookie: user } = await signedInAs(t.app, t.database.db, 'user'));
  });
  afterAll(() => t.close());

  const upload = (method: 'POST' | 'PUT', url: string, body: FormData, cookie = admin) =>
    t.app.inject({ method, url, payload: body, headers: { cookie } });
  const countRows = async (table: 'videos' | 'media') =>
    (await t.database.db.selectFrom(table).selectAll().execute()).length;
  const addVideo = async (id: string, category: string, extra: Record<string, string> = {}) => {
    const response = await upload(
      'POST',
      '/api/books',
      videoForm(
        { url: id, category, ...extra },
        { bytes: await pngImage(), name: 'thumb.png', type: 'image/png' },
      ),
    );
    expect(response.json()).toEqual({ success: true });
  };

  describe('writing', () => {
    beforeEach(async () => {
      await t.database.db.deleteFrom('videos').execute();
      await t.database.db.deleteFrom('media').execute();
    });

    it('adds a video from a PNG, re-encoded to WebP at most 720 px wide and served immutably', async () => {
      await addVideo('7312345678901234567', 'Unionizing 101', { title: 'Why unions win' });
      const list = (await t.app.inject('/api/books?cat=Unionizing 101')).json();
      expect(list.data).toEqual([
        expect.objectContaining({
          _id: expect.any(String),
          url: `${ACCOUNT}7312345678901234567`,
          category: 'Unionizing 101',
          thumbnail_url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.webp$/),
        }),
      ]);
      const image = await t.app.inject(list.data[0].thumbnail_url);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(720);
      const cached = await t.app.inject({
        url: list.data[0].thumbnail_url,
        headers: { 'if-none-match': image.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('strips the metadata of a JPEG', async () => {
      const response = await upload(
        'POST',
        '/api/books',
        videoForm(
          { url: '1', category: 'Current Events' },
          { bytes: await jpegImage(), name: 'a.jpg', type: 'image/jpeg' },
        ),
      );
      expect(response.statusCode).toBe(200);
      const [media] = await t.database.db.selectFrom('media').select('bytes').execute();
      const metadata = await sharp(media!.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(media!.bytes.includes('secret camera')).toBe(false);
    });

    it.each([
      [
        'a text file named .png',
        async () => Buffer.from('hello, I am not an image'),
        415,
        'Choose a PNG or JPEG image',
      ],
      ['a GIF', () => solid(10, 10).gif().toBuffer(), 415, 'Choose a PNG or JPEG image'],
      [
        'a truncated PNG',
        async () => (await pngImage()).subarray(0, 300),
        415,
        'The image could not be read',
      ],
      [
        'an oversized file',
        () => solid(2000, 2000).png({ compressionLevel: 0 }).toBuffer(),
        413,
        'request file too large',
      ],
    ])('refuses %s with a clear message and stores nothing', async (_, makeBytes, status, message) => {
      const bytes = await makeBytes();
      const response = await upload(
        'POST',
        '/api/books',
        videoForm({ url: '42', category: 'Current Events' }, { bytes, name: 'image.png', type: 'image/png' }),
      );
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(new RegExp(message, 'i'));
      expect(await countRows('videos')).toBe(0);
      expect(await countRows('media')).toBe(0);
    });

    it('refuses a form without an image, with a non-numeric id or an unknown category', async () => {
      const noImage = await upload(
        'POST',
        '/api/books',
        videoForm({ url: '42', category: 'Current Events' }),
      );
      expect(noImage.json()).toMatchObject({ success: false, message: 'Choose a PNG or JPEG image' });
      const png = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
      const badId = await upload(
        'POST',
        '/api/books',
        videoForm({ url: 'tiktok.com/42', category: 'Current Events' }, png),
      );
      expect(badId.json().fieldErrors).toEqual({ url: ['Video id must be a number'] });
      const badCategory = await upload(
        'POST',
        '/api/books',
        videoForm({ url: '42', category: 'Cooking' }, png),
      );
      expect(badCategory.json().fieldErrors).toEqual({ category: ['Choose a category'] });
      expect(await countRows('videos')).toBe(0);
    });

    it('edits a video with or without a new image, removing the replaced image', async () => {
      await addVideo('100', 'Current Events');
      const [video] = (await t.app.inject('/api/books?cat=Current Events')).json().data;
      const noImage = await upload(
        'PUT',
        `/api/books/${video._id}`,
        videoForm({ url: '101', category: 'Unionizing 101' }),
      );
      expect(noImage.json()).toEqual({
        success: true,
        amendedBook: { category: 'Unionizing 101', thumbnail_url: video.thumbnail_url },
      });

      const newImage = { bytes: await solid(300, 300).jpeg().toBuffer(), name: 'b.jpg', type: 'image/jpeg' };
      const replaced = await upload(
        'PUT',
        `/api/books/${video._id}`,
        videoForm({ url: '101', category: 'Unionizing 101' }, newImage),
      );
      const { amendedBook } = replaced.json();
      expect(amendedBook.thumbnail_url).not.toBe(video.thumbnail_url);
      expect((await t.app.inject(video.thumbnail_url)).statusCode).toBe(404);
      expect(await countRows('media')).toBe(1);

      const fetched = (await t.app.inject(`/api/books/${video._id}`)).json();
      expect(fetched).toEqual({
        success: true,
        data: expect.objectContaining({
          url: `${ACCOUNT}101`,
          category: 'Unionizing 101',
          thumbnail_url: amendedBook.thumbnail_url,
        }),
      });
    });

    it('deletes a video and its image; an unknown id is a 404, a malformed one a 400', async () => {
      await addVideo('200', 'Current Events');
      const [video] = (await t.app.inject('/api/books?cat=Current Events')).json().data;
      // Served once, the image is kept in memory; deleting the video must drop it there too.
      expect((await t.app.inject(video.thumbnail_url)).statusCode).toBe(200);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/books/${video._id}`,
        headers: { cookie: admin },
      });
      expect(response.json()).toEqual({ success: true });
      expect(await countRows('videos')).toBe(0);
      expect(await countRows('media')).toBe(0);
      expect((await t.app.inject(video.thumbnail_url)).statusCode).toBe(404);
      expect((await t.app.inject(`/api/books/${video._id}`)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/books/${video._id}`, headers: { cookie: admin } }))
          .statusCode,
      ).toBe(404);
      const malformed = await t.app.inject({
        method: 'DELETE',
        url: '/api/books/nope',
        headers: { cookie: admin },
      });
      expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'id: must be a valid id']);
    });

    it('refuses writes to visitors and users', async () => {
      await addVideo('300', 'Current Events');
      const [video] = (await t.app.inject('/api/books?cat=Current Events')).json().data;
      const png = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
      for (const [cookie, status] of [
        ['', 401],
        [user, 403],
      ] as const) {
        expect(
          (
            await upload(
              'POST',
              '/api/books',
              videoForm({ url: '1', category: 'Current Events' }, png),
              cookie,
            )
          ).statusCode,
        ).toBe(status);
        expect(
          (
            await upload(
              'PUT',
              `/api/books/${video._id}`,
              videoForm({ url: '1', category: 'Current Events' }),
              cookie,
            )
          ).statusCode,
        ).toBe(status);
        expect(
          (await t.app.inject({ method: 'DELETE', url: `/api/books/${video._id}`, headers: { cookie } }))
            .statusCode,
        ).toBe(status);
      }
      expect(await countRows('videos')).toBe(1);
    });
  });

  describe('reading the demo library', () => {
    beforeAll(async () => {
      await t.database.db.deleteFrom('videos').execute();
      await t.database.db.deleteFrom('media').execute();
      await t.database.db.deleteFrom('appMeta').execute();
      await seedDemoContent(t.database.db, silentLogger, DEMO_SEEDERS);
    });

    it('seeds 160 videos, eight in each of the 20 categories, so every category row scrolls', async () => {
      const rows = await t.database.db.selectFrom('videos').select('category').execute();
      expect(rows).toHaveLength(160);
      expect(new Set(rows.map((row) => row.category))).toEqual(new Set(VIDEO_CATEGORIES));
      for (const category of VIDEO_CATEGORIES) {
        expect(rows.filter((row) => row.category === category)).toHaveLength(8);
      }
    });

    it('pages newest first with hasMore false on the last page', async () => {
      const seen: string[] = [];
      let page = 1;
      for (;;) {
        const body = (await t.app.inject(`/api/books/page/${page}?newestFirst=true`)).json();
        seen.push(...body.data.map((video: { createdAt: string }) => video.createdAt));
        expect(body.data.length).toBeLessThanOrEqual(LIBRARY_PAGE_SIZE);
        if (!body.hasMore) break;
        page++;
      }
      expect(page).toBe(Math.ceil(160 / LIBRARY_PAGE_SIZE));
      expect(seen).toHaveLength(160);
      expect(seen).toEqual([...seen].sort().reverse());
    });

    it('pages by category, each item with the documented fields', async () => {
      const body = (await t.app.inject('/api/books/page/1')).json();
      expect(body.hasMore).toBe(true);
      expect(Object.keys(body.data[0])).toEqual(
        expect.arrayContaining(['_id', 'url', 'category', 'thumbnail_url']),
      );
      const categories = body.data.map((video: { category: string }) => video.category);
      expect(categories).toEqual([...categories].sort());
      expect((await t.app.inject('/api/books/page/0')).statusCode).toBe(400);
      expect((await t.app.inject('/api/books/page/abc')).statusCode).toBe(400);
    });

    it('pages through tRPC by cursor, as the infinite lists ask, or by page', async () => {
      const caller = appRouter.createCaller(createInnerContext(t.deps, { clientAddress: '192.0.2.1' }));
      const first = await caller.videos.page({ newestFirst: true });
      const second = await caller.videos.page({ cursor: 2, newestFirst: true });
      expect(first.data).toHaveLength(LIBRARY_PAGE_SIZE);
      expect(second.data[0]!.createdAt < first.data.at(-1)!.createdAt).toBe(true);
      expect(await caller.videos.page({ page: 2, newestFirst: true })).toEqual(second);
    });

    it('lists a category and refuses an unknown one', async () => {
      const { data } = (await t.app.inject(`/api/books?cat=${encodeURIComponent('Unionizing 101')}`)).json();
      expect(data).toHaveLength(8);
      expect((await t.app.inject('/api/books?cat=Cooking')).statusCode).toBe(400);
    });

    it('searches category, title and description words, case-insensitively and by prefix', async () => {
      const search = async (keyword: string) =>
        (await t.app.inject(`/api/books?search=${encodeURIComponent(keyword)}`))
          .json()
          .data.map((video: { category: string }) => video.category);
      expect(await search('UNIONIZING')).toEqual(Array(8).fill('Unionizing 101'));
      expect(new Set(await search('capital'))).toEqual(
        new Set([
          'Conspiracy And Capitalism',
          'So You Want to be a Capitalist?',
          'The Follies of Capitalism',
        ]),
      );
      expect(await search('sample neoliberalism')).toHaveLength(8);
      expect(await search('zebra')).toEqual([]);
    });

    it.each([
      "'; drop table videos; --",
      '&|!():*<->',
      '\\',
      '   ',
      'a'.repeat(200),
      'élection 2024 ✊',
      '(((((((',
    ])('answers any search input without failing: %s', async (keyword) => {
      const response = await t.app.inject(`/api/books?search=${encodeURIComponent(keyword)}`);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json().data)).toBe(true);
    });

    it('refuses an over-long search with a clear message', async () => {
      const response = await t.app.inject(`/api/books?search=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('search must be at most 200 characters long');
      expect(await t.database.db.selectFrom('videos').select('id').execute()).toHaveLength(160);
    });
  });
});
