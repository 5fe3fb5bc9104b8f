import type { FastifyInstance } from 'fastify';
import type { TCandidateInput } from '../../../shared/schemas/candidates';
import type { Db } from '../../db/database';
import { requireAdmin } from '../../http/session';
import {
  createCandidate,
  deleteCandidate,
  getCandidateById,
  listCandidates,
  updateCandidateById,
} from './candidates.service';

type TListQuery = { office?: string; state?: string; district?: string };

/** The documented candidate calls (spec part 2 §7), apart from getDistrict (districts feature). */
export async function candidateRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Two documented shapes share this path: ?office&state (admin table) and ?office&district (public lists).
  app.get<{ Querystring: TListQuery }>('/api/newCandidate', async (request) => {
    const data = await listCandidates(db, request.query);
    return request.query.district !== undefined ? { data: { data } } : { success: true, data };
  });

  app.get<{ Params: { id: string } }>('/api/newCandidate/:id', async (request) => ({
    data: await getCandidateById(db, request.params.id),
  }));

  app.post<{ Body: TCandidateInput }>('/api/newCandidate', { onRequest: requireAdmin }, async (request) => ({
    success: true,
    data: await createCandidate(db, request.body),
  }));

  app.put<{ Params: { id: string }; Body: TCandidateInput }>(
    '/api/newCandidate/:id',
    { onRequest: requireAdmin },
    async (request) => ({
      success: true,
      data: await updateCandidateById(db, request.params.id, request.body),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/newCandidate/:id',
    { onRequest: requireAdmin },
    async (request) => {
      await deleteCandidate(db, request.params.id);
      return { success: true };
    },
  );
}
