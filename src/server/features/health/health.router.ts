import { publicProcedure, router } from '../../trpc/init';
import { checkReadiness } from './health.service';

export const healthRouter = router({
  ready: publicProcedure.query(({ ctx }) => checkReadiness(ctx.database)),
});
