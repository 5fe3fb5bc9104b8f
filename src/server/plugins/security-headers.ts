import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type TSecurityHeadersOptions = { gtmId: string | null; publicUrl: string | null };

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy as helmet's directives, so a route with other needs (the API docs viewer) can start from
 * it. Only these are sent: helmet's defaults would add `upgrade-insecure-requests`, which breaks
 * `npm start` on http://localhost, and `script-src-attr`.
 */
export function contentSecurityPolicyDirectives(gtmId: string | null): Record<string, string[]> {
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
    'frame-src': ['https://www.tiktok.com', ...gtm],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const isHttps = (publicUrl: string | null) => publicUrl?.startsWith('https:') ?? false;

/**
 * Browser security headers on every response, set by helmet. The content security policy allows only
 * our own scripts, plus Google Tag Manager when it is configured, and TikTok's embed player. Helmet's
 * other defaults stay on (Origin-Agent-Cluster, X-DNS-Prefetch-Control: off, X-XSS-Protection: 0…).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: TSecurityHeadersOptions) {
    await app.register(fastifyHelmet, {
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
    });
    // Helmet has no Permissions-Policy.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
