// The server render of the public pages (ADR 32), built by Vite's SSR build into dist/ssr and loaded by
// src/server/plugins/client-app.ts. It renders the same App the browser hydrates.
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { splitLocalePath, type TPageLocale } from '../../shared/locales';
import { findPageRoute, type TPageHeadText, type TPageId } from '../../shared/page-routes';
import type { TPublicConfig } from '../../shared/schemas/public-config';
import type { TSubmittedForm } from '../../shared/submitted-form';
import { CATALOG_MODULES, createI18n, loadMessages } from '../lib/i18n';
import { createServerQueryClient } from '../lib/query-client';
import type { TTrpcClient } from '../lib/trpc';
import { App } from './app';
import { PAGE_HEADS } from '../content/page-heads';
import { buildServerTexts } from './server-texts';
import type { TServerTexts } from '../../shared/server-texts';

/**
 * Each page's module as Vite's manifest names it (relative to src/client), to preload its chunk with the
 * HTML. The same modules as app-routes.tsx PAGE_LOADERS; client-app.test.ts checks that each exists.
 */
export const PAGE_MODULES: Record<TPageId | 'notFound', string> = {
  notFound: 'features/not-found/not-found-page.tsx',
  home: 'features/home/home-page.tsx',
  about: 'features/about/about-page.tsx',
  voterChecklist: 'features/voter-checklist/voter-checklist-page.tsx',
  accessibility: 'features/accessibility/accessibility-page.tsx',
  login: 'features/auth/login-page.tsx',
  registration: 'features/auth/registration-page.tsx',
  account: 'features/account/account-page.tsx',
  libraryByCategory: 'features/library/library-category-page.tsx',
  libraryNewest: 'features/library/library-newest-page.tsx',
  librarySearch: 'features/library/library-search-page.tsx',
  adminDashboard: 'features/admin-library/admin-dashboard-page.tsx',
  adminEditVideo: 'features/admin-library/admin-edit-video-page.tsx',
  adminCandidates: 'features/admin-candidates/admin-candidates-page.tsx',
  candidateSearch: 'features/candidates/candidate-search-page.tsx',
  addressSearch: 'features/candidates/address-page.tsx',
  candidateResult: 'features/candidates/candidate-result-page.tsx',
  otherKeyStates: 'features/candidates/other-key-states-page.tsx',
  candidate: 'features/candidates/candidate-page.tsx',
  feedback: 'features/feedback/feedback-page.tsx',
  adminFeedback: 'features/admin-feedback/admin-feedback-page.tsx',
  adminAudit: 'features/admin-audit/admin-audit-page.tsx',
  adminElections: 'features/admin-elections/admin-elections-page.tsx',
  adminContent: 'features/admin-content/admin-content-page.tsx',
  adminMeasures: 'features/admin-measures/admin-measures-page.tsx',
  adminImport: 'features/admin-import/admin-import-page.tsx',
  adminSearch: 'features/admin-search/admin-search-page.tsx',
  adminSearchResults: 'features/admin-search/admin-search-results-page.tsx',
  sharedBallot: 'features/shared-ballot/shared-ballot-page.tsx',
  myBallot: 'features/my-ballot/my-ballot-page.tsx',
  compare: 'features/candidates/compare-page.tsx',
};

export type TRenderedApp = {
  status: number;
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styleTags: string;
  /** The page's query cache, for the browser to start from. */
  state: DehydratedState;
  title: string | null;
  description: string;
  /** The page's module (src/client-relative), whose chunk the page should preload. */
  pageModule: string;
  /** The page's language, and its catalog's module, preloaded like the page's. */
  locale: TPageLocale;
  catalogModule: string;
};

/**
 * Pages whose first render depends only on the URL and public data. My ballot is drawn empty (the picks
 * are in the browser's storage) and the address search only for an address already looked up (the
 * lookup answers the server render from what is stored). The rest (sign-in, account, admin, the
 * structured address form and its results) stay rendered in the browser.
 */
const SERVER_RENDERED = new Set<TPageId | 'notFound'>([
  'home',
  'about',
  'voterChecklist',
  'accessibility',
  'libraryByCategory',
  'libraryNewest',
  'librarySearch',
  'otherKeyStates',
  'candidate',
  'sharedBallot',
  'feedback',
  'myBallot',
  'candidateSearch',
  'compare',
  'notFound',
]);

