import styled from 'styled-components';

/** The line under a page's h1. */
export const PageSubtitle = styled.p`
  max-width: 44rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
