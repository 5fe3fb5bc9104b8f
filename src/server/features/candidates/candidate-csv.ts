import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { IMPORT_MESSAGES } from '../../../shared/candidate-import';
import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { AppError } from '../../../shared/errors';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../../../shared/locales';
import { CANDIDATE_FIELDS } from '../../../shared/schemas/candidate-fields';
import type { TCandidate, TCandidateInput } from '../../../shared/schemas/candidates';

/*
 * The spreadsheet format of candidates (ADR 51), derived from the declared fields (CANDIDATE_FIELDS): a
 * column per field by its REST name, `election` for the election's id, `externalId` for the organisation's
 * own id, and a column per other language of each translated text (`specialNotes.es`). The export writes
 * the same format the import reads, so export → import changes nothing.
 */

type TFieldName = keyof typeof CANDIDATE_FIELDS;

// English, the default, is in the fields themselves.
type TOtherLocale = Exclude<TLocale, 'en'>;
const OTHER_LOCALES = LOCALES.map(({ code }) => code).filter(
  (code): code is TOtherLocale => code !== DEFAULT_LOCALE,
);
const translationColumn = (field: string, locale: string) => `${field}.${locale}`;

/** The columns that stand for a field under another name, or for several. */
const ELECTION_COLUMN = 'election';
const EXTERNAL_ID_COLUMN = 'externalId';
const TRANSLATION_COLUMNS = OTHER_LOCALES.flatMap((locale) =>
  CANDIDATE_TRANSLATED_FIELDS.map((field) => translationColumn(field, locale)),
);

/** The declared fields a column holds one to one, in the declared order. */
const PLAIN_FIELDS = (Object.keys(CANDIDATE_FIELDS) as TFieldName[]).filter(
  (field) => field !== 'electionId' && field !== 'translations',
);

/** Every column, in the order the template and the export write them. */
export const CSV_COLUMNS = [ELECTION_COLUMN, EXTERNAL_ID_COLUMN, ...PLAIN_FIELDS, ...TRANSLATION_COLUMNS];

/** The columns a file must have: the election, and each field the form cannot leave out. */
export const REQUIRED_COLUMNS = [
  ELECTION_COLUMN,
  ...PLAIN_FIELDS.filter((field) => !CANDIDATE_FIELDS[field].input.safeParse(undefined).success),
];

/** The column a field's error belongs to (a form path such as ['translations', 'es', 'specialNotes']). */
export function columnOfPath(path: ReadonlyArray<PropertyKey>): string {
  const [field, locale, text] = path.map(String);
  if (field === 'electionId') return ELECTION_COLUMN;
  if (field === 'translations' && locale && text) return translationColumn(text, locale);
  return field ?? '';
}

const kindOf = (field: TFieldName) => CANDIDATE_FIELDS[field].form.kind;

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '']);

/** A checkbox cell as spreadsheets write it (TRUE, yes, 1, x); anything else is left for the schema to refuse. */
function readBoolean(cell: string): boolean | string {
  const word = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/** The matrix of position answers, written as JSON in its cell; blank is none. */
function readJson(cell: string): unknown {
  if (cell.trim() === '') return {};
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return cell;
  }
}

/** A cell as the form's value of its field. A value of the wrong kind is passed on for the schema to refuse. */
function readCell(field: TFieldName, cell: string): unknown {
  switch (kindOf(field)) {
    case 'checkbox':
      return readBoolean(cell);
    case 'links':
      return cell.split(/[\s,]+/).filter(Boolean);
    case 'positions':
      return readJson(cell);
    default:
      return cell;
  }
}

/** A field's stored value as its cell. */
function writeCell(field: TFieldName, value: unknown): string {
  switch (kindOf(field)) {
    case 'checkbox':
      return value ? 'true' : 'false';
    case 'links':
      return (value as string[]).join(', ');
    case 'positions':
      return JSON.stringify(value);
    default:
      return value == null ? '' : String(value);
  }
}

/** One row of a file: the form it fills (only the fields of the file's columns) and its external id. */
export type TCsvRow = { line: number; form: Partial<TCandidateInput>; externalId: string | null };

/** The form a row fills: the columns the file has, each read as its field. */
function formOfRecord(record: Record<string, string>): Partial<TCandidateInput> {
  const form: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) if (field in record) form[field] = readCell(field, record[field]!);
  if (ELECTION_COLUMN in record) form.electionId = record[ELECTION_COLUMN]!.trim();
  const translations: Record<string, Record<string, string>> = {};
  for (const locale of OTHER_LOCALES)
    for (const field of CANDIDATE_TRANSLATED_FIELDS) {
      const cell = record[translationColumn(field, locale)];
      if (cell !== undefined && cell.trim() !== '') (translations[locale] ??= {})[field] = cell;
    }
  if (TRANSLATION_COLUMNS.some((column) => column in record)) form.translations = translations;
  return form;
}

/** The file's bytes as text: UTF-8, with or without a byte-order mark. Anything else is refused. */
function decode(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.empty);
  // A NUL byte is never in a text file, and always in a spreadsheet's (xlsx is a zip, xls a binary format).
  if (bytes.subarray(0, 8192).includes(0)) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.binary);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.notUtf8);
  }
}

/** Comma or semicolon, as spreadsheets in a locale with a decimal comma write CSV: whichever the header uses more. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => header.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const listed = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ');

/** The file's header names, checked: every required column there, and no column the format does not have. */
function checkColumns(header: string[]) {
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.missingColumns.replace('{columns}', listed(missing)));
  const unknown = header.filter((column) => !CSV_COLUMNS.includes(column));
  if (unknown.length > 0)
    throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.unknownColumns.replace('{columns}', listed(unknown)));
}

/** A CSV file's rows as forms, by a maintained parser (csv-parse). A file that is not such a CSV is refused whole. */
export function readCandidateCsv(bytes: Uint8Array): TCsvRow[] {
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      relax_column_count: false,
    });
  } catch (error) {
    throw new AppError(
      'BAD_REQUEST',
      IMPORT_MESSAGES.unreadable.replace('{reason}', (error as Error).message),
    );
  }
  const [header = [], ...rows] = records;
  const columns = header.map((name) => name.trim());
  checkColumns(columns);
  if (rows.length === 0) throw new AppError('BAD_REQUEST', IMPORT_MESSAGES.noRows);
  return rows.map((cells, index) => {
    const record = Object.fromEntries(columns.map((column, at) => [column, cells[at] ?? '']));
    const externalId = record[EXTERNAL_ID_COLUMN]?.trim() || null;
    return { line: index + 2, form: formOfRecord(record), externalId };
  });
}

/** Candidates as a CSV file in the import's format (the export), or only the header (the template). */
export function writeCandidateCsv(candidates: Array<TCandidate & { externalId: string | null }>): string {
  const rows = candidates.map((candidate) => [
    candidate.electionId,
    candidate.externalId ?? '',
    ...PLAIN_FIELDS.map((field) => writeCell(field, candidate[field])),
    ...OTHER_LOCALES.flatMap((locale) =>
      CANDIDATE_TRANSLATED_FIELDS.map((field) => candidate.translations[locale]?.[field] ?? ''),
    ),
  ]);
  // A byte-order mark, so that Excel opens the file as UTF-8 and accents stay right.
  return `\uFEFF${stringify([CSV_COLUMNS, ...rows])}`;
}
