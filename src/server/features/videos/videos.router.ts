import { z } from 'zod';
import { VIDEO_CATEGORIES } from '../../../shared/constants/categories';
import { ZByIdSchema } from '../../../shared/schemas/fields';
import { ZLibraryPageSchema, ZSearchSchema } from '../../../shared/schemas/videos';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import {
  deleteVideo,
  findLibraryPage,
  findVideosByCategory,
  findVideosMatching,
  getVideoById,
} from './videos.service';

// Creating and editing go through the multipart REST calls (uploads with progress); see ADR 7.
export const videosRouter = router({
  // `cursor` is the page number as the client's infinite lists send it; `page` is the same for other callers.
  page: publicProcedure
    .input(
      z.object({
        page: ZLibraryPageSchema.optional(),
        cursor: ZLibraryPageSchema.nullish(),
        newestFirst: z.boolean().default(false),
      }),
    )
    .query(({ ctx, input }) =>
      findLibraryPage(ctx.database.db, ctx.config, {
        page: input.cursor ?? input.page ?? 1,
        newestFirst: input.newestFirst,
      }),
    ),
  inCategory: publicProcedure
    .input(z.object({ category: z.enum(VIDEO_CATEGORIES) }))
    .query(({ ctx, input }) => findVideosByCategory(ctx.database.db, ctx.config, input.category)),
  search: publicProcedure
    .input(z.object({ keyword: ZSearchSchema }))
    .query(({ ctx, input }) => findVideosMatching(ctx.database.db, ctx.config, input.keyword)),
  byId: publicProcedure
    .input(ZByIdSchema)
    .query(({ ctx, input }) => getVideoById(ctx.database.db, ctx.config, input.id)),
  delete: adminProcedure
    .input(ZByIdSchema)
    .mutation(({ ctx, input }) => deleteVideo(ctx.database.db, input.id, ctx.user)),
});
