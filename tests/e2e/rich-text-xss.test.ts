import type { Browser, Page } from 'playwright-core';
import { VALID_CANDIDATE } from '../../src/server/testing/content';
import { sanitizeRichText } from '../../src/server/features/rich-text/rich-text.service';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../src/shared/schemas/fields';
import { QUILL_SAMPLE_HTML } from '../../src/server/testing/fixtures/rich-text/quill-sample';
import { XSS_VECTORS } from '../../src/server/testing/fixtures/rich-text/xss-vectors';
import { chromiumPath, launchBrowser, openPage, startBuiltApp } from './harness';

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

/*
 * The whole corpus on a handful of candidate pages, one page per analysis, not one per vector. The page
 * reads an analysis as HTML when it starts with `<` and as plain text otherwise, and the server stores
 * each vector by the same rule, so each vector is grouped with others of its own reading, in such a way
 * that the server stores for the group exactly what it stores for each of its vectors alone, one after
 * the other (the test checks this, on the built server's answer):
 * - a vector read as HTML (it starts with `<` once trimmed, as both the server and the page trim) goes in
 *   an HTML group, trimmed, after a label paragraph: the label keeps the group starting with a tag, says
 *   which vector follows, and leaves the parser where it is at the start of an analysis, outside any tag.
 *   Before the label, the end tags of every element whose content the sanitizer drops whole (script,
 *   style, svg…) close whatever a previous vector left open (an unclosed `<script>` would otherwise eat
 *   the vectors after it); they are ignored when nothing is open, so they change no vector's own output.
 *   A vector's own output here lacks only the <div> the server puts around a result that does not start
 *   with a tag, which only marks it as HTML, as the label does here;
 * - a vector read as plain text goes in a text group, one line each: a group starts with one of them, so
 *   the whole analysis is plain text, as each of them is alone. Text holding `<` or `&` is stored escaped,
 *   one paragraph whose lines are the vectors' escaped lines; text without is stored and shown as
 *   written. The two kinds go in separate groups, so each is read as it is alone.
 * A group is closed when adding a vector would break that equality or pass GROUP_MAX_CHARS (analyses
 * are capped at 50,000). Chromium then gets each vector's own output, one after another; as the sanitizer
 * closes every tag it keeps and escapes text and attributes, each output parses in the page as it would
 * alone. The few vectors with control characters are refused by the shared schema, so never reach a page.
 */
const CLOSE_DROPPED_ELEMENTS =
  '</style></script></textarea></title></xmp></noembed></noframes></iframe></noscript></template></svg></math></option></select>';
const GROUP_MAX_CHARS = 25_000;

type TSegment = { analysis: string; stored: string };
type TReading = {
  name: string;
  /** The vector's part of the analysis sent, and of what the server should store for it. */
  segment: (vector: string, label: string) => TSegment;
  separator: TSegment;
  wrap: (stored: string) => string;
};
type TGroup = { reading: string; analysis: string; stored: string; vectors: string[]; labels: string[] };

/** What the server stores for `vector` alone, less the <div> that marks a result starting with text as HTML. */
function storedAlone(vector: string) {
  const stored = sanitizeRichText(vector);
  return stored.startsWith('<div>') ? stored.slice('<div>'.length, -'</div>'.length) : stored;
}

const READINGS = {
  html: {
    name: 'HTML',
    segment: (vector, label) => ({
      analysis: `${CLOSE_DROPPED_ELEMENTS}<p>${label}</p>${vector.trim()}`,
      stored: `<p>${label}</p>${storedAlone(vector)}`,
    }),
    separator: { analysis: '', stored: '' },
    wrap: (stored) => stored,
  },
  escapedText: {
    name: 'text with < or &',
    segment: (vector) => ({
      analysis: vector.trim(),
      stored: sanitizeRichText(vector).slice('<p>'.length, -'</p>'.length),
    }),
    separator: { analysis: '\n', stored: '<br />' },
    wrap: (stored) => `<p>${stored}</p>`,
  },
  text: {
    name: 'text',
    segment: (vector) => ({ analysis: vector.trim(), stored: vector.trim() }),
    separator: { analysis: '\n', stored: '\n' },
    wrap: (stored) => stored,
  },
} satisfies Record<string, TReading>;

function readingOf(vector: string): TReading {
  const trimmed = vector.trim();
  if (trimmed.startsWith('<')) return READINGS.html;
  return /[<&]/.test(trimmed) ? READINGS.escapedText : READINGS.text;
}

function toGroup(reading: TReading, members: Array<{ vector: string; label: string }>): TGroup {
  const segments = members.map(({ vector, label }) => reading.segment(vector, label));
  return {
    reading: reading.name,
    analysis: segments.map((segment) => segment.analysis).join(reading.separator.analysis),
    stored: reading.wrap(segments.map((segment) => segment.stored).join(reading.separator.stored)),
    vectors: members.map(({ vector }) => vector),
    labels: members.map(({ label }) => label),
  };
}

