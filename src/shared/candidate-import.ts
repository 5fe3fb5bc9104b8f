/*
 * Bulk import of candidates from a spreadsheet (issue 25 point 4, ADR 51): what the preview and the apply
 * answer, shared by the server, the admin page and the command line. Zod-free, so the page stays light.
 */

/** The largest file an import reads: about 20,000 candidates with their analyses. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_MAX_MEGABYTES} MB. Split it into smaller files and import each.`,
  empty: 'The file is empty. Export the candidates from your spreadsheet as CSV and choose that file.',
  binary:
    'The file is not a CSV text file (it looks like a spreadsheet or another binary file). In your ' +
    'spreadsheet, choose File › Download or Save As › CSV (UTF-8) and import that file.',
  notUtf8:
    'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and import that file (accented ' +
    'letters would otherwise be lost).',
  unreadable: 'The file could not be read as CSV: {reason}.',
  missingColumns: 'The file has no column for: {columns}. Download the template to see the columns.',
  unknownColumns: 'The file has columns the import does not know: {columns}. Rename or remove them.',
  noRows: 'The file has the column names but no candidates.',
  unknownElection: 'No such election: copy the id from Admin › Elections or from the export.',
  noElection: "The election's id is missing: copy it from /admin/import's list of elections.",
  sameCandidateTwice: 'Row {line} already imports this candidate.',
} as const;

export type TImportStatus = 'new' | 'changed' | 'unchanged' | 'refused';

/** One field an import changes: as stored before, and as the row writes it. */
export type TImportChange = { column: string; before: string; after: string };

/** One cell an import refuses, and why (the message the admin form would give). */
export type TImportRefusal = { column: string; message: string };

/** One row of the file as the import reads it. `line` counts the header as line 1, as a spreadsheet does. */
export type TImportRow = {
  line: number;
  fullName: string;
  office: string;
  district: string;
  status: TImportStatus;
  changes: TImportChange[];
  refusals: TImportRefusal[];
  /** A candidate of the same name in another district of the same election: perhaps the same person. */
  likelyDuplicateOf: { district: string } | null;
};

export type TImportCounts = Record<TImportStatus, number>;

/** What an import found (preview) or did (apply): every row, and the counts by status. */
export type TImportReport = { fileName: string; rows: TImportRow[]; counts: TImportCounts; applied: boolean };

/** The summary line the command line ends with, e.g. "3 new, 0 changed, 0 unchanged, 0 refused". */
export const importSummary = ({ counts }: Pick<TImportReport, 'counts'>) =>
  `${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.refused} refused`;
