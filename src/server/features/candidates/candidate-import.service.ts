import {
  IMPORT_MESSAGES,
  type TImportChange,
  type TImportCounts,
  type TImportRefusal,
  type TImportReport,
  type TImportRow,
} from '../../../shared/candidate-import';
import { CANDIDATE_FIELDS } from '../../../shared/schemas/candidate-fields';
import { ZCandidateSchema, type TCandidate, type TCandidateInput } from '../../../shared/schemas/candidates';
import { isUuid } from '../../../shared/schemas/fields';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordAudit, SYSTEM_ACTOR, type TWriteActor } from '../audit/audit.service';
import { columnOfPath, readCandidateCsv, writeCandidateCsv, type TCsvRow } from './candidate-csv';
import * as repository from './candidates.repository';
import type { CandidateRow, TCandidateValues } from './candidates.repository';
import { toCandidateValues } from './candidates.service';

/*
 * Bulk import (issue 25 point 4, ADR 51): a file is read whole, each row matched against the candidates of
 * its election and planned (new, changed, unchanged, refused); the preview answers the plan, the apply
 * plans again inside one transaction and writes it, each write audited with the file's name.
 */

type TFieldName = keyof typeof CANDIDATE_FIELDS;
const FIELDS = Object.keys(CANDIDATE_FIELDS) as TFieldName[];

type TStored = CandidateRow & { externalId: string | null };
type TNewValues = TCandidateValues & { externalId: string | null };

/** A row's plan: the report's row, and what applying it writes. */
type TPlannedRow = TImportRow & { write: { values: TNewValues; existing: TStored | null } | null };

/** JSON with sorted keys: a jsonb column gives its keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** A stored value as the preview shows it. */
const shown = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : canonical(value);

/** The stored candidate as the form that would write it again: what a row's missing columns keep. */
function formOf(stored: TStored): TCandidateInput {
  return Object.fromEntries(FIELDS.map((field) => [field, stored[field]])) as TCandidateInput;
}

/** What a row writes: the stored candidate's form (none for a new one) with the row's columns over it. */
function checkRow(row: TCsvRow, existing: TStored | null) {
  const form = { ...(existing ? formOf(existing) : {}), ...row.form };
  const checked = ZCandidateSchema.safeParse(form);
  if (!checked.success) {
    const refusals = checked.error.issues.map((issue): TImportRefusal => ({
      column: columnOfPath(issue.path),
      message: issue.message,
    }));
    return { refusals, values: null };
  }
  const electionId = checked.data.electionId ?? existing?.electionId ?? '';
  const values: TNewValues = {
    ...toCandidateValues(checked.data, electionId),
    externalId: row.externalId ?? existing?.externalId ?? null,
  };
  return { refusals: [], values };
}

/** The columns written as JSON text: compared as the values they read back as. */
const JSON_COLUMNS = new Set(['matrixQuestions', 'translations']);

