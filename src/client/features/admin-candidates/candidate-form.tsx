import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  INCUMBENCY,
  PARTIES,
  POLITICAL_LEANINGS,
  ZCandidateSchema,
  type TCandidate,
  type TCandidateForm,
} from '../../../shared/schemas/candidates';
import { Button } from '../../components/ui/button';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { Spinner } from '../../components/ui/spinner';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { useZodForm } from '../../lib/use-zod-form';
import { RECOMMENDATION_REASON_MAX } from '../../../shared/constants/candidates';
import { fieldsOf, inputOf, officeChoices, stateChoices } from './candidate-fields';
import { MatrixQuestionsFields } from './matrix-questions-fields';

// Quill and its stylesheet are a chunk of their own, fetched when a dialog first shows the editor.
const AnalysisEditor = lazy(() => import('./analysis-editor'));

export const ANALYSIS_HINT = 'Links must start with http:// or https://';

/** Where an admin finds each id; both are optional and only House and Senate members have them. */
export const FEDERAL_ID_HINTS = {
  bioguideId: 'Optional. The member of Congress id on bioguide.congress.gov, e.g. P000197 (voting history)',
  fecCandidateId: 'Optional. The candidate id on fec.gov, e.g. H8CA05035 (campaign donors)',
} as const;

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SpacedCheckboxLabel = styled(CheckboxLabel)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Analysis = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const AnalysisLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 700;
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const choose = (label: string) => <option value="">Choose {label}</option>;
const options = (values: readonly string[]) =>
  values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));

type TCandidateFormProps = {
  /** The candidate being edited; without one, the form adds a new candidate. */
  candidate?: TCandidate;
  onSubmit(form: TCandidateForm): Promise<unknown>;
  onCancel(): void;
};

/**
 * Every field of a candidate, checked with the schema the server uses (spec part 2 §5); the office list
 * follows the chosen state. What happens after a save (banner, dialog closing) is the page's business.
 */
export function CandidateForm({ candidate, onSubmit, onCancel }: TCandidateFormProps) {
  const form = useZodForm({
    schema: ZCandidateSchema,
    initialValues: () => fieldsOf(candidate),
    toInput: inputOf,
    onValid: save,
  });
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const analysisLabelId = useId();
  const analysisHintId = useId();
  const { values } = form;

  // A long form in a dialog: take the admin to the first field to correct, with its message read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  async function save(data: TCandidateForm) {
    setIsSaving(true);
    await onSubmit(data);
  }

  function chooseState(state: string) {
    form.setValue('state', state);
    // An office the new state does not have would be refused; the admin picks again.
    if (!officeChoices(state).includes(values.office)) form.setValue('office', '');
  }

  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Full name" autoComplete="off" {...form.field('fullName')} />
      <Columns>
        <TextField label="First name" autoComplete="off" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="off" {...form.field('lastName')} />
        <SelectField
          label="State"
          {...form.field('state')}
          onChange={(event) => chooseState(event.target.value)}
        >
          {choose('a state')}
          {options(stateChoices(fieldsOf(candidate).state))}
        </SelectField>
        <SelectField label="Office" helper="The offices of the chosen state" {...form.field('office')}>
          {choose('an office')}
          {options(officeChoices(values.state, fieldsOf(candidate).office))}
        </SelectField>
        <TextField label="District" autoComplete="off" {...form.field('district')} />
        <SelectField label="Party" {...form.field('party')}>
          {choose('a party')}
          {options(PARTIES)}
        </SelectField>
        <SelectField label="Incumbent" {...form.field('incumbent')}>
          {choose('one')}
          {options(INCUMBENCY)}
        </SelectField>
        <SelectField label="Political leaning" {...form.field('polLeaning')}>
          {choose('a leaning')}
          {options(POLITICAL_LEANINGS)}
        </SelectField>
      </Columns>
      <SpacedCheckboxLabel>
        <input
          type="checkbox"
          checked={values.votingRecord}
          onChange={(event) => form.setValue('votingRecord', event.target.checked)}
        />
        Has a voting record
      </SpacedCheckboxLabel>
      <SpacedCheckboxLabel>
        <input
          type="checkbox"
          checked={values.recommended}
          onChange={(event) => form.setValue('recommended', event.target.checked)}
        />
        We recommend this candidate
      </SpacedCheckboxLabel>
      <TextField
        label="Reason for the recommendation (optional)"
        helper={`Shown under the badge on the candidate page; at most ${RECOMMENDATION_REASON_MAX} characters`}
        autoComplete="off"
        {...form.field('recommendationReason')}
      />
      {/* The two ids link a House or Senate incumbent to the federal record the candidate page shows. */}
      <Columns>
        <TextField
          label="Bioguide ID"
          helper={FEDERAL_ID_HINTS.bioguideId}
          autoComplete="off"
          spellCheck={false}
          {...form.field('bioguideId')}
        />
        <TextField
          label="FEC candidate ID"
          helper={FEDERAL_ID_HINTS.fecCandidateId}
          autoComplete="off"
          spellCheck={false}
          {...form.field('fecCandidateId')}
        />
      </Columns>
      <TextField label="Headshot" helper="A link to a photo, or NA" {...form.field('headshot')} />
      <TextField label="Bio" helper="A link to a biography, or NA" {...form.field('bio')} />
      <TextAreaField label="Sources" helper="Links separated by commas" rows={3} {...form.field('sources')} />
      <MatrixQuestionsFields
        answers={values.matrixQuestions}
        onChange={(answers) => form.setValue('matrixQuestions', answers)}
      />
      <Analysis>
        <AnalysisLabel id={analysisLabelId}>Analysis</AnalysisLabel>
        <Suspense fallback={<Spinner />}>
          <AnalysisEditor
            value={values.specialNotes}
            onChange={(html) => form.setValue('specialNotes', html)}
            labelId={analysisLabelId}
            hintId={analysisHintId}
          />
        </Suspense>
        <Hint id={analysisHintId}>{ANALYSIS_HINT}</Hint>
      </Analysis>
      <Actions>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
