import {
  ZBallotMeasureIdSchema,
  ZBallotMeasureOrderSchema,
  ZBallotMeasureSchema,
  ZBallotMeasureUpdateSchema,
  ZBallotMeasuresByIdsSchema,
  ZBallotMeasuresListSchema,
} from '../../../shared/schemas/ballot-measures';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import {
  createMeasure,
  deleteMeasure,
  findMeasuresByIds,
  listMeasures,
  reorderMeasures,
  updateMeasure,
} from './ballot-measures.service';
import { viewerOf } from '../candidates/candidates.service';

export const ballotMeasuresRouter = router({
  /** The tRPC twin of GET /api/ballotMeasures. */
  list: publicProcedure
    .input(ZBallotMeasuresListSchema)
    .query(({ ctx, input }) =>
      listMeasures(
        ctx.database.db,
        { electionId: input.election, locale: input.lang, now: ctx.clock() },
        viewerOf(ctx.user),
      ),
    ),
  /** The measures a shared ballot marks: its link carries their ids and the voter's Yes or No. */
  byIds: publicProcedure
    .input(ZBallotMeasuresByIdsSchema)
    .query(({ ctx, input }) => findMeasuresByIds(ctx.database.db, input.ids, input.lang, viewerOf(ctx.user))),
  create: adminProcedure
    .input(ZBallotMeasureSchema)
    .mutation(({ ctx, input }) => createMeasure(ctx.database.db, input, ctx.user)),
  update: adminProcedure
    .input(ZBallotMeasureUpdateSchema)
    .mutation(({ ctx, input }) => updateMeasure(ctx.database.db, input.id, input.measure, ctx.user)),
  reorder: adminProcedure
    .input(ZBallotMeasureOrderSchema)
    .mutation(({ ctx, input }) => reorderMeasures(ctx.database.db, input.electionId, input.ids, ctx.user)),
  delete: adminProcedure
    .input(ZBallotMeasureIdSchema)
    .mutation(({ ctx, input }) => deleteMeasure(ctx.database.db, input.id, ctx.user)),
});
