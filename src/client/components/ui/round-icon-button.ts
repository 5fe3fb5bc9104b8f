import { css } from 'styled-components';

/** A round button holding one icon, 44 px across so it is easy to hit on a phone. */
export const roundIconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: 50%;
  cursor: pointer;
`;
