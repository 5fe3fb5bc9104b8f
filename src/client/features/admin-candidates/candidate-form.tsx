import { CANDIDATE_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { TMatrixQuestions } from '../../../shared/constants/matrix-questions';
import { LOCALES, type TLocale } from '../../../shared/locales';
import { ZCandidateSchema, type TCandidate, type TCandidateForm } from '../../../shared/schemas/candidates';
import { LanguageTabs } from '../../components/ui/language-tabs';
import { Button } from '../../components/ui/button';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { RichTextField } from '../../components/rich-text-field';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { useZodForm } from '../../lib/use-zod-form';
import { trpc } from '../../lib/trpc';
import {
  CANDIDATE_FORM_FIELDS,
  fieldsOf,
  formRows,
  inputOf,
  officeChoices,
  stateChoices,
  type TCandidateFieldName,
  type TCandidateFormField,
} from './candidate-fields';
import { MatrixQuestionsFields } from './matrix-questions-fields';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const choose = (placeholder: string) => <option value="">{placeholder}</option>;
const options = (values: readonly string[]) =>
  values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));

/** The elections a candidate can run in, drafts included (an admin's list), furthest ahead first. */
function ElectionOptions() {
  const { data: elections = [] } = trpc.elections.list.useQuery({ lang: 'en' });
  return [...elections].reverse().map((election) => (
    <option key={election.id} value={election.id}>
      {election.name} ({election.date}){election.published ? '' : ', draft'}
    </option>
  ));
}

type TCandidateFormProps = {
  /** The candidate being edited; without one, the form adds a new candidate. */
  candidate?: TCandidate;
  onSubmit(form: TCandidateForm): Promise<unknown>;
  onCancel(): void;
};

/**
 * Every field of a candidate, as the declaration lists them (shared/schemas/candidate-fields.ts), checked
 * with the schema the server uses (spec part 2 §5); the office list follows the chosen state. What happens
 * after a save (banner, dialog closing) is the page's business.
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
  const { values } = form;
  const saved = fieldsOf(candidate);

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

  // In a loop over the fields TypeScript knows each field's kind, not its value's type: a text kind's is text.
  const textOf = (name: TCandidateFieldName) => ({
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.target.value),
    error: form.errors[name],
  });

  const isTranslated = (name: string): name is (typeof CANDIDATE_TRANSLATED_FIELDS)[number] =>
    (CANDIDATE_TRANSLATED_FIELDS as readonly string[]).includes(name);

  /** A translated field: a tab per language, English editing the field itself (ADR 44). */
  function renderField(field: TCandidateFormField) {
    const { name } = field;
    if (!isTranslated(name)) return renderControl(field);
    return (
      <LanguageTabs key={name} label={field.label}>
        {(locale) => (locale === 'en' ? renderControl(field) : renderTranslation({ ...field, name }, locale))}
      </LanguageTabs>
    );
  }

  /** A translated field in another language, kept in `translations` (a blank one is stored as missing). */
  function renderTranslation(
    field: TCandidateFormField<(typeof CANDIDATE_TRANSLATED_FIELDS)[number]>,
    locale: Exclude<TLocale, 'en'>,
  ) {
    const { name } = field;
    const texts = values.translations[locale] ?? {};
    const label = `${field.label} (${LOCALES.find(({ code }) => code === locale)?.name})`;
    const write = (text: string) =>
      form.setValue('translations', { ...values.translations, [locale]: { ...texts, [name]: text } });
    if (field.kind === 'richText')
      return (
        <RichTextField
          key={locale}
          label={label}
          helper={field.helper}
          value={texts[name] ?? ''}
          onChange={write}
        />
      );
    return (
      <TextField
        key={locale}
        label={label}
        autoComplete="off"
        lang={locale}
        value={texts[name] ?? ''}
        onChange={(event) => write(event.target.value)}
        error={form.errors.translations}
      />
    );
  }

  function renderControl(field: TCandidateFormField) {
    const { name } = field;
    switch (field.kind) {
      case 'text':
        return (
          <TextField
            key={name}
            label={field.label}
            helper={field.helper}
            autoComplete="off"
            spellCheck={field.isIdentifier ? false : undefined}
            {...textOf(name)}
          />
        );
      case 'select':
        return (
          <SelectField key={name} label={field.label} {...textOf(name)}>
            {choose(field.placeholder)}
            {options(field.choices)}
          </SelectField>
        );
      case 'election':
        return (
          <SelectField key={name} label={field.label} {...textOf(name)}>
            {choose(field.placeholder)}
            <ElectionOptions />
          </SelectField>
        );
      case 'state':
        return (
          <SelectField
            key={name}
            label={field.label}
            helper={field.helper}
            {...textOf(name)}
            onChange={(event) => chooseState(event.target.value)}
          >
            {choose(field.placeholder)}
            {options(stateChoices(saved.state))}
          </SelectField>
        );
      case 'office':
        return (
          <SelectField key={name} label={field.label} helper={field.helper} {...textOf(name)}>
            {choose(field.placeholder)}
            {options(officeChoices(values.state, saved.office))}
          </SelectField>
        );
      case 'checkbox':
        return (
          <SpacedCheckboxLabel key={name}>
            <input
              type="checkbox"
              checked={values[name] === true}
              onChange={(event) => form.setValue(name, event.target.checked)}
            />
            {field.label}
          </SpacedCheckboxLabel>
        );
      case 'links':
        return (
          <TextAreaField key={name} label={field.label} helper={field.helper} rows={3} {...textOf(name)} />
        );
      case 'positions':
        return (
          <MatrixQuestionsFields
            key={name}
            legend={field.label}
            answers={values[name] as TMatrixQuestions}
            onChange={(answers) => form.setValue(name, answers)}
          />
        );
      case 'richText':
        return (
          <RichTextField
            key={name}
            label={field.label}
            helper={field.helper}
            value={values[name] as string}
            onChange={(html) => form.setValue(name, html)}
          />
        );
      case 'translations':
        // Edited in the translated fields' language tabs.
        return null;
    }
  }

  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      {formRows(CANDIDATE_FORM_FIELDS).map((row) =>
        row.length > 1 ? <Columns key={row[0]!.name}>{row.map(renderField)}</Columns> : renderField(row[0]!),
      )}
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
