import { ChevronDownIcon } from 'lucide-react';
import styled from 'styled-components';

const Svg = styled(ChevronDownIcon)<{ $isOpen: boolean }>`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  transform: rotate(${({ $isOpen }) => ($isOpen ? '180deg' : '0deg')});
  transition: transform 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The down/up arrow of a disclosure. Decorative: the control's aria-expanded carries the state. */
export function Chevron({ isOpen }: { isOpen: boolean }) {
  return <Svg $isOpen={isOpen} aria-hidden="true" focusable="false" />;
}
