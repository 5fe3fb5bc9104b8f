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

export async function deleteFeedback(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('feedback').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
