import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/config';
import {
  startFakeGeocoders,
  type FakeGeocoders,
} from '../../src/server/providers/geocoding/fakes/fake-geocoders';
import { newDataDir, spawnServer, type ServerProcess } from '../../src/server/testing/server-process';

export const chromiumPath = inject('chromiumPath');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** The built app (dist/) as a real process on a free port with a fresh embedded database. */
export async function startBuiltApp(
  env: Record<string, string> = {},
): Promise<{ url: string; server: ServerProcess }> {
  const server = spawnServer(path.join(PROJECT_ROOT, 'dist/server/main.js'), {
    DATA_DIR: newDataDir(),
    CLIENT_DIR: path.join(PROJECT_ROOT, 'dist/client'),
    NODE_ENV: 'production',
    ...env,
  });
  return { url: await server.url, server };
}

/** The built app answering addresses offline: the fake geocoders stand in for Census, Geoclient and Google. */
export async function startBuiltAppWithFakeGeocoders(
  env: Record<string, string> = {},
): Promise<{ url: string; server: ServerProcess; fakes: FakeGeocoders }> {
  const fakes = await startFakeGeocoders();
  const app = await startBuiltApp({
    GEOCODER_PROVIDERS: 'census,boundaries',
    CENSUS_GEOCODER_URL: fakes.baseUrls.census,
    ...env,
  });
  return { ...app, fakes };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** A page whose failures (uncaught errors, failed requests to our own origin) are collected for asserts. */
export async function openPage(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Navigating away cancels the old page's requests; that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()}`);
  });
  await page.goto(url);
  return { page, problems };
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(PROJECT_ROOT, 'test-results', `${name}.png`), fullPage: true });
}
