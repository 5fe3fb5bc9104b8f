declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Loads Google Tag Manager, the site's only third-party script, when the server configured a container. */
export function startTagManager(gtmId: string | null): void {
  if (!gtmId) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}
