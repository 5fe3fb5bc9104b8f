import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';
import { RoleGate } from './role-gate';

/** `admin` routes sit behind the role gate; `deniedMessage` is what a signed-in non-admin sees there. */
type TAppRoute = { path: string; component: ComponentType; admin?: { deniedMessage?: string } };

const adminToolPending = lazyPage(() => import('../features/admin/admin-tool-pending-page'));
const libraryByCategory = lazyPage(() => import('../features/library/library-category-page'));
const adminDashboard = lazyPage(() => import('../features/admin-library/admin-dashboard-page'));

/** The one route table. Every page is its own lazy chunk; the catch-all '*' stays last. */
const routes: TAppRoute[] = [
  { path: '/', component: lazyPage(() => import('../features/home/home-page')) },
  { path: '/about', component: lazyPage(() => import('../features/about/about-page')) },
  {
    path: '/voter-checklist',
    component: lazyPage(() => import('../features/voter-checklist/voter-checklist-page')),
  },
  { path: '/login', component: lazyPage(() => import('../features/auth/login-page')) },
  { path: '/registration', component: lazyPage(() => import('../features/auth/registration-page')) },
  { path: '/learninglib', component: libraryByCategory },
  // The footer and older links spell it with a capital L.
  { path: '/learningLib', component: libraryByCategory },
  {
    path: '/learninglibnewfirst',
    component: lazyPage(() => import('../features/library/library-newest-page')),
  },
  { path: '/search/:keyword', component: lazyPage(() => import('../features/library/library-search-page')) },
  { path: '/admin/library', component: adminDashboard, admin: {} },
  { path: '/admindashboard', component: adminDashboard, admin: {} },
  {
    path: '/adminedit/:id',
    component: lazyPage(() => import('../features/admin-library/admin-edit-video-page')),
    admin: { deniedMessage: 'You are not an administrator' },
  },
  { path: '/admin/candidate', component: adminToolPending, admin: {} },
  {
    path: '/candidateSearch',
    component: lazyPage(() => import('../features/candidates/candidate-search-page')),
  },
  { path: '/addressPage', component: lazyPage(() => import('../features/candidates/address-page')) },
  {
    path: '/candidateResult',
    component: lazyPage(() => import('../features/candidates/candidate-result-page')),
  },
  {
    path: '/otherKeyStates',
    component: lazyPage(() => import('../features/candidates/other-key-states-page')),
  },
  {
    path: '/candidatePage/:id',
    component: lazyPage(() => import('../features/candidates/candidate-page')),
  },
  { path: '/feedback', component: lazyPage(() => import('../features/feedback/feedback-page')) },
  {
    path: '/admin/feedback',
    component: lazyPage(() => import('../features/admin-feedback/admin-feedback-page')),
    admin: { deniedMessage: 'You have insufficient permissions to view this page.' },
  },
  {
    path: '/admin/elections',
    component: lazyPage(() => import('../features/admin-elections/admin-elections-page')),
    admin: {},
  },
  { path: '/admin/search', component: adminToolPending, admin: {} },
  { path: '/admin/searchResults', component: adminToolPending, admin: {} },
  { path: '*', component: lazyPage(() => import('../features/not-found/not-found-page')) },
];

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by path so that following a link away from a page that crashed clears the error.
    <ErrorBoundary key={location}>
      <Suspense fallback={<Spinner />}>
        <Switch>
          {routes.map(({ path, component: Page, admin }) => (
            <Route key={path} path={path}>
              {admin ? (
                <RoleGate deniedMessage={admin.deniedMessage}>
                  <Page />
                </RoleGate>
              ) : (
                <Page />
              )}
            </Route>
          ))}
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
