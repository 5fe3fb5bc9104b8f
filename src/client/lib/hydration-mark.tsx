import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on `<html>` once the page's content has been committed in the browser: after a
 * server-rendered page's hydration (its markup answers clicks and keeps what is typed only from then on),
 * or after the first render of a page drawn in the browser. Tests and monitoring wait on it instead of
 * reading React's internals. Rendered inside the page's Suspense boundary, which hydrates last. The home
 * page's later sections, which hydrate when the visitor scrolls to them, set `data-later-sections-hydrated`.
 */
export function HydrationMark({ part = 'hydrated' }: { part?: 'hydrated' | 'laterSectionsHydrated' }) {
  useEffect(() => {
    document.documentElement.dataset[part] = 'true';
  }, [part]);
  return null;
}
