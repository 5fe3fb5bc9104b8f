import {
  ZElectionCountdownSchema,
  ZElectionIdSchema,
  ZElectionPublishedSchema,
  ZElectionSchema,
  ZElectionUpdateSchema,
} from '../../../shared/schemas/elections';
import { ZListInLanguageSchema } from '../../../shared/schemas/translations';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import {
  createElection,
  deleteElection,
  findElections,
  setElectionDrivesCountdown,
  setElectionPublished,
  updateElection,
} from './elections.service';

export const electionsRouter = router({
  list: publicProcedure
    .input(ZListInLanguageSchema)
    .query(({ ctx, input }) =>
      findElections(ctx.database.db, input.lang, { includeDrafts: ctx.user?.role === 'admin' }),
    ),
  create: adminProcedure
    .input(ZElectionSchema)
    .mutation(({ ctx, input }) => createElection(ctx.database.db, input, ctx.user)),
  update: adminProcedure
    .input(ZElectionUpdateSchema)
    .mutation(({ ctx, input }) => updateElection(ctx.database.db, input.id, input.election, ctx.user)),
  setPublished: adminProcedure
    .input(ZElectionPublishedSchema)
    .mutation(({ ctx, input }) => setElectionPublished(ctx.database.db, input.id, input.published, ctx.user)),
  setCountdown: adminProcedure
    .input(ZElectionCountdownSchema)
    .mutation(({ ctx, input }) =>
      setElectionDrivesCountdown(ctx.database.db, input.id, input.drivesCountdown, ctx.user),
    ),
  delete: adminProcedure
    .input(ZElectionIdSchema)
    .mutation(({ ctx, input }) => deleteElection(ctx.database.db, input.id, ctx.user)),
});
