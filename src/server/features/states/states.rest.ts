import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { listDropdownStates } from './states.service';

/** GET /api/dropdown (spec part 2 §7). Editing the list belongs to the admin tools. */
export async function stateRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/dropdown', async () => ({ data: await listDropdownStates(db) }));
}
