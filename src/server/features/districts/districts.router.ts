import {
  ZAddressSchema,
  ZBallotElectionSchema,
  ZStructuredAddressSchema,
} from '../../../shared/schemas/candidates';
import { publicProcedure, router } from '../../trpc/init';
import type { TrpcContext } from '../../trpc/context';
import { findExampleAddresses } from './demo-addresses.service';
import { getBallotByAddress, getBallotByStructuredAddress } from './districts.service';

const depsOf = (ctx: TrpcContext) => ({
  db: ctx.database.db,
  geocoding: ctx.geocoding,
  logger: ctx.logger,
  now: ctx.clock,
});
const callerOf = (ctx: TrpcContext, election?: string) => ({
  clientAddress: ctx.clientAddress,
  isAdmin: ctx.user?.role === 'admin',
  storedOnly: ctx.isServerRender === true,
  election,
});

export const districtsRouter = router({
  search: publicProcedure
    .input(ZAddressSchema.extend(ZBallotElectionSchema.shape))
    .query(({ ctx, input: { election, address } }) =>
      getBallotByAddress(depsOf(ctx), address, callerOf(ctx, election)),
    ),
  searchStructured: publicProcedure
    .input(ZStructuredAddressSchema.extend(ZBallotElectionSchema.shape))
    .query(({ ctx, input: { election, ...address } }) =>
      getBallotByStructuredAddress(depsOf(ctx), address, callerOf(ctx, election)),
    ),
  exampleAddresses: publicProcedure.query(({ ctx }) => findExampleAddresses(ctx.database.db)),
});
