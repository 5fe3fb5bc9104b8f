import styled, { css } from 'styled-components';

/** The card an admin table sits on. */
export const TableWrap = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A full-width table with padded, ruled cells; each table adds its own alignment and headers. */
export const dataTableStyles = css`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;
