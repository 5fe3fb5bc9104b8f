// The service worker (ADR 39), served at /sw.js. scripts/service-worker.mjs bundles it after the client
// build, with the build's file list (__PRECACHE__) and a hash of it and of this code (__VERSION__): any
// change to the app changes these bytes, so the browser installs the new worker on the next visit.
import {
  API_CACHE,
  classifyRequest,
  IMAGES_CACHE,
  keptUrls,
  MAX_ANSWERS,
  MAX_IMAGES,
  MAX_PAGES,
  NAVIGATION_TIMEOUT_MS,
  OFFLINE_PROCEDURES,
  offlineAnswer,
  overflow,
  isKeptAnswer,
  pageAnswers,
  PAGES_CACHE,
  precacheName,
  SHELL_MAX_AGE_MS,
  SHELL_URLS,
  shellUrlFor,
  staleCaches,
  trpcBatchCalls,
  type TTrpcCall,
} from './offline-rules';

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

// The worker's own types, so the project keeps one `lib` (DOM) for all its code.
type TExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type TFetchEvent = TExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type TMessageEvent = TExtendableEvent & { data: unknown };
type TWorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: TExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: TFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: TMessageEvent) => void): void;
};

const worker = self as unknown as TWorkerScope;
const ORIGIN = worker.location.origin;
const PRECACHE = precacheName(__VERSION__);
/** Pages are fetched as a browser would, never with the visitor's cookies (they are the same for everyone). */
const PAGE_REQUEST: RequestInit = { headers: { accept: 'text/html' }, credentials: 'omit' };

const isKeepable = (response: Response | undefined): response is Response =>
  !!response && response.ok && response.type === 'basic' && !response.redirected;

async function trim(cacheName: string, max: number) {
  const cache = await caches.open(cacheName);
  for (const request of overflow(await cache.keys(), max)) await cache.delete(request);
}

/** A page kept, and the API answers its HTML carries, so the app's own links to it work offline too. */
async function putPage(url: string, response: Response) {
  const html = await response.clone().text();
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(url, response);
  await trim(PAGES_CACHE, MAX_PAGES);
  const answers = pageAnswers(html);
  if (answers.length === 0) return;
  const apiCache = await caches.open(API_CACHE);
  for (const { key, answer } of answers) await apiCache.put(key, Response.json(answer));
  await trim(API_CACHE, MAX_ANSWERS);
}

async function fetchPage(url: string): Promise<Response | undefined> {
  const response = await fetch(url, PAGE_REQUEST).catch(() => undefined);
  return isKeepable(response) ? response : undefined;
}

/**
 * A new version's pages: the kept ones fetched again, since their HTML names the old version's chunks,
 * which leave with the old precache. One that cannot be fetched now goes: the shell opens it instead.
 */
async function refreshPages() {
  const cache = await caches.open(PAGES_CACHE);
  for (const request of await cache.keys()) {
    const response = await fetchPage(request.url);
    if (response) await cache.put(request.url, response);
    else await cache.delete(request);
  }
}

worker.addEventListener('install', (event) => {
  // The new version takes over at once: its HTML comes from the network first, so nothing old is shown.
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll([...SHELL_URLS, ...__PRECACHE__]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
      await Promise.all(staleCaches(await caches.keys(), __VERSION__).map((name) => caches.delete(name)));
      await refreshPages();
    })(),
  );
});

/**
 * The shell of a page's language again now and then while online: the config in it (analytics id,
 * elections) may change.
 */
async function refreshShell(shellUrl: string) {
  const cache = await caches.open(PRECACHE);
  const kept = await cache.match(shellUrl);
  const keptAt = Date.parse(kept?.headers.get('date') ?? '');
  if (kept && Date.now() - keptAt < SHELL_MAX_AGE_MS) return;
  const response = await fetch(shellUrl, { credentials: 'omit' }).catch(() => undefined);
  if (isKeepable(response)) await cache.put(shellUrl, response);
}

/**
 * Network first, so every visit online gets the current HTML (and with it the current chunks). When the
 * network fails, or is slower than NAVIGATION_TIMEOUT_MS and a copy is kept, the kept copy; with none,
 * the shell, which renders the page in the browser.
 */
