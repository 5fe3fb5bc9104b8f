import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';

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
  const text = `Progressive Voter Guide recovery codes (each works once):\n${codes.join('\n')}\n`;

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
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        Keep these somewhere safe, apart from your phone. If you lose your phone, each code signs you in once
        instead of a code from the app. <strong>They are shown only now.</strong>
      </p>
      <CodeList aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" $variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </Actions>
      {copied === 'yes' && <Notice $tone="success">The codes are copied.</Notice>}
      {copied === 'failed' && (
        <Notice $tone="error">Copying did not work here. Please select the codes or download them.</Notice>
      )}
    </section>
  );
}
