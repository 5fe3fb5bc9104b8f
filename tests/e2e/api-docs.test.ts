import type { Browser } from 'playwright-core';
import { chromiumPath, DESKTOP, launchBrowser, openPage, startBuiltApp } from './harness';

/** The API's documentation page, as a developer of another client opens it: under the site's own CSP. */
describe.skipIf(!chromiumPath)('the API documentation in Chromium', () => {
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp());
    browser = await launchBrowser();
  });

  it('renders every documented call from /api/openapi.json without a script the CSP blocks', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // openPage fails the test on any console error, which is where CSP violations are reported.
    const { page } = await openPage(context, `${url}/api/docs/`);
    await page.getByRole('heading', { name: /Progressive Voter Guide API/ }).waitFor();
    await page.getByText('/api/newCandidate/getDistrict').first().waitFor();
    await page.getByText('/api/books/page/{page}').first().waitFor();
  });
});
