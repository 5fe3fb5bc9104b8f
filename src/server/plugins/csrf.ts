import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/error-body';
import { siteOrigin } from '../http/site-origin';

/**
 * CSRF defence: a state-changing request (POST, PUT, PATCH, DELETE: REST, tRPC mutations, uploads) must
 * come from our own origin. Browsers say where a request comes from in Sec-Fetch-Site and Origin; a
 * request with neither is not from a browser page, so it cannot ride on a visitor's cookie.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCrossSiteRequest(request: FastifyRequest, publicUrl: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== siteOrigin(publicUrl, request);
}

export default fp(
  async function csrfPlugin(app: FastifyInstance, { publicUrl }: { publicUrl: string | null }) {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || !isCrossSiteRequest(request, publicUrl)) return;
      return reply.code(403).send(errorBody(403, 'Cross-site requests are not allowed.'));
    });
  },
  { name: 'csrf' },
);
