// Browser-only: the catalog's texts on the page are the same whichever database the app reads (.ci/run).
/**
 * Nothing left untranslated, checked by machine (issue 24 point 6, ADR 45): every public route in the tests'
 * pseudo-locales, whose catalog messages are all accented and a third longer (qps-ploc), and also right to
 * left (qps-plocm), at 390 and 1280 px. Every visible text, `<title>`, `title`, `alt`, `aria-label` and
 * `placeholder` must be the catalog's (no word of it is plain ASCII) or content data: what the app sent the
 * browser (server-rendered state, the public config, API answers), the address it was given, the site's
 * name, and what Intl writes (dates). Nothing may be wider than a phone's screen, in either direction.
 */
import type { Page } from 'playwright-core';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import { PUBLIC_CONFIG_ELEMENT_ID, SERVER_STATE_ELEMENT_ID } from '../../src/shared/constants/public-config';
import { localizedPath, PSEUDO_LOCALES } from '../../src/shared/locales';
import { SITE_NAME } from '../../src/shared/page-routes';
import { readDemoIds, ROUTES, type DemoIds } from './accessibility-sweep';
import {
  DESKTOP,
  PHONE,
  chromiumPath,
  contentLoaded,
  expectErrors,
  launchBrowser,
  overlappingHeaderItems,
  pageWidths,
  startBuiltAppWithFakeGeocoders,
} from './harness';

const PUBLIC_ROUTES = ROUTES.filter((route) => !route.admin);

/** Every string in a JSON value: the content data a page was given. */
function stringsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((each) => stringsIn(each, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((each) => stringsIn(each, into));
  return into;
}

/** Collects every JSON answer of our API the page reads, until they are taken. */
function recordApiAnswers(page: Page) {
  const answers: Array<Promise<unknown>> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(api|trpc)\//.test(pathname) && response.headers()['content-type']?.includes('json'))
      answers.push(response.json().catch(() => null));
  });
  return { settled: () => Promise.all(answers.splice(0)) };
}

/** What the page shows or says as text, each with where it is, read in the page. */
function pageTexts(page: Page) {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const shown = (element: Element) => {
      // Text in another language on purpose (the language switch, the offer of another language) is its
      // own, and so is a proper name marked as one (`translate="no"`: a website's, an organisation's).
      if (element.closest('[lang]')?.getAttribute('lang') !== pageLanguage) return false;
      if (element.closest('[translate="no"], script, style, noscript, template')) return false;
      return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const texts: Array<{ text: string; where: string }> = [{ text: document.title, where: '<title>' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (text && parent && shown(parent)) texts.push({ text, where: `<${parent.localName}>` });
    }
    for (const attribute of ['title', 'alt', 'aria-label', 'placeholder'])
      for (const element of document.body.querySelectorAll(`[${attribute}]`))
        if (shown(element))
          texts.push({ text: element.getAttribute(attribute)!, where: `${element.localName}[${attribute}]` });
    return texts;
  });
}

/** The month and weekday names Intl writes dates with in a pseudo-locale (they format as English). */
function intlDateWords(locale: string): string[] {
  const words = new Set<string>();
  for (let month = 0; month < 12; month++)
    for (const style of ['long', 'short'] as const) {
      const day = Date.UTC(2026, month, 1 + month, 12);
      words.add(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(day));
      words.add(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(day));
    }
  return [...words, 'AM', 'PM'];
}

/** A word of plain ASCII letters: the pseudo-locales accent every letter of a message but v and x. */
const PLAIN_WORD = /(?<!\p{L})[A-Za-z]{2,}(?!\p{L})/u;
/** A number written with letters, as it is dialled: 866-OUR-VOTE. */
const LETTERED_NUMBER = /\b\d+(?:-[A-Z\d]+)+\b/g;

