import type { Db } from '../../db/database';

const PUBLIC_COLUMNS = ['id', 'fullName', 'email', 'feedback', 'createdAt'] as const;

export function createFeedback(db: Db, feedback: { fullName: string; email: string; feedback: string }) {
  return db.insertInto('feedback').values(feedback).execute();
}

export function findFeedbackPage(db: Db, { offset, limit }: { offset: number; limit: number }) {
  return db
    .selectFrom('feedback')
    .select(PUBLIC_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countFeedback(db: Db): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** When the deleted message was sent, or undefined when none has the id. */
export function deleteFeedback(db: Db, id: string) {
  return db.deleteFrom('feedback').where('id', '=', id).returning('createdAt').executeTakeFirst();
}
