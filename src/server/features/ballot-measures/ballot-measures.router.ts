import { publicProcedure, router } from '../../trpc/init';
import { BALLOT_MEASURES } from './ballot-measures.content';

export const ballotMeasuresRouter = router({
  list: publicProcedure.query(() => BALLOT_MEASURES),
});
