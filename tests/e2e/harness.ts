import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { PROJECT_ROOT, readTestSettings } from '../../src/server/config';
import {
  startFakeGeocoders,
  type FakeGeocoders,
} from '../../src/server/providers/geocoding/fakes/fake-geocoders';
import {
  findFreePort,
  LOOPBACK_ONLY_ARGS,
  newDataDir,
  spawnUntilHealthy,
  type ServerProcess,
} from '../../src/server/testing/server-process';
import { createEmptyPostgresDatabase } from '../../src/server/testing/test-database';

export const chromiumPath = inject('chromiumPath');
/** The lighter headless shell when it is installed (global-setup.ts), else the full browser. */
const headlessShellPath = inject('headlessShellPath');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

const BUILT_SERVER = path.join(PROJECT_ROOT, 'dist/server/main.js');

/**
 * What stops each app, fake geocoder and browser this test file started, run by stopStartedApps after the
 * file's own hooks, so no file has to remember its own teardown.
 */
const appStoppers: Array<() => Promise<void>> = [];
/** Origins of the apps this file started: only their /api, /trpc and /media answers are checked. */
const ownOrigins = new Set<string>();

/**
 * The built app (dist/) as a real process with the default configuration, as `npm start` runs it: only
 * PORT, DATA_DIR and what the test passes are set (no NODE_ENV). Its database is a copy of the run's demo
 * template (global-setup.ts): on the embedded database, the data dir of the built app's own first start,
 * which loaded the demo content; with TEST_DATABASE_URL, a database on that Postgres that the built seed
 * CLI filled, as an operator would (`npm run db:seed`). Everything is stopped, dropped and removed after the file.
 */
export async function startBuiltApp(
  env: Record<string, string> = {},
): Promise<{ url: string; server: ServerProcess }> {
  const dataDir = newDataDir();
  const { testDatabaseUrl, demoTemplate } = readTestSettings();
  if (!demoTemplate) throw new Error('no demo template: tests/e2e/global-setup.ts makes it');
  const database = testDatabaseUrl ? await createEmptyPostgresDatabase(testDatabaseUrl, demoTemplate) : null;
  if (!database) cpSync(demoTemplate, dataDir, { recursive: true });
  let server: ServerProcess | null = null;
  let isStopping = false;
  appStoppers.push(async () => {
    isStopping = true;
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      const killer = setTimeout(() => server?.child.kill('SIGKILL'), 10_000);
      await server.exit;
      clearTimeout(killer);
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const databaseEnv: Record<string, string> = database ? { DATABASE_URL: database.connectionString } : {};
  const port = await findFreePort();
  server = spawnUntilHealthy(process.execPath, [...LOOPBACK_ONLY_ARGS, BUILT_SERVER], {
    cwd: PROJECT_ROOT,
    env: { PORT: String(port), DATA_DIR: dataDir, ...databaseEnv, ...env },
    port,
    timeoutMs: 60_000,
  });
  const url = await server.url;
  // An app that ends before its file does fails the file's tests in ways that do not say why: its output does.
  void server.exit.then(({ code, output }) => {
    if (!isStopping)
      console.error(`The app at ${url} exited (code ${code}) before its file ended:\n${output.slice(-6000)}`);
  });
  ownOrigins.add(new URL(url).origin);
  if (database) {
    // Proof that the run on Postgres really reaches the server: /readyz queries its database.
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ ready: true, database: 'up' });
    expect(await database.countConnections(), 'connections of the server to DATABASE_URL').toBeGreaterThan(0);
  }
  return { url, server };
}

/** After each test file (see e2e.setup.ts): what it started stops, and the apps' data goes. */
export async function stopStartedApps() {
  await Promise.all(appStoppers.splice(0).map((stop) => stop()));
}

/** The built app answering addresses offline: the fake geocoders stand in for Census, Geoclient and Google. */
export async function startBuiltAppWithFakeGeocoders(
  env: Record<string, string> = {},
): Promise<{ url: string; server: ServerProcess; fakes: FakeGeocoders }> {
  const fakes = await startFakeGeocoders();
  appStoppers.push(() => fakes.close());
  const app = await startBuiltApp({
    GEOCODER_PROVIDERS: 'census,boundaries',
    CENSUS_GEOCODER_URL: fakes.baseUrls.census,
    ...env,
  });
  return { ...app, fakes };
}

/**
 * An answer of 400 or more from our own /api, /trpc or /media that a test provokes on purpose (`url`
 * and `status`), a console error it expects (`console`), or a request it expects to fail, by Chromium's
 * error (`failure`, e.g. /ERR_INTERNET_DISCONNECTED/ with the network off). Anything else fails the test.
 */
export type ExpectedError = { url: RegExp; status: number } | { console: RegExp } | { failure: RegExp };

