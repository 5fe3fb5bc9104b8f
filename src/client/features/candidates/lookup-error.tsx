import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { CANDIDATE_MESSAGES } from '../../../shared/constants/candidates';
import { Notice } from '../../components/ui/notice';

const Detail = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type TLookupErrorProps = {
  /** The server's answer when the lookup failed (success: false), e.g. that the address was not found. */
  failure: string | null;
  /** The call itself failed: no network, a bad answer, a refused input. */
  error: { message: string } | null;
};

/**
 * Spec part 2 §8: a failed lookup reads 'Error fetching candidates: Loading of candidates failed', with the
 * server's reason (an unknown address, a state not covered) on a line of its own so the visitor knows what
 * to fix; a call that breaks reads 'Cannot load results, cause: …' and is logged.
 */
export function LookupError({ failure, error }: TLookupErrorProps) {
  const { t } = useLingui();
  useEffect(() => {
    if (error) console.error('Cannot load results', error);
  }, [error]);

  if (error) {
    const { message } = error;
    return (
      <Notice $tone="error">
        <Trans>Cannot load results, cause: {message}</Trans>
      </Notice>
    );
  }
  if (failure === null) return null;
  // The spec's words (CANDIDATE_MESSAGES.lookupFailed in English), in the page's language.
  const lookupFailed = t`Loading of candidates failed`;
  return (
    <Notice $tone="error">
      <Trans>Error fetching candidates: {lookupFailed}</Trans>
      {failure && failure !== CANDIDATE_MESSAGES.lookupFailed && <Detail>{failure}</Detail>}
    </Notice>
  );
}
