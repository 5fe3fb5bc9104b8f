import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './openapi';

type TSecurityHeadersOptions = { gtmId: string | null; publicUrl: string | null };

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy as helmet's directives, so a route with other needs (the API docs viewer) can start from
 * it. Only these are sent: helmet's defaults would add `upgrade-insecure-requests`, which breaks
 * `npm start` on http://localhost, and `script-src-attr`.
 */
function contentSecurityPolicyDirectives(gtmId: string | null): Record<string, string[]> {
  const gtm = gtmId ? ['https://www.googletagmanager.com'] : [];
  const analytics = gtmId ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...gtm],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics],
    // The service worker and the web app manifest (ADR 39): ours only, even when script-src allows GTM.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ['https://www.tiktok.com', ...gtm],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const isHttps = (publicUrl: string | null) => publicUrl?.startsWith('https:') ?? false;

function helmetOptions(options: TSecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options.gtmId),
    },
    // require-corp would block the TikTok player's frame, which sends no CORP header.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Only our own pages load our scripts, styles and /media images.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Browsers ignore HSTS over plain http; sent only where the site really is https.
    strictTransportSecurity: isHttps(options.publicUrl)
      ? { maxAge: ONE_YEAR_IN_SECONDS, includeSubDomains: true }
      : false,
  };
}

/**
 * The headers helmet would set, computed once: helmet's middleware run against a response that only
 * records them. Our policy has no per-request part (no nonces), so every answer gets the same set, and
 * nothing is built per request (@fastify/helmet builds a new helmet middleware for each one).
 */
function securityHeaders(options: TSecurityHeadersOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  // Helmet has no Permissions-Policy.
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=()';
  return Object.freeze(headers);
}

/**
 * The API's JSON answers are never rendered as a page: they need only what stops framing, type sniffing
 * and cross-origin reads, after OWASP's REST Security Cheat Sheet, a fifth of the document set's bytes.
 */
function apiSecurityHeaders(options: TSecurityHeadersOptions): Readonly<Record<string, string>> {
  const documentHeaders = securityHeaders(options);
  const kept = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy'];
  if (documentHeaders['strict-transport-security']) kept.push('strict-transport-security');
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, documentHeaders[name]!])),
  });
}

/** The JSON API (REST, tRPC, health), but not the API docs viewer, which is a page. */
function isApiPath(url: string): boolean {
  if (url.startsWith('/trpc/')) return true;
  if (url.startsWith('/api/')) return !url.startsWith(DOCS_PREFIX);
  return url === '/healthz' || url === '/readyz' || url.startsWith('/healthz?') || url.startsWith('/readyz?');
}

/**
 * Browser security headers on every response, chosen with helmet. The content security policy allows only
 * our own scripts, plus Google Tag Manager when it is configured, and TikTok's embed player. Helmet's
 * other defaults stay on (Origin-Agent-Cluster, X-DNS-Prefetch-Control: off, X-XSS-Protection: 0…).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: TSecurityHeadersOptions) {
    const documentHeaders = securityHeaders(options);
    const apiHeaders = apiSecurityHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
