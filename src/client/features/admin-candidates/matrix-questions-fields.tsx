import styled from 'styled-components';
import {
  MATRIX_ANSWERS,
  MATRIX_CATEGORY_LABELS,
  MATRIX_QUESTION_LABELS,
  MATRIX_QUESTIONS,
  type TMatrixAnswer,
  type TMatrixCategory,
  type TMatrixQuestions,
} from '../../../shared/constants/matrix-questions';
import { SelectField } from '../../components/ui/text-field';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
  align-items: end;
  min-width: 0;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
  }
`;

const Categories = styled(Group)`
  display: block;
  padding-bottom: 0;

  > legend {
    font-size: 1.0625rem;
  }
`;

type TMatrixQuestionsFieldsProps = {
  legend: string;
  answers: TMatrixQuestions;
  onChange(answers: TMatrixQuestions): void;
};

type TAnswers = Partial<Record<string, TMatrixAnswer>>;

/** Sets or clears one answer, dropping a category left without answers. */
function withAnswer(
  answers: TMatrixQuestions,
  category: TMatrixCategory,
  question: string,
  answer: string,
): TMatrixQuestions {
  const { [question]: _previous, ...others } = (answers[category] ?? {}) as TAnswers;
  const next: TAnswers = answer ? { ...others, [question]: answer as TMatrixAnswer } : others;
  const { [category]: _old, ...otherCategories } = answers;
  return Object.keys(next).length > 0 ? { ...otherCategories, [category]: next } : otherCategories;
}

/** The position questions, one fieldset per category; each answered Unclear, Yes or No, or left open. */
export function MatrixQuestionsFields({ legend, answers, onChange }: TMatrixQuestionsFieldsProps) {
  return (
    <Categories>
      <legend>{legend}</legend>
      {(Object.keys(MATRIX_QUESTIONS) as TMatrixCategory[]).map((category) => (
        <Group key={category}>
          <legend>{MATRIX_CATEGORY_LABELS[category]}</legend>
          {MATRIX_QUESTIONS[category].map((question) => (
            <SelectField
              key={question}
              label={MATRIX_QUESTION_LABELS[question] ?? question}
              value={((answers[category] ?? {}) as TAnswers)[question] ?? ''}
              onChange={(event) => onChange(withAnswer(answers, category, question, event.target.value))}
            >
              <option value="">Not answered</option>
              {MATRIX_ANSWERS.map((answer) => (
                <option key={answer} value={answer}>
                  {answer}
                </option>
              ))}
            </SelectField>
          ))}
        </Group>
      ))}
    </Categories>
  );
}