type ContextWatch = { expected: ExpectedError[]; problems: string[]; closed: boolean };
const contextWatches = new Map<BrowserContext, ContextWatch>();
const pageProblems = new WeakMap<Page, string[]>();

const isOwnApiPath = (address: string) => {
  const { origin, pathname } = new URL(address);
  return ownOrigins.has(origin) && /^\/(api|trpc|media)\//.test(pathname);
};

function isExpectedAnswer(watch: ContextWatch, address: string, status: number) {
  return watch.expected.some(
    (expected) => 'url' in expected && expected.status === status && expected.url.test(address),
  );
}

/** The page a request was made for; a service worker's own requests have none. */
const pageOf = (request: Request) => (request.serviceWorker() ? null : request.frame().page());

/**
 * Records, for one browser context, every console error, uncaught page error, failed request to our own
 * server and answer of 400 or more from our own API that the test did not declare. Chromium's own
 * "Failed to load resource" line for a declared answer is part of that answer, so it is not counted twice.
 */
function watchContext(context: BrowserContext) {
  const watch: ContextWatch = { expected: [], problems: [], closed: false };
  contextWatches.set(context, watch);
  const record = (problem: string, page: Page | null) => {
    watch.problems.push(problem);
    if (page) pageProblems.get(page)?.push(problem);
  };
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const failedStatus = /^Failed to load resource: the server responded with a status of (\d+)/.exec(text);
    if (failedStatus && isExpectedAnswer(watch, message.location().url, Number(failedStatus[1]))) return;
    if (watch.expected.some((expected) => 'console' in expected && expected.console.test(text))) return;
    record(`console error: ${text} (at ${message.location().url})`, message.page());
  });
  // The page's address says where it happened: a hydration mismatch names no component in a production build.
  context.on('weberror', (error) =>
    record(
      `uncaught page error: ${error.error().message} (on ${error.page()?.url() ?? 'no page'})`,
      error.page(),
    ),
  );
  context.on('response', (response) => {
    const status = response.status();
    if (status < 400 || !isOwnApiPath(response.url())) return;
    if (isExpectedAnswer(watch, response.url(), status)) return;
    record(
      `HTTP ${status} from ${response.request().method()} ${response.url()}`,
      pageOf(response.request()),
    );
  });
  context.on('requestfailed', (request) => {
    // Navigating away cancels the old page's requests; that is not a failure.
    const errorText = request.failure()?.errorText ?? '';
    if (errorText === 'net::ERR_ABORTED') return;
    if (!ownOrigins.has(new URL(request.url()).origin)) return;
    if (watch.expected.some((expected) => 'failure' in expected && expected.failure.test(errorText))) return;
    record(`request failed: ${request.method()} ${request.url()}`, pageOf(request));
  });
  // A closed context's problems are kept until the next check, so they still fail the test.
  context.on('close', () => (watch.closed = true));
  return context;
}

/** After each test (see e2e.setup.ts): fails it with every browser problem it did not declare. */
export function checkBrowserProblems() {
  const problems = [...contextWatches.values()].flatMap((watch) => watch.problems.splice(0));
  for (const [context, watch] of contextWatches) if (watch.closed) contextWatches.delete(context);
  expect(problems, 'browser problems the test did not declare as expected').toEqual([]);
}

/** Declares errors a test provokes on purpose in this context (see ExpectedError). */
export function expectErrors(context: BrowserContext, errors: ExpectedError[]) {
  const watch = contextWatches.get(context);
  if (!watch) throw new Error('expectErrors needs a context from a browser started by launchBrowser()');
  watch.expected.push(...errors);
}

/**
 * Chromium whose every context is watched for problems (see watchContext): its headless shell when it is
 * installed, or with `fullBrowser` the whole browser, for what only it does (judging whether a site is
 * installable).
 */
