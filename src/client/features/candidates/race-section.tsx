import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { displayOffice } from '../../../shared/constants/offices';
import type { TCandidateSummary } from '../../../shared/schemas/candidates';
import { CandidateList } from './candidate-list';
import { PickButton } from './pick-button';
import { comparePath } from '../../../shared/compare';

/** '1 race' or '3 races': the spec's '{n} races' wording, kept grammatical for one. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

// The heading and any controls beside it; a panel a control opens spans the full width underneath.
const Header = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const RaceHeading = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.navy};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const CompareLink = styled(Link)`
  justify-self: start;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

type TRaceSectionProps = {
  office: string;
  candidates: TCandidateSummary[];
  /** Controls in the header row, e.g. the office's info button and its panel. */
  headerExtra?: ReactNode;
  onOpenCandidate?: () => void;
  /** Offers 'Add to my ballot' per candidate (the address search's results). */
  isPickable?: boolean;
};

const renderPickButton = (candidate: TCandidateSummary) => <PickButton candidate={candidate} />;

/** One race: the office as a heading, how many are running, and the candidates. */
export function RaceSection({
  office,
  candidates,
  headerExtra,
  onOpenCandidate,
  isPickable = false,
}: TRaceSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <RaceHeading id={headingId}>{displayOffice(office)}</RaceHeading>
        {headerExtra}
      </Header>
      <Count>{countOf(candidates.length, 'candidate', 'candidates')} running for this position:</Count>
      {isPickable && candidates.length >= 2 && (
        <CompareLink
          href={comparePath(candidates.map((candidate) => candidate.id))}
          aria-label={`Compare the candidates for ${displayOffice(office)}`}
        >
          Compare
        </CompareLink>
      )}
      <CandidateList
        candidates={candidates}
        onOpen={onOpenCandidate}
        renderAction={isPickable ? renderPickButton : undefined}
      />
    </Section>
  );
}

export const RaceList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
