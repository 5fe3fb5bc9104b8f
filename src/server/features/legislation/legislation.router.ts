import { ZBillProgressSchema, ZVotingHistorySchema } from '../../../shared/schemas/federal-record';
import type { TrpcContext } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { getBillProgress, getVotingHistory, type TLegislationDeps } from './legislation.service';

const depsOf = (ctx: TrpcContext): TLegislationDeps => ({
  db: ctx.database.db,
  legislation: ctx.legislation,
  logger: ctx.logger,
  now: ctx.clock,
});

export const legislationRouter = router({
  votingHistory: publicProcedure
    .input(ZVotingHistorySchema)
    .query(({ ctx, input }) => getVotingHistory(ctx.database.db, input.candidateId, input.topic)),
  billProgress: publicProcedure
    .input(ZBillProgressSchema)
    .query(({ ctx, input }) => getBillProgress(depsOf(ctx), input.docId)),
});
