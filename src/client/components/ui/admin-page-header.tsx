import styled from 'styled-components';

/** An admin page's title row: the h1, and the page's main actions beside it (below it on a phone). */
export const AdminPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;

  h1 {
    margin: 0;
  }
`;

/** The short paragraph under an admin page's title that says what the page is for. */
export const AdminIntro = styled.p`
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
