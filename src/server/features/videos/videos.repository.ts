import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { VideosTable } from '../../db/types';

export type VideoRow = Pick<
  Selectable<VideosTable>,
  'id' | 'tiktokId' | 'category' | 'thumbnailHash' | 'title' | 'description' | 'createdAt'
>;

const COLUMNS = ['id', 'tiktokId', 'category', 'thumbnailHash', 'title', 'description', 'createdAt'] as const;

export type TVideoValues = {
  tiktokId: string;
  category: string;
  thumbnailHash: string;
  title: string | null;
  description: string | null;
  createdAt?: Date;
};

/** One page plus one row more, so the caller knows whether another page follows. */
export function findVideosPage(
  db: Db,
  { offset, limit, newestFirst }: { offset: number; limit: number; newestFirst: boolean },
) {
  let query = db.selectFrom('videos').select(COLUMNS);
  if (!newestFirst) query = query.orderBy('category');
  return query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit + 1)
    .execute();
}

export function findVideosByCategory(db: Db, category: string, limit: number) {
  return db
    .selectFrom('videos')
    .select(COLUMNS)
    .where('category', '=', category)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** `tsquery` is built by the service from plain words only, so no input can make it fail to parse. */
export function findVideosMatching(db: Db, tsquery: string, limit: number) {
  const query = sql`to_tsquery('english', ${tsquery})`;
  return db
    .selectFrom('videos')
    .select(COLUMNS)
    .where(sql<boolean>`search_vector @@ ${query}`)
    .orderBy(sql`ts_rank(search_vector, ${query})`, 'desc')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** With `lock`, the row stays locked until the transaction ends (an update reads what it replaces). */
export function getVideoById(db: Db, id: string, { lock = false } = {}) {
  const query = db.selectFrom('videos').select(COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function createVideo(db: Db, values: TVideoValues) {
  return db.insertInto('videos').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateVideo(db: Db, id: string, values: Partial<TVideoValues>) {
  return db
    .updateTable('videos')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deleteVideo(db: Db, id: string) {
  return db.deleteFrom('videos').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
}
