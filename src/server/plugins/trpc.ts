import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { createContextFactory } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/router';

/** Mounts the root tRPC router at /trpc: the React app's only channel to the server. */
export default async function trpcPlugin(app: FastifyInstance, deps: AppDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(deps),
      // A batch is answered call by call: hundreds in one request would be a cheap way to load the server.
      maxBatchSize: deps.config.trpcMaxBatchSize,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
