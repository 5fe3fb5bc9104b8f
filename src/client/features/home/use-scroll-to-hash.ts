import { useEffect } from 'react';

function scrollToHashTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  // No explicit behavior: the global style's scroll-behavior makes it smooth, or instant for reduced motion.
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

/**
 * Scrolls to the element named by the URL's hash once the page has rendered (first load, or arrival from
 * another page through the router), and again on every router navigation while the page is open, such as
 * following '/#mission' from the hero. The browser cannot do this itself: the page's content arrives after
 * the document has loaded, and the router changes the URL with pushState, which never scrolls.
 */
export function useScrollToHash() {
  useEffect(() => {
    scrollToHashTarget();
    // wouter announces each navigation with a 'pushState' event on window.
    window.addEventListener('pushState', scrollToHashTarget);
    return () => window.removeEventListener('pushState', scrollToHashTarget);
  }, []);
}
