import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';
import { FEDERAL_INCUMBENT } from '../../src/server/testing/content';
import { findFreePort } from '../../src/server/testing/server-process';
import { chromiumPath, DESKTOP, launchBrowser, openPage, startBuiltApp } from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };
/** A House incumbent with the demo's votes (Eleanor Park's Bioguide id) but an FEC id no sample covers. */
const MEMBER = {
  ...FEDERAL_INCUMBENT,
  fullName: 'Iris Unreached',
  firstName: 'Iris',
  lastName: 'Unreached',
  fecCandidateId: 'H6NY10900',
};
const FEC_DOWN =
  'Cannot load the campaign donors: The Federal Election Commission did not answer; please try again later';

describe.skipIf(!chromiumPath)('a candidate page while the FEC and Congress.gov cannot be reached', () => {
  let browser: Browser;
  let url: string;
  let memberPage: string;
  let context: BrowserContext;

  beforeAll(async () => {
    // Nothing listens on a free port: every call to either service is refused at once.
    const nowhere = `http://127.0.0.1:${await findFreePort()}`;
    ({ url } = await startBuiltApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FEC_API_URL: `${nowhere}/v1`,
      FEC_API_KEY: 'test-key',
      CONGRESS_API_URL: `${nowhere}/v3`,
      CONGRESS_API_KEY: 'test-key',
    }));
    browser = await launchBrowser();
    const admin = await browser.newContext();
    expect((await admin.request.post(`${url}/api/sessions`, { data: ADMIN })).status()).toBe(200);
    const created = await admin.request.post(`${url}/api/newCandidate`, { data: MEMBER });
    expect(created.status()).toBe(200);
    const { data } = (await created.json()) as { data: { _id: string } };
    memberPage = `${url}/candidatePage/${data._id}`;
    await admin.close();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('shows that the FEC did not answer, and a bill its last known stage, with nothing in the console', async () => {
    context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    // On the context, so what the page logs while it loads is heard too.
    context.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    context.on('weberror', (error) => pageErrors.push(error.error().message));

    const { page, problems } = await openPage(context, memberPage);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const donors = page.getByRole('region', { name: 'Campaign Donors' });
    expect(await donors.getByRole('alert').textContent()).toBe(FEC_DOWN);
    expect(await donors.getByRole('table').count()).toBe(0);

    // Congress.gov: opening a bill asks it for the stage (the demo's are days old); refused, the stage as
    // imported is shown.
    const history = page.getByRole('region', { name: 'Voting History' });
    await history.getByRole('button', { name: /^Economy \d+ recorded votes?$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Economy' });
    const bill = dialog.getByRole('table').locator('tbody tr').first().getByRole('button');
    const billTitle = (await bill.textContent())!.trim();
    await bill.click();
    const progress = page.getByRole('dialog', { name: billTitle });
    await progress.getByText(/Current stage:/).waitFor();
    expect(await progress.getByRole('alert').count()).toBe(0);

    // The app's own request for the donors, as it makes it when it renders the page itself: an answer.
    const answer = await page.evaluate(async (candidateId) => {
      const input = encodeURIComponent(JSON.stringify({ 0: { candidateId } }));
      const response = await fetch(`/trpc/donors.byCandidate?batch=1&input=${input}`);
      return { status: response.status, body: (await response.json()) as unknown };
    }, memberPage.split('/').at(-1)!);
    expect(answer).toEqual({ status: 200, body: [{ result: { data: { status: 'unavailable' } } }] });

    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(problems).toEqual([]);
  });
});
