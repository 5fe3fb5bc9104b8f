import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeMarkup } from '../../shared/escape-markup';
import { siteOrigin } from '../http/site-origin';
import { createTRPCClient, unstable_localLink, type TRPCClient } from '@trpc/client';
import {
  findPageRoute,
  formatPageTitle,
  LIBRARY_SEARCH_FORM,
  librarySearchPath,
  SITE_NAME,
  type TPageHeadText,
  type TPageId,
} from '../../shared/page-routes';
import { SERVER_STATE_ELEMENT_ID } from '../../shared/constants/public-config';
import {
  DEFAULT_LOCALE,
  isLocale,
  isPseudoLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
  LOCALES,
  localeDirection,
  localizedPath,
  splitLocalePath,
  type TLocale,
  type TPageLocale,
} from '../../shared/locales';
import { SUBMITTED_FORM_ELEMENT_ID, type TSubmittedForm } from '../../shared/submitted-form';
import { answerFeedbackForm } from './page-forms';
import { checkUtf8WhileReading } from './utf8-bodies';
import { PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from '../../shared/schemas/public-config';
import type { AppDeps } from '../app-deps';
import { pageCacheUrl, siteHead, socialHeadFor, type TSocialHead } from '../features/cards/cards.service';
import { ANY_TABLE, type ReadCache } from '../read-cache/read-cache';
import { sendNotFound } from '../http/error-body';
import { createInnerContext } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/router';
import { pageLocales } from '../http/server-texts';
import type { TServerTexts, TTextsOf } from '../../shared/server-texts';

/**
 * Serves the built React app from dist/client. Hashed files under assets/ never change, so browsers
 * keep them a year; index.html is revalidated every time so a deploy reaches everyone at once. The build
 * writes .br and .gz siblings of the text files (scripts/precompress.mjs), sent to browsers that accept them.
 * Any GET of a non-API path that asks for HTML gets index.html with that page's title and description
 * (src/shared/page-routes.ts), so client routes survive a reload; a path no route matches gets it with 404,
 * and the client shows its own 404 page. Source maps are never served (ADR 29).
 */
const API_PREFIXES = ['/api/', '/trpc/', '/media/', '/cards/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Source maps (and compressed copies of them) stay private: the build keeps them out of dist/client
// (scripts/build.mjs moves them to dist/sourcemaps), and a map that lands there anyway is never served.
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/;
/**
 * The page the service worker (ADR 39) keeps as the app's shell: the template with the config and nothing
 * rendered, so it opens any page offline that the worker has not kept a copy of (the browser renders it).
 */
export const APP_SHELL_PATH = '/app-shell';
/**
 * The shell in each visitor's language (`/es/app-shell`, offline-rules.ts SHELL_URLS): the worker opens a page
 * offline in the page's language.
 */
const APP_SHELL_PATHS = new Map(LOCALES.map(({ code }) => [localizedPath(code, APP_SHELL_PATH), code]));
/** The service worker's script must be checked on every visit, so a deploy replaces it at once (ADR 39). */
const SERVICE_WORKER_FILE = 'sw.js';
const NOT_BUILT_MESSAGE = 'The site has not been built yet. Run `npm run build`, then restart the server.';

type ClientAppOptions = {
  clientDir: string;
  publicConfig: TPublicConfig;
  /** The server render's module (dist/ssr/server-entry.js); without it every page is rendered in the browser. */
  entry: TServerEntry | null;
  /** The social cards' texts in each language (ADR 38, 43). */
  textsOf: TTextsOf;
  /** PSEUDO_LOCALES: the tests' pseudo-locales' pages are served (ADR 45); otherwise they lead to English. */
  pseudoLocales: boolean;
  deps: AppDeps;
};

/** JSON as the text of an inert script, escaped so that nothing in it can close the tag. */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's config travels as inert JSON (not a script that runs), escaped so it cannot close the tag. */
function injectPublicConfig(html: string, publicConfig: TPublicConfig): string {
  const tag = jsonScript(PUBLIC_CONFIG_ELEMENT_ID, publicConfig);
  // A replacer function, so '$&' and friends in the config are not read as patterns.
  return html.replace('</head>', () => `${tag}\n</head>`);
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>\s*/i;

/** The page's own <title> and meta description in place of the template's. */
export function injectPageHead(html: string, head: TPageHeadText): string {
  const tags =
    `<title>${escapeMarkup(formatPageTitle(head.title))}</title>\n` +
    `<meta name="description" content="${escapeMarkup(head.description)}" />`;
  return html
    .replace(TITLE_TAG, '')
    .replace(DESCRIPTION_TAG, '')
    .replace('</head>', () => `${tags}\n</head>`);
}

/**
 * Stands for the site's origin in a kept page (the social tags need absolute URLs): replaced as the page is
 * sent, by PUBLIC_URL's origin or else the request's, so one kept copy serves every host name and a forged
 * Host header never reaches another visitor. Escaped page content cannot contain it (its '<' would be &lt;).
 */
const ORIGIN_MARKER = '<!--origin-->';

const OG_TAG = /<meta\s+(?:property|name)="(?:og|twitter):[^>]*>\s*/gi;

/** Open Graph and Twitter card tags (ADR 38), every value escaped; URLs start at ORIGIN_MARKER. */
function socialTags(head: TSocialHead): string {
  const absolute = (urlPath: string) =>
    /^https?:\/\//.test(urlPath) ? escapeMarkup(urlPath) : `${ORIGIN_MARKER}${escapeMarkup(urlPath)}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${value}" />`;
  const text = (value: string) => escapeMarkup(value);
  return [
    meta('property', 'og:site_name', text(SITE_NAME)),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', text(head.title)),
    meta('property', 'og:description', text(head.description)),
    meta('property', 'og:url', absolute(head.path)),
    meta('property', 'og:image', absolute(head.image.path)),
    ...(head.image.width && head.image.height
      ? [
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', text(head.image.alt)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', text(head.title)),
    meta('name', 'twitter:description', text(head.description)),
    meta('name', 'twitter:image', absolute(head.image.path)),
    meta('name', 'twitter:image:alt', text(head.image.alt)),
  ].join('\n');
}

/** The page's social tags in place of any the template has. */
function injectSocialTags(html: string, head: TSocialHead): string {
  return html.replace(OG_TAG, '').replace('</head>', () => `${socialTags(head)}\n</head>`);
}

const HTML_LANG = /<html lang="[^"]*"/i;

/**
 * The page's language and its direction on <html>, and its address in every language (hreflang, ADR 43), so
 * a search engine shows each visitor the page in theirs. English is the default for a visitor whose language
 * is none of them.
 */
function injectLanguage(html: string, url: string): string {
  const [pathname = '/', search = ''] = url.split('?');
  const { locale, path: englishPath } = splitLocalePath(pathname);
  const query = search ? `?${search}` : '';
  const href = (code: TLocale) => `${ORIGIN_MARKER}${escapeMarkup(localizedPath(code, englishPath) + query)}`;
  const alternates = [
    ...LOCALES.map(({ code }) => `<link rel="alternate" hreflang="${code}" href="${href(code)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}" />`,
  ].join('\n');
  return injectHtmlLanguage(html, locale).replace('</head>', () => `${alternates}\n</head>`);
}

/** The page's language and direction on <html>. */
function injectHtmlLanguage(html: string, locale: TPageLocale): string {
  return html.replace(HTML_LANG, `<html lang="${locale}" dir="${localeDirection(locale)}"`);
}

function readIndexHtml(clientDir: string): string | null {
  const indexPath = path.join(clientDir, 'index.html');
  return fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
}

/** What the server render (src/client/app/server-entry.tsx) returns for a page it renders. */
type TRenderedApp = {
  status: number;
  html: string;
  styleTags: string;
  state: unknown;
  title: string | null;
  description: string;
  pageModule: string;
  catalogModule: string;
};

export type TServerEntry = {
  pageHeads(locale: TPageLocale): Promise<Record<TPageId | 'notFound', TPageHeadText>>;
  serverTexts(locale: TPageLocale): Promise<TServerTexts>;
  renderApp(
    url: string,
    options: {
      config: TPublicConfig;
      trpcClient: TRPCClient<AppRouter>;
      submittedForm?: TSubmittedForm | null;
    },
  ): Promise<TRenderedApp | null>;
};

/** The server render's module, loaded once for the whole server (app.ts); null without a build. */
export async function loadServerEntry(ssrEntry: string): Promise<TServerEntry | null> {
  if (!fs.existsSync(ssrEntry)) return null;
  return (await import(pathToFileURL(ssrEntry).href)) as TServerEntry;
}

type TManifestChunk = { file: string; imports?: string[] };

/** Vite's manifest of the client build: which chunk each source module became, and what it imports. */
function readManifest(clientDir: string): Record<string, TManifestChunk> {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return {};
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, TManifestChunk>;
}

/** A page chunk's file and everything it imports, so the browser fetches them with the entry, not after. */
function chunkFiles(manifest: Record<string, TManifestChunk>, key: string): string[] {
  const files = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/**
 * A server-rendered page: its markup in #root, its styles and preloads in the head, its data as JSON, and
 * the answer to the form it was drawn for, if any.
 */
function assemblePage(
  template: string,
  rendered: TRenderedApp,
  preloads: string[],
  submittedForm: TSubmittedForm | null,
): string {
  const data = [
    jsonScript(SERVER_STATE_ELEMENT_ID, rendered.state),
    ...(submittedForm ? [jsonScript(SUBMITTED_FORM_ELEMENT_ID, submittedForm)] : []),
  ].join('\n');
  const links = preloads
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}">`)
    .join('\n');
  return (
    injectPageHead(template, rendered)
      // The page reads without JavaScript now; the template's notice would say otherwise.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
      .replace('</head>', () => `${links}\n${rendered.styleTags}\n</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
      .replace('</body>', () => `${data}\n</body>`)
  );
}

function isApiPath(url: string) {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

/** A path ending in a file name (`/assets/index-Abc.js`): no page has one. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/** An `Accept` that lists only JSON types (`application/json`, `application/problem+json`…). */
function asksForJsonOnly(accept: string | undefined) {
  const types = (accept ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  return types.length > 0 && types.every((type) => /^application\/(?:[\w.-]+\+)?json$/.test(type));
}

/**
 * Pages are answered as HTML to every client that does not ask for JSON only (issue 26): browsers, but also
 * `curl`, link checkers, monitoring probes and link-preview crawlers, which send `*\/*` or no `Accept`.
 */
function wantsHtml(request: FastifyRequest) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // A script or image that is not there is a plain 404 to whatever asked for it, not a page.
  return !FILE_PATH.test(request.url.split('?')[0]!) && !asksForJsonOnly(accept);
}

/**
 * renderPage(url, submittedForm?) -> { status, html }: the server render when the build has one and the
 * page is rendered on the server, else the template with the page's head, which the browser renders
 * (ADR 32). With a submitted form, the page as it answers that form (page-forms.ts).
 */
async function createPageRenderer(template: string, options: ClientAppOptions, log: FastifyBaseLogger) {
  const withConfig = injectPublicConfig(template, options.publicConfig);
  const { entry, textsOf } = options;
  const headOf = await pageHeadsByLanguage(entry, pageLocales(options.pseudoLocales));
  // A shell per page and language, made on first use.
  const shells = new Map<string, string>();
  const shellOf = (pathname: string): TRenderedPage => {
    const { locale, path: englishPath } = splitLocalePath(pathname);
    const page = findPageRoute(englishPath)?.page ?? 'notFound';
    const key = `${locale} ${page}`;
    if (!shells.has(key)) shells.set(key, injectPageHead(withConfig, headOf(locale, page)));
    return { status: page === 'notFound' ? 404 : 200, html: shells.get(key)! };
  };

  // The app shell in each language: its home page's head, in its language, and no social tags (not a page).
  const appShells = new Map(
    [...APP_SHELL_PATHS].map(([shellPath, code]): [string, TRenderedPage] => {
      const shell = shellOf(localizedPath(code, '/'));
      return [shellPath, { ...shell, html: injectHtmlLanguage(shell.html, code) }];
    }),
  );
  const cardsDeps = { db: options.deps.database.db, videoSettings: options.deps.config };
  // The head's last tags: social cards and the page's languages.
  const finishPage = async (url: string, page: TRenderedPage): Promise<TRenderedPage> => {
    const head = await socialHeadFor(cardsDeps, url, headOf, textsOf).catch((error: unknown) => {
      log.error({ err: error, url }, 'Social tags failed');
      return siteHead(url, headOf, textsOf);
    });
    return { status: page.status, html: injectLanguage(injectSocialTags(page.html, head), url) };
  };

  if (!entry) {
    return async (url: string, _submittedForm?: TSubmittedForm | null) =>
      appShells.get(url) ?? finishPage(url, shellOf(url.split('?')[0]!));
  }
  const manifest = readManifest(options.clientDir);
  // Pages are the same for everyone: rendered as a visitor who is not signed in. The page's queries run in
  // this process, through tRPC's local link.
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      unstable_localLink({
        router: appRouter,
        createContext: () =>
          Promise.resolve(
            createInnerContext(options.deps, { clientAddress: 'server-render', isServerRender: true }),
          ),
      }),
    ],
  });

  return async (url: string, submittedForm: TSubmittedForm | null = null): Promise<TRenderedPage> => {
    const appShell = appShells.get(url);
    if (appShell) return appShell;
    const rendered = await entry
      .renderApp(url, { config: options.publicConfig, trpcClient, submittedForm })
      .catch((error: unknown) => {
        // A page that fails to render on the server is still a page: the browser renders it.
        log.error({ err: error, url }, 'Server render failed');
        return null;
      });
    if (!rendered) return finishPage(url, shellOf(url.split('?')[0]!));
    return finishPage(url, {
      status: rendered.status,
      html: assemblePage(
        withConfig,
        rendered,
        [...chunkFiles(manifest, rendered.pageModule), ...chunkFiles(manifest, rendered.catalogModule)],
        submittedForm,
      ),
    });
  };
}

/**
 * Where a page request should go instead, for its language (ADR 43), or null. `?lang=es` on any page (a
 * link in a video's description, the language switch) remembers the choice and leads to the page in that
 * language; a remembered choice leads an English address to its page in that language. A pseudo-locale's
 * address leads to the English page unless the tests turned them on (ADR 45).
 */
function languageRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  { pseudoLocales }: { pseudoLocales: boolean },
): string | null {
  const [pathname = '/', search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  const { locale, path: englishPath } = splitLocalePath(pathname);
  const asked = params.get(LANGUAGE_PARAM);
  let target: TPageLocale | null = null;
  if (isPseudoLocale(locale) && !pseudoLocales) target = DEFAULT_LOCALE;
  else if (asked !== null) {
    params.delete(LANGUAGE_PARAM);
    target = isLocale(asked) ? asked : locale;
    if (isLocale(asked))
      reply.setCookie(LANGUAGE_COOKIE, asked, {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      });
  } else {
    const remembered = request.cookies[LANGUAGE_COOKIE];
    if (locale === DEFAULT_LOCALE && isLocale(remembered) && remembered !== DEFAULT_LOCALE)
      target = remembered;
  }
  if (target === null) return null;
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return localizedPath(target, englishPath) + query;
}

/** What a page without a build's server render is titled: the site's name, and no description. */
const UNTRANSLATED_HEAD: TPageHeadText = { title: null, description: '' };

/** Each page's title and description in each language, from the server render's catalogs (ADR 43). */
async function pageHeadsByLanguage(entry: TServerEntry | null, locales: TPageLocale[]) {
  const heads = entry
    ? new Map(await Promise.all(locales.map(async (code) => [code, await entry.pageHeads(code)] as const)))
    : new Map<TPageLocale, Record<TPageId | 'notFound', TPageHeadText>>();
  return (locale: TPageLocale, page: TPageId | 'notFound'): TPageHeadText =>
    heads.get(locale)?.[page] ?? UNTRANSLATED_HEAD;
}

/** A page as sent: its status and its HTML. */
type TRenderedPage = { status: number; html: string };

/**
 * Rendered pages live in the read cache (ADR 31, 32) by URL: a page depends only on its URL and the public
 * data, never on the session, so one copy serves every visitor. Like a kept API answer it goes with any write
 * to public content (on this replica or, through NOTIFY, another), and after a minute at most, since donors
 * and bill progress age without a write. Concurrent first requests share one render; a failed render is not
 * kept; the cache's LRU bound keeps a crawler walking odd URLs from growing the memory.
 */
const PAGE_MAX_AGE_MS = 60_000;

function keepPagesInReadCache(readCache: ReadCache, render: (url: string) => Promise<TRenderedPage>) {
  return {
    get: (url: string) =>
      readCache.remember(`page ${url}`, [ANY_TABLE], () => render(url), {
        expiresAt: () => Date.now() + PAGE_MAX_AGE_MS,
      }),
  };
}

export default fp(
  async function clientAppPlugin(app: FastifyInstance, options: ClientAppOptions) {
    const template = readIndexHtml(options.clientDir);
    if (!template) app.log.warn({ clientDir: options.clientDir }, NOT_BUILT_MESSAGE);
    const render = template ? await createPageRenderer(template, options, app.log) : null;
    const cardsDeps = { db: options.deps.database.db, videoSettings: options.deps.config };
    const pages = keepPagesInReadCache(options.deps.database.readCache, (url) => render!(url));

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: TRenderedPage) {
      const origin = siteOrigin(options.deps.config.publicUrl, request);
      const html = page.html.replaceAll(ORIGIN_MARKER, () => escapeMarkup(origin));
      return reply.code(page.status).type('text/html; charset=utf-8').send(html);
    }

    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      // No session-specific byte is ever in these pages; no-cache makes a deploy reach everyone at once.
      // An English address answers by the remembered language, so a cache must keep the cookie apart.
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      const redirect = languageRedirect(request, reply, options);
      if (redirect !== null) return reply.redirect(redirect, 302);
      if (!render) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      // Kept and rendered by its canonical URL: a query the page does not read makes no new entry.
      return sendPage(request, reply, await pages.get(await pageCacheUrl(cardsDeps, request.url)));
    }

    // The forms of server-rendered pages, posted before the page's code ran (page-forms.ts). The answer
    // is the visitor's own: never kept here, and http-cache.ts marks a POST's answer no-store. Form
    // bodies are parsed on these routes only.
    await app.register(async function pageForms(forms) {
      checkUtf8WhileReading(forms);
      await forms.register(fastifyFormbody);
      // Each language's page has its own form, answered in its language.
      for (const { code } of LOCALES) {
        const feedbackPath = localizedPath(code, '/feedback');
        forms.post(feedbackPath, async (request, reply) => {
          if (!render) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
          const { status, submittedForm } = await answerFeedbackForm(options.deps, request, reply);
          const page = await render(feedbackPath, submittedForm);
          return sendPage(request, reply, { ...page, status });
        });
        // The library's search box, which names its page in the path: sent on there.
        forms.get(localizedPath(code, LIBRARY_SEARCH_FORM.action), (request, reply) => {
          const { [LIBRARY_SEARCH_FORM.field]: keyword } = request.query as Record<string, unknown>;
          return reply.redirect(localizedPath(code, librarySearchPath(keyword) ?? '/learninglib'), 303);
        });
      }
    });

    if (template) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        // index.html is only ever served with the config injected, through sendIndex.
        allowedPath: (pathName) => pathName !== '/index.html' && !SOURCE_MAP.test(pathName),
        setHeaders(res, filePath) {
          const relativePath = path.relative(options.clientDir, filePath);
          const isHashedAsset = relativePath.startsWith(`assets${path.sep}`);
          const isServiceWorker = relativePath.replace(/\.(?:br|gz)$/, '') === SERVICE_WORKER_FILE;
          res.header(
            'cache-control',
            isHashedAsset ? IMMUTABLE : isServiceWorker ? 'no-cache' : 'public, max-age=3600',
          );
        },
      });
    }

    function sendIndexOrNotFound(request: FastifyRequest, reply: FastifyReply) {
      return wantsHtml(request)
        ? sendIndex(request, reply)
        : sendNotFound(reply, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }

    app.get('/', sendIndex);
    // Not a page of the site: never in a search engine's index.
    for (const shellPath of APP_SHELL_PATHS.keys())
      app.get(shellPath, async (request, reply) => {
        reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-cache');
        if (!render) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
        return sendPage(request, reply, await pages.get(shellPath));
      });
    // The pages are a route of their own rather than only the not-found handler, which
    // @fastify/compress does not reach (it hooks into routes as they are added).
    app.get('/*', sendIndexOrNotFound);
    app.setNotFoundHandler(sendIndexOrNotFound);
  },
  { name: 'client-app', dependencies: ['errors'] },
);
