import type {
  TAuditAction,
  TAuditActor,
  TAuditChanges,
  TAuditEntityType,
  TAuditListInput,
  TAuditPage,
} from '../../../shared/schemas/audit';
import { AUDIT_PAGE_SIZE } from '../../../shared/schemas/audit';
import type { Db } from '../../db/database';
import * as repository from './audit.repository';

/** Who performs a write: the signed-in admin (the session user fits), or null for the CLI and start-up. */
export type TWriteActor = { id: string; name: string; email: string } | null;

/** The command line and start-up: no signed-in admin. */
export const SYSTEM_ACTOR: TWriteActor = null;

/**
 * Fields whose values never reach the log (password hashes, session tokens, second-factor secrets and
 * recovery codes, today's and tomorrow's): a change shows only that it happened.
 */
const SECRET_FIELD = /password|token|secret|recovery/i;
export const REDACTED = '[redacted]';

type TSnapshot = Record<string, unknown>;

// Dates as ISO text and jsonb as it reads back, so a value compares and stores the same way every time.
const normalize = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;
const same = (a: unknown, b: unknown) => JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));

/**
 * The fields that differ between two snapshots, as {field: {before, after}}. A create (no before) has only
 * `after`, a delete (no after) only `before`; a secret field shows REDACTED on the side that has it.
 */
export function diffFields(before: TSnapshot | null, after: TSnapshot | null): TAuditChanges {
  const changes: TAuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const isSecret = SECRET_FIELD.test(field);
    const show = (value: unknown) => (isSecret ? REDACTED : normalize(value));
    if (before && after) {
      if (same(before[field], after[field])) continue;
      changes[field] = { before: show(before[field]), after: show(after[field]) };
    } else if (after) {
      changes[field] = { after: show(after[field]) };
    } else if (before) {
      changes[field] = { before: show(before[field]) };
    }
  }
  return changes;
}

export type TAuditRecord = {
  actor: TWriteActor;
  entityType: TAuditEntityType;
  entityId: string;
  /** Null for a create. */
  before: TSnapshot | null;
  /** Null for a delete. */
  after: TSnapshot | null;
  /** How the change came where it was not a form: an import's file name. */
  source?: string | null;
};

/**
 * Writes one entry inside the caller's transaction (`trx`), so the entry and the write it describes are
 * stored together or not at all. An update that changed nothing is not an entry. Returns whether one was
 * written.
 */
export async function recordAudit(
  trx: Db,
  { actor, entityType, entityId, before, after, source = null }: TAuditRecord,
): Promise<boolean> {
  const action: TAuditAction = before && after ? 'update' : after ? 'create' : 'delete';
  const changes = diffFields(before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return false;
  await repository.createAuditEntry(trx, {
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    entityType,
    entityId,
    action,
    changes,
    source,
  });
  return true;
}

/** One page, newest first, by entity type and/or admin. */
export async function findAuditPage(db: Db, input: TAuditListInput): Promise<TAuditPage> {
  const [rows, actors] = await Promise.all([
    repository.findAuditEntries(
      db,
      { entityType: input.entityType, actorId: input.actorId, before: input.cursor },
      AUDIT_PAGE_SIZE,
    ),
    input.cursor ? null : repository.findAuditActors(db),
  ]);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: toActor(row),
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
    source: row.source,
  }));
  return {
    entries,
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null,
    actors:
      actors?.map((row) => ({ id: row.actorId!, name: row.actorName ?? '', email: row.actorEmail ?? '' })) ??
      null,
  };
}

function toActor(row: {
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}): TAuditActor {
  if (row.actorName === null && row.actorEmail === null) return null;
  return { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' };
}
