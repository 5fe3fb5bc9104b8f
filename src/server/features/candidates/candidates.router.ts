import {
  ZCandidateByIdSchema,
  ZCandidateListQuerySchema,
  ZCandidateSchema,
} from '../../../shared/schemas/candidates';
import { ZByIdSchema } from '../../../shared/schemas/fields';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import {
  createCandidate,
  deleteCandidate,
  findCandidates,
  findOtherKeyStateCandidates,
  getCandidateById,
  updateCandidate,
  viewerOf,
} from './candidates.service';

export const candidatesRouter = router({
  byId: publicProcedure
    .input(ZCandidateByIdSchema)
    .query(({ ctx, input }) => getCandidateById(ctx.database.db, input.id, input.lang, viewerOf(ctx.user))),
  list: publicProcedure
    .input(ZCandidateListQuerySchema)
    .query(({ ctx, input: { lang, ...filter } }) =>
      findCandidates(ctx.database.db, filter, lang, viewerOf(ctx.user)),
    ),
  // The fixed districts of /otherKeyStates in one call and one statement, instead of one list per district.
  otherKeyStates: publicProcedure.query(({ ctx }) =>
    findOtherKeyStateCandidates(ctx.database.db, ctx.clock(), viewerOf(ctx.user)),
  ),
  create: adminProcedure
    .input(ZCandidateSchema)
    .mutation(({ ctx, input }) => createCandidate(ctx.database.db, input, ctx.user)),
  update: adminProcedure
    .input(ZByIdSchema.extend({ candidate: ZCandidateSchema }))
    .mutation(({ ctx, input }) => updateCandidate(ctx.database.db, input.id, input.candidate, ctx.user)),
  delete: adminProcedure
    .input(ZByIdSchema)
    .mutation(({ ctx, input }) => deleteCandidate(ctx.database.db, input.id, ctx.user)),
});
