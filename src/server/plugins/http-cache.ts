import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_STORED } from '../http/cache-policy';
import { entityTag } from '../http/serialized-body';
import { ANY_TABLE, type ReadCache } from '../read-cache/read-cache';

export { entityTag };

/**
 * HTTP caching (ADR 28). Every answer says who may keep it:
 * - the public reads listed below, which answer the same to everyone: `public, max-age=60,
 *   stale-while-revalidate=300`, so browsers, a CDN or a proxy may keep them a minute and serve them a little
 *   longer while they check again;
 * - everything else — what depends on the session, mutations, errors, answers that set a cookie, health,
 *   and any route nobody listed here — `private, no-store`. A new route is never shared by accident.
 * Routes that choose their own policy (hashed assets and content-addressed images: a year, immutable; the
 * pages: `no-cache`) keep it, unless they fail or set a cookie. A shared read that says `no-store` itself (word
 * that an outside service is unavailable, answered as data) keeps that too, so the next visit asks again.
 *
 * A 200 that may be kept (anything but no-store) carries a weak ETag, a hash of the body as the route made it
 * (before compression, so every encoding shares it), and a request whose If-None-Match names it gets a
 * bodiless 304. The hook runs before the compression plugin's (that one is added to each route, after the
 * app's own hooks), so a 304 is never compressed.
 *
 * The answers of shared GETs to visitors are also kept in the read cache (ADR 31), keyed by their URL, and
 * dropped by any write to public content: a shared read answers the same to every visitor, so a hit is sent
 * before the handler runs (no tRPC plumbing, no serialization, no hashing). A signed-in admin's answer may
 * hold drafts (issue 25), so signed-in reads neither use nor fill it.
 */

/** REST reads anyone may cache, as `METHOD route-pattern` (HEAD follows its GET). */
export const SHARED_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/books/page/:page',
  'GET /api/books',
  'GET /api/books/:id',
  'GET /api/newCandidate',
  'GET /api/newCandidate/:id',
  'GET /api/dropdown',
  'GET /api/bill/info',
  'GET /api/bill/progress',
  'GET /api/donors',
  'GET /api/openapi.json',
  'GET /api/ballotMeasures',
  'GET /api/calendar/next.ics',
  'GET /api/calendar/:id.ics',
]);

/**
 * tRPC queries anyone may cache. A GET is shared only when every procedure of its batch is listed. Address
 * searches (districts.search, districts.searchStructured) are left out on purpose: their URL carries a
 * visitor's address, which a shared cache would keep.
 */
export const SHARED_PROCEDURES: ReadonlySet<string> = new Set([
  'ballotMeasures.list',
  'content.section',
  'ballotMeasures.byIds',
  'videos.page',
  'videos.inCategory',
  'videos.search',
  'videos.byId',
  'candidates.byId',
  'candidates.list',
  'candidates.otherKeyStates',
  'sharedBallot.picks',
  'districts.exampleAddresses',
  'elections.list',
  'states.dropdown',
  'legislation.votingHistory',
  'legislation.votingTopics',
  'legislation.sharedVotes',
  'legislation.billProgress',
  'donors.byCandidate',
]);