/** The fields (and the external id) whose stored value a row would change, before and after. */
function changesBetween(existing: TStored, values: TNewValues): TImportChange[] {
  const stored = existing as Record<string, unknown>;
  const written = values as Record<string, unknown>;
  const after = (field: string) =>
    JSON_COLUMNS.has(field) ? (JSON.parse(written[field] as string) as unknown) : written[field];
  return [...FIELDS, 'externalId' as const]
    .filter((field) => canonical(after(field)) !== canonical(stored[field]))
    .map((field) => ({
      column: field === 'electionId' ? 'election' : field,
      before: shown(stored[field]),
      after: shown(after(field)),
    }));
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');
const seatKey = (electionId: string, office: string, district: string, name: string) =>
  [electionId, office, district.trim().toLocaleLowerCase('en'), nameKey(name)].join('|');

/** The stored candidates of the file's elections, indexed the ways a row is matched. */
async function indexStored(db: Db, electionIds: string[]) {
  const stored = await repository.findCandidatesOfElections(db, electionIds);
  const byExternalId = new Map<string, TStored>();
  const bySeat = new Map<string, TStored>();
  const byName = new Map<string, TStored[]>();
  for (const candidate of stored) {
    if (candidate.externalId) byExternalId.set(`${candidate.electionId}|${candidate.externalId}`, candidate);
    bySeat.set(
      seatKey(candidate.electionId, candidate.office, candidate.district, candidate.fullName),
      candidate,
    );
    const key = `${candidate.electionId}|${nameKey(candidate.fullName)}`;
    byName.set(key, [...(byName.get(key) ?? []), candidate]);
  }
  return { byExternalId, bySeat, byName };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads and plans a file against the database: nothing is written. */
async function planImport(db: Db, bytes: Uint8Array): Promise<TPlannedRow[]> {
  const rows = readCandidateCsv(bytes);
  const asked = [...new Set(rows.map((row) => text(row.form.electionId)).filter(isUuid))];
  const elections = await repository.findExistingElectionIds(db, asked);
  const stored = await indexStored(db, [...elections]);
  const claimedBy = new Map<TStored | string, number>();
  const inFile = new Map<string, Array<{ district: string }>>();

  return rows.map((row): TPlannedRow => {
    const electionId = text(row.form.electionId);
    const base = {
      line: row.line,
      fullName: text(row.form.fullName),
      office: text(row.form.office),
      district: text(row.form.district),
      changes: [],
      likelyDuplicateOf: null,
    };
    const refuse = (refusals: TImportRefusal[]): TPlannedRow => ({
      ...base,
      status: 'refused',
      refusals,
      write: null,
    });
    if (!elections.has(electionId)) {
      const blank = electionId === '';
      const message = blank ? IMPORT_MESSAGES.noElection : IMPORT_MESSAGES.unknownElection;
      return refuse([{ column: 'election', message }]);
    }
    const existing =
      (row.externalId && stored.byExternalId.get(`${electionId}|${row.externalId}`)) ||
      stored.bySeat.get(seatKey(electionId, base.office, base.district, base.fullName)) ||
      null;
    const { refusals, values } = checkRow(row, existing);
    if (!values) return refuse(refusals);

    // The same candidate twice in one file: the second row is refused, so a file applies one way only.
    const claim = existing ?? seatKey(electionId, values.office, values.district, values.fullName);
    const earlier = claimedBy.get(claim);
    if (earlier !== undefined)
      return refuse([
        {
          column: 'fullName',
          message: IMPORT_MESSAGES.sameCandidateTwice.replace('{line}', String(earlier)),
        },
      ]);
    claimedBy.set(claim, row.line);

    const nameAt = `${electionId}|${nameKey(values.fullName)}`;
    const elsewhere = [...(stored.byName.get(nameAt) ?? []), ...(inFile.get(nameAt) ?? [])].find(
      (other) =>
        other !== existing && other.district.trim().toLowerCase() !== values.district.trim().toLowerCase(),
    );
    inFile.set(nameAt, [...(inFile.get(nameAt) ?? []), { district: values.district }]);
    const likelyDuplicateOf = elsewhere ? { district: elsewhere.district } : null;

    const changes = existing ? changesBetween(existing, values) : [];
    const status = !existing ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';
    return {
      ...base,
      fullName: values.fullName,
      office: values.office,
      district: values.district,
      status,
      changes,
      refusals: [],
      likelyDuplicateOf,
      write: status === 'unchanged' ? null : { values, existing },
    };
  });
}

function countOf(rows: TImportRow[]): TImportCounts {
  const counts: TImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

function reportOf(fileName: string, planned: TPlannedRow[], applied: boolean): TImportReport {
  const rows = planned.map(({ write: _write, ...row }) => row);
  return { fileName, rows, counts: countOf(rows), applied };
}

/** What importing the file would do, row by row. Nothing is written. */
export async function previewImport(db: Db, fileName: string, bytes: Uint8Array): Promise<TImportReport> {
  return reportOf(fileName, await planImport(db, bytes), false);
}

/** What the audit log keeps of a candidate: every field as stored (as the candidates service records it). */
const auditFields = ({ id: _id, ...fields }: CandidateRow): Record<string, unknown> => fields;

/**
 * Imports the file in one transaction: its new candidates created, its changed ones updated, each write in
 * the audit log with the file's name. Refused rows are left out; the same file again changes nothing.
 */
export async function applyImport(
  db: Db,
  fileName: string,
  bytes: Uint8Array,
  actor: TWriteActor,
): Promise<TImportReport> {
  return inTransaction(db, async (trx) => {
    const planned = await planImport(trx, bytes);
    const fresh = planned.flatMap((row) => (row.write && !row.write.existing ? [row.write.values] : []));
    for (const created of await repository.createCandidates(trx, fresh))
      await recordAudit(trx, {
        actor,
        entityType: 'candidate',
        entityId: created.id,
        before: null,
        after: auditFields(created),
        source: fileName,
      });
    for (const row of planned) {
      const existing = row.write?.existing;
      if (!row.write || !existing) continue;
      const updated = await repository.updateImportedCandidate(trx, existing.id, row.write.values);
      await recordAudit(trx, {
        actor,
        entityType: 'candidate',
        entityId: existing.id,
        before: auditFields(existing),
        after: auditFields(updated),
        source: fileName,
      });
    }
    return reportOf(fileName, planned, true);
  });
}

/** Every candidate in the import's format: what an import of it again leaves unchanged. */
export async function exportCandidatesCsv(db: Db): Promise<string> {
  const rows = await repository.findAllCandidatesForExport(db);
  return writeCandidateCsv(rows as Array<TCandidate & { externalId: string | null }>);
}

/** The import's columns and no rows: the template staff fill in. */
export const candidateCsvTemplate = (): string => writeCandidateCsv([]);

/** The name under which the server holding the embedded folder runs an import for the command line. */
export const CANDIDATES_IMPORT_ERRAND = 'candidates-import';

/**
 * `npm run candidates:import` while the server holds the embedded folder: the server runs the import for it
 * (ADR 51), as the command line's own (no admin: the audit log names the command line).
 */
export function candidateImportErrand(db: Db) {
  return async (input: unknown, bytes: Buffer): Promise<TImportReport> => {
    const { fileName, apply } = (input ?? {}) as { fileName?: unknown; apply?: unknown };
    if (typeof fileName !== 'string' || typeof apply !== 'boolean')
      throw new Error('an import needs a file name and whether to apply it');
    return apply ? applyImport(db, fileName, bytes, SYSTEM_ACTOR) : previewImport(db, fileName, bytes);
  };
}
