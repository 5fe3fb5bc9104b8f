// Browser-only: the service worker's copies are the same whichever database the app reads (.ci/run).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../src/server/config';
import { KEEP_FOR_OFFLINE } from '../../src/client/lib/offline';
import { MY_BALLOT_KEY } from '../../src/client/lib/my-ballot';
import { chromiumPath, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

type TCandidate = {
  _id: string;
  fullName: string;
  office: string;
  district: string;
  party: string;
  headshot: string;
};

/** A ballot as the results pages store it (src/client/lib/my-ballot.ts): one race per pick here. */
function ballotPicking(picked: TCandidate[]) {
  const races = picked.map((candidate) => ({
    office: candidate.office,
    district: candidate.district,
    candidates: [
      {
        id: candidate._id,
        fullName: candidate.fullName,
        headshot: candidate.headshot,
        party: candidate.party,
        office: candidate.office,
        district: candidate.district,
        recommended: false,
        recommendationReason: null,
      },
    ],
  }));
  return { address: '123 MAIN ST, BROOKLYN, NY, 11217', races, picks: picked.map(({ _id }) => _id) };
}

/** Waits until the service worker controls the page, as a return visit would find it. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const isKept = (page: Page, url: string) =>
  page.evaluate(async (address) => !!(await caches.match(address, { ignoreVary: true })), url);

/** The candidate page's own heading: the candidate's name. */
const showsCandidate = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).first().isVisible();

/** The built client, copied so a test can deploy a new service worker without touching dist/. */
function copyOfBuiltClient() {
  const dir = path.join(PROJECT_ROOT, 'dist', `client-offline-test-${process.pid}`);
  cpSync(path.join(PROJECT_ROOT, 'dist/client'), dir, { recursive: true });
  return dir;
}