export async function launchBrowser({ fullBrowser = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: (fullBrowser ? null : headlessShellPath) ?? chromiumPath!,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // No page reaches the internet either: every host name but this machine's is unresolvable.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  appStoppers.push(() => browser.close());
  // Every context a test opens goes through here (browser.newPage too), so none escapes the watch. The
  // service worker (ADR 39) is blocked unless a test allows it (`serviceWorkers: 'allow'`, offline.test.ts):
  // requests it makes itself escape context.route, which other tests use to fake answers.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) =>
    watchContext(await newContext({ serviceWorkers: 'block', ...options }));
  return browser;
}

/**
 * A page on `url`. `problems` lists what went wrong on this page that the test did not declare in
 * `expectErrors`; each test is failed on them anyway after it ends.
 */
export async function openPage(
  context: BrowserContext,
  url: string,
  {
    expectErrors: expected = [],
    waitForHydration = true,
  }: { expectErrors?: ExpectedError[]; waitForHydration?: boolean } = {},
) {
  expectErrors(context, expected);
  const page = await context.newPage();
  const problems: string[] = [];
  pageProblems.set(page, problems);
  await page.goto(url);
  if (waitForHydration) await hydrated(page);
  return { page, problems };
}

/**
 * Waits until React has taken over the page: the app sets `data-hydrated` on `<html>` once the page's
 * content is committed (src/client/lib/hydration-mark.tsx). A server-rendered page (ADR 32) shows its
 * markup before that, and a click on it meanwhile would do nothing.
 */
export async function hydrated(page: Page) {
  // A page that is not the React app (the API viewer at /api/docs) has no #root and nothing to wait for.
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/**
 * Waits until the home page's later sections (upcoming elections onwards) have hydrated: they do when
 * they come near the screen (ADR 41), so scroll to one first.
 */
export async function laterSectionsHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-later-sections-hydrated'));
}

/**
 * Waits until the page has loaded what it shows: hydrated, and no loading placeholder left (spinners and
 * skeletons mark themselves `aria-busy`). Unlike Playwright's 'networkidle', it does not depend on outside
 * hosts, such as the video player's, answering or failing in time.
 */
export async function contentLoaded(page: Page) {
  await hydrated(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/**
 * After a failed test (see e2e.setup.ts): a full-page screenshot of every page still open, in
 * test-results/, named after the test, so the failure can be seen. Passing tests take none.
 */
export async function screenshotOpenPages(testName: string) {
  const pages = [...contextWatches]
    .filter(([, watch]) => !watch.closed)
    .flatMap(([context]) => context.pages());
  const base = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, page] of pages.entries()) {
    const file = path.join(PROJECT_ROOT, 'test-results', `${base}-${index + 1}.png`);
    await page.screenshot({ path: file, fullPage: true }).then(
      () => console.error(`screenshot of the failed test's page ${page.url()}: ${file}`),
      () => undefined,
    );
  }
}

/**
 * The rules the sweep runs: WCAG 2.0, 2.1 and 2.2 at A and AA (the accessibility statement's target; 2.2 AA
 * adds target size), and axe's best practices, which it ran before by default.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Serious and critical axe violations of what the page shows now, one line each with up to three elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips gathering the details of every rule that passed. Legacy mode
  // runs axe once in the page, instead of in each frame and then again in a blank page opened to merge the
  // frames' results (a second page and a second copy of axe: about a second each time). Our pages' only
  // frame is the outside video player, whose content is not ours; the <iframe> itself is still checked.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}`;
    });
}

/** How wide the page's content is against the window, to check that nothing scrolls sideways. */
export const pageWidths = (page: Page) =>
  page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));

/**
 * The header bar's items (the site's name, the menu button, the language switch, my ballot) whose painted
 * text or box runs into another's, as 'a / b' pairs: a longer language must push items to a new row, never
 * draw them over one another. Text is measured by its range, so a word wider than its box counts.
 */
export const overlappingHeaderItems = (page: Page, siteName: string) =>
  page.evaluate((name) => {
    const nameLink = [...document.querySelectorAll('header a')].find((link) => link.textContent === name);
    const items = [...(nameLink?.parentElement?.children ?? [])].filter(
      (item) => item.getBoundingClientRect().width > 0,
    );
    const painted = (item: Element) => {
      const range = document.createRange();
      range.selectNodeContents(item);
      const [box, text] = [item.getBoundingClientRect(), range.getBoundingClientRect()];
      return {
        left: Math.min(box.left, text.left),
        right: Math.max(box.right, text.right),
        top: Math.min(box.top, text.top),
        bottom: Math.max(box.bottom, text.bottom),
      };
    };
    const overlaps: string[] = [];
    items.forEach((item, index) =>
      items.slice(index + 1).forEach((other) => {
        const [a, b] = [painted(item), painted(other)];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(`${item.textContent} / ${other.textContent}`);
      }),
    );
    return overlaps;
  }, siteName);

/** The id of a demo candidate of a House district, as any client would find it. */
export async function demoHouseCandidateId(url: string, name: string, district = '10'): Promise<string> {
  const query = new URLSearchParams({ office: 'House of Representatives', district });
  const response = await fetch(`${url}/api/newCandidate?${query}`);
  const { data } = (await response.json()) as { data: { data: Array<{ _id: string; fullName: string }> } };
  const candidate = data.data.find((each) => each.fullName === name);
  if (!candidate) throw new Error(`no demo candidate ${name}`);
  return candidate._id;
}

/** The admin account the end-to-end files create through ADMIN_EMAIL / ADMIN_PASSWORD at the app's first start. */
export const TEST_ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

/** Signs in through /login as a visitor would, and waits to land on the home page. */
export async function signIn(page: Page, url: string, { email, password } = TEST_ADMIN) {
  await page.goto(`${url}/login`);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}
