import { useEffect } from 'react';

// Content that arrives after the first render (the demo's example addresses, say) can push the target down
// while a smooth scroll is still running, which would then end short of it. Until the visitor scrolls, taps
// or types, or FOLLOW_MS pass, each change in the page's height or content scrolls to the target again.
const FOLLOW_MS = 3000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

// Keyboard and screen-reader users carry on from the section too. preventScroll leaves the smooth scroll
// under way alone, so focus can move now rather than when it ends.
// A form field (the address box of '/#find-my-ballot') takes focus as it is, and stays in the Tab order.
function focusSection(target: HTMLElement) {
  if (!target.matches('input, select, textarea, button, a[href]') && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

// The target is looked up again at each scroll: a placeholder with its id (the home page's later sections,
// before their code arrives) is replaced by the section itself, which then takes focus in its place.
function followTarget(id: string): () => void {
  let focused: HTMLElement | null = null;
  // No explicit behavior: the global style's scroll-behavior makes it smooth, or instant for reduced motion.
  const scroll = () => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target !== focused) focusSection(target);
    focused = target;
  };
  scroll();
  const resizes = new ResizeObserver(scroll);
  resizes.observe(document.body);
  // The swap of a placeholder for its section may leave the page's height as it was.
  const swaps = new MutationObserver(scroll);
  swaps.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, FOLLOW_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  function stop() {
    resizes.disconnect();
    swaps.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  }
  return stop;
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
    let stopFollowing = () => {};
    function scrollToHashTarget() {
      stopFollowing();
      const id = decodeURIComponent(window.location.hash.slice(1));
      stopFollowing = id && document.getElementById(id) ? followTarget(id) : () => {};
    }
    scrollToHashTarget();
    // wouter announces each navigation with a 'pushState' event on window.
    window.addEventListener('pushState', scrollToHashTarget);
    return () => {
      window.removeEventListener('pushState', scrollToHashTarget);
      stopFollowing();
    };
  }, []);
}
