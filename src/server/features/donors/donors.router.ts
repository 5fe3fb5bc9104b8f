import { ZDonorsSchema } from '../../../shared/schemas/federal-record';
import { NOT_STORED } from '../../http/cache-policy';
import type { TrpcContext } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { viewerOf } from '../candidates/candidates.service';
import { getDonors, type TDonorsDeps } from './donors.service';

const donorsDepsOf = (ctx: TrpcContext): TDonorsDeps => ({
  db: ctx.database.db,
  donors: ctx.donors,
  logger: ctx.logger,
  cycle: ctx.config.federalRecord.fec.cycle,
  now: ctx.clock,
});

export const donorsRouter = router({
  byCandidate: publicProcedure.input(ZDonorsSchema).query(async ({ ctx, input }) => {
    const answer = await getDonors(donorsDepsOf(ctx), input.candidateId, viewerOf(ctx.user));
    // Word that the FEC is down is kept by no cache: the next visit asks it again.
    if (answer.status === 'unavailable') ctx.reply?.header('cache-control', NOT_STORED);
    return answer;
  }),
});
