import { publicProcedure, router } from '../../trpc/init';
import { findDropdownStates } from './states.service';

export const statesRouter = router({
  dropdown: publicProcedure.query(({ ctx }) => findDropdownStates(ctx.database.db)),
});
