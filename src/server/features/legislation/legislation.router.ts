import {
  ZBillProgressSchema,
  ZSharedVotesSchema,
  ZVotingHistorySchema,
  ZVotingTopicsSchema,
} from '../../../shared/schemas/federal-record';
import type { TrpcContext } from '../../trpc/context';
import { viewerOf } from '../candidates/candidates.service';
import { publicProcedure, router } from '../../trpc/init';
import {
  findSharedVotes,
  getBillProgress,
  getVotingHistory,
  getVotingTopics,
  type TLegislationDeps,
} from './legislation.service';

const depsOf = (ctx: TrpcContext): TLegislationDeps => ({
  db: ctx.database.db,
  legislation: ctx.legislation,
  logger: ctx.logger,
  now: ctx.clock,
});

export const legislationRouter = router({
  votingHistory: publicProcedure
    .input(ZVotingHistorySchema)
    .query(({ ctx, input }) =>
      getVotingHistory(ctx.database.db, input.candidateId, input.topic, viewerOf(ctx.user)),
    ),
  votingTopics: publicProcedure
    .input(ZVotingTopicsSchema)
    .query(({ ctx, input }) => getVotingTopics(ctx.database.db, input.candidateId, viewerOf(ctx.user))),
  sharedVotes: publicProcedure
    .input(ZSharedVotesSchema)
    .query(({ ctx, input }) => findSharedVotes(ctx.database.db, input.candidateIds)),
  billProgress: publicProcedure
    .input(ZBillProgressSchema)
    .query(({ ctx, input }) => getBillProgress(depsOf(ctx), input.docId)),
});
