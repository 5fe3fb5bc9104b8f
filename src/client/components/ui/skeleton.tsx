import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% {
    opacity: 0.5;
  }
`;

/** A grey block standing in for content that is loading; size it with styled(Skeleton). Decorative. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })`
  display: block;
  background: ${({ theme }) => theme.colors.skeleton};
  border-radius: ${({ theme }) => theme.radii.md};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
