import type { Page } from 'playwright-core';
import { PAGE_ROUTES } from '../../src/shared/page-routes';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import {
  PHONE,
  chromiumPath,
  contentLoaded,
  expectErrors,
  launchBrowser,
  pageWidths,
  seriousViolations,
  startBuiltAppWithFakeGeocoders,
} from './harness';
import { localizedPath, type TLocale } from '../../src/shared/locales';

const ADMIN = { email: 'admin@vote.example.org', password: 'admin password 123' };
const BROOKLYN = DEMO_ADDRESSES.find((demo) => demo.council === '33')!;
/** Ids that only the running app's demo content knows, read once it is up. */
export type DemoIds = { candidateId: string; rivalId: string; videoId: string };

/** Every path of the route table, with an address that shows the page with content in it. */
export const ROUTES: Array<{
  pattern: string;
  name?: string;
  address: (ids: DemoIds) => string;
  admin?: true;
}> = [
  { pattern: '/', address: () => '/' },
  { pattern: '/about', address: () => '/about' },
  { pattern: '/voter-checklist', address: () => '/voter-checklist' },
  { pattern: '/accessibility', address: () => '/accessibility' },
  { pattern: '/login', address: () => '/login' },
  { pattern: '/registration', address: () => '/registration' },
  // A signed-in page, not an admin one: the admin's session is simply a signed-in user's.
  { pattern: '/account', address: () => '/account', admin: true },
  { pattern: '/learninglib', address: () => '/learninglib' },
  // The footer's spelling, matched by the same route (routes match without regard to case).
  { pattern: '/learninglib', name: '/learningLib', address: () => '/learningLib' },
  { pattern: '/learninglibnewfirst', address: () => '/learninglibnewfirst' },
  { pattern: '/search/:keyword', address: () => '/search/unionizing' },
  { pattern: '/candidateSearch', address: () => `/candidateSearch?q=${encodeURIComponent(BROOKLYN.input)}` },
  { pattern: '/addressPage', address: () => '/addressPage' },
  {
    pattern: '/candidateResult',
    address: () =>
      `/candidateResult?${new URLSearchParams({
        street: BROOKLYN.street,
        city: BROOKLYN.city,
        state: BROOKLYN.state,
        fullState: BROOKLYN.stateName,
        postalcode: BROOKLYN.zip,
      })}`,
  },
  { pattern: '/otherKeyStates', address: () => '/otherKeyStates' },
  { pattern: '/candidatePage/:id', address: ({ candidateId }) => `/candidatePage/${candidateId}` },
  // A shared ballot (issue 16), and a library link that opens a video's player at once.
  { pattern: '/sharedBallot', address: ({ candidateId }) => `/sharedBallot?c=${candidateId}` },
  {
    pattern: '/learninglib',
    name: '/learninglib?video={id}',
    address: ({ videoId }) => `/learninglib?video=${videoId}`,
  },
  { pattern: '/feedback', address: () => '/feedback' },
  { pattern: '*', address: () => '/no/such/page' },
  { pattern: '/admin/library', address: () => '/admin/library', admin: true },
  { pattern: '/admindashboard', address: () => '/admindashboard', admin: true },
  { pattern: '/adminedit/:id', address: ({ videoId }) => `/adminedit/${videoId}`, admin: true },
  { pattern: '/admin/candidate', address: () => '/admin/candidate', admin: true },
  { pattern: '/admin/feedback', address: () => '/admin/feedback', admin: true },
  { pattern: '/admin/elections', address: () => '/admin/elections', admin: true },
  { pattern: '/admin/content', address: () => '/admin/content', admin: true },
  { pattern: '/admin/measures', address: () => '/admin/measures', admin: true },
  { pattern: '/admin/import', address: () => '/admin/import', admin: true },
  { pattern: '/admin/search', address: () => '/admin/search', admin: true },
  { pattern: '/admin/audit', address: () => '/admin/audit', admin: true },
  {
    pattern: '/admin/searchResults',
    address: () => '/admin/searchResults?candidateSearch=Jane%20Doe',
    admin: true,
  },
  // Empty until the visitor picks (the picks live in the browser); my-ballot.test.ts checks a full one.
  { pattern: '/myBallot', address: () => '/myBallot' },
  { pattern: '/compare', address: ({ candidateId, rivalId }) => `/compare?ids=${candidateId},${rivalId}` },
];

