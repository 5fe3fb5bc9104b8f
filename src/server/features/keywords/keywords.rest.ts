import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZKeywordSchema, type TKeyword } from '../../../shared/schemas/keywords';
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
  type TErrorReasons,
} from '../../http/rest-contract';
import { adminActor, requireAdmin } from '../../http/rest-gates';
import { createKeyword, deleteKeyword, findKeywords, updateKeyword } from './keywords.service';

/** A search keyword in the documented wire shape (spec part 2 §3): the id is `_id`. */
const EXAMPLE_ID = '3b7e1c2d-9f4a-4e6b-8d1c-2a3b4c5d6e7f';

const ZRestKeyword = z.object({ _id: z.string(), keyword: z.string() }).meta({
  id: 'SearchKeyword',
  examples: [{ _id: EXAMPLE_ID, keyword: 'endorsements' }],
});

const KEYWORD_ID = idParams(EXAMPLE_ID);
const NO_SUCH_KEYWORD: TErrorReasons = { 404: 'No such keyword.' };
const DUPLICATE: TErrorReasons = { 409: 'The keyword is already in the list (in any case).' };

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
        operationId: 'listSearchKeywords',
        summary: 'Every search keyword, oldest first (admins)',
        description: 'The keywords the web search for a candidate combines with the name.',
        tags: ['keywords'],
        response: { 200: z.object({ data: z.array(ZRestKeyword) }), ...errorResponses(ADMIN_GATE) },
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
        operationId: 'createSearchKeyword',
        summary: 'Add a search keyword; data is the new item (admins)',
        description: 'The keyword is trimmed; one already in the list, in any case, is refused.',
        tags: ['keywords'],
        body: ZKeywordBody,
        response: { 200: ZKeywordAnswer, ...errorResponses(JSON_BODY, ADMIN_GATE, CROSS_SITE, DUPLICATE) },
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
        operationId: 'updateSearchKeyword',
        summary: 'Amend a search keyword; data is the updated item (admins)',
        description: 'Renames the keyword; a name another keyword has, in any case, is refused.',
        tags: ['keywords'],
        params: KEYWORD_ID,
        body: ZKeywordBody,
        response: {
          200: ZKeywordAnswer,
          ...errorResponses(JSON_BODY, ADMIN_GATE, CROSS_SITE, NO_SUCH_KEYWORD, DUPLICATE),
        },
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
        operationId: 'deleteSearchKeyword',
        summary: 'Delete a search keyword (admins)',
        description: 'Deletes the keyword; later web searches leave it out.',
        tags: ['keywords'],
        params: KEYWORD_ID,
        response: {
          200: ZSuccessBody,
          ...errorResponses(INVALID_INPUT, ADMIN_GATE, CROSS_SITE, NO_SUCH_KEYWORD),
        },
      },
    },
    async (request) => {
      await deleteKeyword(db, request.params.id, adminActor(request));
      return { success: true as const };
    },
  );
}
