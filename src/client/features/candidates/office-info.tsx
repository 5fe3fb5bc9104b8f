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
  const info = officeInfo(office);
  if (!info) return null;
  return (
    <>
      <InfoButton
        type="button"
        $isOpen={isOpen}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`About the office: ${info.title}`}
        onClick={() => setIsOpen(!isOpen)}
      >
        i
      </InfoButton>
      <Panel id={panelId} hidden={!isOpen}>
        <h3>Responsibilities</h3>
        <p>{info.responsibilities}</p>
        <h3>Key Issues</h3>
        <BulletList>
          {info.keyIssues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </BulletList>
      </Panel>
    </>
  );
}