/** The ids the routes' addresses need, as any client of the running app finds them. */
export async function readDemoIds(url: string): Promise<DemoIds> {
  const council = await (await fetch(`${url}/api/newCandidate?office=City%20Council&district=33`)).json();
  const videos = await (await fetch(`${url}/api/books/page/1`)).json();
  return {
    candidateId: council.data.data[0]._id,
    rivalId: council.data.data[1]._id,
    videoId: videos.data[0]._id,
  };
}

/**
 * The axe sweep of every route at one width, one app per width: the phone and the desktop sweeps are two
 * files (accessibility-phone/-desktop.test.ts), so they run side by side instead of one after the other.
 */
export function sweepEveryRouteAt(viewport: { width: number; height: number }, locale: TLocale = 'en') {
  const inEnglish = locale === 'en';
  // Another language sweeps the public pages at their addresses in it (ADR 43); admin pages stay English.
  const routes = inEnglish ? ROUTES : ROUTES.filter((route) => !route.admin);
  const language = inEnglish ? '' : ` in ${locale}`;
  describe.skipIf(!chromiumPath)(
    `accessibility of every route${language} in Chromium at ${viewport.width} px`,
    () => {
      let url: string;
      let ids: DemoIds;
      /**
       * One tab for the visitor and one signed in as the admin, each going from route to route: a new page
       * per route costs the browser three times the CPU of a navigation in the same tab, which keeps its
       * renderer and compiled scripts (ADR 40). Looking at a page changes nothing the next route shows
       * (picks are kept only on a tap), and each route is a full navigation to a fresh document.
       */
      let tabs: { visitor: Page; admin: Page };

      beforeAll(async () => {
        ({ url } = await startBuiltAppWithFakeGeocoders({
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        }));
        ids = await readDemoIds(url);
        const browser = await launchBrowser();
        const options = { viewport, reducedMotion: 'reduce' } as const;
        const [visitor, admin] = [await browser.newContext(options), await browser.newContext(options)];
        expect((await admin.request.post(`${url}/api/sessions`, { data: ADMIN })).status()).toBe(200);
        tabs = { visitor: await visitor.newPage(), admin: await admin.newPage() };
      });

      it.runIf(inEnglish)('sweeps every path of the route table', () => {
        // '*' stands for any address the table does not know: the 404 page.
        const patterns = [...PAGE_ROUTES.map((route) => route.path), '*'];
        expect([...new Set(ROUTES.map((route) => route.pattern))].sort()).toEqual(
          [...new Set(patterns)].sort(),
        );
      });

      for (const route of routes) {
        const overflow = viewport === PHONE ? ' and fits the width' : '';
        it(`${route.name ?? route.pattern}${language} at ${viewport.width} px has no serious or critical axe violation${overflow}`, async () => {
          const address = localizedPath(locale, route.address(ids));
          const page = route.admin ? tabs.admin : tabs.visitor;
          // An unknown page may be answered 404 (with the app in the body): Chromium logs that status.
          if (route.pattern === '*')
            expectErrors(page.context(), [{ url: new RegExp(`${address}$`), status: 404 }]);
          await page.goto(`${url}${address}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await contentLoaded(page);

          expect(await seriousViolations(page)).toEqual([]);
          if (viewport === PHONE) {
            const widths = await pageWidths(page);
            expect(widths.content, 'page width at 390 px').toBeLessThanOrEqual(widths.viewport);
          }
        });
      }
    },
  );
}
