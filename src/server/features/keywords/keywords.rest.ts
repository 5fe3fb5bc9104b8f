import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZKeywordSchema, type TKeyword } from '../../../shared/schemas/keywords';
import type { Db } from '../../db/database';
import { ADMIN_ONLY, ERROR_RESPONSES, restApp, ZIdParams, ZSuccessBody } from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import { createKeyword, deleteKeyword, findKeywords, updateKeyword } from './keywords.service';

/** A search keyword in the documented wire shape (spec part 2 §3): the id is `_id`. */
const ZRestKeyword = z.object({ _id: z.string(), keyword: z.string() }).meta({
  id: 'SearchKeyword',
  examples: [{ _id: '3b7e1c2d-9f4a-4e6b-8d1c-2a3b4c5d6e7f', keyword: 'endorsements' }],
});

const ZKeywordBody = ZKeywordSchema.meta({ id: 'SearchKeywordForm', example: { keyword: 'endorsements' } });
const ZKeywordAnswer = z.object({ data: ZRestKeyword });

const toRestKeyword = ({ id, keyword }: TKeyword) => ({ _id: id, keyword });

/**
 * The documented keyword calls (spec part 2 §7), all for admins, reading included: the keywords steer the
 * admin's web search and are not for visitors. A keyword already in the list, in any case, is a 409.
 */
export async function keywordRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = restApp(fastify);

  app.get(
    '/api/searchKeyword',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Every search keyword, oldest first (admins)',
        tags: ['keywords'],
        response: { 200: z.object({ data: z.array(ZRestKeyword) }), ...ERROR_RESPONSES },
      },
    },
    async () => ({ data: (await findKeywords(db)).map(toRestKeyword) }),
  );

  app.post(
    '/api/searchKeyword',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Add a search keyword; data is the new item (admins)',
        tags: ['keywords'],
        body: ZKeywordBody,
        response: { 200: ZKeywordAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: toRestKeyword(await createKeyword(db, request.body, adminActor(request))) }),
  );

  app.put(
    '/api/searchKeyword/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Amend a search keyword; data is the updated item (admins)',
        tags: ['keywords'],
        params: ZIdParams,
        body: ZKeywordBody,
        response: { 200: ZKeywordAnswer, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: toRestKeyword(await updateKeyword(db, request.params.id, request.body, adminActor(request))),
    }),
  );

  app.delete(
    '/api/searchKeyword/:id',
    {
      onRequest: requireAdmin,
      schema: {
        ...ADMIN_ONLY,
        summary: 'Delete a search keyword (admins)',
        tags: ['keywords'],
        params: ZIdParams,
        response: { 200: ZSuccessBody, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteKeyword(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
