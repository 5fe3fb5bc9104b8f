import { ZDropdownUpdateSchema } from '../../../shared/schemas/states';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { findDropdownStates, updateDropdownStates } from './states.service';

export const statesRouter = router({
  dropdown: publicProcedure.query(({ ctx }) => findDropdownStates(ctx.database.db)),
  update: adminProcedure
    .input(ZDropdownUpdateSchema)
    .mutation(({ ctx, input }) => updateDropdownStates(ctx.database.db, input, ctx.user)),
});
