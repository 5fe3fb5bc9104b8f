import { ZByIdSchema } from '../../../shared/schemas/fields';
import { ZKeywordSchema, ZKeywordUpdateSchema } from '../../../shared/schemas/keywords';
import { adminProcedure, router } from '../../trpc/init';
import { createKeyword, deleteKeyword, findKeywords, updateKeyword } from './keywords.service';

export const keywordsRouter = router({
  list: adminProcedure.query(({ ctx }) => findKeywords(ctx.database.db)),
  create: adminProcedure
    .input(ZKeywordSchema)
    .mutation(({ ctx, input }) => createKeyword(ctx.database.db, input, ctx.user)),
  update: adminProcedure
    .input(ZKeywordUpdateSchema)
    .mutation(({ ctx, input: { id, ...form } }) => updateKeyword(ctx.database.db, id, form, ctx.user)),
  delete: adminProcedure
    .input(ZByIdSchema)
    .mutation(({ ctx, input }) => deleteKeyword(ctx.database.db, input.id, ctx.user)),
});
