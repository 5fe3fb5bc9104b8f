import type { FastifyInstance } from 'fastify';
import type { TFeedbackInput } from '../../../shared/schemas/feedback';
import type { Db } from '../../db/database';
import { requireAdmin } from '../../http/session';
import { deleteFeedback, findFeedback, submitFeedback } from './feedback.service';

/** The documented feedback calls (spec part 2 §7). Reading and deleting are for admins. */
export async function feedbackRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post<{ Body: TFeedbackInput }>('/api/feedback', async (request) => {
    await submitFeedback(db, request.body, request.ip);
    return { success: true };
  });

  app.get<{ Querystring: { page?: string } }>(
    '/api/feedbackPagination',
    { onRequest: requireAdmin },
    async (request) => ({
      data: await findFeedback(db, request.query.page ?? 0),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/feedback/:id',
    { onRequest: requireAdmin },
    async (request) => {
      await deleteFeedback(db, request.params.id);
      return { success: true };
    },
  );
}
