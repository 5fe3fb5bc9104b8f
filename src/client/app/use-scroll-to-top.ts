import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as it would after a full page load. Links with a #hash are left to the
 * page that owns the anchor (the home page scrolls to its sections itself).
 */
export function useScrollToTopOnNavigation() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
