import { useState } from 'react';
import styled from 'styled-components';
import { VOTING_TOPICS, type TVotingTopic } from '../../../shared/constants/federal-record';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { PanelHeading } from './analysis-box';
import { VotingHistoryDialog } from './voting-history-dialog';

const Intro = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Topics = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12.5rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopicButton = styled(Button)`
  width: 100%;
  padding-inline: ${({ theme }) => theme.space.md};
`;

/** Spec part 1 §2: one button per topic (the 15 of §9); each opens that topic's votes in a dialog. */
export function VotingHistory({ candidate }: { candidate: TCandidate }) {
  const [topic, setTopic] = useState<TVotingTopic | null>(null);
  return (
    <section aria-labelledby="voting-history-heading">
      <PanelHeading id="voting-history-heading">Voting History</PanelHeading>
      <Intro>How {candidate.fullName} voted in Congress, by topic.</Intro>
      <Topics>
        {VOTING_TOPICS.map((name) => (
          <li key={name}>
            <TopicButton
              type="button"
              $variant="secondary"
              aria-haspopup="dialog"
              onClick={() => setTopic(name)}
            >
              {name}
            </TopicButton>
          </li>
        ))}
      </Topics>
      {topic && (
        <VotingHistoryDialog
          candidateId={candidate.id}
          candidateName={candidate.fullName}
          topic={topic}
          onClose={() => setTopic(null)}
        />
      )}
    </section>
  );
}
