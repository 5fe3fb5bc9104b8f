import styled from 'styled-components';
import { chevronDownIcon } from '../../content/icons/chevron-down';
import { Icon } from './icon';

const Svg = styled(Icon)<{ $isOpen: boolean }>`
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
  return <Svg icon={chevronDownIcon} $isOpen={isOpen} aria-hidden="true" focusable="false" />;
}
