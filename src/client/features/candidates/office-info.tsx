import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BulletList } from '../../components/ui/card';
import { officeInfo } from '../../content/offices';
import { roundIconButtonStyles } from '../../components/ui/round-icon-button';

const InfoButton = styled.button<{ $isOpen: boolean }>`
  ${roundIconButtonStyles}
  font: inherit;
  font-size: 1.25rem;
  font-style: italic;
  font-weight: 700;
  color: ${({ $isOpen, theme }) => ($isOpen ? theme.colors.onDark : theme.colors.navy)};
  background: ${({ $isOpen, theme }) => ($isOpen ? theme.colors.navy : theme.colors.surface)};
  border: 2px solid ${({ theme }) => theme.colors.navy};
`;

const Panel = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/**
 * The info button of an office and the panel it opens with the office's responsibilities and key issues.
 * Both sit in the race's header grid: the panel takes the full row under the heading.
 */
export function OfficeInfo({ office }: { office: string }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();
  const info = officeInfo(office);
  if (!info) return null;
  const title = t(info.title);
  return (
    <>
      <InfoButton
        type="button"
        $isOpen={isOpen}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t`About the office: ${title}`}
        onClick={() => setIsOpen(!isOpen)}
      >
        {/* The information sign, the same in every language; the button's name says what it opens. */}
        {'i'}
      </InfoButton>
      <Panel id={panelId} hidden={!isOpen}>
        <h3>
          <Trans>Responsibilities</Trans>
        </h3>
        <p>{t(info.responsibilities)}</p>
        <h3>
          <Trans>Key Issues</Trans>
        </h3>
        <BulletList>
          {info.keyIssues.map((issue, index) => (
            <li key={index}>{t(issue)}</li>
          ))}
        </BulletList>
      </Panel>
    </>
  );
}
