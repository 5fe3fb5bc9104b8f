import { z } from 'zod';
import { requiredText, ZIdSchema } from './fields';

/** The admin's search keywords (spec part 2 §3, §5): one word or phrase added to a candidate's web search. */
const KEYWORD_MAX_LENGTH = 100;
export const KEYWORD_MESSAGES = {
  duplicate: 'That keyword is already in the list.',
  notFound: 'No such keyword.',
} as const;

export const ZKeywordSchema = z.object({ keyword: requiredText(KEYWORD_MAX_LENGTH) });
export type TKeywordForm = z.output<typeof ZKeywordSchema>;

/** An amended keyword, as the tRPC call takes it (REST names the id in the path). */
export const ZKeywordUpdateSchema = ZKeywordSchema.extend({ id: ZIdSchema });

export type TKeyword = { id: string; keyword: string };
