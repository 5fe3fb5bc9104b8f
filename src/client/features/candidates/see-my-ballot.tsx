import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { TBallotMeasure } from '../../../shared/ballot-measures';
import type { TRace } from '../../../shared/schemas/candidates';
import { ButtonLink } from '../../components/ui/button';
import { recordSearch, useMyBallot } from '../../lib/my-ballot';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: center;
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
`;

/**
 * Makes these results the races of my ballot (issue 16) and leads to it: picks are made with each
 * candidate's 'Add to my ballot', and the ballot page is one tap away.
 */
export function SeeMyBallot({
  address,
  races,
  measures,
}: {
  address: string;
  races: TRace[];
  measures: TBallotMeasure[];
}) {
  const ballot = useMyBallot();
  useEffect(() => {
    recordSearch(address, races, measures);
  }, [address, races, measures]);
  if (races.length === 0) return null;
  const picked = ballot.picks.length;
  const raceCount = races.length;
  return (
    <Row>
      <span>
        <Trans>Pick one candidate per race with &quot;Add to my ballot&quot;.</Trans>
      </span>
      <ButtonLink href="/myBallot" $variant="secondary">
        <Trans>
          See my ballot ({picked} of {raceCount} picked)
        </Trans>
      </ButtonLink>
    </Row>
  );
}