/** The corpus in groups the server stores as the sum of their vectors' own outputs (see above). */
function groupCorpus(): TGroup[] {
  const groups: TGroup[] = [];
  for (const reading of Object.values(READINGS)) {
    const vectors = XSS_VECTORS.map((vector, index) => ({ vector, label: `Vector ${index + 1}` })).filter(
      ({ vector }) => !hasControlCharacters(vector) && readingOf(vector) === reading,
    );
    let members: typeof vectors = [];
    for (const member of vectors) {
      const grown = toGroup(reading, [...members, member]);
      const fits =
        grown.analysis.length <= GROUP_MAX_CHARS && sanitizeRichText(grown.analysis) === grown.stored;
      if (members.length > 0 && !fits) {
        groups.push(toGroup(reading, members));
        members = [];
      }
      members.push(member);
    }
    if (members.length > 0) groups.push(toGroup(reading, members));
  }
  return groups;
}

/**
 * What in the Analysis region could run script, as Chromium built it: an element outside the editor's
 * (and the page's own <div>s), an on* attribute, or a script or non-image data URL.
 */
function executableInAnalysis(region: Element): string[] {
  const tags = new Set('DIV P H1 H2 H3 OL UL LI BR STRONG EM U A SPAN IMG'.split(' '));
  // A browser ignores control characters and spaces in a URL's scheme, so they are taken out first.
  const scriptUrl = /^(javascript|vbscript|data:(?!image\/(png|gif|jpeg|bmp|x-icon);base64,))/i;
  const analysis = region.querySelector(':scope > h2 ~ *');
  if (!analysis) return ['no analysis'];
  return [analysis, ...analysis.querySelectorAll('*')].flatMap((element) => [
    ...(tags.has(element.tagName) ? [] : [`<${element.tagName.toLowerCase()}>`]),
    ...[...element.attributes]
      .filter(
        ({ name, value }) =>
          name.startsWith('on') || scriptUrl.test([...value].filter((character) => character > ' ').join('')),
      )
      .map(({ name, value }) => `${element.tagName.toLowerCase()} ${name}="${value}"`),
  ]);
}

/** The analysis region's first element matching `selector`, evaluated in the page. */
const inAnalysis = <T>(page: Page, selector: string, read: (element: Element) => T) =>
  page.getByRole('region', { name: 'Analysis' }).locator(selector).first().evaluate(read);

describe.skipIf(!chromiumPath)('rich-text analysis in Chromium', () => {
  let browser: Browser;
  let url: string;
  let candidateId: string;
  const corpus = groupCorpus();
  const accepted = XSS_VECTORS.filter((vector) => !hasControlCharacters(vector));
  /** The candidate page of each group of the corpus. */
  const corpusPages: Array<{ group: TGroup; id: string }> = [];

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
    for (const [index, group] of corpus.entries()) {
      const stored = await admin.request.post(`${url}/api/newCandidate`, {
        data: { ...VALID_CANDIDATE, fullName: `Corpus Group${index + 1}`, specialNotes: group.analysis },
      });
      expect(stored.status()).toBe(200);
      const { data } = await stored.json();
      // The built server stores each vector of the group as it stores it alone (see groupCorpus).
      expect(data.specialNotes, `group ${index + 1} (${group.reading})`).toBe(group.stored);
      corpusPages.push({ group, id: data._id });
    }
    for (const vector of XSS_VECTORS.filter(hasControlCharacters)) {
      const refused = await admin.request.post(`${url}/api/newCandidate`, {
        data: { ...VALID_CANDIDATE, specialNotes: vector },
      });
      expect(refused.status(), JSON.stringify(vector)).toBe(400);
      expect((await refused.json()).message).toBe(`specialNotes: ${CONTROL_CHARACTERS_MESSAGE}`);
    }
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
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  // With the content security policy off: as served, it would stop an inline handler that got through,
  // hiding the sanitizer's failure (the payloads above show both).
  it(`runs none of the ${accepted.length} corpus vectors the schema accepts, stored through REST, on ${corpus.length} candidate pages (CSP off)`, async () => {
    expect(corpus.flatMap((group) => group.vectors).sort()).toEqual([...accepted].sort());
    const context = await browser.newContext({ bypassCSP: true });
    const dialogs: string[] = [];
    const elsewhere: string[] = [];
    context.on('page', (page) =>
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      }),
    );
    context.on('request', (request) => {
      if (!request.url().startsWith(url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    for (const { group, id } of corpusPages) {
      const name = `${group.reading} group of ${group.vectors.length} (${group.labels[0]}…)`;
      const { page, problems } = await openPage(context, `${url}/candidatePage/${id}`);
      const analysis = page.getByRole('region', { name: 'Analysis' });
      if (group.reading === READINGS.html.name) {
        await analysis.getByText(group.labels.at(-1)!, { exact: true }).waitFor();
        // Every vector of the group reached the page: each one's label is there.
        expect(await analysis.locator('p', { hasText: /^Vector \d+$/ }).allTextContents(), name).toEqual(
          group.labels,
        );
      } else {
        await analysis.locator('h2 ~ *').waitFor();
        // Shown as text, character for character (an escaped group's line breaks are <br>s).
        const shown = await analysis.locator('h2 ~ *').textContent();
        expect(shown, name).toBe(
          group.reading === READINGS.text.name ? group.analysis : group.analysis.replace(/\n/g, ''),
        );
      }
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), name).toBeUndefined();
      expect(
        await page.getByRole('region', { name: 'Analysis' }).evaluate(executableInAnalysis),
        name,
      ).toEqual([]);
      expect(problems, name).toEqual([]);
      await page.close();
    }
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
