import { Trans, useLingui } from '@lingui/react/macro';
import styled, { useTheme } from 'styled-components';
import {
  MATRIX_QUESTIONS,
  PUBLIC_MATRIX_CATEGORIES,
  type TMatrixAnswer,
  type TMatrixQuestions,
} from '../../../shared/constants/matrix-questions';
import { Accordion } from '../../components/ui/accordion';
import { PanelHeading } from './analysis-box';
import { answerLabel, categoryLabel, questionLabel } from './labels';

/** Spec part 2 §3: a question without an answer reads 'N.A'. */
const NO_ANSWER = 'N.A';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const Heading = styled(PanelHeading)`
  margin: 0;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Answers = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dd {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }
`;

const Answer = styled.span<{ $answer: TMatrixAnswer | typeof NO_ANSWER }>`
  font-weight: 700;
  color: ${({ $answer, theme }) =>
    $answer === 'Yes' ? theme.colors.green : $answer === 'No' ? theme.colors.red : theme.colors.inkMuted};
`;

/** The City Council candidates' answers to the position questions, one accordion per public category. */
export function PositionQuestions({ answers }: { answers: TMatrixQuestions }) {
  const theme = useTheme();
  const { i18n } = useLingui();
  // Neighbouring categories get different stripes; the colours repeat once all are used.
  const accents = [theme.colors.navy, theme.colors.green, theme.colors.red, theme.colors.gold];

  return (
    <Panel aria-labelledby="positions-heading">
      <Heading id="positions-heading">
        <Trans>Where They Stand</Trans>
      </Heading>
      <Intro>
        <Trans>The candidate&apos;s answers to our questions, by topic.</Trans>
      </Intro>
      {PUBLIC_MATRIX_CATEGORIES.map((category, index) => {
        const given = answers[category] as Partial<Record<string, TMatrixAnswer>> | undefined;
        return (
          <Accordion
            key={category}
            title={categoryLabel(category, i18n)}
            $accent={accents[index % accents.length] ?? theme.colors.navy}
          >
            <Answers>
              {MATRIX_QUESTIONS[category].map((question) => {
                const answer = given?.[question] ?? NO_ANSWER;
                return (
                  <div key={question}>
                    <dt>{questionLabel(question, i18n)}</dt>
                    <dd>
                      <Answer $answer={answer}>{answerLabel(answer, i18n)}</Answer>
                    </dd>
                  </div>
                );
              })}
            </Answers>
          </Accordion>
        );
      })}
    </Panel>
  );
}
