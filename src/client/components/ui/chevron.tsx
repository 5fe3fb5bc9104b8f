import styled from 'styled-components';

const Svg = styled.svg<{ $isOpen: boolean }>`
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
  return (
    <Svg $isOpen={isOpen} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}
