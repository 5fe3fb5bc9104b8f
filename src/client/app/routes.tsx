import { Suspense, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';

type TAppRoute = { path: string; component: ComponentType };

/** The one route table. Every page is its own lazy chunk; the catch-all '*' stays last. */
const routes: TAppRoute[] = [
  { path: '/', component: lazyPage(() => import('../features/home/home-page')) },
  { path: '*', component: lazyPage(() => import('../features/not-found/not-found-page')) },
];

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by path so that following a link away from a page that crashed clears the error.
    <ErrorBoundary key={location}>
      <Suspense fallback={<Spinner />}>
        <Switch>
          {routes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
