import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TPublicConfig } from '../shared/schemas/public-config';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { RequestLogController } from './logger';
import { healthRoutes } from './features/health/health.rest';
import { authRoutes } from './features/auth/auth.rest';
import { ballotMeasureRoutes } from './features/ballot-measures/ballot-measures.rest';
import { calendarRoutes } from './features/calendar/calendar.rest';
import { candidateImportRoutes } from './features/candidates/candidate-import.rest';
import { candidateRoutes } from './features/candidates/candidates.rest';
import { sitemapRoutes } from './features/sitemap/sitemap.rest';
import { cardRoutes } from './features/cards/cards.rest';
import { districtRoutes } from './features/districts/districts.rest';
import { feedbackRoutes } from './features/feedback/feedback.rest';
import { keywordRoutes } from './features/keywords/keywords.rest';
import { findKeywords } from './features/keywords/keywords.service';
import { stateRoutes } from './features/states/states.rest';
import { mediaRoutes } from './features/media/media.rest';
import { videoRoutes } from './features/videos/videos.rest';
import { webSearchRoutes } from './features/web-search/web-search.rest';
import { donorRoutes } from './features/donors/donors.rest';
import { legislationRoutes } from './features/legislation/legislation.rest';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/rest-contract';
import clientAppPlugin, { loadServerEntry } from './plugins/client-app';
import { pageLocales, serverTextsByLanguage } from './http/server-texts';
import compressionPlugin from './plugins/compression';
import csrfPlugin from './plugins/csrf';
import utf8BodiesPlugin from './plugins/utf8-bodies';
import errorsPlugin from './plugins/errors';
import httpCachePlugin from './plugins/http-cache';
import openApiPlugin from './plugins/openapi';
import securityHeadersPlugin from './plugins/security-headers';
import sessionPlugin from './plugins/session-plugin';
import trpcPlugin from './plugins/trpc-endpoint';

function toPublicConfig(config: Config): TPublicConfig {
  return {
    countdown: config.countdown,
    gtmId: config.gtmId,
    candidateFormUrl: config.candidateFormUrl,
    pollSiteFinderUrl: config.pollSiteFinderUrl,
  };
}

/**
 * A hop count trusts that many proxies nearest the server (the same rule Fastify applies to a number, which
 * its types do not accept); addresses trust exactly those proxies.
 */
function trustedProxies(trustProxy: Config['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** Builds a ready-to-listen Fastify instance. Plugins go in a fixed order: cross-cutting first, the SPA last. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // One line per answer (at most LOG_REQUESTS_PER_SECOND, then counted), or only the 5xx ones, or none
    // (LOG_REQUESTS, ADR 30).
    logController: new RequestLogController(config.log.requests, {
      perSecond: config.log.requestsPerSecond,
      logger: deps.logger,
    }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // A request that reaches us after SIGTERM but before the listener closes was sent to a server still
    // listening: answer it (with `Connection: close`), as the ones in flight, instead of a bare 503.
    return503OnClosing: false,
  });

  closeConnectionsWhenClosing(app);
  // The server render's module, loaded once: the pages, and the texts the server writes in each language
  // (social cards, calendars; ADR 43), which only the client build's catalogs hold.
  const serverEntry = await loadServerEntry(config.ssrEntry);
  const textsOf = await serverTextsByLanguage(serverEntry, pageLocales(config.pseudoLocales));
  const registeredRoutes = recordRoutes(app);
  // REST routes declare zod schemas: requests are checked and answers serialized through them.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  await app.register(errorsPlugin);
  await app.register(utf8BodiesPlugin);
  await app.register(securityHeadersPlugin, { gtmId: config.gtmId, publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(sessionPlugin, {
    db: deps.database.db,
    publicUrl: config.publicUrl,
    adminMfaRequired: config.admin.mfaRequired,
  });
  // Who may keep each answer, and ETag/304. After the cookie plugin (an answer setting a cookie is never
  // shared), before every route; its onSend hook runs before compression's, which each route adds to itself.
  await app.register(httpCachePlugin, { readCache: deps.database.readCache });

  await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  await app.register(healthRoutes, { database: deps.database });
  await app.register(trpcPlugin, deps);
  await app.register(authRoutes, {
    db: deps.database.db,
    mfaKey: config.admin.mfaEncryptionKey,
    now: deps.clock,
  });
  await app.register(feedbackRoutes, { db: deps.database.db });
  await app.register(videoRoutes, { db: deps.database.db, settings: config });
  await app.register(mediaRoutes, { db: deps.database.db });
  await app.register(districtRoutes, {
    db: deps.database.db,
    geocoding: deps.geocoding,
    logger: deps.logger,
    now: deps.clock,
  });
  await app.register(candidateRoutes, { db: deps.database.db });
  await app.register(candidateImportRoutes, { db: deps.database.db });
  await app.register(ballotMeasureRoutes, { db: deps.database.db, now: deps.clock });
  await app.register(calendarRoutes, { db: deps.database.db, now: deps.clock, textsOf });
  await app.register(cardRoutes, {
    db: deps.database.db,
    videoSettings: config,
    textsOf,
    pseudoLocales: config.pseudoLocales,
  });
  await app.register(stateRoutes, { db: deps.database.db });
  await app.register(keywordRoutes, { db: deps.database.db });
  await app.register(webSearchRoutes, {
    db: deps.database.db,
    webSearch: deps.webSearch,
    logger: deps.logger,
    now: deps.clock,
    findKeywords: async () => (await findKeywords(deps.database.db)).map(({ keyword }) => keyword),
  });

  await app.register(legislationRoutes, {
    db: deps.database.db,
    legislation: deps.legislation,
    logger: deps.logger,
    now: deps.clock,
  });
  await app.register(donorRoutes, {
    db: deps.database.db,
    donors: deps.donors,
    logger: deps.logger,
    now: deps.clock,
    cycle: config.federalRecord.fec.cycle,
  });

  await app.register(sitemapRoutes, {
    db: deps.database.db,
    publicUrl: config.publicUrl,
    clientDir: config.clientDir,
  });

  await app.register(clientAppPlugin, {
    clientDir: config.clientDir,
    publicConfig: toPublicConfig(config),
    entry: serverEntry,
    textsOf,
    pseudoLocales: config.pseudoLocales,
    deps,
  });
  app.decorate('registeredRoutes', registeredRoutes);
  return app;
}

/**
 * Fastify stops taking requests on close() and waits for those in flight, but a keep-alive connection
 * whose request started before close() would stay open afterwards and hold the shutdown up.
 */
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}

type TRegisteredRoute = { method: string; url: string };

/** Every route as registered, so the authorization test can check that none is left unguarded. */
function recordRoutes(app: FastifyInstance): TRegisteredRoute[] {
  const routes: TRegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  return routes;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: TRegisteredRoute[];
  }
}
