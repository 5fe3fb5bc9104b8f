import { AppError } from '../../../shared/errors';
import { FEEDBACK_PAGE_SIZE, type TFeedbackForm, type TFeedbackPage } from '../../../shared/schemas/feedback';
import type { Db } from '../../db/database';
import { takeAttempt, type TRateLimitRule } from '../rate-limits/rate-limits.service';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import * as repository from './feedback.repository';
import { isUuid } from '../../../shared/schemas/fields';

const TOO_MANY_MESSAGES =
  'You have sent several messages in a short time. Please wait a few minutes and try again.';

/**
 * People behind one shared connection (a library, a campus, an office) each send their own message, so the
 * limit per address is high; the limit per email is what stops one person repeating themselves.
 */
const FEEDBACK_PER_ADDRESS: TRateLimitRule = {
  bucket: 'feedback:ip',
  limit: 30,
  windowMs: 15 * 60_000,
  message: TOO_MANY_MESSAGES,
};
const FEEDBACK_PER_EMAIL: TRateLimitRule = {
  bucket: 'feedback:email',
  limit: 5,
  windowMs: 15 * 60_000,
  message: TOO_MANY_MESSAGES,
};

/** Stores a message. A filled-in honeypot is a bot: it gets the same answer and nothing is stored. */
export async function submitFeedback(
  db: Db,
  form: TFeedbackForm,
  ip: string,
  now = new Date(),
): Promise<void> {
  const { website, ...feedback } = form;
  if (website) return;
  await takeAttempt(
    db,
    [
      [FEEDBACK_PER_ADDRESS, ip],
      [FEEDBACK_PER_EMAIL, feedback.email.toLowerCase()],
    ],
    now,
  );
  await repository.createFeedback(db, feedback);
}

/** One page, newest first; pages count from 0. */
export async function findFeedbackPage(db: Db, pageIndex: number): Promise<TFeedbackPage> {
  const [rows, total] = await Promise.all([
    repository.findFeedbackPage(db, { offset: pageIndex * FEEDBACK_PAGE_SIZE, limit: FEEDBACK_PAGE_SIZE }),
    repository.countFeedback(db),
  ]);
  return {
    feedbacks: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      feedback: row.feedback,
      createdAt: row.createdAt.toISOString(),
    })),
    totalPages: Math.ceil(total / FEEDBACK_PAGE_SIZE),
  };
}

/**
 * The audit entry keeps only when the message was sent: a visitor's name, email and words are deleted
 * for good, not copied into a log that is never deleted (ADR 21).
 */
export async function deleteFeedback(db: Db, id: string, actor: TWriteActor): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such feedback.');
  await inTransaction(db, async (trx) => {
    const deleted = await repository.deleteFeedback(trx, id);
    if (!deleted) throw new AppError('NOT_FOUND', 'No such feedback.');
    await recordAudit(trx, {
      actor,
      entityType: 'feedback',
      entityId: id,
      before: { createdAt: deleted.createdAt },
      after: null,
    });
  });
}
