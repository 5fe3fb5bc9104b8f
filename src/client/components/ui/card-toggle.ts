import { css } from 'styled-components';

/**
 * A plain-looking button whose click area and focus ring stretch over its whole card (the card is
 * `position: relative`), so a tap anywhere on the card toggles it.
 */
export const cardToggleStyles = css`
  padding: 0;
  font: inherit;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy};
  text-align: start;
  background: none;
  border: 0;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
