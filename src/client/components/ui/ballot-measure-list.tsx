import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { TBallotMeasure, TMeasureVote } from '../../../shared/ballot-measures';
import { localized } from '../../../shared/constants/translations';
import { useContentLanguage } from '../../lib/i18n';
import { markMeasure, useMyBallot } from '../../lib/my-ballot';
import { BallotMeasureCard } from './ballot-measure-card';
import { buttonStyles } from './button';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.navy};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Mark = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const MarkLabel = styled.span`
  font-weight: 700;
`;

const Toggle = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
  min-width: 5rem;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/**
 * The voter's own Yes or No on a measure, two toggles (aria-pressed): a second press takes the mark back.
 * Kept in this browser like the candidate picks (ADR 37).
 */
export function MeasureMark({ measure }: { measure: TBallotMeasure }) {
  const ballot = useMyBallot();
  const { t } = useLingui();
  const labelId = useId();
  const mark = ballot.marks[measure.id];
  const name = measure.name;
  const toggle = (vote: TMeasureVote) => markMeasure(measure.id, mark === vote ? null : vote);
  return (
    <Mark role="group" aria-labelledby={labelId}>
      <MarkLabel id={labelId}>
        <Trans>My vote</Trans>
      </MarkLabel>
      <Toggle
        type="button"
        $variant={mark === 'Yes' ? 'primary' : 'secondary'}
        aria-pressed={mark === 'Yes'}
        aria-label={t`Vote Yes on ${name}`}
        onClick={() => toggle('Yes')}
      >
        {mark === 'Yes' ? t`✓ Yes` : t`Yes`}
      </Toggle>
      <Toggle
        type="button"
        $variant={mark === 'No' ? 'primary' : 'secondary'}
        aria-pressed={mark === 'No'}
        aria-label={t`Vote No on ${name}`}
        onClick={() => toggle('No')}
      >
        {mark === 'No' ? t`✓ No` : t`No`}
      </Toggle>
    </Mark>
  );
}

/**
 * The ballot measures of an address, after its races (issue 25 point 2): each card in the page's language,
 * with the voter's Yes or No beside our recommendation. Nothing when the address has none.
 */
export function BallotMeasureList({ measures }: { measures: readonly TBallotMeasure[] }) {
  const locale = useContentLanguage();
  const headingId = useId();
  if (measures.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Trans>Ballot Measures</Trans>
      </Heading>
      <Intro>
        <Trans>
          Mark how you will vote on each measure with Yes or No. Your marks stay in this browser with your
          picks; we never store them.
        </Trans>
      </Intro>
      <Cards>
        {measures.map((measure) => (
          <BallotMeasureCard key={measure.id} measure={localized(measure, locale)}>
            <MeasureMark measure={measure} />
          </BallotMeasureCard>
        ))}
      </Cards>
    </Section>
  );
}
