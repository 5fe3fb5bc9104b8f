import { z } from 'zod';
import { ZIdSchema } from './fields';

/** The audit log of admin writes (issue 14 point 7, ADR 21). */
export const AUDIT_ENTITY_TYPES = [
  'video',
  'candidate',
  'election',
  'ballotMeasure',
  'state',
  'keyword',
  'feedback',
  'account',
  'content',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export type TAuditAction = 'create' | 'update' | 'delete';

/** Only the fields that changed: a create has only `after`, a delete only `before`. */
export type TAuditChange = { before?: unknown; after?: unknown };
export type TAuditChanges = Record<string, TAuditChange>;

export const AUDIT_PAGE_SIZE = 50;

/** `cursor` is the id of the last entry already shown; the next page holds older ones. */
export const ZAuditListSchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  actorId: ZIdSchema.optional(),
  cursor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
});
export type TAuditListInput = z.output<typeof ZAuditListSchema>;

/** Who acted: an admin as they were named then, or null for the command line and start-up. */
export type TAuditActor = { id: string | null; name: string; email: string } | null;

export type TAuditEntry = {
  id: number;
  at: string;
  actor: TAuditActor;
  entityType: TAuditEntityType;
  entityId: string;
  action: TAuditAction;
  changes: TAuditChanges;
  /** How the change came where it was not a form: an import's file name; else null. */
  source: string | null;
};

export type TAuditPage = {
  entries: TAuditEntry[];
  nextCursor: number | null;
  /** Every admin who appears in the log, for the filter; only on the first page. */
  actors: Array<{ id: string; name: string; email: string }> | null;
};
