import { Suspense, type ComponentType } from 'react';
import { Route, useLocation } from 'wouter';
import { findPageRoute, type TPageId } from '../../shared/page-routes';
import { Spinner } from '../components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { HydrationMark } from '../lib/hydration-mark';
import { lazyPage } from '../lib/lazy-page';
import { PageHead } from '../lib/page-head';
import { RoleGate } from './role-gate';
import { useLingui } from '@lingui/react/macro';
import { PAGE_HEADS } from '../content/page-heads';

type TPageModule = { default: ComponentType };
type TPageKey = TPageId | 'notFound';

/**
 * Each page of the shared route table (src/shared/page-routes.ts) as its own chunk. The server render names the
 * same modules (server-entry.tsx PAGE_MODULES) to preload a page's chunk with its HTML (ADR 32).
 */
const PAGE_LOADERS: Record<TPageKey, () => Promise<TPageModule>> = {
  notFound: () => import('../features/not-found/not-found-page'),
  home: () => import('../features/home/home-page'),
  about: () => import('../features/about/about-page'),
  voterChecklist: () => import('../features/voter-checklist/voter-checklist-page'),
  accessibility: () => import('../features/accessibility/accessibility-page'),
  login: () => import('../features/auth/login-page'),
  registration: () => import('../features/auth/registration-page'),
  account: () => import('../features/account/account-page'),
  libraryByCategory: () => import('../features/library/library-category-page'),
  libraryNewest: () => import('../features/library/library-newest-page'),
  librarySearch: () => import('../features/library/library-search-page'),
  adminDashboard: () => import('../features/admin-library/admin-dashboard-page'),
  adminEditVideo: () => import('../features/admin-library/admin-edit-video-page'),
  adminCandidates: () => import('../features/admin-candidates/admin-candidates-page'),
  candidateSearch: () => import('../features/candidates/candidate-search-page'),
  addressSearch: () => import('../features/candidates/address-page'),
  candidateResult: () => import('../features/candidates/candidate-result-page'),
  otherKeyStates: () => import('../features/candidates/other-key-states-page'),
  candidate: () => import('../features/candidates/candidate-page'),
  feedback: () => import('../features/feedback/feedback-page'),
  adminFeedback: () => import('../features/admin-feedback/admin-feedback-page'),
  adminAudit: () => import('../features/admin-audit/admin-audit-page'),
  adminElections: () => import('../features/admin-elections/admin-elections-page'),
  adminContent: () => import('../features/admin-content/admin-content-page'),
  adminMeasures: () => import('../features/admin-measures/admin-measures-page'),
  adminImport: () => import('../features/admin-import/admin-import-page'),
  adminSearch: () => import('../features/admin-search/admin-search-page'),
  adminSearchResults: () => import('../features/admin-search/admin-search-results-page'),
  sharedBallot: () => import('../features/shared-ballot/shared-ballot-page'),
  myBallot: () => import('../features/my-ballot/my-ballot-page'),
  compare: () => import('../features/candidates/compare-page'),
};

const PAGES: Partial<Record<TPageKey, ComponentType>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([page, loader]) => [page, lazyPage(loader)]),
);

/** The page a path shows ('notFound' when no route matches). */
function pageIdOf(pathname: string): TPageKey {
  return findPageRoute(pathname)?.page ?? 'notFound';
}

/** Loads a path's page chunk, so that hydration finds it ready instead of suspending. */
export function preloadPage(pathname: string): Promise<unknown> {
  return PAGE_LOADERS[pageIdOf(pathname)]().catch(() => undefined);
}

export function AppRoutes() {
  const [location] = useLocation();
  const { t } = useLingui();
  const route = findPageRoute(location);
  const Page = PAGES[route?.page ?? 'notFound']!;
  const page = route?.admin ? (
    <RoleGate deniedMessage={route.admin.deniedMessage}>
      <Page />
    </RoleGate>
  ) : (
    <Page />
  );
  const head = PAGE_HEADS[route?.page ?? 'notFound'];
  return (
    <PageHead title={head.title && t(head.title)} description={t(head.description)}>
      {/* Keyed by path so that following a link away from a page that crashed clears the error. */}
      <ErrorBoundary key={location}>
        <Suspense fallback={<Spinner />}>
          <HydrationMark />
          {/* The same match again through wouter, which hands the page its path parameters. */}
          {route ? <Route path={route.path}>{page}</Route> : page}
        </Suspense>
      </ErrorBoundary>
    </PageHead>
  );
}
