import { useEffect } from 'react';
import styled from 'styled-components';
import { OTHER_KEY_STATE_DISTRICTS } from '../../../shared/constants/offices';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { officeInfo } from '../../content/offices';
import { trpc } from '../../lib/trpc';
import { CandidateList } from './candidate-list';
import { CandidateListSkeleton } from './candidate-list-skeleton';
import { RaceHeading } from './race-section';
import { saveSearch } from './search-storage';

const OFFICES = [...new Set(OTHER_KEY_STATE_DISTRICTS.map(({ office }) => office))];

const Office = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const OfficeHeading = styled(RaceHeading)`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: 1.5rem;
`;

const Districts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const District = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const DistrictHeading = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** An id for aria-labelledby: office and state names have spaces, which would split it into several. */
function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function districtName({ state, district }: { state: string; district: string }) {
  return district === state ? state : `${state}, District ${district}`;
}

/** /otherKeyStates: the fixed districts of spec part 2 §9, grouped by office, each with its candidates. */
export default function OtherKeyStatesPage() {
  // One query per district; the batching link sends them to the server as a single request.
  const lists = trpc.useQueries((t) =>
    OTHER_KEY_STATE_DISTRICTS.map(({ office, state, district }) =>
      t.candidates.list({ office, state, district }),
    ),
  );
  const failure = lists.find((list) => list.error)?.error;

  useEffect(() => {
    if (failure) console.error('Loading candidates for other states failed', failure);
  }, [failure]);

  // Opening a candidate makes this page the one the candidate page's arrows and back link work through.
  function rememberPage() {
    saveSearch(
      '/otherKeyStates',
      lists.flatMap((list) => list.data?.map((candidate) => candidate.id) ?? []),
    );
  }

  return (
    <section aria-labelledby="other-states-heading">
      <PageHeading id="other-states-heading">Key Races in Other States</PageHeading>
      <PageSubtitle>
        Races outside New York that will shape the balance of power, by office and district.
      </PageSubtitle>
      {OFFICES.map((office) => (
        <Office key={office} aria-labelledby={`office-${slug(office)}`}>
          <OfficeHeading id={`office-${slug(office)}`}>{officeInfo(office)?.title ?? office}</OfficeHeading>
          <Districts>
            {OTHER_KEY_STATE_DISTRICTS.map((seat, index) => {
              if (seat.office !== office) return null;
              const list = lists[index];
              const headingId = slug(`${office}-${seat.state}-${seat.district}`);
              return (
                <District key={headingId} aria-labelledby={headingId}>
                  <DistrictHeading id={headingId}>{districtName(seat)}</DistrictHeading>
                  {list?.error ? (
                    <Empty>The candidates could not be loaded.</Empty>
                  ) : !list?.data ? (
                    <CandidateListSkeleton />
                  ) : list.data.length === 0 ? (
                    <Empty>No candidates listed yet.</Empty>
                  ) : (
                    <CandidateList candidates={list.data} onOpen={rememberPage} />
                  )}
                </District>
              );
            })}
          </Districts>
        </Office>
      ))}
    </section>
  );
}
