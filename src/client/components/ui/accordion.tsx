import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Chevron } from './chevron';

const Item = styled.div<{ $accent: string }>`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-inline-start: 6px solid ${({ $accent }) => $accent};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Toggle = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  text-align: start;
  background: none;
  border: 0;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

type TAccordionProps = {
  title: string;
  children: ReactNode;
  /** The colour of the stripe down the left edge, e.g. to tell neighbouring sections apart. */
  $accent: string;
};

/** A section that opens and closes under its heading; the heading's button exposes aria-expanded. */
export function Accordion({ title, children, $accent }: TAccordionProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Item $accent={$accent}>
      <Heading>
        <Toggle
          type="button"
          id={`${id}-button`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={() => setIsOpen(!isOpen)}
        >
          {title}
          <Chevron isOpen={isOpen} />
        </Toggle>
      </Heading>
      <Panel id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!isOpen}>
        {children}
      </Panel>
    </Item>
  );
}
