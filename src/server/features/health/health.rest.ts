import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { checkReadiness } from './health.service';

/**
 * Liveness and readiness for the container and the proxy: /healthz says the process serves,
 * /readyz says it can also reach its database (503 while it cannot).
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(database);
    return reply.code(readiness.ready ? 200 : 503).send(readiness);
  });
}
