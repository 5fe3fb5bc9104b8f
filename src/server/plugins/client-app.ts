import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from '../../shared/schemas/public-config';
import { sendNotFound } from './errors';

/**
 * Serves the built React app from dist/client. Hashed files under assets/ never change, so browsers
 * keep them a year; index.html is revalidated every time so a deploy reaches everyone at once.
 * Any GET of a non-API path that asks for HTML gets index.html, so client routes survive a reload
 * and unknown paths reach the client's own 404 page.
 */
const API_PREFIXES = ['/api/', '/trpc/', '/media/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT_MESSAGE = 'The site has not been built yet. Run `npm run build`, then restart the server.';

export type ClientAppOptions = { clientDir: string; publicConfig: TPublicConfig };

/** The page's config travels as inert JSON (not a script that runs), escaped so it cannot close the tag. */
export function injectPublicConfig(html: string, publicConfig: TPublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  // A replacer function, so '$&' and friends in the config are not read as patterns.
  return html.replace('</head>', () => `${tag}\n</head>`);
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
    const indexHtml = template && injectPublicConfig(template, options.publicConfig);

    function sendIndex(reply: FastifyReply) {
      reply.header('cache-control', 'no-cache');
      if (!indexHtml) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    }

    if (template) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        index: false,
        wildcard: false,
        cacheControl: false,
        // index.html is only ever served with the config injected, through sendIndex.
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders(res, filePath) {
          const isHashedAsset = path.relative(options.clientDir, filePath).startsWith(`assets${path.sep}`);
          res.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    }

    app.get('/', (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) =>
      wantsHtml(request)
        ? sendIndex(reply)
        : sendNotFound(reply, `No route for ${request.method} ${request.url.split('?')[0]}`),
    );
  },
  { name: 'client-app', dependencies: ['errors'] },
);
