import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZFeedbackPageSchema, ZFeedbackSchema } from '../../../shared/schemas/feedback';
import type { Db } from '../../db/database';
import {
  ADMIN_GATE,
  ADMIN_ONLY,
  CROSS_SITE,
  errorResponses,
  idParams,
  INVALID_INPUT,
  JSON_BODY,
  restApp,
  ZSuccessBody,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import { deleteFeedback, findFeedbackPage, submitFeedback } from './feedback.service';

const EXAMPLE_FEEDBACK = {
  fullName: 'Sam Rivera',
  email: 'sam@example.org',
  feedback: 'The voter checklist helped me register. Thank you!',
};

const EXAMPLE_ID = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';

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
        _id: EXAMPLE_ID,
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
        operationId: 'sendFeedback',
        summary: 'Send a message to the organisation',
        description: 'Anyone may write; the administrators read the messages on the feedback page.',
        tags: ['feedback'],
        body: ZFeedbackSchema.meta({ id: 'FeedbackForm', example: EXAMPLE_FEEDBACK }),
        response: {
          200: ZSuccessBody,
          ...errorResponses(JSON_BODY, CROSS_SITE, {
            429: 'Too many messages from this address or this email; `Retry-After` says when to try again.',
          }),
        },
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
        operationId: 'listFeedback',
        summary: 'One page of messages, newest first; pages count from 0 (admins)',
        description: '`totalPages` says how many pages there are.',
        tags: ['feedback'],
        querystring: z.object({ page: ZFeedbackPageSchema.default(0).meta({ example: 0 }) }),
        response: {
          200: z.object({ data: z.object({ feedbacks: z.array(ZRestFeedback), totalPages: z.number() }) }),
          ...errorResponses(INVALID_INPUT, ADMIN_GATE),
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
        operationId: 'deleteFeedback',
        summary: 'Delete a message (admins)',
        description: 'Deletes the message for good.',
        tags: ['feedback'],
        params: idParams(EXAMPLE_ID),
        response: {
          200: ZSuccessBody,
          ...errorResponses(INVALID_INPUT, ADMIN_GATE, CROSS_SITE, { 404: 'No such feedback.' }),
        },
      },
    },
    async (request) => {
      await deleteFeedback(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
