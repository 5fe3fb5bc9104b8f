import { useEffect } from 'react';

function scrollToHashTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  // No explicit behavior: the global style's scroll-behavior makes it smooth, or instant for reduced motion.
  target.scrollIntoView({ block: 'start' });
  // Keyboard and screen-reader users carry on from the section too. preventScroll leaves the smooth
  // scroll under way alone, so focus can move now rather than when it ends.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Scrolls to the element named by the URL's hash once the page has rendered (first load, or arrival from
 * another page through the router), and again on every router navigation while the page is open, such as
 * following '/#mission' from the hero, and moves focus to it. The browser cannot do this itself: the
 * page's content arrives after the document has loaded, and the router changes the URL with pushState,
 * which never scrolls.
 */
export function useScrollToHash() {
  useEffect(() => {
    scrollToHashTarget();
    // wouter announces each navigation with a 'pushState' event on window.
    window.addEventListener('pushState', scrollToHashTarget);
    return () => window.removeEventListener('pushState', scrollToHashTarget);
  }, []);
}
