import type { Browser, Page } from 'playwright-core';
import { VALID_CANDIDATE } from '../../src/server/testing/content';
import { QUILL_SAMPLE_HTML } from '../../src/server/testing/fixtures/rich-text/quill-sample';
import { chromiumPath, launchBrowser, openPage, screenshot, startBuiltApp } from './harness';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };

/**
 * Payloads that run script when a page sets them as innerHTML, as the candidate page does with the
 * analysis: each one, should it survive, sets window.__xss or opens a dialog.
 */
const PAYLOADS = [
  '<p><img src="x" onerror="window.__xss = \'img onerror\'"></p>',
  '<svg><animate onbegin="window.__xss = \'svg animate\'" attributeName="x" dur="1s"></animate></svg>',
  '<details open ontoggle="window.__xss = \'details ontoggle\'"><summary>more</summary></details>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss = \'iframe srcdoc\'&lt;/script&gt;"></iframe>',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'mutation\')>"></noscript>',
  '<p><a id="javascript-link" href="javascript:alert(\'link\')">a javascript: link</a></p>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert('mathml')></style></mglyph></table></mtext></math>",
  '<p style="background-image: url(javascript:alert(\'style\'))">styled</p>',
  '<script>alert("script")</script>',
].join('');

/** The analysis region's first element matching `selector`, evaluated in the page. */
const inAnalysis = <T>(page: Page, selector: string, read: (element: Element) => T) =>
  page.getByRole('region', { name: 'Analysis' }).locator(selector).first().evaluate(read);

describe.skipIf(!chromiumPath)('rich-text analysis in Chromium', () => {
  let browser: Browser;
  let url: string;
  let candidateId: string;

  beforeAll(async () => {
    ({ url } = await startBuiltApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
    browser = await launchBrowser();
    // Stored through the admin's real REST call, as the dashboard would.
    const admin = await browser.newContext();
    expect((await admin.request.post(`${url}/api/sessions`, { data: ADMIN })).status()).toBe(200);
    const created = await admin.request.post(`${url}/api/newCandidate`, {
      data: { ...VALID_CANDIDATE, fullName: 'Rita Payload', specialNotes: QUILL_SAMPLE_HTML + PAYLOADS },
    });
    expect(created.status()).toBe(200);
    candidateId = (await created.json()).data._id;
    await admin.close();
  });

  // As served (with the content security policy), and with that policy off, so the sanitizer alone is tested.
  for (const bypassCSP of [false, true]) {
    it(`runs no stored payload on the candidate page and shows the safe formatting${bypassCSP ? ' (CSP off)' : ''}`, async () => {
      const context = await browser.newContext({ bypassCSP });
      const dialogs: string[] = [];
      context.on('page', (page) =>
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        }),
      );
      const { page, problems } = await openPage(context, `${url}/candidatePage/${candidateId}`);
      const analysis = page.getByRole('region', { name: 'Analysis' });
      await analysis.getByRole('heading', { name: 'Where she stands' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByText('a javascript: link').click();

      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(
        await analysis.locator('script, style, svg, math, iframe, noscript, details, [style]').count(),
      ).toBe(0);
      expect(await page.getByText('a javascript: link').getAttribute('href')).toBeNull();

      // The editor's formatting, drawn as in the editor.
      expect(await analysis.getByRole('heading', { level: 3, name: 'Housing votes' }).count()).toBe(1);
      expect(await analysis.locator('strong', { hasText: 'Tenant organiser' }).count()).toBe(1);
      const site = analysis.getByRole('link', { name: 'Campaign site' });
      expect(await site.getAttribute('href')).toBe('https://example.org/campaign?lang=en&ref=guide');
      expect(await site.getAttribute('target')).toBe('_blank');
      expect(await site.getAttribute('rel')).toBe('noopener noreferrer');
      expect(
        await inAnalysis(page, 'li[data-list="bullet"]', (li) => getComputedStyle(li, '::before').content),
      ).toBe('"•"');
      expect(
        await inAnalysis(page, 'li[data-list="ordered"]', (li) => getComputedStyle(li, '::before').content),
      ).toContain('counter(list-0');
      expect(await inAnalysis(page, '.ql-indent-3', (p) => getComputedStyle(p).paddingLeft)).not.toBe('0px');
      expect(
        await inAnalysis(page, '.ql-font-monospace', (span) => getComputedStyle(span).fontFamily),
      ).toContain('monospace');
      expect(await inAnalysis(page, 'img', (img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
      if (!bypassCSP) await screenshot(page, 'candidate-page-rich-text');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
