import { localized } from '../../../shared/constants/translations';
import { ZListInLanguageSchema } from '../../../shared/schemas/translations';
import { publicProcedure, router } from '../../trpc/init';
import { BALLOT_MEASURES } from './ballot-measures.content';

export const ballotMeasuresRouter = router({
  list: publicProcedure
    .input(ZListInLanguageSchema)
    .query(({ input }) => BALLOT_MEASURES.map((measure) => localized(measure, input.lang))),
});
