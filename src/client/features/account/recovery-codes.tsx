import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Trans, useLingui } from '@lingui/react/macro';

const CodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: ${({ theme }) => theme.space.md};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const DOWNLOAD_NAME = 'voter-guide-recovery-codes.txt';

/**
 * The ten recovery codes, shown once: the server keeps only their hashes. Copy and download help the user
 * keep them somewhere safe before they go.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { t } = useLingui();
  // The file's first line, in the page's language; the codes themselves are the same in every one.
  const title = t`Progressive Voter Guide recovery codes (each works once):`;
  const text = `${title}\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = DOWNLOAD_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">
        <Trans>Your recovery codes</Trans>
      </h3>
      <p>
        <Trans>
          Keep these somewhere safe, apart from your phone. If you lose your phone, each code signs you in
          once instead of a code from the app. <strong>They are shown only now.</strong>
        </Trans>
      </p>
      <CodeList aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          <Trans>Copy codes</Trans>
        </Button>
        <Button type="button" $variant="secondary" onClick={download}>
          <Trans>Download codes</Trans>
        </Button>
        <Button type="button" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </Actions>
      {copied === 'yes' && (
        <Notice $tone="success">
          <Trans>The codes are copied.</Trans>
        </Notice>
      )}
      {copied === 'failed' && (
        <Notice $tone="error">
          <Trans>Copying did not work here. Please select the codes or download them.</Trans>
        </Notice>
      )}
    </section>
  );
}
