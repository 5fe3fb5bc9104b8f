import { useState } from 'react';
import styled from 'styled-components';
import { Link, useSearch } from 'wouter';
import {
  WEB_SEARCH_PROVIDER_LABELS,
  ZWebSearchSchema,
  type TWebResult,
  type TWebSearchGroup,
} from '../../../shared/schemas/web-search';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { SelectField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';

export const SHOW_ALL = 'Show All';

const Filter = styled.div`
  max-width: 20rem;
`;

const GroupHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;

const Results = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ResultCard = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
    max-height: 10rem;
    object-fit: contain;
    justify-self: start;
  }

  p {
    margin: 0;
  }
`;

const KeywordTag = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Attribution = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** What a group is called: its keyword, or the name alone when there are no keywords. */
const groupLabel = (group: TWebSearchGroup) => group.keyword ?? 'Name only';

function ResultItem({ result, keyword }: { result: TWebResult; keyword: string }) {
  return (
    <ResultCard>
      <KeywordTag>{keyword}</KeywordTag>
      {/* The title beside it says what the picture is about; an alt text would only repeat it. */}
      {result.image && <img src={result.image} alt="" loading="lazy" referrerPolicy="no-referrer" />}
      <a href={result.link} target="_blank" rel="noopener noreferrer">
        {result.title}
      </a>
      <p>{result.snippet}</p>
    </ResultCard>
  );
}

function ResultGroup({ group }: { group: TWebSearchGroup }) {
  const label = groupLabel(group);
  return (
    <section aria-label={`Results for ${group.query}`}>
      <GroupHeading>{label}</GroupHeading>
      {group.failure && <Notice $tone="error">{group.failure}</Notice>}
      {!group.failure && group.results.length === 0 && (
        <Notice $tone="info">No results for “{group.query}”.</Notice>
      )}
      {group.results.length > 0 && (
        <Results>
          {group.results.map((result, index) => (
            // A service can list the same page twice, so the place in the list keeps the keys apart.
            <ResultItem key={`${index}-${result.link}`} result={result} keyword={label} />
          ))}
        </Results>
      )}
    </section>
  );
}

function GroupsWithFilter({ groups }: { groups: TWebSearchGroup[] }) {
  const [shown, setShown] = useState(SHOW_ALL);
  const labels = groups.map(groupLabel);
  const visible = shown === SHOW_ALL ? groups : groups.filter((group) => groupLabel(group) === shown);
  return (
    <>
      {groups.length > 1 && (
        <Filter>
          <SelectField label="Keyword" value={shown} onChange={(event) => setShown(event.target.value)}>
            <option value={SHOW_ALL}>{SHOW_ALL}</option>
            {labels.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </SelectField>
        </Filter>
      )}
      {visible.map((group) => (
        <ResultGroup key={group.query} group={group} />
      ))}
    </>
  );
}

function SearchOutcome({ candidateSearch }: { candidateSearch: string }) {
  const search = trpc.webSearch.search.useQuery({ candidateSearch });
  if (search.isPending) return <Spinner />;
  if (search.isError) {
    return <Notice $tone="error">The search could not be run: {search.error.message}</Notice>;
  }
  if (!search.data.configured) return <Notice $tone="info">{search.data.message}</Notice>;
  return (
    <>
      <Attribution>Results from {WEB_SEARCH_PROVIDER_LABELS[search.data.provider]}.</Attribution>
      <GroupsWithFilter groups={search.data.groups} />
    </>
  );
}

/**
 * The admin web search's results (spec part 2 §2, §3): one group per keyword, a filter showing all or one,
 * and per result its keyword, picture, linked title and snippet. The term comes from the URL.
 */
export default function AdminSearchResultsPage() {
  const term = new URLSearchParams(useSearch()).get('candidateSearch') ?? '';
  const parsed = ZWebSearchSchema.safeParse({ candidateSearch: term });
  return (
    <>
      <PageHeading>Search Results</PageHeading>
      {parsed.success ? (
        <>
          <p>
            Results for <strong>{parsed.data.candidateSearch}</strong>.{' '}
            <Link href="/admin/search">Search another name</Link>
          </p>
          <SearchOutcome candidateSearch={parsed.data.candidateSearch} />
        </>
      ) : (
        <Notice $tone="info">
          No candidate name to search: <Link href="/admin/search">key one in on the search page</Link>.
        </Notice>
      )}
    </>
  );
}
