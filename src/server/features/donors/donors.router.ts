import { ZDonorsSchema } from '../../../shared/schemas/federal-record';
import type { TrpcContext } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { getDonors, type TDonorsDeps } from './donors.service';

const donorsDepsOf = (ctx: TrpcContext): TDonorsDeps => ({
  db: ctx.database.db,
  donors: ctx.donors,
  logger: ctx.logger,
  cycle: ctx.config.federalRecord.fec.cycle,
  now: ctx.clock,
});

export const donorsRouter = router({
  byCandidate: publicProcedure
    .input(ZDonorsSchema)
    .query(({ ctx, input }) => getDonors(donorsDepsOf(ctx), input.candidateId)),
});
