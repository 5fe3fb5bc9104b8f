import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Conservative browser security headers on every response. The content security policy allows
 * only our own scripts, plus Google Tag Manager when it is configured, and TikTok's embed player.
 */
export function contentSecurityPolicy(gtmId: string | null): string {
  const gtm = gtmId ? ' https://www.googletagmanager.com' : '';
  const analytics = gtmId ? ' https://*.google-analytics.com https://*.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${gtm}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    `frame-src https://www.tiktok.com${gtm}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { gtmId: string | null }) {
    const csp = contentSecurityPolicy(options.gtmId);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
