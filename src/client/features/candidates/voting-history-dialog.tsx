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
import { RecordTable } from './record-table';

const COLUMNS = ['Bill', 'Description', 'Voted For', 'Outcome'] as const;

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
  text-align: left;
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
function outcomeWords(yeaTotal: number, nayTotal: number): string {
  if (yeaTotal === nayTotal) return 'Tied';
  return isPassingTally(yeaTotal, nayTotal) ? 'Passed' : 'Failed';
}

function Outcome({ yeaTotal, nayTotal }: { yeaTotal: number; nayTotal: number }) {
  const words = outcomeWords(yeaTotal, nayTotal);
  return (
    <OutcomeText $isPassing={isPassingTally(yeaTotal, nayTotal)}>
      <span aria-hidden="true">
        {words} {yeaTotal}–{nayTotal}
      </span>
      <VisuallyHidden>
        {words}, {yeaTotal} yea to {nayTotal} nay
      </VisuallyHidden>
    </OutcomeText>
  );
}

/**
 * One row per bill. Every cell holds a single element: in the stacked phone layout a cell is a two-column
 * grid of its label and that element.
 */
function BillRow({ bill, onShowProgress }: { bill: TVotedBill; onShowProgress(): void }) {
  return (
    <tr>
      <th scope="row" data-label={COLUMNS[0]}>
        <div>
          <BillButton type="button" aria-haspopup="dialog" onClick={onShowProgress}>
            {bill.title}
          </BillButton>
          {bill.isSample && (
            <div>
              <SampleTag>Sample data</SampleTag>
            </div>
          )}
        </div>
      </th>
      <td data-label={COLUMNS[1]}>
        <span>{bill.description}</span>
      </td>
      <td data-label={COLUMNS[2]}>
        <Vote>{bill.vote}</Vote>
      </td>
      <td data-label={COLUMNS[3]}>
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
  return (
    <RecordTable>
      <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <HeaderCell key={column} scope="col">
              {column}
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
  topic,
  onClose,
}: TVotingHistoryDialogProps) {
  const history = trpc.legislation.votingHistory.useQuery({ candidateId, topic: toRequestTopic(topic) });
  const [progressOf, setProgressOf] = useState<TVotedBill | null>(null);
  const bills = history.data?.bills ?? [];

  return (
    <Modal title={topic} onClose={onClose} width="wide">
      {history.isPending && <Spinner />}
      {history.error && <Notice $tone="error">Cannot load the voting record: {history.error.message}</Notice>}
      {history.data && !history.data.hasIds && (
        <Empty>
          {candidateName} is not linked to a member of Congress yet, so there is no voting record to show.
        </Empty>
      )}
      {history.data?.hasIds && bills.length === 0 && <Empty>No recorded votes on {topic} yet.</Empty>}
      {bills.length > 0 && (
        <>
          <Intro>
            How {candidateName} voted on bills about {topic}. Select a bill&apos;s title to see how far it
            got.
          </Intro>
          <BillsTable
            bills={bills}
            caption={`Votes of ${candidateName} on ${topic}`}
            onShowProgress={setProgressOf}
          />
        </>
      )}
      {progressOf && <BillProgressDialog bill={progressOf} onClose={() => setProgressOf(null)} />}
    </Modal>
  );
}
