import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { VOTING_TOPICS, type TVotingTopic } from '../../../shared/constants/federal-record';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { PanelHeading } from './analysis-box';
import { votingTopicLabel } from './labels';
import { VotingHistoryDialog } from './voting-history-dialog';

const Intro = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

// Two columns on a 390 px phone, more as the width allows: 15 full-width rows were a screen and a half.
const Topics = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tileStyles = css`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: 0.125rem;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  text-align: start;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const TopicButton = styled(Button)`
  ${tileStyles}
`;

// A topic without votes is not a button: there is nothing to open.
const EmptyTopic = styled.div`
  ${tileStyles}
  min-height: 2.75rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.inkMuted};
  border: 2px dashed ${({ theme }) => theme.colors.line};
`;

const Count = styled.span`
  font-size: 0.875rem;
  font-weight: 400;
`;

function votesText(bills: number, i18n: I18n): string {
  if (bills === 0) return i18n._(msg`No recorded votes`);
  return i18n._(msg`${plural(bills, { one: '# recorded vote', other: '# recorded votes' })}`);
}

/**
 * Spec part 1 §2: one button per topic (the 15 of §9); each opens that topic's votes in a dialog. Each topic
 * says how many votes it holds, and one without any is plain text. Until the counts arrive (or if they
 * cannot), every topic is a button, as the dialog can still say what it finds.
 */
export function VotingHistory({ candidate }: { candidate: TCandidate }) {
  const [topic, setTopic] = useState<TVotingTopic | null>(null);
  const counts = trpc.legislation.votingTopics.useQuery({ candidateId: candidate.id });
  const billsOn = new Map(counts.data?.topics.map((each) => [each.topic, each.bills]));
  const { i18n } = useLingui();
  const name = candidate.fullName;
  return (
    <section aria-labelledby="voting-history-heading">
      <PanelHeading id="voting-history-heading">
        <Trans>Voting History</Trans>
      </PanelHeading>
      <Intro>
        <Trans>How {name} voted in Congress, by topic.</Trans>
      </Intro>
      <Topics>
        {VOTING_TOPICS.map((topicName) => {
          const bills = billsOn.get(topicName);
          return (
            <li key={topicName}>
              {bills === 0 ? (
                <EmptyTopic>
                  {votingTopicLabel(topicName, i18n)} <Count>{votesText(0, i18n)}</Count>
                </EmptyTopic>
              ) : (
                <TopicButton
                  type="button"
                  $variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => setTopic(topicName)}
                >
                  {votingTopicLabel(topicName, i18n)}
                  {/* The space keeps the accessible name 'Economy 3 recorded votes', not 'Economy3 …'. */}
                  {bills !== undefined && (
                    <>
                      {' '}
                      <Count>{votesText(bills, i18n)}</Count>
                    </>
                  )}
                </TopicButton>
              )}
            </li>
          );
        })}
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
