import type { Db } from '../../db/database';
import type { TSiteContentSection } from '../../../shared/constants/site-content';

/** A section's stored content, or undefined when its row is missing. With `lock`, held until the transaction ends. */
export function getSection(db: Db, section: TSiteContentSection, { lock = false } = {}) {
  const query = db.selectFrom('siteContent').select(['content']).where('section', '=', section);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Writes a section's whole content (a row per section; the migration seeds each). */
export function saveSection(db: Db, section: TSiteContentSection, content: unknown) {
  return db
    .insertInto('siteContent')
    .values({ section, content: JSON.stringify(content) })
    .onConflict((conflict) =>
      conflict.column('section').doUpdateSet({ content: JSON.stringify(content), updatedAt: new Date() }),
    )
    .returning(['content'])
    .executeTakeFirstOrThrow();
}
