import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function createMedia(
  db: Db,
  media: { hash: string; contentType: string; bytes: Buffer; width: number; height: number },
) {
  return db
    .insertInto('media')
    .values(media)
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export function getMediaByHash(db: Db, hash: string) {
  return db.selectFrom('media').select(['contentType', 'bytes']).where('hash', '=', hash).executeTakeFirst();
}

/** Deletes the image unless some video still shows it. */
export function deleteMediaIfUnused(db: Db, hash: string) {
  return db
    .deleteFrom('media')
    .where('hash', '=', hash)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('videos')
            .select(sql`1`.as('one'))
            .where('videos.thumbnailHash', '=', hash),
        ),
      ),
    )
    .execute();
}
