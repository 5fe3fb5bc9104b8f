import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { TCandidateSummary } from '../../../shared/schemas/candidates';
import { CandidateList } from './candidate-list';
import { PickButton } from './pick-button';
import { comparePath } from '../../../shared/compare';
import { officeName } from '../../content/offices';

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
  office: officeValue,
  candidates,
  headerExtra,
  onOpenCandidate,
  isPickable = false,
}: TRaceSectionProps) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  // The API's English value, named in the page's language.
  const office = officeName(officeValue, i18n);
  const candidateCount = candidates.length;
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <RaceHeading id={headingId}>{office}</RaceHeading>
        {headerExtra}
      </Header>
      <Count>
        {/* The spec's '{n} candidates' wording, kept grammatical for one. */}
        <Plural
          value={candidateCount}
          one="# candidate running for this position:"
          other="# candidates running for this position:"
        />
      </Count>
      {isPickable && candidates.length >= 2 && (
        <CompareLink
          href={comparePath(candidates.map((candidate) => candidate.id))}
          aria-label={t`Compare the candidates for ${office}`}
        >
          <Trans>Compare</Trans>
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
