import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { isAppError } from '../../shared/errors';
import type { AppDeps } from '../app-deps';
import { DATABASE_UNAVAILABLE } from '../db/errors';
import { createContextFactory } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/router';
import { checkUtf8WhileReading } from './utf8-bodies';

/** Mounts the root tRPC router at /trpc: the React app's only channel to the server. */
export default async function trpcPlugin(app: FastifyInstance, deps: AppDeps) {
  // The adapter parses JSON itself (its own parser replaces the app's): its bodies are checked as they come.
  checkUtf8WhileReading(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(deps),
      // A batch is answered call by call: hundreds in one request would be a cheap way to load the server.
      maxBatchSize: deps.config.trpcMaxBatchSize,
      // While the database is down, or a limit refuses, say when to try again, as the REST paths do.
      responseMeta({ errors }) {
        const retryAfter = Math.max(
          0,
          ...errors.map((error) =>
            error.code === 'SERVICE_UNAVAILABLE'
              ? DATABASE_UNAVAILABLE.retryAfterSeconds
              : isAppError(error.cause)
                ? (error.cause.retryAfterSeconds ?? 0)
                : 0,
          ),
        );
        return retryAfter > 0 ? { headers: { 'retry-after': String(retryAfter) } } : {};
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
