import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept current as the window changes (e.g. a phone turned sideways). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // A server render has no window: it draws the non-matching layout, which hydration then corrects.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
