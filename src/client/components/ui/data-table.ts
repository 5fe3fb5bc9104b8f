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
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

/** A table of free text (messages, changes): top-aligned cells that wrap anywhere, under tinted headers. */
export const textTableStyles = css`
  ${dataTableStyles}

  th,
  td {
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.tint};
  }

  td {
    overflow-wrap: anywhere;
  }
`;

/** On a phone an admin table becomes a list of cards: the list… */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** …one card per row… */
export const RowCard = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** …and the row's fields as small upper-case labels over their values. */
export const CardFields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.inkMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  dd:last-child {
    margin-bottom: 0;
  }
`;
