import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { isPassingTally, toRequestTopic, type TVotingTopic } from '../../../shared/constants/federal-record';
import type { TVotedBill } from '../../../shared/schemas/federal-record';
import { Modal } from '../../components/ui/modal';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { trpc } from '../../lib/trpc';
import { BillProgressDialog } from './bill-progress';
import { memberVoteLabel, votingTopicLabel } from './labels';
import { RecordTable } from './record-table';

const COLUMNS: readonly MessageDescriptor[] = [msg`Bill`, msg`Description`, msg`Voted For`, msg`Outcome`];

const Intro = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Empty = styled.p`
  margin: 0;
`;

const HeaderCell = styled.th`
  text-transform: uppercase;
`;

const BillButton = styled.button`
  padding: 0;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  text-align: start;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

const SampleTag = styled.span`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Vote = styled.span`
  font-weight: 700;
`;

/** Green or red by the spec's rule, always with the words and the tally beside the colour. */
const OutcomeText = styled.span<{ $isPassing: boolean }>`
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $isPassing, theme }) => ($isPassing ? theme.colors.green : theme.colors.red)};
`;

/**
 * Spec part 1 §9: green when yea − nay ≥ 0, red otherwise. A tie is green by that rule, but a tied vote
 * does not pass in Congress, so its words say "Tied" rather than claim it passed.
 */
function outcomeWords(yeaTotal: number, nayTotal: number, i18n: I18n): string {
  if (yeaTotal === nayTotal) return i18n._(msg`Tied`);
  return isPassingTally(yeaTotal, nayTotal) ? i18n._(msg`Passed`) : i18n._(msg`Failed`);
}

function Outcome({ yeaTotal, nayTotal }: { yeaTotal: number; nayTotal: number }) {
  const { i18n } = useLingui();
  const words = outcomeWords(yeaTotal, nayTotal, i18n);
  return (
    <OutcomeText $isPassing={isPassingTally(yeaTotal, nayTotal)}>
      <span aria-hidden="true">
        {words} {yeaTotal}–{nayTotal}
      </span>
      <VisuallyHidden>
        <Trans>
          {words}, {yeaTotal} yea to {nayTotal} nay
        </Trans>
      </VisuallyHidden>
    </OutcomeText>
  );
}

/**
 * One row per bill. Every cell holds a single element: in the stacked phone layout a cell is a two-column
 * grid of its label and that element.
 */
function BillRow({ bill, onShowProgress }: { bill: TVotedBill; onShowProgress(): void }) {
  const { t, i18n } = useLingui();
  const columns = COLUMNS.map((column) => t(column));
  return (
    <tr>
      <th scope="row" data-label={columns[0]}>
        <div>
          <BillButton type="button" aria-haspopup="dialog" onClick={onShowProgress}>
            {bill.title}
          </BillButton>
          {bill.isSample && (
            <div>
              <SampleTag>
                <Trans>Sample data</Trans>
              </SampleTag>
            </div>
          )}
        </div>
      </th>
      <td data-label={columns[1]}>
        <span>{bill.description}</span>
      </td>
      <td data-label={columns[2]}>
        <Vote>{memberVoteLabel(bill.vote, i18n)}</Vote>
      </td>
      <td data-label={columns[3]}>
        <Outcome yeaTotal={bill.yeaTotal} nayTotal={bill.nayTotal} />
      </td>
    </tr>
  );
}

function BillsTable({
  bills,
  caption,
  onShowProgress,
}: {
  bills: TVotedBill[];
  caption: string;
  onShowProgress(bill: TVotedBill): void;
}) {
  const { t } = useLingui();
  return (
    <RecordTable>
      <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          {COLUMNS.map((column, index) => (
            <HeaderCell key={index} scope="col">
              {t(column)}
            </HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {bills.map((bill) => (
          <BillRow key={bill.docId} bill={bill} onShowProgress={() => onShowProgress(bill)} />
        ))}
      </tbody>
    </RecordTable>
  );
}

type TVotingHistoryDialogProps = {
  candidateId: string;
  candidateName: string;
  topic: TVotingTopic;
  onClose(): void;
};

/**
 * A member's votes on one topic (spec part 1 §2, §4): fetched when the dialog opens, with a loading
 * indicator. The topic goes out as the spec sends it ('Gov Spending' as 'Government Spending').
 */
export function VotingHistoryDialog({
  candidateId,
  candidateName,
  topic: topicValue,
  onClose,
}: TVotingHistoryDialogProps) {
  const { t, i18n } = useLingui();
  const topic = votingTopicLabel(topicValue, i18n);
  const name = candidateName;
  const history = trpc.legislation.votingHistory.useQuery({ candidateId, topic: toRequestTopic(topicValue) });
  const [progressOf, setProgressOf] = useState<TVotedBill | null>(null);
  const bills = history.data?.bills ?? [];
  const message = history.error?.message;

  return (
    <Modal title={topic} onClose={onClose} width="wide">
      {history.isPending && <Spinner />}
      {history.error && (
        <Notice $tone="error">
          <Trans>Cannot load the voting record: {message}</Trans>
        </Notice>
      )}
      {history.data && !history.data.hasIds && (
        <Empty>
          <Trans>
            {name} is not linked to a member of Congress yet, so there is no voting record to show.
          </Trans>
        </Empty>
      )}
      {history.data?.hasIds && bills.length === 0 && (
        <Empty>
          <Trans>No recorded votes on {topic} yet.</Trans>
        </Empty>
      )}
      {bills.length > 0 && (
        <>
          <Intro>
            <Trans>
              How {name} voted on bills about {topic}. Select a bill&apos;s title to see how far it got.
            </Trans>
          </Intro>
          <BillsTable
            bills={bills}
            caption={t`Votes of ${name} on ${topic}`}
            onShowProgress={setProgressOf}
          />
        </>
      )}
      {progressOf && <BillProgressDialog bill={progressOf} onClose={() => setProgressOf(null)} />}
    </Modal>
  );
}
