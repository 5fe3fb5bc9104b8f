import styled from 'styled-components';

/** The narrow card both account pages sit in. */
export const AuthCard = styled.section`
  max-width: 28rem;
  margin: ${({ theme }) => `${theme.space.lg} auto`};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

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
