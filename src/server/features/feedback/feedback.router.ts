import { z } from 'zod';
import { ZByIdSchema } from '../../../shared/schemas/fields';
import { ZFeedbackPageSchema, ZFeedbackSchema } from '../../../shared/schemas/feedback';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { deleteFeedback, findFeedbackPage, submitFeedback } from './feedback.service';

export const feedbackRouter = router({
  submit: publicProcedure
    .input(ZFeedbackSchema)
    .mutation(({ ctx, input }) => submitFeedback(ctx.database.db, input, ctx.clientAddress)),
  list: adminProcedure
    .input(z.object({ page: ZFeedbackPageSchema }))
    .query(({ ctx, input }) => findFeedbackPage(ctx.database.db, input.page)),
  delete: adminProcedure
    .input(ZByIdSchema)
    .mutation(({ ctx, input }) => deleteFeedback(ctx.database.db, input.id, ctx.user)),
});
