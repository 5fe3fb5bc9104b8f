import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importSummary,
  type TImportReport,
  type TImportRow,
  type TImportStatus,
} from '../../../shared/candidate-import';
import { AdminIntro, AdminPageHeader } from '../../components/ui/admin-page-header';
import { Button } from '../../components/ui/button';
import { TableWrap, dataTableStyles } from '../../components/ui/data-table';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { formatLongDate } from '../../lib/election-dates';
import { trpc } from '../../lib/trpc';

const Downloads = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: 0;
  list-style: none;

  a {
    font-weight: 700;
  }
`;

const FileForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-block: ${({ theme }) => theme.space.lg};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

// On a phone the table scrolls sideways inside its card rather than widening the page.
const ReportWrap = styled(TableWrap)`
  margin-block-start: ${({ theme }) => theme.space.md};
  overflow-x: auto;
`;

const Table = styled.table`
  ${dataTableStyles}

  td {
    vertical-align: top;
  }

  /* The reasons stay readable on a phone: the table scrolls sideways instead. */
  td:last-child {
    min-inline-size: 16rem;
  }

  ul {
    margin: 0;
    padding-inline-start: 1.1em;
  }
`;

const Status = styled.strong<{ $status: TImportStatus }>`
  color: ${({ theme, $status }) =>
    $status === 'refused' ? theme.colors.red : $status === 'unchanged' ? theme.colors.inkMuted : 'inherit'};
`;

const Ids = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

const IdRow = styled.div`
  display: contents;
`;

const STATUS_LABELS: Record<TImportStatus, string> = {
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** A long value (an analysis) shortened for the table; the audit log keeps it whole. */
const short = (value: string) => (value.length > 120 ? `${value.slice(0, 120)}…` : value || '(blank)');

/** Sends the file to the import's preview or apply; the answer is the report, or the server's reason. */
async function sendFile(action: 'preview' | 'apply', file: File): Promise<TImportReport> {
  const response = await fetch(`/api/candidateImport/${action}?fileName=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
  });
  const answer = (await response.json().catch(() => null)) as (TImportReport & { message?: string }) | null;
  if (!response.ok || !answer) throw new Error(answer?.message ?? `The server answered ${response.status}.`);
  return answer;
}

function RowDetails({ row }: { row: TImportRow }) {
  return (
    <ul>
      {row.refusals.map((refusal, index) => (
        <li key={`r${index}`}>
          {refusal.column}: {refusal.message}
        </li>
      ))}
      {row.changes.map((change) => (
        <li key={change.column}>
          {change.column}: {short(change.before)} → {short(change.after)}
        </li>
      ))}
      {row.likelyDuplicateOf && (
        <li>
          Likely duplicate: a candidate of the same name runs in district {row.likelyDuplicateOf.district} of
          this election.
        </li>
      )}
    </ul>
  );
}

function ReportTable({ report }: { report: TImportReport }) {
  return (
    <ReportWrap>
      <Table aria-label={`Rows of ${report.fileName}`}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Candidate</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>
                {row.fullName || '(no name)'}
                <br />
                {row.office} {row.district}
              </td>
              <td>
                <Status $status={row.status}>{STATUS_LABELS[row.status]}</Status>
              </td>
              <td>
                <RowDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ReportWrap>
  );
}

/** The ids the file's `election` column takes, drafts included. */
function ElectionIds() {
  const elections = trpc.elections.list.useQuery({ lang: 'en' });
  if (!elections.data) return null;
  return (
    <details>
      <summary>Election ids for the "election" column</summary>
      <Ids>
        {elections.data.map((election) => (
          <IdRow key={election.id}>
            <dt>
              {election.name} ({formatLongDate(election.date)}){election.published ? '' : ' · draft'}
            </dt>
            <dd>{election.id}</dd>
          </IdRow>
        ))}
      </Ids>
    </details>
  );
}

/**
 * /admin/import: candidates from a spreadsheet (issue 25 point 4, ADR 51). The file is previewed row by row
 * first; nothing is written until the admin applies, in one go.
 */
export default function AdminImportPage() {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  async function run(action: 'preview' | 'apply') {
    if (!file) return;
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setReport(null);
      setError(IMPORT_MESSAGES.tooLarge);
      return;
    }
    setBusy(action);
    try {
      setReport(await sendFile(action, file));
      if (action === 'apply') await utils.candidates.invalidate();
    } catch (failure) {
      setReport(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }

  function preview(event: FormEvent) {
    event.preventDefault();
    void run('preview');
  }

  const toWrite = report && !report.applied ? report.counts.new + report.counts.changed : 0;
  return (
    <>
      <AdminPageHeader>
        <h1>Import Candidates</h1>
      </AdminPageHeader>
      <AdminIntro>
        Add or update many candidates at once from a spreadsheet saved as CSV (UTF-8; comma or semicolon).
        Each row is one candidate; its columns are those of the template. A row updates the candidate with the
        same external id, else the one with the same election, office, district and name; otherwise it adds
        one. You see every row before anything is saved.
      </AdminIntro>
      <Downloads>
        <li>
          <a href="/api/candidateImport/template.csv" download>
            Download the template
          </a>
        </li>
        <li>
          <a href="/api/candidateImport/export.csv" download>
            Download all candidates (same format)
          </a>
        </li>
      </Downloads>
      <ElectionIds />
      <FileForm onSubmit={preview}>
        <label>
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
          />
        </label>
        <Button type="submit" disabled={!file || busy !== null}>
          Preview
        </Button>
      </FileForm>
      {busy && <Spinner />}
      {error && <Notice $tone="error">{error}</Notice>}
      {report && (
        <section aria-labelledby="import-report-heading">
          <h2 id="import-report-heading">
            {report.applied ? 'Imported' : 'Preview'}: {report.fileName}
          </h2>
          <Notice $tone={report.applied ? 'success' : 'info'}>
            {report.applied ? 'Imported: ' : 'Nothing is saved yet. '}
            {importSummary(report)}.
            {report.counts.refused > 0 &&
              ' Refused rows are left out: fix them in the file and import it again.'}
          </Notice>
          {toWrite > 0 && (
            <Button type="button" disabled={busy !== null} onClick={() => void run('apply')}>
              {`Apply ${toWrite} ${toWrite === 1 ? 'change' : 'changes'}`}
            </Button>
          )}
          <ReportTable report={report} />
        </section>
      )}
    </>
  );
}
