import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZFeedbackPageSchema, ZFeedbackSchema } from '../../../shared/schemas/feedback';
import type { Db } from '../../db/database';
import { ADMIN_ONLY, ERROR_RESPONSES, restApp, ZIdParams, ZSuccessBody } from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import { deleteFeedback, findFeedbackPage, submitFeedback } from './feedback.service';

const EXAMPLE_FEEDBACK = {
  fullName: 'Sam Rivera',
  email: 'sam@example.org',
  feedback: 'The voter checklist helped me register. Thank you!',
};

const ZRestFeedback = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    email: z.string(),
    feedback: z.string(),
    createdAt: z.string(),
  })
  .meta({
    id: 'Feedback',
    examples: [
      {
        _id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
        ...EXAMPLE_FEEDBACK,
        createdAt: '2026-11-02T09:30:00.000Z',
      },
    ],
  });

/** The documented feedback calls (spec part 2 §7). Reading and deleting are for admins. */
export async function feedbackRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = restApp(fastify);

  app.post(
    '/api/feedback',
    {
      schema: {
        summary: 'Send a message to the organisation',
        tags: ['feedback'],
        body: ZFeedbackSchema.meta({ id: 'FeedbackForm', example: EXAMPLE_FEEDBACK }),
        response: { 200: ZSuccessBody, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await submitFeedback(db, request.body, request.ip);
      return { success: true as const };
    },
  );

  app.get(
    '/api/feedbackPagination',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'One page of messages, newest first; pages count from 0 (admins)',
        tags: ['feedback'],
        querystring: z.object({ page: ZFeedbackPageSchema.default(0).meta({ example: 0 }) }),
        response: {
          200: z.object({ data: z.object({ feedbacks: z.array(ZRestFeedback), totalPages: z.number() }) }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const { feedbacks, totalPages } = await findFeedbackPage(db, request.query.page);
      return {
        data: { feedbacks: feedbacks.map(({ id, ...feedback }) => ({ _id: id, ...feedback })), totalPages },
      };
    },
  );

  app.delete(
    '/api/feedback/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Delete a message (admins)',
        tags: ['feedback'],
        params: ZIdParams,
        response: { 200: ZSuccessBody, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteFeedback(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
