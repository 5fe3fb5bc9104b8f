import { SERVER_STATE_ELEMENT_ID } from '../../../shared/constants/public-config';
import { findPageRoute } from '../../../shared/page-routes';
import { KEEP_FOR_OFFLINE } from '../offline';
import { isLocale, localizedPath, LOCALES, splitLocalePath } from '../../../shared/locales';

/**
 * What the service worker (ADR 39) does with each request, as pure functions the unit tests run without a
 * worker. Only public GET content of our own origin is ever kept: never the API, never an admin page.
 */

/** The server's page of the bare app (src/server/plugins/client-app.ts APP_SHELL_PATH), in English. */
const SHELL_URL = '/app-shell';
/** The shell in every language (`/es/app-shell`), all kept: a visitor may switch before going offline. */
export const SHELL_URLS: readonly string[] = LOCALES.map(({ code }) => localizedPath(code, SHELL_URL));

/**
 * The shell a navigation falls back to: the one in the page's language, so a page opened offline is drawn
 * in it from its first paint (`<html lang>`, title). A tests' pseudo-locale gets the English one.
 */
export function shellUrlFor(url: string): string {
  const { locale } = splitLocalePath(new URL(url).pathname);
  return localizedPath(isLocale(locale) ? locale : 'en', SHELL_URL);
}
const CACHE_PREFIX = 'pvg-';
const PRECACHE_PREFIX = `${CACHE_PREFIX}precache-`;
/** Pages and images outlive a version: a deploy refreshes the pages (their HTML names the new chunks). */
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
export const IMAGES_CACHE = `${CACHE_PREFIX}images`;
/** The last answers of the public reads in OFFLINE_PROCEDURES, one per procedure and input. */
export const API_CACHE = `${CACHE_PREFIX}api`;
export const MAX_ANSWERS = 100;
/**
 * Public reads whose answer is the same for everyone (src/server/plugins/http-cache.ts SHARED_PROCEDURES):
 * offline, a page rendered in the browser gets their last answer (the election dates and deadlines, the
 * candidates). Network first: online, the answer is always the server's.
 */
export const OFFLINE_PROCEDURES: ReadonlySet<string> = new Set([
  'ballotMeasures.list',
  'content.section',
  'elections.list',
  'candidates.byId',
  'candidates.list',
  'states.dropdown',
  // What a candidate page asks for after the candidate (an incumbent's record and donors).
  'legislation.votingHistory',
  'legislation.votingTopics',
  'legislation.sharedVotes',
  'donors.byCandidate',
]);
/** The most pages and images kept; the oldest go first. */
export const MAX_PAGES = 60;
export const MAX_IMAGES = 150;
/** The most URLs one keep-for-offline message may ask for (a ballot: a dozen pages and their headshots). */
export const MAX_KEPT_PER_MESSAGE = 60;
/** How long a navigation waits for the network before it takes the kept copy, when there is one. */
export const NAVIGATION_TIMEOUT_MS = 3_000;
/** How old the kept shell may get before a visit online fetches it again (the config in it may change). */
export const SHELL_MAX_AGE_MS = 60 * 60_000;

export const precacheName = (version: string) => `${PRECACHE_PREFIX}${version}`;

/** The caches an activating worker of `version` removes: other versions' precaches, nothing else. */
export function staleCaches(cacheNames: readonly string[], version: string): string[] {
  return cacheNames.filter((name) => name.startsWith(PRECACHE_PREFIX) && name !== precacheName(version));
}

export type TRequestFacts = { method: string; url: string; mode: string };
/**
 * - `page`: a navigation to a public page: network first, then the kept copy, then the shell.
 * - `image`: a /media image (content-addressed, never changes): cache first.
 * - `static`: another file of ours (hashed chunks, icons): the precache first.
 * - `api`: a tRPC batch of queries with one of OFFLINE_PROCEDURES: network first, offline their last answers.
 * - `network`: left to the browser (the API, other origins, admin pages, anything but GET).
 */
export type TRequestKind = 'page' | 'image' | 'static' | 'api' | 'network';

const API_PATH = /^\/(?:api|trpc)(?:\/|$)/;

/** A public page the worker may keep: not an admin page, whose HTML is the same for everyone anyway. */
function isKeepablePage(pathname: string): boolean {
  if (API_PATH.test(pathname) || pathname.startsWith('/media/')) return false;
  return !findPageRoute(splitLocalePath(pathname).path)?.admin;
}

