import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_CONFIG_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from '../../shared/constants/public-config';
import { PROJECT_ROOT } from '../config';
import { createTestApp, FIXTURE_CLIENT_DIR, type TestApp } from '../testing/test-app';
import { OFFLINE_PROCEDURES } from '../../client/lib/sw/offline-rules';
import { APP_SHELL_PATH } from './client-app';
import { SHARED_PROCEDURES } from './http-cache';

const HTML = { accept: 'text/html' };
const PUBLIC_DIR = path.join(PROJECT_ROOT, 'src/client/public');

/** The installable app (ADR 39) as the server sends it: the real manifest, template and icons. */
describe('the web app manifest, the service worker and the app shell', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'offline-client-'));
    cpSync(FIXTURE_CLIENT_DIR, clientDir, { recursive: true });
    cpSync(PUBLIC_DIR, clientDir, { recursive: true });
    cpSync(path.join(PROJECT_ROOT, 'src/client/index.html'), path.join(clientDir, 'index.html'));
    writeFileSync(path.join(clientDir, 'sw.js'), '/* the built service worker */');
    writeFileSync(path.join(clientDir, 'sw.js.gz'), '');
    // The server render's module from its source: the shells' heads in each language (ADR 43).
    t = await createTestApp({
      env: { CLIENT_DIR: clientDir, SSR_ENTRY: 'src/client/app/server-entry.tsx' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('links the manifest and the Apple touch icon from every page', async () => {
    for (const url of ['/', '/candidatePage/7', '/candidateResult']) {
      const page = await t.app.inject({ url, headers: HTML });
      expect(page.body, url).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(page.body, url).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
      expect(page.body, url).toContain('<meta name="theme-color" content="#16194a" />');
    }
  });

  it('serves the manifest as application/manifest+json with what an installer needs', async () => {
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: 'Progressive Voter Guide',
      short_name: 'Voter Guide',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#16194a',
      background_color: '#fbfaf7',
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      expect(icons, `${sizes} ${purpose}`).toContainEqual(expect.objectContaining({ sizes, purpose }));
    }
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const image = await t.app.inject({ url: icon.src });
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type'], icon.src).toBe('image/png');
      // A PNG's width and height sit at bytes 16 and 20 of its header chunk.
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)], icon.src).toEqual([
        width,
        height,
      ]);
    }
  });

  it('serves /sw.js to be checked on every visit, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/^(?:application|text)\/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
    }
    // Everything else outside assets/ is still kept an hour.
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    // Our scripts only, for a worker too.
    const page = await t.app.inject({ url: '/', headers: HTML });
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('serves the app shell: the config and no rendered page, kept out of search engines', async () => {
    const response = await t.app.inject({ url: APP_SHELL_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
    expect(response.body).not.toContain(`id="${SERVER_STATE_ELEMENT_ID}"`);
  });

  it('is at /es/app-shell, in Spanish from its first paint; the English one stays English', async () => {
    const spanish = await t.app.inject({ url: `/es${APP_SHELL_PATH}` });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['x-robots-tag']).toBe('noindex');
    expect(spanish.headers['cache-control']).toBe('no-cache');
    expect(spanish.body).toContain('<html lang="es" dir="ltr"');
    expect(spanish.body).toContain('<title>Progressive Voter Guide</title>');
    expect(spanish.body).toContain(
      '<meta name="description" content="Una guía progresista para votantes: encuentre a los candidatos de su boleta, conozca sus posturas y aprenda cómo votar." />',
    );
    expect(spanish.body).toContain('<div id="root"></div>');
    expect(spanish.body).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);

    const english = await t.app.inject({ url: APP_SHELL_PATH });
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(english.body).toContain(
      '<meta name="description" content="A progressive voter guide: find the candidates on your ballot, read where they stand and learn how to vote." />',
    );
    // Only the visitors' languages have one.
    expect((await t.app.inject({ url: `/qps-ploc${APP_SHELL_PATH}` })).statusCode).not.toBe(200);
  });
});

describe('the API answers the service worker keeps for offline', () => {
  it('are only public reads that answer the same to everyone', () => {
    for (const procedure of OFFLINE_PROCEDURES) expect(SHARED_PROCEDURES, procedure).toContain(procedure);
  });
});
