import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';
import { RoleGate } from './role-gate';

/** `admin` routes sit behind the role gate; `deniedMessage` is what a signed-in non-admin sees there. */
type TAppRoute = { path: string; component: ComponentType; admin?: { deniedMessage?: string } };

const adminToolPending = lazyPage(() => import('../features/admin/admin-tool-pending-page'));

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
  { path: '/admin/library', component: adminToolPending, admin: {} },
  { path: '/admindashboard', component: adminToolPending, admin: {} },
  {
    path: '/adminedit/:id',
    component: adminToolPending,
    admin: { deniedMessage: 'You are not an administrator' },
  },
  { path: '/admin/candidate', component: adminToolPending, admin: {} },
  { path: '/feedback', component: lazyPage(() => import('../features/feedback/feedback-page')) },
  {
    path: '/admin/feedback',
    component: lazyPage(() => import('../features/admin-feedback/admin-feedback-page')),
    admin: { deniedMessage: 'You have insufficient permissions to view this page.' },
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
