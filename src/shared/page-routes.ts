import { parse } from 'regexparam';

/**
 * The site's pages: one table for the client, which maps each page to its component, and for the server,
 * which renders or sends each page and answers a URL no route matches with 404. Each page's title and
 * description are text in the visitor's language: src/client/content/page-heads.ts.
 */
export const SITE_NAME = 'Progressive Voter Guide';

const NOT_AN_ADMINISTRATOR = 'You are not an administrator';

type TPageRoute = {
  /** The page shown; several paths may show the same one. */
  page: string;
  /** A wouter path: `:name` captures one segment. */
  path: string;
  /** Only administrators see the page; a signed-in non-admin sees `deniedMessage` instead. */
  admin?: { deniedMessage: string };
};

const NOT_ADMIN = { deniedMessage: NOT_AN_ADMINISTRATOR };

const ROUTE_TABLE = [
  {
    page: 'home',
    path: '/',
  },
  {
    page: 'about',
    path: '/about',
  },
  {
    page: 'voterChecklist',
    path: '/voter-checklist',
  },
  {
    page: 'accessibility',
    path: '/accessibility',
  },
  {
    page: 'login',
    path: '/login',
  },
  {
    page: 'registration',
    path: '/registration',
  },
  {
    page: 'account',
    path: '/account',
  },
  // Matching ignores case, as wouter's does, so the footer's '/learningLib' is this route too.
  {
    page: 'libraryByCategory',
    path: '/learninglib',
  },
  {
    page: 'libraryNewest',
    path: '/learninglibnewfirst',
  },
  {
    page: 'librarySearch',
    path: '/search/:keyword',
  },
  {
    page: 'adminDashboard',
    path: '/admin/library',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminDashboard',
    path: '/admindashboard',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminEditVideo',
    path: '/adminedit/:id',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminCandidates',
    path: '/admin/candidate',
    admin: NOT_ADMIN,
  },
  {
    page: 'candidateSearch',
    path: '/candidateSearch',
  },
  {
    page: 'addressSearch',
    path: '/addressPage',
  },
  {
    page: 'candidateResult',
    path: '/candidateResult',
  },
  {
    page: 'otherKeyStates',
    path: '/otherKeyStates',
  },
  {
    page: 'candidate',
    path: '/candidatePage/:id',
  },
  {
    page: 'feedback',
    path: '/feedback',
  },
  {
    page: 'adminFeedback',
    path: '/admin/feedback',
    admin: { deniedMessage: 'You have insufficient permissions to view this page.' },
  },
  {
    page: 'adminElections',
    path: '/admin/elections',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminContent',
    path: '/admin/content',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminMeasures',
    path: '/admin/measures',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminImport',
    path: '/admin/import',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminAudit',
    path: '/admin/audit',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminSearch',
    path: '/admin/search',
    admin: NOT_ADMIN,
  },
  {
    page: 'adminSearchResults',
    path: '/admin/searchResults',
    admin: NOT_ADMIN,
  },
  {
    page: 'sharedBallot',
    path: '/sharedBallot',
  },
  {
    page: 'myBallot',
    path: '/myBallot',
  },
  {
    page: 'compare',
    path: '/compare',
  },
] as const satisfies readonly TPageRoute[];

export type TPageId = (typeof ROUTE_TABLE)[number]['page'];
export type TKnownPageRoute = TPageRoute & { page: TPageId };

/** The first route that matches a URL wins. */
export const PAGE_ROUTES: readonly TKnownPageRoute[] = ROUTE_TABLE;

// Compiled with wouter's own parser, so the server and the client agree on every URL.
const COMPILED = PAGE_ROUTES.map((route) => ({ route, pattern: parse(route.path).pattern }));

/** The route a pathname (no query, no hash) shows, or undefined for an unknown page. */
export function findPageRoute(pathname: string): TKnownPageRoute | undefined {
  return COMPILED.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** A page's title (null: the site's name alone) and meta description, as text in one language. */
export type TPageHeadText = { title: string | null; description: string };

/** The text of a page's <title>: 'Video Library · Progressive Voter Guide', or the site's name alone. */
export function formatPageTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * The library's search box as a plain HTML form (before the page's code runs): GET /search?keyword=, which
 * the server sends on to the results page.
 */
export const LIBRARY_SEARCH_FORM = { action: '/search', field: 'keyword' } as const;

/** The results page for a typed keyword, or null for a blank one (the box then does nothing). */
export function librarySearchPath(keyword: unknown): string | null {
  const trimmed = typeof keyword === 'string' ? keyword.trim() : '';
  return trimmed ? `/search/${encodeURIComponent(trimmed)}` : null;
}
