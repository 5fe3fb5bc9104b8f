/**
 * Asks the service worker (issue 16, offline ballot) to keep these same-origin URLs — pages, images — so
 * they open with the network off. Without a service worker (not yet installed, unsupported, a private
 * window) it does nothing: the pages still work online.
 */
export const KEEP_FOR_OFFLINE = 'keep-for-offline';

type TKeepForOfflineMessage = { type: typeof KEEP_FOR_OFFLINE; urls: string[] };

export function keepForOffline(urls: readonly string[]): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
  if (!worker || urls.length === 0) return;
  const message: TKeepForOfflineMessage = { type: KEEP_FOR_OFFLINE, urls: [...new Set(urls)] };
  worker.postMessage(message);
}
