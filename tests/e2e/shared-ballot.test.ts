import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TVideo } from '../../src/shared/schemas/videos';
import { sharedBallotPath } from '../../src/shared/shared-ballot';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, startBuiltApp } from './harness';

const PLAYER_PAGE = '<!doctype html><title>Player</title><body style="margin:0;background:#111"></body>';

type TRestCandidate = { _id: string; fullName: string; office: string };

/** The demo content's candidates, as the public REST list gives them. */
async function demoCandidates(url: string): Promise<TRestCandidate[]> {
  const body = (await (await fetch(`${url}/api/newCandidate`)).json()) as
    { data: TRestCandidate[] } | { data: { data: TRestCandidate[] } };
  return Array.isArray(body.data) ? body.data : body.data.data;
}

describe.skipIf(!chromiumPath)('shared ballots and video links in Chromium (issue 16)', () => {
  let browser: Browser;
  let url: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(path: string, viewport: { width: number; height: number }) {
    // A fresh context each time: no storage, no picks, nothing but the link.
    context = await browser.newContext({ viewport });
    await context.route('https://www.tiktok.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: PLAYER_PAGE }),
    );
    return openPage(context, `${url}${path}`);
  }

  const searchOf = (page: Page) => new URL(page.url()).search;

  it('reproduces a shared ballot from its link alone, with a card for social media', async () => {
    const [first, second] = await demoCandidates(url);
    const link = sharedBallotPath([first!._id, second!._id]);

    // What a social network's crawler reads: the tags in the HTML, and the card image they name.
    const html = await (await fetch(`${url}${link}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(
      '<meta property="og:title" content="A ballot shared from the Progressive Voter Guide" />',
    );
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const card = await fetch(image!);
    expect(card.headers.get('content-type')).toBe('image/png');

    for (const [, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, problems } = await open(link, viewport);
      await page.getByRole('heading', { level: 1, name: 'A shared ballot' }).waitFor();
      const picks = page.getByRole('list', { name: 'Picks on this ballot' });
      for (const candidate of [first!, second!]) {
        const profile = picks.getByRole('link', { name: candidate.fullName });
        await expect.poll(() => profile.getAttribute('href')).toBe(`/candidatePage/${candidate._id}`);
      }
      await expect.poll(() => picks.getByRole('listitem').count()).toBe(2);
      await expect
        .poll(() => page.getByRole('link', { name: 'Find my ballot' }).getAttribute('href'))
        .toBe('/#findCandidates');
      expect(problems).toEqual([]);
      await context!.close();
      context = undefined;
    }
  });

  it('opens the player of /learninglib?video={id} at once, and closing it leaves /learninglib', async () => {
    const [video] = (await (await fetch(`${url}/api/books?search=unionizing`)).json()).data as Array<
      TVideo & { _id: string }
    >;
    const { page, problems } = await open(`/learninglib?video=${video!._id}`, PHONE);

    const dialog = page.getByRole('dialog', { name: video!.title! });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.locator('iframe').getAttribute('src'))
      .toBe(`https://www.tiktok.com/player/v1/${video!.videoId}`);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/learninglib');
    expect(searchOf(page)).toBe('');
    expect(problems).toEqual([]);
  });
});
