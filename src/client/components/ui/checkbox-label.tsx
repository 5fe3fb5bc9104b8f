import styled from 'styled-components';

/** A label wrapping its checkbox: a touch-sized row with a checkbox large enough to hit. */
export const CheckboxLabel = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 2.75rem;
  font-weight: 700;

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.navy};
  }
`;