const SHARED_MAX_AGE_SECONDS = 60;
const SHARED_STALE_SECONDS = 300;
export const SHARED = `public, max-age=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
/**
 * A public read asked by someone signed in: kept only by their browser, and checked with the server (a 304
 * when unchanged) each time, so an admin sees their own save at once instead of a copy up to a minute old.
 */
const REVALIDATED = 'private, no-cache';

const TRPC_ROUTE = '/trpc/:path';
const READS = new Set(['GET', 'HEAD']);

function isSharedRead(request: FastifyRequest): boolean {
  if (!READS.has(request.method)) return false;
  const route = request.routeOptions.url;
  if (route === TRPC_ROUTE) {
    const path = (request.params as { path?: string }).path ?? '';
    return path !== '' && path.split(',').every((procedure) => SHARED_PROCEDURES.has(procedure));
  }
  return route !== undefined && SHARED_ROUTES.has(`GET ${route}`);
}

const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;

/** RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (W/ ignored on either side). */
export function ifNoneMatchMatches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  for (const [, value] of header.matchAll(ENTITY_TAG)) if (`"${value}"` === opaque) return true;
  return false;
}

function isFetchResponse(payload: unknown): payload is Response {
  return typeof payload === 'object' && payload !== null && toString.call(payload) === '[object Response]';
}

/**
 * The tRPC adapter sends a fetch Response, whose status and headers Fastify applies only after the onSend
 * hooks. A JSON one is read here, so its status is known and its body can be tagged; a stream stays a stream.
 */
async function unwrapJsonResponse(reply: FastifyReply, response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/json\b/.test(type)) return response;
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return response.body === null ? null : await response.text();
}

function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const values = [current ?? []].flat().flatMap((value) => String(value).split(','));
  if (values.some((value) => value.trim().toLowerCase() === name)) return;
  reply.header('vary', [...values.map((value) => value.trim()), name].filter(Boolean).join(', '));
}

/**
 * The body as bytes: Fastify sends a Buffer with the content type as kept, adding no charset to it. A
 * download (an election's calendar file) keeps its Content-Disposition too.
 */
type TKeptAnswer = { body: Buffer; etag: string; contentType: string; contentDisposition?: string };

const answerKey = (request: FastifyRequest) => `answer:${request.url}`;

/** Serves a kept answer of a shared GET before its handler; notes the cache's generation otherwise. */
function answerFromCache(readCache: ReadCache) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A signed-in admin's read may hold drafts (issue 25): only visitors' answers are kept and served.
    if (request.method !== 'GET' || !isSharedRead(request) || request.user) return;
    const kept = readCache.get<TKeptAnswer>(answerKey(request));
    if (!kept) {
      request.answerGeneration = readCache.generation;
      return;
    }
    request.answerGeneration = null;
    if (kept.contentDisposition) reply.header('content-disposition', kept.contentDisposition);
    return reply.header('etag', kept.etag).header('content-type', kept.contentType).send(kept.body);
  };
}

function keepAnswer(
  readCache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  etag: string,
) {
  const generation = request.answerGeneration;
  if (generation === null || typeof body !== 'string' || reply.statusCode !== 200) return;
  const contentType = String(reply.getHeader('content-type') ?? 'application/json');
  const disposition = reply.getHeader('content-disposition');
  // Some answers age without a write (donors kept a day, a bill's progress): kept no longer than a shared
  // cache may keep them anyway.
  const expiresAt = Date.now() + SHARED_MAX_AGE_SECONDS * 1000;
  const bytes = Buffer.from(body);
  readCache.put(
    answerKey(request),
    [ANY_TABLE],
    {
      body: bytes,
      etag,
      contentType,
      ...(disposition === undefined ? {} : { contentDisposition: String(disposition) }),
    },
    { generation, expiresAt, bytes: bytes.length },
  );
}

export default fp(
  async function httpCachePlugin(app: FastifyInstance, { readCache }: { readCache?: ReadCache }) {
    app.decorateRequest('answerGeneration', null);
    if (readCache) app.addHook('onRequest', answerFromCache(readCache));
    app.addHook('onSend', async (request, reply, payload) => {
      let body = isFetchResponse(payload) ? await unwrapJsonResponse(reply, payload) : payload;
      const status = reply.statusCode;
      const ownPolicy = reply.getHeader('cache-control');
      const refusesKeeping = String(ownPolicy ?? '').includes('no-store');
      if (status >= 400 || reply.hasHeader('set-cookie') || !READS.has(request.method) || refusesKeeping) {
        reply.header('cache-control', NOT_STORED);
      } else if (isSharedRead(request) && status === 200) {
        reply.header('cache-control', request.user ? REVALIDATED : SHARED);
        addVary(reply, 'accept-encoding');
      } else if (ownPolicy === undefined || (status !== 200 && status !== 304)) {
        reply.header('cache-control', NOT_STORED);
      }

      const mayBeKept = !String(reply.getHeader('cache-control')).includes('no-store');
      const taggable = typeof body === 'string' || Buffer.isBuffer(body);
      if (!mayBeKept) reply.removeHeader('etag');
      if (status !== 200 || !mayBeKept || !taggable) return body;
      // A route that serialized a cached answer tagged it then (http/serialized-body.ts): no hashing here.
      const tag = (reply.getHeader('etag') as string | undefined) ?? entityTag(body as string | Buffer);
      reply.header('etag', tag);
      if (readCache) keepAnswer(readCache, request, reply, body, tag);
      // HEAD keeps its 200: Fastify's HEAD routes cannot end a 304 without a Content-Length of 0, which
      // would be wrong for it, and a HEAD has no body to save anyway.
      if (request.method === 'GET' && ifNoneMatchMatches(request.headers['if-none-match'], tag)) {
        reply.code(304).removeHeader('content-length').removeHeader('content-type');
        body = null;
      }
      return body;
    });
  },
  // After the cookie plugin, whose onSend hook writes Set-Cookie: an answer that sets one is never shared.
  { name: 'http-cache', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The read cache's generation when this shared GET missed it; null when it is not to be kept. */
    answerGeneration: number | null;
  }
}
