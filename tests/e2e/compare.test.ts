import type { Browser, BrowserContext } from 'playwright-core';
import {
  chromiumPath,
  contentLoaded,
  demoHouseCandidateId,
  launchBrowser,
  openPage,
  pageWidths,
  PHONE,
  seriousViolations,
  startBuiltApp,
} from './harness';

describe.skipIf(!chromiumPath)('/compare of House candidates in Chromium', () => {
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

  it('compares two members by their votes on the same bills and their donors, with no rows of N.A', async () => {
    const park = await demoHouseCandidateId(url, 'Eleanor Park');
    const haddad = await demoHouseCandidateId(url, 'Nadia Haddad', '12');
    context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const { page, problems } = await openPage(context, `${url}/compare?ids=${park},${haddad}`);
    await page.getByRole('region', { name: 'Top donors' }).waitFor();
    await contentLoaded(page);

    // Neither answered a position question: one line each, not a row per question.
    expect(await page.getByText('N.A', { exact: true }).count()).toBe(0);
    expect(await page.getByText('No answers yet', { exact: true }).count()).toBe(2);

    const votes = page.getByRole('region', { name: 'Votes on the same bills' });
    const tables = votes.getByRole('table');
    expect(await tables.count()).toBeGreaterThan(0);
    const headers = await tables.first().getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Bill', 'Eleanor Park', 'Nadia Haddad']);
    expect(await tables.first().locator('tbody tr').first().textContent()).toMatch(/Sample: .*(Yea|Nay)/);

    const donors = page.getByRole('region', { name: 'Top donors' });
    for (const name of ['Eleanor Park', 'Nadia Haddad']) {
      const list = donors.getByRole('list', { name: `Top donors of ${name}` });
      expect(await list.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await list.textContent()).toMatch(/\$\d{1,3}(,\d{3})*/);
    }
    expect(await donors.textContent()).toContain('Federal Election Commission');

    const widths = await pageWidths(page);
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says when only one of the compared has a voting record, and asks nothing outside for the other', async () => {
    const park = await demoHouseCandidateId(url, 'Eleanor Park');
    const reid = await demoHouseCandidateId(url, 'Marcus Reid');
    context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const { page, problems } = await openPage(context, `${url}/compare?ids=${park},${reid}`);
    await page.getByText('Only Eleanor Park has a voting record in Congress').waitFor();
    await contentLoaded(page);
    expect(await page.getByText('No campaign finance record in our guide yet.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
