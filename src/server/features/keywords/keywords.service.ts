import { AppError } from '../../../shared/errors';
import { isUuid } from '../../../shared/schemas/fields';
import { KEYWORD_MESSAGES, type TKeyword, type TKeywordForm } from '../../../shared/schemas/keywords';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import * as repository from './keywords.repository';

/** Every keyword, oldest first: the admin's list, and the queries a candidate's web search adds. */
export function findKeywords(db: Db): Promise<TKeyword[]> {
  return repository.findKeywords(db);
}

export async function createKeyword(db: Db, form: TKeywordForm): Promise<TKeyword> {
  return refuseDuplicate(repository.createKeyword(db, form.keyword));
}

export async function updateKeyword(db: Db, id: string, form: TKeywordForm): Promise<TKeyword> {
  const row = isUuid(id) ? await refuseDuplicate(repository.updateKeyword(db, id, form.keyword)) : undefined;
  if (!row) throw new AppError('NOT_FOUND', KEYWORD_MESSAGES.notFound);
  return row;
}

export async function deleteKeyword(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await repository.deleteKeyword(db, id)))
    throw new AppError('NOT_FOUND', KEYWORD_MESSAGES.notFound);
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
