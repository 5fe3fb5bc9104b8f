import styled from 'styled-components';

export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.75rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.navy};

  ${({ theme }) => theme.media.tablet} {
    font-size: 2.5rem;
  }
`;
