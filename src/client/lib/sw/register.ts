/// <reference types="vite/client" />
/**
 * Installs the service worker (ADR 39) once the page has loaded, so it never competes with the first
 * paint. Only in a production build: the dev server has no /sw.js, and a worker there would serve stale
 * modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A browser that refuses (a private window, storage blocked) still has the site online.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
