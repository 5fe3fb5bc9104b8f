import { useState } from 'react';
import styled from 'styled-components';
import { AUDIT_ENTITY_TYPES, type TAuditEntityType } from '../../../shared/schemas/audit';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { SelectField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { AuditEntries, ENTITY_LABELS } from './audit-entries';
import { AdminIntro } from '../../components/ui/admin-page-header';

const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  max-width: 44rem;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const ALL = '';

/** Every admin write, newest first (issue 14 point 7). Read only: the app cannot change an entry. */
export default function AdminAuditPage() {
  const [entityType, setEntityType] = useState<TAuditEntityType | typeof ALL>(ALL);
  const [actorId, setActorId] = useState(ALL);
  const list = trpc.audit.list.useInfiniteQuery(
    { entityType: entityType || undefined, actorId: actorId || undefined },
    {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // The admins' list stays in the filter while another filter's entries load.
      placeholderData: (previous) => previous,
    },
  );
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const actors = list.data?.pages[0]?.actors ?? [];
  const isFiltered = entityType !== ALL || actorId !== ALL;

  return (
    <>
      <PageHeading>Audit Log</PageHeading>
      <AdminIntro>
        Every change made in the admin pages: who made it, when, and the fields before and after. Entries
        cannot be edited or deleted.
      </AdminIntro>
      <Filters>
        <SelectField
          label="Entity"
          value={entityType}
          onChange={(event) => setEntityType(event.target.value as TAuditEntityType | typeof ALL)}
        >
          <option value={ALL}>All entities</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {ENTITY_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Admin" value={actorId} onChange={(event) => setActorId(event.target.value)}>
          <option value={ALL}>All admins</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name} ({actor.email})
            </option>
          ))}
        </SelectField>
      </Filters>
      {(list.isPending || list.isPlaceholderData) && <Spinner />}
      {list.isError && <Notice $tone="error">The audit log could not be loaded: {list.error.message}</Notice>}
      {list.isSuccess && !list.isPlaceholderData && entries.length === 0 && (
        <Notice $tone="info">
          {isFiltered ? 'No entries match these filters.' : 'No changes have been recorded yet.'}
        </Notice>
      )}
      {entries.length > 0 && <AuditEntries entries={entries} />}
      {list.hasNextPage && (
        <More>
          <Button
            type="button"
            $variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </More>
      )}
    </>
  );
}