export function classifyRequest(request: TRequestFacts, origin: string): TRequestKind {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (API_PATH.test(url.pathname)) {
    const calls = trpcBatchCalls(url);
    return calls?.some((call) => OFFLINE_PROCEDURES.has(call.path)) ? 'api' : 'network';
  }
  if (request.mode === 'navigate') return isKeepablePage(url.pathname) ? 'page' : 'network';
  if (url.pathname.startsWith('/media/')) return 'image';
  return 'static';
}

export type TKeptUrls = { pages: string[]; images: string[] };

/**
 * The URLs of a keep-for-offline message (src/client/lib/offline.ts) the worker will fetch: our own origin,
 * keepable pages and /media images, without duplicates, at most MAX_KEPT_PER_MESSAGE. Anything else in the
 * message is ignored: it may come from any script on the page.
 */
export function keptUrls(message: unknown, origin: string): TKeptUrls {
  const kept: TKeptUrls = { pages: [], images: [] };
  if (typeof message !== 'object' || message === null) return kept;
  const { type, urls } = message as { type?: unknown; urls?: unknown };
  if (type !== KEEP_FOR_OFFLINE || !Array.isArray(urls)) return kept;
  const seen = new Set<string>();
  for (const candidate of urls.slice(0, MAX_KEPT_PER_MESSAGE)) {
    if (typeof candidate !== 'string') continue;
    let url: URL;
    try {
      url = new URL(candidate, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    if (url.pathname.startsWith('/media/')) kept.images.push(url.href);
    else if (isKeepablePage(url.pathname)) kept.pages.push(url.href);
  }
  return kept;
}

/** The oldest entries past `max` (a cache lists its keys in the order they were put). */
export function overflow<T>(keys: readonly T[], max: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - max));
}

/** One call of a tRPC batch, with the key its answer is kept under (its procedure and its input). */
export type TTrpcCall = { path: string; key: string };

/**
 * The calls of a tRPC batch of queries (`/trpc/a,b?batch=1&input={"0":…,"1":…}`, src/client/lib/trpc-http.ts),
 * or null for anything else.
 */
export function trpcBatchCalls(url: URL): TTrpcCall[] | null {
  if (!url.pathname.startsWith('/trpc/') || url.searchParams.get('batch') !== '1') return null;
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  let inputs: Record<string, unknown> = {};
  try {
    inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof inputs !== 'object' || inputs === null) return null;
  return paths.map((path, index) => ({ path, key: answerKey(path, inputs[index]) }));
}

/** Where one call's answer is kept: its procedure and its input, as the browser sends it. */
const answerKey = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? null))}`;

const SERVER_STATE = new RegExp(
  `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">([^<]*)</script>`,
);

type TDehydratedQuery = { queryKey?: unknown; state?: { status?: unknown; data?: unknown } };

/**
 * The answers a server-rendered page carries (its dehydrated queries, ADR 32), as the kept answers of the
 * calls the app makes when it shows that page itself: a page kept for offline opens from a link inside the
 * app too (a client-side visit asks the API, not for the HTML).
 */
export function pageAnswers(html: string): { key: string; answer: { result: { data: unknown } } }[] {
  const json = SERVER_STATE.exec(html)?.[1];
  if (!json) return [];
  let state: { queries?: unknown };
  try {
    state = JSON.parse(json) as { queries?: unknown };
  } catch {
    return [];
  }
  const queries = Array.isArray(state?.queries) ? (state.queries as TDehydratedQuery[]) : [];
  return queries.flatMap(({ queryKey, state: queryState }) => {
    const [pathParts, options] = Array.isArray(queryKey) ? queryKey : [];
    if (!Array.isArray(pathParts) || queryState?.status !== 'success') return [];
    const path = pathParts.join('.');
    if (!OFFLINE_PROCEDURES.has(path)) return [];
    const input = (options as { input?: unknown } | undefined)?.input;
    const answer = { result: { data: queryState.data } };
    return isKeptAnswer(answer) ? [{ key: answerKey(path, input), answer }] : [];
  });
}

/**
 * Whether the worker keeps a call's answer for offline: a result, unless it is word that an outside service
 * could not be reached (`{ status: 'unavailable' }`, the donors): offline, the figures kept before are worth more.
 */
export function isKeptAnswer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || !('result' in answer)) return false;
  const data = (answer as { result?: { data?: unknown } }).result?.data;
  return !(
    typeof data === 'object' &&
    data !== null &&
    (data as { status?: unknown }).status === 'unavailable'
  );
}

/** The answer, in tRPC's error shape, to a call the worker has no kept answer for offline. */
export function offlineAnswer(path: string) {
  return {
    error: {
      message: 'You are offline.',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path },
    },
  };
}
