import { z } from 'zod';
import { SHARED_BALLOT_MAX_PICKS } from '../../../shared/shared-ballot';
import { publicProcedure, router } from '../../trpc/init';
import { sharedBallotPicks } from './cards.service';

export const sharedBallotRouter = router({
  // The candidates a shared link names, in its order; ids that name nobody are left out (ADR 38).
  picks: publicProcedure
    .input(z.object({ ids: z.array(z.string().max(64)).max(SHARED_BALLOT_MAX_PICKS) }))
    .query(({ ctx, input }) => sharedBallotPicks(ctx.database.db, input.ids)),
});
