import { ZAddressSchema, ZStructuredAddressSchema } from '../../../shared/schemas/candidates';
import { publicProcedure, router } from '../../trpc/init';
import type { TrpcContext } from '../../trpc/context';
import { findExampleAddresses } from './demo-addresses.service';
import { getBallotByAddress, getBallotByStructuredAddress } from './districts.service';

const depsOf = (ctx: TrpcContext) => ({
  db: ctx.database.db,
  geocoding: ctx.geocoding,
  logger: ctx.logger,
});
const callerOf = (ctx: TrpcContext) => ({
  clientAddress: ctx.clientAddress,
  isAdmin: ctx.user?.role === 'admin',
  storedOnly: ctx.isServerRender === true,
});

export const districtsRouter = router({
  search: publicProcedure
    .input(ZAddressSchema)
    .query(({ ctx, input }) => getBallotByAddress(depsOf(ctx), input.address, callerOf(ctx))),
  searchStructured: publicProcedure
    .input(ZStructuredAddressSchema)
    .query(({ ctx, input }) => getBallotByStructuredAddress(depsOf(ctx), input, callerOf(ctx))),
  exampleAddresses: publicProcedure.query(({ ctx }) => findExampleAddresses(ctx.database.db)),
});
