import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, XIcon } from 'lucide-react';
import styled, { css } from 'styled-components';
import { BILL_STAGES, type TBillStage, type TBillStop } from '../../../shared/constants/federal-record';
import type { TVotedBill } from '../../../shared/schemas/federal-record';
import { ExternalLink } from '../../components/ui/external-link';
import { Modal } from '../../components/ui/modal';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { intlLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { billStageLabel } from './labels';

/** Spec part 1 §4: the highlighted stage until the server answers. */
const DEFAULT_STAGE: TBillStage = 'Introduced';

const STOP_WORDS: Record<TBillStop, { label: MessageDescriptor; explanation: MessageDescriptor }> = {
  failed: {
    label: msg`Failed`,
    explanation: msg`A vote on the bill failed, so it went no further.`,
  },
  vetoed: {
    label: msg`Vetoed`,
    explanation: msg`The President vetoed the bill, and it did not become law.`,
  },
};

type TStageState = 'reached' | 'current' | 'ahead';

const Stages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  list-style: none;
`;

const Stage = styled.li<{ $state: TStageState; $isStopped: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ $state, theme }) => ($state === 'ahead' ? theme.colors.inkMuted : theme.colors.ink)};

  ${({ $state, $isStopped, theme }) =>
    $state === 'current' &&
    css`
      font-weight: 700;
      color: ${theme.colors.navy};
      background: ${theme.colors.tint};
      border-color: ${$isStopped ? theme.colors.red : theme.colors.navy};
    `}
`;

const Marker = styled.span<{ $state: TStageState; $isStopped: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  border: 2px solid;
  border-radius: 50%;
  color: ${({ $state, theme }) => ($state === 'ahead' ? theme.colors.inkMuted : theme.colors.onDark)};
  background: ${({ $state, $isStopped, theme }) =>
    $state === 'ahead' ? theme.colors.surface : $isStopped ? theme.colors.red : theme.colors.navy};
  border-color: ${({ $state, $isStopped, theme }) =>
    $state === 'ahead' ? theme.colors.line : $isStopped ? theme.colors.red : theme.colors.navy};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const StopTag = styled.span`
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Status = styled.p`
  margin: 0;
`;

const Muted = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const TrackerLink = styled(ExternalLink)`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

type TProgressError = { message: string; data?: unknown };

/**
 * Spec part 1 §8, as the legacy client split them. The server answered with an error (a tRPC error carries
 * `data`: the bill is unknown, Congress.gov did not answer) is the old `success: false`: 'Fail to get bill
 * progress'. No answer at all (the network failed, the reply was not tRPC) is the old exception, shown with
 * its message: 'Server error: {message}'.
 */
function progressFailureMessage(error: TProgressError, i18n: I18n): string {
  if (error.data) return i18n._(PROGRESS_FAILED);
  const { message } = error;
  return i18n._(msg`Server error: ${message}`);
}

/** The spec's words (FEDERAL_RECORD_MESSAGES.progressFailed in English), in the page's language. */
const PROGRESS_FAILED = msg`Fail to get bill progress`;

const formatCheckedAt = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function stageState(index: number, currentIndex: number): TStageState {
  if (index < currentIndex) return 'reached';
  return index === currentIndex ? 'current' : 'ahead';
}

const STATE_WORDS: Record<TStageState, MessageDescriptor> = {
  reached: msg`reached`,
  current: msg`current stage`,
  ahead: msg`not reached`,
};

/** The six stages in order: those reached ticked, the current one highlighted and marked as the step. */
function BillStages({ stage, stop }: { stage: TBillStage; stop: TBillStop | null }) {
  const { t, i18n } = useLingui();
  const currentIndex = BILL_STAGES.indexOf(stage);
  return (
    <Stages aria-label={t`Stages of the bill`}>
      {BILL_STAGES.map((name, index) => {
        const state = stageState(index, currentIndex);
        const isStopped = state === 'current' && stop !== null;
        return (
          <Stage
            key={name}
            $state={state}
            $isStopped={isStopped}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Marker $state={state} $isStopped={isStopped} aria-hidden="true">
              {isStopped ? (
                <XIcon focusable="false" />
              ) : state === 'ahead' ? (
                index + 1
              ) : (
                <CheckIcon focusable="false" />
              )}
            </Marker>
            <span>
              {billStageLabel(name, i18n)}
              <VisuallyHidden> ({t(STATE_WORDS[state])})</VisuallyHidden>
            </span>
            {isStopped && stop && <StopTag>{t(STOP_WORDS[stop].label)}</StopTag>}
          </Stage>
        );
      })}
    </Stages>
  );
}

/**
 * How far a bill got (spec part 1 §4): a dialog over the voting history, fetched when it opens. Introduced
 * is highlighted until the server answers, then the stage it returns; a failure says so in the spec's words.
 */
export function BillProgressDialog({ bill, onClose }: { bill: TVotedBill; onClose(): void }) {
  const progress = trpc.legislation.billProgress.useQuery(
    { docId: bill.docId },
    // A refusal from the server will not change on a second try; a lost connection may.
    { retry: (failures, error) => !error.data && failures < 1 },
  );
  const { t, i18n } = useLingui();
  const stage = progress.data?.stage ?? DEFAULT_STAGE;
  const stop = progress.data?.stop ?? null;
  const stageName = billStageLabel(stage, i18n);
  const stopLabel = stop && t(STOP_WORDS[stop].label);
  const stopExplanation = stop && t(STOP_WORDS[stop].explanation);
  const checkedAt = progress.data && formatCheckedAt(progress.data.checkedAt, i18n.locale);

  return (
    <Modal title={bill.title} onClose={onClose}>
      {progress.isPending && <Spinner isCompact />}
      {/* Always there, so the stage the server returns is announced when it arrives. */}
      <Status role="status">
        {progress.data && (
          <>
            <Trans>
              Current stage: <strong>{stageName}</strong>
            </Trans>
            {stop && (
              <>
                {' '}
                — <strong>{stopLabel}</strong>. {stopExplanation}
              </>
            )}
          </>
        )}
      </Status>
      {progress.error && <Notice $tone="error">{progressFailureMessage(progress.error, i18n)}</Notice>}
      <BillStages stage={stage} stop={stop} />
      {checkedAt && (
        <Muted>
          <Trans>Last checked {checkedAt}.</Trans>
        </Muted>
      )}
      <TrackerLink href={bill.tracker}>
        <Trans>Follow this bill on congress.gov</Trans>
      </TrackerLink>
    </Modal>
  );
}
