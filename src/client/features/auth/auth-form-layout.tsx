import styled from 'styled-components';

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const AltLinks = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  color: ${({ theme }) => theme.colors.inkMuted};

  a {
    color: ${({ theme }) => theme.colors.green};
    font-weight: 700;
  }
`;