async function navigate(event: TFetchEvent): Promise<Response> {
  const { request } = event;
  const shellUrl = shellUrlFor(request.url);
  let keeping: Promise<void> = Promise.resolve();
  const fromNetwork = (async () => {
    const response = (await event.preloadResponse.catch(() => undefined)) ?? (await fetch(request));
    if (isKeepable(response))
      keeping = putPage(request.url, response.clone()).then(() => refreshShell(shellUrl));
    return response;
  })();
  // The worker stays up until the page is kept, even when the kept copy answered first (waitUntil cannot be
  // called once the answer is given).
  event.waitUntil(fromNetwork.then(() => keeping).catch(() => {}));
  const kept = caches.open(PAGES_CACHE).then((cache) => cache.match(request.url, { ignoreVary: true }));
  const timedOut = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), NAVIGATION_TIMEOUT_MS),
  );
  const first = await Promise.race([fromNetwork.catch(() => undefined), timedOut]);
  if (first instanceof Response) return first;
  const copy = await kept;
  if (copy) return copy;
  // No copy: wait for the network after all, and if it fails, the shell in the page's language.
  const response = await fromNetwork.catch(() => undefined);
  if (response) return response;
  const shell = await caches.match(shellUrl, { cacheName: PRECACHE });
  return shell ?? Response.error();
}

/** Cache first: a /media URL's bytes never change. */
async function image(request: Request): Promise<Response> {
  const cache = await caches.open(IMAGES_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (isKeepable(response)) {
    await cache.put(request, response.clone());
    await trim(IMAGES_CACHE, MAX_IMAGES);
  }
  return response;
}

async function fromPrecache(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: PRECACHE })) ?? fetch(request);
}

/** The answers of OFFLINE_PROCEDURES in a batch, each kept by its procedure and input. */
async function keepAnswers(response: Response, calls: TTrpcCall[]) {
  const answers: unknown = await response.json().catch(() => null);
  if (!Array.isArray(answers) || answers.length !== calls.length) return;
  const cache = await caches.open(API_CACHE);
  for (const [index, call] of calls.entries()) {
    const answer: unknown = answers[index];
    if (!OFFLINE_PROCEDURES.has(call.path) || !isKeptAnswer(answer)) continue;
    await cache.put(call.key, Response.json(answer));
  }
  await trim(API_CACHE, MAX_ANSWERS);
}

/**
 * Network first. Offline, the kept answers of the batch's public reads, and an error for its other calls
 * (who is signed in: nobody, offline); with no kept answer at all, the network's failure as it was.
 */
async function api(event: TFetchEvent, calls: TTrpcCall[]): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(keepAnswers(response.clone(), calls));
    return response;
  } catch (error) {
    const cache = await caches.open(API_CACHE);
    const kept = await Promise.all(
      calls.map(async (call) =>
        OFFLINE_PROCEDURES.has(call.path) ? ((await cache.match(call.key))?.json() as unknown) : undefined,
      ),
    );
    if (kept.every((answer) => answer === undefined)) throw error;
    return Response.json(kept.map((answer, index) => answer ?? offlineAnswer(calls[index]!.path)));
  }
}

worker.addEventListener('fetch', (event) => {
  const kind = classifyRequest(event.request, ORIGIN);
  if (kind === 'page') event.respondWith(navigate(event));
  else if (kind === 'image') event.respondWith(image(event.request));
  else if (kind === 'static') event.respondWith(fromPrecache(event.request));
  else if (kind === 'api') event.respondWith(api(event, trpcBatchCalls(new URL(event.request.url))!));
});

/** The pages and images a visitor asked to keep (src/client/lib/offline.ts keepForOffline). */
async function keep(data: unknown) {
  const { pages, images } = keptUrls(data, ORIGIN);
  const imageCache = await caches.open(IMAGES_CACHE);
  await Promise.all([
    ...pages.map(async (url) => {
      const response = await fetchPage(url);
      if (response) await putPage(url, response);
    }),
    ...images.map(async (url) => {
      if (await imageCache.match(url)) return;
      const response = await fetch(url, { credentials: 'omit' }).catch(() => undefined);
      if (isKeepable(response)) await imageCache.put(url, response);
    }),
  ]);
  await trim(PAGES_CACHE, MAX_PAGES);
  await trim(IMAGES_CACHE, MAX_IMAGES);
}

worker.addEventListener('message', (event) => event.waitUntil(keep(event.data)));