// Session queries never run on the server: the HTML is the same for everyone, so it shows the signed-out
// state (the session's 'loading'), and the browser asks who is signed in itself.
const BROWSER_ONLY_QUERY = /^auth\./;

// A page whose queries depend on earlier answers needs a pass per level; none of ours needs more than two.
const MAX_PASSES = 3;

function procedureOf(query: Query): string {
  const [path] = query.queryKey as [string[] | undefined];
  return Array.isArray(path) ? path.join('.') : '';
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries the last pass asked for that the server should answer before the next pass. */
function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        isEnabled(query) &&
        !BROWSER_ONLY_QUERY.test(procedureOf(query)),
    );
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // Waits for every Suspense boundary, so the lazy page is in the markup rather than its spinner. Without
  // an unbounded chunk size React moves a large boundary's content to a hidden <div> that a script of its
  // own reveals: invisible without JavaScript, and painted later than the markup around it.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // React would leave a failed boundary for the browser to render; the caller sends the plain shell.
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error('The server render failed', { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}

/** The candidate's name, once the page's query has it: the title the browser would set (usePageTitle). */
function refinedTitle(page: string, queryClient: QueryClient): string | null {
  if (page !== 'candidate') return null;
  const query = queryClient.getQueryCache().findAll({ queryKey: [['candidates', 'byId']] })[0];
  const data = query?.state.data as { fullName?: string } | undefined;
  return data?.fullName ?? null;
}

/**
 * Renders the app at a URL with its data, or returns null when the page is left to the browser (not a
 * server-rendered page, or one of its queries failed: the browser shows the error as it always has).
 */
export async function renderApp(
  url: string,
  {
    config,
    trpcClient,
    submittedForm = null,
  }: { config: TPublicConfig; trpcClient: TTrpcClient; submittedForm?: TSubmittedForm | null },
): Promise<TRenderedApp | null> {
  const [pathname = '/', search = ''] = url.split('?');
  const { locale, path } = splitLocalePath(pathname);
  const route = findPageRoute(path);
  const page = route?.page ?? 'notFound';
  if (!SERVER_RENDERED.has(page)) return null;

  // An instance for this render alone: renders in different languages run side by side.
  const i18n = createI18n(locale, await loadMessages(locale));
  const queryClient = createServerQueryClient();
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToHtml(
        sheet.collectStyles(
          <App
            config={config}
            queryClient={queryClient}
            trpcClient={trpcClient}
            ssr={{ path: pathname, search }}
            submittedForm={submittedForm}
            i18n={i18n}
          />,
        ),
      );
      const pending = queriesToFetch(queryClient);
      if (pending.length === 0 || pass === MAX_PASSES) {
        const head = PAGE_HEADS[page];
        return {
          status: route ? 200 : 404,
          html,
          styleTags: sheet.getStyleTags(),
          state: dehydrate(queryClient),
          title: refinedTitle(page, queryClient) ?? (head.title && i18n._(head.title)),
          description: i18n._(head.description),
          pageModule: PAGE_MODULES[page],
          locale,
          catalogModule: CATALOG_MODULES[locale],
        };
      }
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return null;
    } finally {
      sheet.seal();
    }
  }
  return null;
}

/**
 * Every page's title and description in a language, for what the server sends without rendering: the shells
 * of the pages the browser renders, and the social tags (ADR 38, 43).
 */
export async function pageHeads(locale: TPageLocale): Promise<Record<TPageId | 'notFound', TPageHeadText>> {
  const i18n = createI18n(locale, await loadMessages(locale));
  const entries = Object.entries(PAGE_HEADS).map(([page, head]) => [
    page,
    { title: head.title && i18n._(head.title), description: i18n._(head.description) },
  ]);
  return Object.fromEntries(entries) as Record<TPageId | 'notFound', TPageHeadText>;
}

/** The texts the server writes outside the pages in a language: social cards and calendars (server-texts.ts). */
export async function serverTexts(locale: TPageLocale): Promise<TServerTexts> {
  return buildServerTexts(createI18n(locale, await loadMessages(locale)));
}
