import { Trans } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Wrapper = styled.div<{ $isCompact: boolean }>`
  display: flex;
  justify-content: center;
  padding: ${({ $isCompact, theme }) => ($isCompact ? 0 : theme.space.xl)};
`;

const Ring = styled.span<{ $isCompact: boolean }>`
  width: ${({ $isCompact }) => ($isCompact ? '1.5rem' : '2.5rem')};
  height: ${({ $isCompact }) => ($isCompact ? '1.5rem' : '2.5rem')};
  border: ${({ $isCompact }) => ($isCompact ? '3px' : '4px')} solid ${({ theme }) => theme.colors.navy};
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** `isCompact`: a small ring without padding, to sit inside a line of text. */
export function Spinner({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Wrapper role="status" aria-busy="true" $isCompact={isCompact}>
      <Ring aria-hidden="true" $isCompact={isCompact} />
      <VisuallyHidden>
        <Trans>Loading…</Trans>
      </VisuallyHidden>
    </Wrapper>
  );
}
