import { AppError } from '../../../shared/errors';
import { isUuid } from '../../../shared/schemas/fields';
import { KEYWORD_MESSAGES, type TKeyword, type TKeywordForm } from '../../../shared/schemas/keywords';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import * as repository from './keywords.repository';

/** Every keyword, oldest first: the admin's list, and the queries a candidate's web search adds. */
export function findKeywords(db: Db): Promise<TKeyword[]> {
  return repository.findKeywords(db);
}

export async function createKeyword(db: Db, form: TKeywordForm, actor: TWriteActor): Promise<TKeyword> {
  return inTransaction(db, async (trx) => {
    const created = await refuseDuplicate(repository.createKeyword(trx, form.keyword));
    await recordAudit(trx, {
      actor,
      entityType: 'keyword',
      entityId: created.id,
      before: null,
      after: { keyword: created.keyword },
    });
    return created;
  });
}

export async function updateKeyword(
  db: Db,
  id: string,
  form: TKeywordForm,
  actor: TWriteActor,
): Promise<TKeyword> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', KEYWORD_MESSAGES.notFound);
  return inTransaction(db, async (trx) => {
    const previous = await repository.getKeywordById(trx, id, { lock: true });
    const row = previous ? await refuseDuplicate(repository.updateKeyword(trx, id, form.keyword)) : undefined;
    if (!previous || !row) throw new AppError('NOT_FOUND', KEYWORD_MESSAGES.notFound);
    await recordAudit(trx, {
      actor,
      entityType: 'keyword',
      entityId: id,
      before: { keyword: previous.keyword },
      after: { keyword: row.keyword },
    });
    return row;
  });
}

export async function deleteKeyword(db: Db, id: string, actor: TWriteActor): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', KEYWORD_MESSAGES.notFound);
  await inTransaction(db, async (trx) => {
    const deleted = await repository.deleteKeyword(trx, id);
    if (!deleted) throw new AppError('NOT_FOUND', KEYWORD_MESSAGES.notFound);
    await recordAudit(trx, {
      actor,
      entityType: 'keyword',
      entityId: id,
      before: { keyword: deleted.keyword },
      after: null,
    });
  });
}

/** The unique index compares keywords case-insensitively, so 'Housing' and 'housing' are one keyword. */
async function refuseDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', KEYWORD_MESSAGES.duplicate);
    throw error;
  }
}
