import styled from 'styled-components';
import { dataTableStyles } from '../../components/ui/data-table';
import { visuallyHiddenStyles } from '../../components/ui/visually-hidden';

/**
 * A table of the federal record (votes, donors). Below the tablet breakpoint, where four columns do not fit a
 * 390 px phone, each row becomes a block of "label: value" lines: the header row is hidden (kept for screen
 * readers) and every cell shows its column's name from its `data-label`, so the page never scrolls sideways.
 * A max-width query rather than the usual mobile-first one: undoing "visually hidden" on the header row
 * from the breakpoint up would take more rules than stacking only below it.
 */
export const RecordTable = styled.table`
  ${dataTableStyles}

  th,
  td {
    vertical-align: top;
    overflow-wrap: break-word;
  }

  thead th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.tint};
  }

  @media (max-width: calc(${({ theme }) => theme.breakpoints.tablet} - 0.02px)) {
    thead {
      ${visuallyHiddenStyles}
    }

    tr {
      display: block;
      padding: ${({ theme }) => `${theme.space.sm} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    }

    th,
    td {
      display: grid;
      /* A table with long column names widens the label column with --stacked-label-width. */
      grid-template-columns: var(--stacked-label-width, 6.5rem) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
      text-align: start;
      border-bottom: 0;
      overflow-wrap: anywhere;
    }

    /* The column name, which the hidden header row no longer shows. */
    th[data-label]::before,
    td[data-label]::before {
      content: attr(data-label);
      font-weight: 700;
      /* Break a label between words only: "Committees($)" stays whole. */
      overflow-wrap: normal;
      color: ${({ theme }) => theme.colors.inkMuted};
    }
  }
`;
