import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import styled from 'styled-components';
import {
  MATRIX_QUESTIONS,
  PUBLIC_MATRIX_CATEGORIES,
  type TMatrixAnswer,
} from '../../../shared/constants/matrix-questions';
import { isFederalOffice } from '../../../shared/constants/federal-record';
import { readCompareIds } from '../../../shared/compare';
import type { TCandidate } from '../../../shared/schemas/candidates';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { RecommendationBadge } from '../../components/ui/recommendation-badge';
import { Spinner } from '../../components/ui/spinner';
import { officeName } from '../../content/offices';
import { useContentLanguage, useUntranslatedFields } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { CandidateHeadshot } from './candidate-headshot';
import { FederalComparison } from './compare-federal';
import { answerLabel, categoryLabel, questionLabel, statusLabel } from './labels';
import { PartyTag } from './party-tag';
import { districtName } from '../../content/places';

/** Spec part 2 §3: a question without an answer reads 'N.A'. */
const NO_ANSWER = 'N.A';
const MISSING_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

/** One grid row per line of a column besides the questions: name, party, status, recommendation, link. */
const FIXED_ROWS = 5;

type TPublicMatrixCategory = (typeof PUBLIC_MATRIX_CATEGORIES)[number];
type TShownCategory = { category: TPublicMatrixCategory; questions: readonly string[] };

/**
 * The position questions at least one compared candidate answered, by category; those nobody answered
 * collapse into one 'No answers yet' line rather than a row of 'N.A' each.
 */
function answeredQuestions(candidates: TCandidate[]) {
  const answerOf = (candidate: TCandidate, category: TPublicMatrixCategory, question: string) =>
    (candidate.matrixQuestions[category] as Partial<Record<string, TMatrixAnswer>> | undefined)?.[question];
  let unanswered = 0;
  const shown: TShownCategory[] = [];
  for (const category of PUBLIC_MATRIX_CATEGORIES) {
    const questions = MATRIX_QUESTIONS[category].filter((question) =>
      candidates.some((candidate) => answerOf(candidate, category, question)),
    );
    unanswered += MATRIX_QUESTIONS[category].length - questions.length;
    if (questions.length > 0) shown.push({ category, questions });
  }
  const rows = FIXED_ROWS + shown.reduce((count, each) => count + 1 + each.questions.length, 0);
  return { shown, unanswered, rows: rows + (unanswered > 0 ? 1 : 0) };
}

type TAnswered = ReturnType<typeof answeredQuestions>;

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

const Column = styled.article<{ $rows: number }>`
  display: grid;
  grid-row: span ${({ $rows }) => $rows};
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

function CandidateColumn({ candidate, answered }: { candidate: TCandidate; answered: TAnswered }) {
  const { i18n } = useLingui();
  const untranslated = useUntranslatedFields(candidate, CANDIDATE_TRANSLATED_FIELDS);
  const name = candidate.fullName;
  return (
    <Column $rows={answered.rows} aria-labelledby={`compare-${candidate.id}`}>
      <Who>
        <CandidateHeadshot src={candidate.headshot} name={candidate.fullName} />
        <Name id={`compare-${candidate.id}`}>{candidate.fullName}</Name>
        <span>
          {officeName(candidate.office, i18n)} - {districtName(candidate.district, i18n)}
        </span>
      </Who>
      <dl>
        <Line>
          <dt>
            <Trans>Party</Trans>
          </dt>
          <dd>
            <PartyTag name={candidate.party} />
          </dd>
        </Line>
        <Line>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{statusLabel(candidate.incumbent, i18n)}</dd>
        </Line>
        <Line>
          <dt>
            <Trans>Our recommendation</Trans>
          </dt>
          <dd>
            {candidate.recommended ? (
              <RecommendationBadge
                recommended
                reason={candidate.recommendationReason}
                isReasonInEnglish={untranslated.includes('recommendationReason')}
              />
            ) : (
              <Trans>No recommendation</Trans>
            )}
          </dd>
        </Line>
      </dl>
      {answered.shown.flatMap(({ category, questions }) => {
        const given = candidate.matrixQuestions[category] as
          Partial<Record<string, TMatrixAnswer>> | undefined;
        return [
          <Topic key={category}>{categoryLabel(category, i18n)}</Topic>,
          <dl key={`${category}-answers`}>
            {questions.map((question) => {
              const answer = given?.[question] ?? NO_ANSWER;
              return (
                <Line key={question}>
                  <dt>{questionLabel(question, i18n)}</dt>
                  <dd>
                    <Answer $answer={answer}>{answerLabel(answer, i18n)}</Answer>
                  </dd>
                </Line>
              );
            })}
          </dl>,
        ];
      })}
      {answered.unanswered > 0 && (
        <dl>
          <Line>
            <dt>
              {answered.shown.length > 0 ? (
                <Trans>Other position questions</Trans>
              ) : (
                <Trans>Position questions</Trans>
              )}
            </dt>
            <dd>
              <Trans>No answers yet</Trans>
            </dd>
          </Line>
        </dl>
      )}
      <PageLink href={`/candidatePage/${encodeURIComponent(candidate.id)}`}>
        <Trans>{name}&apos;s page</Trans>
      </PageLink>
    </Column>
  );
}

/** A column that has no candidate to show: still loading, or not found. */
type TLookupError = { message: string; data?: { code?: string } | null };

function PlaceholderColumn({ lookup }: { lookup: { error: TLookupError | null } }) {
  const message = lookup.error?.message;
  return (
    <Placeholder as="div" $rows={1}>
      {lookup.error ? (
        <p>
          {MISSING_CODES.has(lookup.error.data?.code ?? '') ? (
            <Trans>This candidate is not in our guide.</Trans>
          ) : (
            <Trans>Cannot load this candidate, cause: {message}</Trans>
          )}
        </p>
      ) : (
        <Spinner />
      )}
    </Placeholder>
  );
}

/**
 * /compare?ids=a,b,c: candidates side by side on the same lines (party, status, our recommendation and
 * each position question someone answered, in words), each with a link to their page; for House and Senate
 * candidates, their votes on the same bills and their top donors below.
 */
export default function ComparePage() {
  const ids = readCompareIds(useSearch());
  const lang = useContentLanguage();
  const lookups = trpc.useQueries((t) =>
    ids.map((id) =>
      t.candidates.byId(
        { id, lang },
        { retry: (failures, error) => !MISSING_CODES.has(error.data?.code ?? '') && failures < 1 },
      ),
    ),
  );
  const loaded = lookups.flatMap((lookup) => (lookup.data ? [lookup.data] : []));
  const answered = answeredQuestions(loaded);
  const federal = loaded.filter((candidate) => isFederalOffice(candidate.office));
  const isLoading = lookups.some((lookup) => lookup.isPending);
  return (
    <section aria-labelledby="compare-heading">
      <PageHeading id="compare-heading">
        <Trans>Compare candidates</Trans>
      </PageHeading>
      {ids.length === 0 ? (
        <Notice $tone="info">
          <Trans>
            No candidates to compare. Open <Link href="/myBallot">my ballot</Link> and choose
            &quot;Compare&quot; in a race.
          </Trans>
        </Notice>
      ) : (
        <>
          <Columns $count={ids.length}>
            {lookups.map((lookup, index) =>
              lookup.data ? (
                <CandidateColumn key={ids[index]} candidate={lookup.data} answered={answered} />
              ) : (
                <PlaceholderColumn key={ids[index]} lookup={lookup} />
              ),
            )}
          </Columns>
          {!isLoading && federal.length > 0 && <FederalComparison candidates={federal} />}
        </>
      )}
    </section>
  );
}