/**
 * The texts that are neither the catalog's nor content data. A catalog message comes out of the pseudo-locale
 * with no word of plain ASCII letters (right to left, each run wrapped in U+202E … U+202C too); what is left of
 * a text once the content strings in it are taken out must have none either. A text may also be a piece of a
 * content string (a paragraph of a candidate's analysis, which is HTML). Case aside: styles may capitalise.
 */
function untranslated(texts: Array<{ text: string; where: string }>, content: Set<string>): string[] {
  const strings = [...content]
    .filter((each) => PLAIN_WORD.test(each))
    .map((each) => each.toLowerCase())
    .sort((a, b) => b.length - a.length);
  const corpus = strings.map((each) => each.replace(/<[^>]+>/g, '\n').replace(/\s+/g, ' ')).join('\n');
  return texts
    .filter(({ text }) => {
      let rest = text
        .replace(LETTERED_NUMBER, ' ')
        .toLowerCase()
        .replace(/\u202e[^\u202c]*\u202c/g, ' ');
      for (const each of strings) if (rest.includes(each)) rest = rest.replaceAll(each, ' ');
      return PLAIN_WORD.test(rest) && !corpus.includes(text.toLowerCase().replace(/\s+/g, ' '));
    })
    .map(({ text, where }) => `${where} ${JSON.stringify(text)}`);
}

describe.skipIf(!chromiumPath)(
  'every public route in the pseudo-locales, at 390 and 1280 px (Chromium)',
  () => {
    let url: string;
    let ids: DemoIds;
    let page: Page;
    let apiAnswers: ReturnType<typeof recordApiAnswers>;
    /**
     * Every content string the app has sent this tab so far: a page may show what an earlier one was sent
     * (my ballot, the picks kept in the browser).
     */
    const content = new Set<string>([
      SITE_NAME,
      ...DEMO_ADDRESSES.map((demo) => demo.input),
      ...PSEUDO_LOCALES.flatMap(({ code }) => intlDateWords(code)),
    ]);

    beforeAll(async () => {
      ({ url } = await startBuiltAppWithFakeGeocoders({ PSEUDO_LOCALES: 'true' }));
      ids = await readDemoIds(url);
      const browser = await launchBrowser();
      // One tab going from route to route (see accessibility-sweep.ts), narrow first, then wide.
      const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
      page = await context.newPage();
      apiAnswers = recordApiAnswers(page);
    });

    for (const { code, dir } of PSEUDO_LOCALES)
      for (const route of PUBLIC_ROUTES) {
        const name = `${route.name ?? route.pattern} in ${code} (${dir})`;
        it(`${name} shows only catalog text and content data, and fits 390 px`, async () => {
          const englishAddress = route.address(ids);
          const address = localizedPath(code, englishAddress);
          if (route.pattern === '*')
            expectErrors(page.context(), [{ url: new RegExp(`${address}$`), status: 404 }]);
          await page.setViewportSize(PHONE);
          await page.goto(`${url}${address}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await contentLoaded(page);
          expect(await page.locator('html').getAttribute('dir')).toBe(dir);

          stringsIn(await apiAnswers.settled(), content);
          const sent = await page.evaluate(
            (elementIds) => elementIds.map((id) => document.getElementById(id)?.textContent ?? 'null'),
            [SERVER_STATE_ELEMENT_ID, PUBLIC_CONFIG_ELEMENT_ID],
          );
          for (const json of sent) stringsIn(JSON.parse(json), content);
          for (const value of new URL(englishAddress, url).searchParams.values()) content.add(value);

          const widths = await pageWidths(page);
          expect(widths.content, `page width at 390 px, ${dir}`).toBeLessThanOrEqual(widths.viewport);
          expect(await overlappingHeaderItems(page, SITE_NAME), `header at 390 px, ${dir}`).toEqual([]);
          expect(untranslated(await pageTexts(page), content), 'untranslated text at 390 px').toEqual([]);

          await page.setViewportSize(DESKTOP);
          stringsIn(await apiAnswers.settled(), content);
          expect(untranslated(await pageTexts(page), content), 'untranslated text at 1280 px').toEqual([]);
        });
      }
  },
);
