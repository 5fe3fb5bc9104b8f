import { sql } from 'kysely';
import type { TAuditAction, TAuditChanges, TAuditEntityType } from '../../../shared/schemas/audit';
import type { Db } from '../../db/database';

export type TAuditValues = {
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  entityType: TAuditEntityType;
  entityId: string;
  action: TAuditAction;
  changes: TAuditChanges;
  source?: string | null;
};

export async function createAuditEntry(db: Db, { changes, ...values }: TAuditValues): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({ ...values, changes: JSON.stringify(changes) })
    .execute();
}

/** Newest first; one row more than `limit`, so the caller knows whether another page follows. */
export function findAuditEntries(
  db: Db,
  filter: { entityType?: TAuditEntityType; actorId?: string; before?: number | null },
  limit: number,
) {
  let query = db
    .selectFrom('auditLog')
    .select([
      'id',
      'at',
      'actorId',
      'actorName',
      'actorEmail',
      'entityType',
      'entityId',
      'action',
      'changes',
      'source',
    ]);
  if (filter.entityType) query = query.where('entityType', '=', filter.entityType);
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  // Keyset paging: the cursor entry's own (at, id), read in SQL so no precision is lost on the way.
  if (filter.before != null)
    query = query.where(sql<boolean>`(at, id) < (select at, id from audit_log where id = ${filter.before})`);
  return query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** Every admin who appears in the log, under the name of their latest entry. */
export function findAuditActors(db: Db) {
  return db
    .selectFrom('auditLog')
    .select(['actorId', 'actorName', 'actorEmail'])
    .distinctOn('actorId')
    .where('actorId', 'is not', null)
    .orderBy('actorId')
    .orderBy('at', 'desc')
    .execute();
}
