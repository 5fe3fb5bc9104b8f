import { parse } from 'regexparam';

/**
 * The site's pages: one table for the client, which maps each page to its component, and for the server,
 * which sends each page's title and description in the HTML and answers a URL no route matches with 404.
 */
export const SITE_NAME = 'Progressive Voter Guide';

const NOT_AN_ADMINISTRATOR = 'You are not an administrator';

export type TPageRoute = {
  /** The page shown; several paths may show the same one. */
  page: string;
  /** A wouter path: `:name` captures one segment. */
  path: string;
  /** Null on the home page, whose title is the site's name alone. */
  title: string | null;
  description: string;
  /** Only administrators see the page; a signed-in non-admin sees `deniedMessage` instead. */
  admin?: { deniedMessage: string };
};

const ADMIN_DESCRIPTION = 'Tools for the administrators of the Progressive Voter Guide.';
const LIBRARY_DESCRIPTION =
  'Short videos on elections, government and the issues on the ballot, from the Progressive Voter Guide.';
const NOT_ADMIN = { deniedMessage: NOT_AN_ADMINISTRATOR };

const ROUTE_TABLE = [
  {
    page: 'home',
    path: '/',
    title: null,
    description:
      'A progressive voter guide: find the candidates on your ballot, read where they stand and learn how to vote.',
  },
  {
    page: 'about',
    path: '/about',
    title: 'About',
    description:
      'Who we are: a political-education organisation writing down-ballot voter guides for progressive voters.',
  },
  {
    page: 'voterChecklist',
    path: '/voter-checklist',
    title: 'Ready to vote?',
    description:
      'Important dates, voter ID, how to vote, ranked choice voting and your rights as a New York voter.',
  },
  {
    page: 'accessibility',
    path: '/accessibility',
    title: 'Accessibility',
    description:
      'How the Progressive Voter Guide aims for WCAG 2.2 AA, how we test it, and how to tell us about a barrier.',
  },
  {
    page: 'login',
    path: '/login',
    title: 'Sign in',
    description: 'Sign in to your Progressive Voter Guide account.',
  },
  {
    page: 'registration',
    path: '/registration',
    title: 'Register',
    description: 'Create a Progressive Voter Guide account.',
  },
  {
    page: 'account',
    path: '/account',
    title: 'Your account',
    description: 'Your password and two-factor sign-in for the Progressive Voter Guide.',
  },
  // Matching ignores case, as wouter's does, so the footer's '/learningLib' is this route too.
  {
    page: 'libraryByCategory',
    path: '/learninglib',
    title: 'Video Library',
    description: LIBRARY_DESCRIPTION,
  },
  {
    page: 'libraryNewest',
    path: '/learninglibnewfirst',
    title: 'Newest Videos',
    description: LIBRARY_DESCRIPTION,
  },
  {
    page: 'librarySearch',
    path: '/search/:keyword',
    title: 'Search Results',
    description: 'Videos from the Progressive Voter Guide library that match your search.',
  },
  {
    page: 'adminDashboard',
    path: '/admin/library',
    title: 'Admin Dashboard',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'adminDashboard',
    path: '/admindashboard',
    title: 'Admin Dashboard',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'adminEditVideo',
    path: '/adminedit/:id',
    title: 'Edit Video',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'adminCandidates',
    path: '/admin/candidate',
    title: 'Candidate Dashboard',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'candidateSearch',
    path: '/candidateSearch',
    title: 'Your Candidates',
    description: 'The races and candidates on the ballot at your address.',
  },
  {
    page: 'addressSearch',
    path: '/addressPage',
    title: 'Find Candidates by Address',
    description: 'Enter your address to find the candidates on your ballot.',
  },
  {
    page: 'candidateResult',
    path: '/candidateResult',
    title: 'Candidates for Your Address',
    description: 'The candidates on the ballot at your address, grouped by office.',
  },
  {
    page: 'otherKeyStates',
    path: '/otherKeyStates',
    title: 'Key Races in Other States',
    description: 'Candidates in key races outside New York, grouped by office.',
  },
  {
    page: 'candidate',
    path: '/candidatePage/:id',
    title: 'Candidate',
    description: "A candidate's analysis, positions and sources, from the Progressive Voter Guide.",
  },
  {
    page: 'feedback',
    path: '/feedback',
    title: 'Feedback',
    description:
      'Tell the Progressive Voter Guide team what works, what does not and what you would like to see.',
  },
  {
    page: 'adminFeedback',
    path: '/admin/feedback',
    title: 'Admin Feedback',
    description: ADMIN_DESCRIPTION,
    admin: { deniedMessage: 'You have insufficient permissions to view this page.' },
  },
  {
    page: 'adminElections',
    path: '/admin/elections',
    title: 'Elections',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'adminAudit',
    path: '/admin/audit',
    title: 'Audit Log',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'adminSearch',
    path: '/admin/search',
    title: 'Google Search',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'adminSearchResults',
    path: '/admin/searchResults',
    title: 'Admin Search Results',
    description: ADMIN_DESCRIPTION,
    admin: NOT_ADMIN,
  },
  {
    page: 'sharedBallot',
    path: '/sharedBallot',
    title: 'A shared ballot',
    description: 'A ballot shared from the Progressive Voter Guide: the picks of a voter, race by race.',
  },
  {
    page: 'myBallot',
    path: '/myBallot',
    title: 'My ballot',
    description: 'The races on your ballot with your picks beside our recommendations, ready to print.',
  },
  {
    page: 'compare',
    path: '/compare',
    title: 'Compare candidates',
    description: 'Candidates side by side: party, recommendation and their answers to our questions.',
  },
] as const satisfies readonly TPageRoute[];

export type TPageId = (typeof ROUTE_TABLE)[number]['page'];
export type TKnownPageRoute = TPageRoute & { page: TPageId };

/** The first route that matches a URL wins. */
export const PAGE_ROUTES: readonly TKnownPageRoute[] = ROUTE_TABLE;

/** What a URL that matches no route shows (the client's '404: Page Not Found' page). */
export const NOT_FOUND_HEAD = {
  title: 'Page Not Found',
  description: 'There is no page at this address on the Progressive Voter Guide.',
} as const;

// Compiled with wouter's own parser, so the server and the client agree on every URL.
const COMPILED = PAGE_ROUTES.map((route) => ({ route, pattern: parse(route.path).pattern }));

/** The route a pathname (no query, no hash) shows, or undefined for an unknown page. */
export function findPageRoute(pathname: string): TKnownPageRoute | undefined {
  return COMPILED.find(({ pattern }) => pattern.test(pathname))?.route;
}

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
