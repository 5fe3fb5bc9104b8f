import styled from 'styled-components';
import type { TCandidateSummary } from '../../../shared/schemas/candidates';
import { buttonStyles } from '../../components/ui/button';
import { pickCandidate, unpickCandidate, useMyBallot } from '../../lib/my-ballot';

const Toggle = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/**
 * 'Add to my ballot' for one candidate, a toggle (aria-pressed) whose name says what it does: a second
 * press takes the pick back; picking another candidate of the race replaces it.
 */
export function PickButton({ candidate }: { candidate: TCandidateSummary }) {
  const ballot = useMyBallot();
  const isPicked = ballot.picks.includes(candidate.id);
  return (
    <Toggle
      type="button"
      $variant={isPicked ? 'primary' : 'secondary'}
      aria-pressed={isPicked}
      aria-label={`${isPicked ? 'On my ballot' : 'Add to my ballot'}: ${candidate.fullName}`}
      onClick={() => (isPicked ? unpickCandidate(candidate.id) : pickCandidate(candidate.id))}
    >
      {isPicked ? '✓ On my ballot' : 'Add to my ballot'}
    </Toggle>
  );
}
