import styled from 'styled-components';
import { isFederalOffice } from '../../../shared/constants/federal-record';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { CampaignDonors } from './donors-table';
import { VotingHistory } from './voting-history';

/** House and Senate incumbents with a voting record get the two extra sections (spec part 2 §2). */
export function hasFederalRecord(candidate: TCandidate): boolean {
  return candidate.votingRecord && candidate.incumbent === 'Incumbent' && isFederalOffice(candidate.office);
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/**
 * The federal record of a House or Senate incumbent (spec part 1 §2): voting history by topic, with each
 * bill's progress, and the campaign donors. `className` goes on the outermost element: the candidate page
 * places the record with it.
 */
export function FederalRecord({ candidate, className }: { candidate: TCandidate; className?: string }) {
  return (
    <Sections className={className}>
      <VotingHistory candidate={candidate} />
      <CampaignDonors candidate={candidate} />
    </Sections>
  );
}
