import styled from 'styled-components';

/**
 * A text field with its buttons: on a phone the field takes the whole row and the buttons sit under it; from
 * the tablet width up they sit beside the input, lined up with it under its label.
 */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;

  > :first-child {
    flex: 1 1 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    > :first-child {
      flex-basis: 14rem;
    }

    > button {
      margin-top: 1.75rem;
    }
  }
`;
