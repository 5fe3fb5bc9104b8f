import { findKeywords } from '../keywords/keywords.service';
import { ZWebSearchSchema } from '../../../shared/schemas/web-search';
import type { TrpcContext } from '../../trpc/context';
import { adminProcedure, router } from '../../trpc/init';
import { searchCandidateOnTheWeb } from './web-search.service';

const depsOf = (ctx: TrpcContext) => ({
  db: ctx.database.db,
  webSearch: ctx.webSearch,
  logger: ctx.logger,
  now: ctx.clock,
});

const keywordsOf = async (ctx: TrpcContext): Promise<string[]> =>
  (await findKeywords(ctx.database.db)).map(({ keyword }) => keyword);

export const webSearchRouter = router({
  search: adminProcedure
    .input(ZWebSearchSchema)
    .query(async ({ ctx, input }) =>
      searchCandidateOnTheWeb(depsOf(ctx), input.candidateSearch, await keywordsOf(ctx)),
    ),
});
