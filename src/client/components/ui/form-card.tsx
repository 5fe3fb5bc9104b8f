import styled from 'styled-components';

/** The card a single form sits in (sign-in, registration, feedback, address search). */
export const FormCard = styled.section<{ $width?: 'narrow' | 'wide' }>`
  max-width: ${({ $width = 'wide' }) => ($width === 'narrow' ? '28rem' : '40rem')};
  margin: ${({ theme }) => `${theme.space.lg} auto`};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** The sentence under a form's heading. */
export const FormIntro = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
