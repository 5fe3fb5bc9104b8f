import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { fieldErrors } from '../../shared/schemas/auth';
import type { TSubmittedForm } from '../../shared/submitted-form';
import type { AppDeps } from '../app-deps';
import { createContextFactory } from '../trpc/context';
import { appRouter } from '../trpc/router';

/**
 * The forms of server-rendered pages, posted by the browser itself when the page's code has not run yet
 * (issue 23, a slow phone). Each goes through the same tRPC procedure the page's code calls, as the same
 * visitor (their address for the rate limits), and comes back as the page's TSubmittedForm.
 */

/** The feedback form's fields, as the page names them (its `form.field` names and the honeypot). */
const FEEDBACK_FIELDS = ['fullName', 'email', 'feedback', 'website'] as const;

export type TAnsweredForm = { status: number; submittedForm: TSubmittedForm };

/** The named text fields of a posted form; a missing or repeated field reads as empty. */
function readFields<TName extends string>(body: unknown, names: readonly TName[]): Record<TName, string> {
  const fields = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => [name, typeof fields[name] === 'string' ? fields[name] : '']),
  ) as Record<TName, string>;
}

/** What the page shows for a refused form: the field errors of its own check, else the server's reason. */
function refusal(error: TRPCError, values: Record<string, string>): TAnsweredForm {
  const status = getHTTPStatusCodeFromError(error);
  const submittedForm: TSubmittedForm = { form: 'feedback', outcome: 'error', values };
  if (error.cause instanceof ZodError) submittedForm.fieldErrors = fieldErrors(error.cause);
  // A 5xx has nothing worth showing (the page says so the same way); the log has it.
  else if (status < 500) submittedForm.reason = error.message;
  return { status, submittedForm };
}

export async function answerFeedbackForm(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TAnsweredForm> {
  const { website, ...values } = readFields(request.body, FEEDBACK_FIELDS);
  const caller = appRouter.createCaller(createContextFactory(deps)({ req: request, res: reply }));
  try {
    await caller.feedback.submit({ ...values, website });
    return { status: 200, submittedForm: { form: 'feedback', outcome: 'success', values: {} } };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (getHTTPStatusCodeFromError(error) >= 500) request.log.error({ err: error }, 'Feedback form failed');
    return refusal(error, values);
  }
}
