import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { Fragment } from 'react';
import styled, { css, useTheme } from 'styled-components';
import type { TCandidate } from '../../../shared/schemas/candidates';
import {
  languageNameInEnglish,
  translationStatus,
  TRANSLATED_LOCALES,
} from '../../../shared/constants/translations';
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

// A candidate just added: tinted, with a gold edge, and 'Just added' after the name for every reader.
const highlighted = css`
  background: ${({ theme }) => theme.colors.tint};
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.gold};
`;

const Row = styled.tr<{ $isNew: boolean }>`
  && > * {
    ${({ $isNew }) => $isNew && highlighted}
  }
`;

const Card = styled(RowCard)<{ $isNew: boolean }>`
  ${({ $isNew }) => $isNew && highlighted}
`;

const NewTag = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.sm};
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
  /** The candidate just added, highlighted wherever it is in the list. */
  newId?: string;
  isDeleting: boolean;
  onEdit(candidate: TCandidate): void;
  onDelete(candidate: TCandidate): void;
};

/**
 * The columns after the name, as [heading, value of a candidate]; the same on a card and in a table row. The
 * last ones say how far the analysis and reason are written in each other language (ADR 44).
 */
const FACTS: Array<[string, (candidate: TCandidate) => string]> = [
  ['Office', (candidate) => candidate.office],
  ['State', (candidate) => candidate.state],
  ['District', (candidate) => candidate.district],
  ['Party', (candidate) => candidate.party],
  ['Incumbent', (candidate) => candidate.incumbent],
  ['Voting record', (candidate) => (candidate.votingRecord ? 'Yes' : 'No')],
  ...TRANSLATED_LOCALES.map((locale): [string, (candidate: TCandidate) => string] => [
    languageNameInEnglish(locale),
    (candidate) => translationStatus(candidate, locale, CANDIDATE_TRANSLATED_FIELDS),
  ]),
];

const facts = (candidate: TCandidate) =>
  FACTS.map(([heading, value]) => [heading, value(candidate)] as const);

const HEADINGS = ['Name', ...FACTS.map(([heading]) => heading)];

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
function NameAndTag({ candidate, newId }: { candidate: TCandidate; newId?: string }) {
  return (
    <>
      {candidate.fullName}
      {candidate.id === newId && (
        <>
          {' '}
          <NewTag>Just added</NewTag>
        </>
      )}
    </>
  );
}

export function CandidateTable({ candidates, newId, ...actions }: TCandidateTableProps) {
  const isWide = useMediaQuery(`(min-width: ${useTheme().breakpoints.desktop})`);
  if (!isWide) {
    return (
      <Cards aria-label="Candidates">
        {candidates.map((candidate) => (
          <Card key={candidate.id} $isNew={candidate.id === newId}>
            <CardName>
              <NameAndTag candidate={candidate} newId={newId} />
            </CardName>
            <Facts>
              {facts(candidate).map(([heading, value]) => (
                <Fragment key={heading}>
                  <dt>{heading}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </Facts>
            <RowActions candidate={candidate} {...actions} />
          </Card>
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
            <Row key={candidate.id} $isNew={candidate.id === newId}>
              <th scope="row">
                <NameAndTag candidate={candidate} newId={newId} />
              </th>
              {facts(candidate).map(([heading, value]) => (
                <td key={heading}>{value}</td>
              ))}
              <td>
                <RowActions candidate={candidate} {...actions} />
              </td>
            </Row>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
