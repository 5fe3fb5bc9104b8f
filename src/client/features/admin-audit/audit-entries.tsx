import { Link } from 'wouter';
import styled, { useTheme } from 'styled-components';
import type { TAuditChange, TAuditEntityType, TAuditEntry } from '../../../shared/schemas/audit';
import { CardFields, CardList, RowCard, TableWrap, textTableStyles } from '../../components/ui/data-table';
import { useMediaQuery } from '../../lib/use-media-query';

export const ENTITY_LABELS: Record<TAuditEntityType, string> = {
  video: 'Video',
  candidate: 'Candidate',
  election: 'Election',
  ballotMeasure: 'Ballot measure',
  state: 'State (address dropdown)',
  keyword: 'Search keyword',
  feedback: 'Feedback',
  account: 'Account',
  content: 'Page content',
};

const ACTION_LABELS = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;

// Longer values (a candidate's analysis) show their start, and the whole value on request.
const SHORT_VALUE = 80;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The admin page of an entry's entity, where one exists and the entity still does. */
function entityHref({ entityType, entityId, action }: TAuditEntry): string | null {
  if (entityType === 'election') return '/admin/elections';
  if (entityType === 'ballotMeasure') return '/admin/measures';
  if (entityType === 'keyword') return '/admin/search';
  if (entityType === 'content') return '/admin/content';
  if (entityType === 'feedback') return '/admin/feedback';
  if (action === 'delete') return null;
  if (entityType === 'candidate') return `/candidatePage/${entityId}`;
  if (entityType === 'video') return `/adminedit/${entityId}`;
  return null;
}

const Table = styled.table`
  ${textTableStyles}

  td:nth-child(4) {
    overflow-wrap: normal;
    white-space: nowrap;
  }
`;

const Changes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Field = styled.span`
  font-weight: 700;
`;

const Value = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  white-space: pre-wrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Preview = styled(Value)``;
const ShowAll = styled(Muted)``;
const ShowLess = styled(Muted)``;

// Closed: the value's start and "(show all)"; open: "(show less)" and the whole value below.
const FullValue = styled.details`
  display: inline;

  summary {
    cursor: pointer;
  }

  &:not([open]) ${ShowLess}, &[open] ${ShowAll}, &[open] ${Preview} {
    display: none;
  }
`;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ChangeValue({ value }: { value: unknown }) {
  const text = formatValue(value);
  if (text.length <= SHORT_VALUE) return <Value>{text}</Value>;
  return (
    <FullValue>
      <summary>
        <Preview>{text.slice(0, SHORT_VALUE)}…</Preview> <ShowAll>(show all)</ShowAll>
        <ShowLess>(show less)</ShowLess>
      </summary>
      <Value>{text}</Value>
    </FullValue>
  );
}

function ChangeLine({ field, change }: { field: string; change: TAuditChange }) {
  const hasBefore = 'before' in change;
  const hasAfter = 'after' in change;
  return (
    <li>
      <Field>{field}</Field>: {hasBefore && <ChangeValue value={change.before} />}
      {hasBefore && hasAfter && ' → '}
      {hasAfter && <ChangeValue value={change.after} />}
    </li>
  );
}

function ChangeList({ changes }: { changes: TAuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Muted>No fields</Muted>;
  return (
    <Changes aria-label="Changed fields">
      {fields.map(([field, change]) => (
        <ChangeLine key={field} field={field} change={change} />
      ))}
    </Changes>
  );
}

const Who = ({ entry }: { entry: TAuditEntry }) =>
  entry.actor ? (
    <>
      {entry.actor.name} <Muted>({entry.actor.email})</Muted>
    </>
  ) : (
    <Muted>System (command line or start-up)</Muted>
  );

const When = ({ at }: { at: string }) => <time dateTime={at}>{when.format(new Date(at))}</time>;

function Entity({ entry }: { entry: TAuditEntry }) {
  const href = entityHref(entry);
  return (
    <>
      {ENTITY_LABELS[entry.entityType]}{' '}
      {href ? <Link href={href}>{entry.entityId}</Link> : <Muted>{entry.entityId}</Muted>}
    </>
  );
}

/** What was done, and how where it was not a form: "Created (imported from candidates.csv)". */
const Action = ({ entry }: { entry: TAuditEntry }) => (
  <>
    {ACTION_LABELS[entry.action]}
    {entry.source && <Muted>{` (imported from ${entry.source})`}</Muted>}
  </>
);

/** The entries as a table from the tablet breakpoint up; on a phone, as cards naming each field. */
export function AuditEntries({ entries }: { entries: TAuditEntry[] }) {
  const isWide = useMediaQuery(`(min-width: ${useTheme().breakpoints.tablet})`);
  if (!isWide)
    return (
      <CardList aria-label="Audit log entries">
        {entries.map((entry) => (
          <RowCard key={entry.id}>
            <CardFields>
              <dt>When</dt>
              <dd>
                <When at={entry.at} />
              </dd>
              <dt>Who</dt>
              <dd>
                <Who entry={entry} />
              </dd>
              <dt>What</dt>
              <dd>
                <Action entry={entry} /> <Entity entry={entry} />
              </dd>
              <dt>Changes</dt>
              <dd>
                <ChangeList changes={entry.changes} />
              </dd>
            </CardFields>
          </RowCard>
        ))}
      </CardList>
    );
  return (
    <TableWrap>
      <Table aria-label="Audit log entries">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Entity</th>
            <th scope="col">Action</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <When at={entry.at} />
              </td>
              <td>
                <Who entry={entry} />
              </td>
              <td>
                <Entity entry={entry} />
              </td>
              <td>
                <Action entry={entry} />
              </td>
              <td>
                <ChangeList changes={entry.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
