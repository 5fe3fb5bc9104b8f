import { z } from 'zod';
import { emailText, requiredText, text } from './fields';

/** The feedback form (spec part 2 §5), shared by the page and the server, with the server's length limits. */
export const FEEDBACK_LIMITS = { fullName: 100, email: 254, feedback: 5000 } as const;
export const FEEDBACK_BANNERS = {
  error: 'There was an error',
  success: 'You have successfully submitted your feedback!',
} as const;
export const FEEDBACK_PAGE_SIZE = 10;

export const ZFeedbackSchema = z.object({
  fullName: requiredText(FEEDBACK_LIMITS.fullName),
  email: emailText(FEEDBACK_LIMITS.email),
  feedback: requiredText(FEEDBACK_LIMITS.feedback),
  /** A field people never see; bots that fill it in are thanked and ignored. */
  website: text().max(500).optional(),
});
export type TFeedbackInput = z.input<typeof ZFeedbackSchema>;
export type TFeedbackForm = z.output<typeof ZFeedbackSchema>;

export const ZFeedbackPageSchema = z.coerce
  .number({ message: 'page must be a number' })
  .int('page must be a whole number')
  .min(0, 'page must be 0 or more')
  .max(100_000, 'page must be at most 100000');

export type TFeedback = { id: string; fullName: string; email: string; feedback: string; createdAt: string };
export type TFeedbackPage = { feedbacks: TFeedback[]; totalPages: number };