describe.skipIf(!chromiumPath)('the site offline (service worker, ADR 39) in Chromium', () => {
  let browser: Browser;
  let url: string;
  let clientDir: string;
  let candidates: TCandidate[];
  let image: string;

  beforeAll(async () => {
    clientDir = copyOfBuiltClient();
    ({ url } = await startBuiltApp({ CLIENT_DIR: clientDir, SSR_ENTRY: 'dist/ssr/server-entry.js' }));
    // The whole browser: the headless shell has no installability check (the 'is installable' test).
    browser = await launchBrowser({ fullBrowser: true });
    const list = (await (await fetch(`${url}/api/newCandidate`)).json()) as { data: TCandidate[] };
    candidates = list.data;
    // A library thumbnail, as the server renders the library: one of our content-addressed /media images.
    const library = await (await fetch(`${url}/learninglib`, { headers: { accept: 'text/html' } })).text();
    image = /\/media\/[0-9a-f]{64}\.webp/.exec(library)![0];
  });

  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  /** A context that has visited the site until its service worker took over, then went offline. */
  async function visitThenGoOffline(context: BrowserContext, visit: (page: Page) => Promise<void>) {
    // Offline, the app still asks who is signed in (and the like); those requests fail, as they should.
    const { page } = await openPage(context, `${url}/`, {
      expectErrors: [{ failure: /ERR_INTERNET_DISCONNECTED/ }, { console: /ERR_INTERNET_DISCONNECTED/ }],
    });
    await controlledByServiceWorker(page);
    await visit(page);
    await context.setOffline(true);
    return page;
  }

  it('opens a visited candidate page, a kept one with its image and a page rendered in the browser with the network off', async () => {
    const [visited, kept] = candidates;
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const page = await visitThenGoOffline(context, async (online) => {
      // A page rendered in the browser asks for the elections (the countdown) itself.
      await online.goto(`${url}/addressPage`);
      await expect.poll(() => online.getByRole('timer').textContent()).toMatch(/ELECTION/);
      // The same in Spanish, whose elections are asked in Spanish (ADR 44).
      await online.goto(`${url}/es/addressPage`);
      await expect.poll(() => online.getByRole('timer').isVisible()).toBe(true);
      await online.goto(`${url}/candidatePage/${visited!._id}`);
      await expect.poll(() => showsCandidate(online, visited!.fullName)).toBe(true);
      // What the ballot page does for each pick (src/client/lib/offline.ts keepForOffline).
      await online.evaluate(
        ([type, urls]) => navigator.serviceWorker.controller!.postMessage({ type, urls }),
        [KEEP_FOR_OFFLINE, [`/candidatePage/${kept!._id}`, image]] as const,
      );
      await expect.poll(() => isKept(online, `${url}/candidatePage/${kept!._id}`)).toBe(true);
      await expect.poll(() => isKept(online, `${url}${image}`)).toBe(true);
    });

    await page.reload();
    await expect.poll(() => showsCandidate(page, visited!.fullName)).toBe(true);

    await page.goto(`${url}/candidatePage/${kept!._id}`);
    await expect.poll(() => showsCandidate(page, kept!.fullName)).toBe(true);
    // The kept image, as a headshot on the ballot would ask for it.
    expect(
      await page.evaluate(async (src) => {
        const response = await fetch(src);
        return [response.status, response.headers.get('content-type')];
      }, image),
    ).toEqual([200, 'image/webp']);

    // A page rendered in the browser and never visited: the app's shell, not Chromium's offline error.
    await page.goto(`${url}/candidateResult`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Candidates for Your Address' }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Candidates for Your Address · Progressive Voter Guide');
    // The elections' last answer, kept by the worker: the countdown still counts to election day.
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/ELECTION/);

    // The same in Spanish: the Spanish shell, in Spanish from its first byte (issue 24).
    const spanish = await page.goto(`${url}/es/candidateResult`);
    expect(await spanish!.text()).toMatch(/<html lang="es" dir="ltr"/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Candidatos para su dirección' }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });

  it('keeps no admin page, API answer or other origin asked for', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const page = await visitThenGoOffline(context, async (online) => {
      await online.evaluate(
        ([type, urls]) => navigator.serviceWorker.controller!.postMessage({ type, urls }),
        [
          KEEP_FOR_OFFLINE,
          [
            '/admin/candidate',
            '/api/newCandidate',
            'https://example.org/',
            `/candidatePage/${candidates[2]!._id}`,
          ],
        ] as const,
      );
      await expect.poll(() => isKept(online, `${url}/candidatePage/${candidates[2]!._id}`)).toBe(true);
    });
    expect(await isKept(page, `${url}/admin/candidate`)).toBe(false);
    expect(await isKept(page, `${url}/api/newCandidate`)).toBe(false);
    expect(await isKept(page, 'https://example.org/')).toBe(false);
    await context.close();
  });

  it('opens my ballot, and the pages of its picks, with the network off', async () => {
    const picked = [candidates[3]!, candidates[4]!];
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const page = await visitThenGoOffline(context, async (online) => {
      await online.evaluate(([key, ballot]) => localStorage.setItem(key, JSON.stringify(ballot)), [
        MY_BALLOT_KEY,
        ballotPicking(picked),
      ] as const);
      // Opening the ballot once online asks the worker to keep its picks' pages (keepForOffline).
      await online.goto(`${url}/myBallot`);
      await online.getByRole('link', { name: picked[0]!.fullName }).first().waitFor();
      for (const { _id } of picked)
        await expect.poll(() => isKept(online, `${url}/candidatePage/${_id}`)).toBe(true);
    });

    await page.goto(`${url}/myBallot`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'My ballot' }).isVisible())
      .toBe(true);
    for (const { fullName } of picked)
      await expect.poll(() => page.getByRole('link', { name: fullName }).first().isVisible()).toBe(true);
    await page.getByRole('link', { name: picked[1]!.fullName }).first().click();
    await expect.poll(() => showsCandidate(page, picked[1]!.fullName)).toBe(true);
    await context.close();
  });

  it('is installable: Chromium reads the manifest without errors and finds nothing against installing', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const { page } = await openPage(context, `${url}/`);
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context is an incognito one, where Chromium never offers to install; nothing else stands in the way.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    await context.close();
  });

  it('hands over to a new deploy’s worker on the next visit, dropping the old version’s files', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const { page } = await openPage(context, `${url}/`);
    await controlledByServiceWorker(page);
    const precaches = () =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('pvg-precache-')));
    const [before] = await precaches();
    expect(before).toMatch(/^pvg-precache-[0-9a-f]{16}$/);

    // A deploy: new bytes at /sw.js (its compressed copies would still be the old ones).
    const workerFile = path.join(clientDir, 'sw.js');
    const oldVersion = before!.replace('pvg-precache-', '');
    writeFileSync(workerFile, readFileSync(workerFile, 'utf8').replaceAll(oldVersion, 'feedfacefeedface'));
    rmSync(`${workerFile}.br`);
    rmSync(`${workerFile}.gz`);

    await page.reload();
    // The new worker first downloads every file of its precache, then drops the old one: on a loaded
    // machine that took longer than the default 5 s of a poll (a CI run on Postgres, ADR 40).
    await expect.poll(precaches, { timeout: 30_000 }).toEqual(['pvg-precache-feedfacefeedface']);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await context.close();
  });
});
