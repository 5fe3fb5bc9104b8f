import { ZSiteContentReadSchema, ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { findSection, saveSection } from './content.service';

/** The page's fixed content (ADR 47): read by the pages in the visitor's language, written by admins. */
export const contentRouter = router({
  section: publicProcedure
    .input(ZSiteContentReadSchema)
    .query(({ ctx, input }) => findSection(ctx.database.db, input.section, input.lang)),
  save: adminProcedure
    .input(ZSiteContentWriteSchema)
    .mutation(({ ctx, input }) => saveSection(ctx.database.db, input, ctx.user)),
});
