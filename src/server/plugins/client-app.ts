import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  findPageRoute,
  formatPageTitle,
  NOT_FOUND_HEAD,
  PAGE_ROUTES,
  type TPageRoute,
} from '../../shared/routes';
import { PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from '../../shared/schemas/public-config';
import { sendNotFound } from '../http/error-body';

/**
 * Serves the built React app from dist/client. Hashed files under assets/ never change, so browsers
 * keep them a year; index.html is revalidated every time so a deploy reaches everyone at once. The build
 * writes .br and .gz siblings of the text files (scripts/precompress.mjs), sent to browsers that accept them.
 * Any GET of a non-API path that asks for HTML gets index.html with that page's title and description
 * (src/shared/routes.ts), so client routes survive a reload; a path no route matches gets it with 404,
 * and the client shows its own 404 page. Source maps are never served (ADR 29).
 */
const API_PREFIXES = ['/api/', '/trpc/', '/media/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Source maps (and compressed copies of them) stay private: the build keeps them out of dist/client
// (scripts/build.mjs moves them to dist/sourcemaps), and a map that lands there anyway is never served.
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/;
const NOT_BUILT_MESSAGE = 'The site has not been built yet. Run `npm run build`, then restart the server.';

export type ClientAppOptions = { clientDir: string; publicConfig: TPublicConfig };

/** The page's config travels as inert JSON (not a script that runs), escaped so it cannot close the tag. */
export function injectPublicConfig(html: string, publicConfig: TPublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  // A replacer function, so '$&' and friends in the config are not read as patterns.
  return html.replace('</head>', () => `${tag}\n</head>`);
}

type TPageHead = Pick<TPageRoute, 'title' | 'description'>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>\s*/i;

/** The page's own <title> and meta description in place of the template's. */
export function injectPageHead(html: string, head: TPageHead): string {
  const tags =
    `<title>${escapeHtml(formatPageTitle(head.title))}</title>\n` +
    `<meta name="description" content="${escapeHtml(head.description)}" />`;
  return html
    .replace(TITLE_TAG, '')
    .replace(DESCRIPTION_TAG, '')
    .replace('</head>', () => `${tags}\n</head>`);
}

function readIndexHtml(clientDir: string): string | null {
  const indexPath = path.join(clientDir, 'index.html');
  return fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
}

function isApiPath(url: string) {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

function wantsHtml(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export default fp(
  async function clientAppPlugin(app: FastifyInstance, options: ClientAppOptions) {
    const template = readIndexHtml(options.clientDir);
    if (!template) app.log.warn({ clientDir: options.clientDir }, NOT_BUILT_MESSAGE);
    const withConfig = template && injectPublicConfig(template, options.publicConfig);
    // Rendered once per route at start-up; a request only looks its page up.
    const pageHtml = new Map(
      withConfig ? PAGE_ROUTES.map((route) => [route, injectPageHead(withConfig, route)]) : [],
    );
    const notFoundHtml = withConfig && injectPageHead(withConfig, NOT_FOUND_HEAD);

    function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      reply.header('cache-control', 'no-cache');
      if (!notFoundHtml) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      const route = findPageRoute(request.url.split('?')[0]!);
      const html = route && pageHtml.get(route);
      return reply
        .code(html ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(html ?? notFoundHtml);
    }

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
          const isHashedAsset = path.relative(options.clientDir, filePath).startsWith(`assets${path.sep}`);
          res.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    }

    function sendIndexOrNotFound(request: FastifyRequest, reply: FastifyReply) {
      return wantsHtml(request)
        ? sendIndex(request, reply)
        : sendNotFound(reply, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }

    app.get('/', sendIndex);
    // The pages are a route of their own rather than only the not-found handler, which
    // @fastify/compress does not reach (it hooks into routes as they are added).
    app.get('/*', sendIndexOrNotFound);
    app.setNotFoundHandler(sendIndexOrNotFound);
  },
  { name: 'client-app', dependencies: ['errors'] },
);
