import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { stateName } from '../../content/places';

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

/** A seat's heading: a statewide seat by its state, a district as 'Florida, District 10'. */
function seatName({ state: stateValue, district }: { state: string; district: string }, i18n: I18n) {
  const state = stateName(stateValue, i18n);
  return district === stateValue ? state : i18n._(msg`${state}, District ${district}`);
}

/** /otherKeyStates: the fixed districts of spec part 2 §9, grouped by office, each with its candidates. */
export default function OtherKeyStatesPage() {
  // Every district in one call: the server reads them in one statement and answers them in this order.
  const seats = trpc.candidates.otherKeyStates.useQuery();
  const { t, i18n } = useLingui();
  const failure = seats.error;

  useEffect(() => {
    if (failure) console.error('Loading candidates for other states failed', failure);
  }, [failure]);

  const candidatesOf = (seat: { office: string; state: string; district: string }) =>
    seats.data?.find(
      (entry) =>
        entry.office === seat.office && entry.state === seat.state && entry.district === seat.district,
    )?.candidates;

  // Opening a candidate makes this page the one the candidate page's arrows and back link work through.
  function rememberPage() {
    saveSearch(
      '/otherKeyStates',
      (seats.data ?? []).flatMap((seat) => seat.candidates.map((candidate) => candidate.id)),
    );
  }

  const officeTitle = (office: string) => {
    const title = officeInfo(office)?.title;
    return title ? t(title) : office;
  };

  return (
    <section aria-labelledby="other-states-heading">
      <PageHeading id="other-states-heading">
        <Trans>Key Races in Other States</Trans>
      </PageHeading>
      <PageSubtitle>
        <Trans>Races outside New York that will shape the balance of power, by office and district.</Trans>
      </PageSubtitle>
      {OFFICES.map((office) => (
        <Office key={office} aria-labelledby={`office-${slug(office)}`}>
          <OfficeHeading id={`office-${slug(office)}`}>{officeTitle(office)}</OfficeHeading>
          <Districts>
            {OTHER_KEY_STATE_DISTRICTS.map((seat) => {
              if (seat.office !== office) return null;
              const candidates = candidatesOf(seat);
              const headingId = slug(`${office}-${seat.state}-${seat.district}`);
              return (
                <District key={headingId} aria-labelledby={headingId}>
                  <DistrictHeading id={headingId}>{seatName(seat, i18n)}</DistrictHeading>
                  {failure ? (
                    <Empty>
                      <Trans>The candidates could not be loaded.</Trans>
                    </Empty>
                  ) : seats.isPending ? (
                    <CandidateListSkeleton />
                  ) : !candidates || candidates.length === 0 ? (
                    <Empty>
                      <Trans>No candidates listed yet.</Trans>
                    </Empty>
                  ) : (
                    <CandidateList candidates={candidates} onOpen={rememberPage} />
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
