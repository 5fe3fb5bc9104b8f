import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { TCandidateSummary, TRace } from '../../../shared/schemas/candidates';
import { buttonStyles } from '../../components/ui/button';
import {
  isOnMyBallot,
  pickCandidate,
  pickCandidateInRace,
  unpickCandidate,
  useMyBallot,
} from '../../lib/my-ballot';

const Toggle = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/**
 * 'Add to my ballot' for one candidate, a toggle (aria-pressed) whose name says what it does: a second
 * press takes the pick back; picking another candidate of the race replaces it. `findRace` gives the
 * candidate's race where the ballot may not hold it (their own page); a race on the results always is.
 */
export function PickButton({
  candidate,
  findRace,
}: {
  candidate: TCandidateSummary;
  findRace?: () => Promise<TRace>;
}) {
  const ballot = useMyBallot();
  const { t } = useLingui();
  const name = candidate.fullName;
  const isPicked = ballot.picks.includes(candidate.id);
  const pick = async () => {
    if (!findRace || isOnMyBallot(ballot, candidate.id)) pickCandidate(candidate.id);
    else pickCandidateInRace(await findRace(), candidate.id);
  };
  return (
    <Toggle
      type="button"
      $variant={isPicked ? 'primary' : 'secondary'}
      aria-pressed={isPicked}
      aria-label={isPicked ? t`On my ballot: ${name}` : t`Add to my ballot: ${name}`}
      onClick={() => (isPicked ? unpickCandidate(candidate.id) : void pick())}
    >
      {isPicked ? t`✓ On my ballot` : t`Add to my ballot`}
    </Toggle>
  );
}
