import { publicProcedure, router } from '../../trpc/init';
import { listDropdownStates } from './states.service';

export const statesRouter = router({
  dropdown: publicProcedure.query(({ ctx }) => listDropdownStates(ctx.database.db)),
});
