import { Link, useSearch } from 'wouter';
import styled from 'styled-components';
import {
  MATRIX_CATEGORY_LABELS,
  MATRIX_QUESTION_LABELS,
  MATRIX_QUESTIONS,
  PUBLIC_MATRIX_CATEGORIES,
  type TMatrixAnswer,
} from '../../../shared/constants/matrix-questions';
import { displayOffice } from '../../../shared/constants/offices';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { RecommendationBadge } from '../../components/ui/recommendation-badge';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { CandidateHeadshot } from './candidate-headshot';
import { PartyTag } from './party-tag';

/** More than any race has; a longer list is cut rather than refused. */
const MAX_COMPARED = 8;
/** Spec part 2 §3: a question without an answer reads 'N.A'. */
const NO_ANSWER = 'N.A';
const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

const QUESTION_COUNT = PUBLIC_MATRIX_CATEGORIES.reduce(
  (count, category) => count + MATRIX_QUESTIONS[category].length,
  0,
);
/** One grid row per line of a column: name, party, status, recommendation, topics and questions, link. */
const ROWS = 5 + PUBLIC_MATRIX_CATEGORIES.length + QUESTION_COUNT;

/** The ids of `?ids=a,b,c`, without repeats. */
export function readCompareIds(search: string): string[] {
  const ids = (new URLSearchParams(search).get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

// One column per candidate from the tablet up, their lines aligned across columns (subgrid); on a phone,
// one candidate after another, each a group of its own lines.
const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;

const Column = styled.article`
  display: grid;
  grid-row: span ${ROWS};
  grid-template-rows: subgrid;
  gap: 0;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;

  dl {
    display: contents;
  }

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
  }
`;

const Line = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Topic = styled.h3`
  align-self: end;
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding-bottom: ${({ theme }) => theme.space.xs};
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Answer = styled.strong<{ $answer: TMatrixAnswer | typeof NO_ANSWER }>`
  color: ${({ $answer, theme }) =>
    $answer === 'Yes' ? theme.colors.green : $answer === 'No' ? theme.colors.red : theme.colors.inkMuted};
`;

const PageLink = styled(Link)`
  align-self: start;
  padding-top: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const Placeholder = styled(Column)`
  align-content: start;
`;

function CandidateColumn({ candidate }: { candidate: TCandidate }) {
  return (
    <Column aria-labelledby={`compare-${candidate.id}`}>
      <Who>
        <CandidateHeadshot src={candidate.headshot} name={candidate.fullName} />
        <Name id={`compare-${candidate.id}`}>{candidate.fullName}</Name>
        <span>
          {displayOffice(candidate.office)} - {candidate.district}
        </span>
      </Who>
      <dl>
        <Line>
          <dt>Party</dt>
          <dd>
            <PartyTag name={candidate.party} />
          </dd>
        </Line>
        <Line>
          <dt>Status</dt>
          <dd>{candidate.incumbent}</dd>
        </Line>
        <Line>
          <dt>Our recommendation</dt>
          <dd>
            {candidate.recommended ? (
              <RecommendationBadge recommended reason={candidate.recommendationReason} />
            ) : (
              'No recommendation'
            )}
          </dd>
        </Line>
      </dl>
      {PUBLIC_MATRIX_CATEGORIES.flatMap((category) => {
        const given = candidate.matrixQuestions[category] as
          Partial<Record<string, TMatrixAnswer>> | undefined;
        return [
          <Topic key={category}>{MATRIX_CATEGORY_LABELS[category]}</Topic>,
          <dl key={`${category}-answers`}>
            {MATRIX_QUESTIONS[category].map((question) => {
              const answer = given?.[question] ?? NO_ANSWER;
              return (
                <Line key={question}>
                  <dt>{MATRIX_QUESTION_LABELS[question] ?? question}</dt>
                  <dd>
                    <Answer $answer={answer}>{answer}</Answer>
                  </dd>
                </Line>
              );
            })}
          </dl>,
        ];
      })}
      <PageLink href={`/candidatePage/${encodeURIComponent(candidate.id)}`}>
        {candidate.fullName}&apos;s page
      </PageLink>
    </Column>
  );
}

/** One candidate's column, loaded on its own: the columns' requests go out together. */
function LoadedColumn({ id }: { id: string }) {
  const lookup = trpc.candidates.byId.useQuery(
    { id },
    { retry: (failures, error) => !MISSING_CODES.has(error.data?.code ?? '') && failures < 1 },
  );
  if (lookup.data) return <CandidateColumn candidate={lookup.data} />;
  return (
    <Placeholder as="div">
      {lookup.error ? (
        <p>
          {MISSING_CODES.has(lookup.error.data?.code ?? '')
            ? 'This candidate is not in our guide.'
            : `Cannot load this candidate, cause: ${lookup.error.message}`}
        </p>
      ) : (
        <Spinner />
      )}
    </Placeholder>
  );
}

/**
 * /compare?ids=a,b,c: candidates side by side on the same lines (party, status, our recommendation and
 * each position question answered in words), each with a link to their page.
 */
export default function ComparePage() {
  const ids = readCompareIds(useSearch());
  return (
    <section aria-labelledby="compare-heading">
      <PageHeading id="compare-heading">Compare candidates</PageHeading>
      {ids.length === 0 ? (
        <Notice $tone="info">
          No candidates to compare. Open <Link href="/myBallot">my ballot</Link> and choose
          &quot;Compare&quot; in a race.
        </Notice>
      ) : (
        <Columns $count={ids.length}>
          {ids.map((id) => (
            <LoadedColumn key={id} id={id} />
          ))}
        </Columns>
      )}
    </section>
  );
}
