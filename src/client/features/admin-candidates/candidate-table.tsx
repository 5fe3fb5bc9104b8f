import { Fragment } from 'react';
import styled, { useTheme } from 'styled-components';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { CardList, dataTableStyles, RowCard, TableWrap } from '../../components/ui/data-table';
import { useMediaQuery } from '../../lib/use-media-query';

const Table = styled.table`
  ${dataTableStyles}

  th,
  td {
    vertical-align: middle;
    /* break-word, not anywhere: a cell keeps whole words ("Democrat") unless one alone is too wide. */
    overflow-wrap: break-word;
  }

  thead th {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const Cards = styled(CardList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

const CardName = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type TCandidateTableProps = {
  candidates: TCandidate[];
  isDeleting: boolean;
  onEdit(candidate: TCandidate): void;
  onDelete(candidate: TCandidate): void;
};

/** The columns after the name, as [heading, value]; the same on a card and in a table row. */
const facts = (candidate: TCandidate): Array<[string, string]> => [
  ['Office', candidate.office],
  ['State', candidate.state],
  ['District', candidate.district],
  ['Party', candidate.party],
  ['Incumbent', candidate.incumbent],
  ['Voting record', candidate.votingRecord ? 'Yes' : 'No'],
];
const HEADINGS = ['Name', ...facts({} as TCandidate).map(([heading]) => heading)];

function RowActions({
  candidate,
  isDeleting,
  onEdit,
  onDelete,
}: Omit<TCandidateTableProps, 'candidates'> & {
  candidate: TCandidate;
}) {
  return (
    <Actions>
      <Button
        type="button"
        $variant="secondary"
        aria-label={`Edit ${candidate.fullName}`}
        onClick={() => onEdit(candidate)}
      >
        Edit
      </Button>
      <Button
        type="button"
        $variant="danger"
        aria-label={`Delete ${candidate.fullName}`}
        disabled={isDeleting}
        onClick={() => onDelete(candidate)}
      >
        Delete
      </Button>
    </Actions>
  );
}

/**
 * The candidates as a table from the desktop breakpoint up; on a phone or tablet, where eight columns do not
 * fit, as a list of cards naming each field.
 */
export function CandidateTable({ candidates, ...actions }: TCandidateTableProps) {
  const isWide = useMediaQuery(`(min-width: ${useTheme().breakpoints.desktop})`);
  if (!isWide) {
    return (
      <Cards aria-label="Candidates">
        {candidates.map((candidate) => (
          <RowCard key={candidate.id}>
            <CardName>{candidate.fullName}</CardName>
            <Facts>
              {facts(candidate).map(([heading, value]) => (
                <Fragment key={heading}>
                  <dt>{heading}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </Facts>
            <RowActions candidate={candidate} {...actions} />
          </RowCard>
        ))}
      </Cards>
    );
  }
  return (
    <TableWrap>
      <Table aria-label="Candidates">
        <thead>
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((candidate) => (
            <tr key={candidate.id}>
              <th scope="row">{candidate.fullName}</th>
              {facts(candidate).map(([heading, value]) => (
                <td key={heading}>{value}</td>
              ))}
              <td>
                <RowActions candidate={candidate} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
