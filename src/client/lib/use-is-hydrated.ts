import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates its markup, true from the render right after: what
 * only the browser knows (session storage, a portal into <body>) waits for it, so the first render matches
 * the server's markup and React reports no hydration mismatch. After a client-side navigation it is true at once.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
