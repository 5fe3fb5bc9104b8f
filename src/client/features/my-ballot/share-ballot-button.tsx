import { useState } from 'react';
import styled from 'styled-components';
import { sharedBallotPath } from '../../../shared/shared-ballot';
import { Button } from '../../components/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizedPath } from '../../lib/i18n';

// Out of the layout while it has nothing to say, so the wrapper's gap does not leave a blank line. Said by
// a prop rather than `:empty`, which happy-dom (the client tests' DOM) matches on any element without child
// elements, text or not.
const Status = styled.p<{ $isEmpty: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.green};
  overflow-wrap: anywhere;
  ${({ $isEmpty }) => ($isEmpty ? 'display: none;' : '')}
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

/**
 * 'Share my ballot': a link that carries the picked candidates' ids and the measures' marks, and nothing
 * else (never the address).
 * The phone's share sheet where the browser has one, else the link goes to the clipboard and the page says
 * so. Nothing is stored on the server.
 */
export function ShareBallotButton({
  candidateIds,
  marks,
}: {
  candidateIds: readonly string[];
  /** The voter's Yes or No on measures, by measure id: the link carries them too. */
  marks: Readonly<Record<string, 'Yes' | 'No'>>;
}) {
  const [status, setStatus] = useState('');
  const { t } = useLingui();
  // The link carries the language it was shared in (issue 24): /es/sharedBallot opens in Spanish.
  const localizedPath = useLocalizedPath();

  async function share() {
    const url = new URL(localizedPath(sharedBallotPath(candidateIds, marks)), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t`My ballot`, url });
        setStatus('');
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t`Link copied`);
    } catch {
      setStatus(t`Copy this link: ${url}`);
    }
  }

  return (
    <Wrapper>
      <Button type="button" $variant="secondary" onClick={() => void share()}>
        <Trans>Share my ballot</Trans>
      </Button>
      <Status role="status" aria-live="polite" $isEmpty={status === ''}>
        {status}
      </Status>
    </Wrapper>
  );
}
