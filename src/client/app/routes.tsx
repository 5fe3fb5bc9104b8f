import { Suspense, type ComponentType } from 'react';
import { Route, useLocation } from 'wouter';
import { findPageRoute, NOT_FOUND_HEAD, type TPageId } from '../../shared/routes';
import { Spinner } from '../components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';
import { PageHead } from '../lib/page-head';
import { RoleGate } from './role-gate';

const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'));

/** Each page of the shared route table (src/shared/routes.ts) as its own lazy chunk. */
const PAGES: Record<TPageId, ComponentType> = {
  home: lazyPage(() => import('../features/home/home-page')),
  about: lazyPage(() => import('../features/about/about-page')),
  voterChecklist: lazyPage(() => import('../features/voter-checklist/voter-checklist-page')),
  login: lazyPage(() => import('../features/auth/login-page')),
  registration: lazyPage(() => import('../features/auth/registration-page')),
  account: lazyPage(() => import('../features/account/account-page')),
  libraryByCategory: lazyPage(() => import('../features/library/library-category-page')),
  libraryNewest: lazyPage(() => import('../features/library/library-newest-page')),
  librarySearch: lazyPage(() => import('../features/library/library-search-page')),
  adminDashboard: lazyPage(() => import('../features/admin-library/admin-dashboard-page')),
  adminEditVideo: lazyPage(() => import('../features/admin-library/admin-edit-video-page')),
  adminCandidates: lazyPage(() => import('../features/admin-candidates/admin-candidates-page')),
  candidateSearch: lazyPage(() => import('../features/candidates/candidate-search-page')),
  addressSearch: lazyPage(() => import('../features/candidates/address-page')),
  candidateResult: lazyPage(() => import('../features/candidates/candidate-result-page')),
  otherKeyStates: lazyPage(() => import('../features/candidates/other-key-states-page')),
  candidate: lazyPage(() => import('../features/candidates/candidate-page')),
  feedback: lazyPage(() => import('../features/feedback/feedback-page')),
  adminFeedback: lazyPage(() => import('../features/admin-feedback/admin-feedback-page')),
  adminAudit: lazyPage(() => import('../features/admin-audit/admin-audit-page')),
  adminElections: lazyPage(() => import('../features/admin-elections/admin-elections-page')),
  adminSearch: lazyPage(() => import('../features/admin-search/admin-search-page')),
  adminSearchResults: lazyPage(() => import('../features/admin-search/admin-search-results-page')),
};

export function AppRoutes() {
  const [location] = useLocation();
  const route = findPageRoute(location);
  const Page = route ? PAGES[route.page] : NotFoundPage;
  const page = route?.admin ? (
    <RoleGate deniedMessage={route.admin.deniedMessage}>
      <Page />
    </RoleGate>
  ) : (
    <Page />
  );
  const head = route ?? NOT_FOUND_HEAD;
  return (
    <PageHead title={head.title} description={head.description}>
      {/* Keyed by path so that following a link away from a page that crashed clears the error. */}
      <ErrorBoundary key={location}>
        <Suspense fallback={<Spinner />}>
          {/* The same match again through wouter, which hands the page its path parameters. */}
          {route ? <Route path={route.path}>{page}</Route> : page}
        </Suspense>
      </ErrorBoundary>
    </PageHead>
  );
}
