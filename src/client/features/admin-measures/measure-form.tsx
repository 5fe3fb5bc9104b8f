import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  BALLOT_MEASURE_ICON_NAMES,
  BALLOT_MEASURE_ICONS,
  type BALLOT_MEASURE_TRANSLATED_FIELDS,
  type TBallotMeasure,
} from '../../../shared/ballot-measures';
import { localized, type TTranslatedLocale } from '../../../shared/constants/translations';
import type { TLocale } from '../../../shared/locales';
import {
  BALLOT_MEASURE_LIMITS,
  ZBallotMeasureSchema,
  type TBallotMeasureInput,
} from '../../../shared/schemas/ballot-measures';
import type { TElection } from '../../../shared/schemas/elections';
import { BallotMeasureCard } from '../../components/ui/ballot-measure-card';
import { Button } from '../../components/ui/button';
import { LanguageTabs } from '../../components/ui/language-tabs';
import {
  inLanguages,
  lines,
  mapTranslations,
  serverFieldErrors,
  toList,
} from '../../components/ui/translated-fields';
import { Notice } from '../../components/ui/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { formatLongDate } from '../../lib/election-dates';
import { useZodForm } from '../../lib/use-zod-form';

/** The divisions staff pick most; any other Open Civic Data id can be typed. */
export const COMMON_DIVISIONS = [
  { id: 'ocd-division/country:us/state:ny', name: 'New York State (every address in the state)' },
  {
    id: 'ocd-division/country:us/state:ny/place:new_york',
    name: 'New York City (every address in the city)',
  },
];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Preview = styled.section`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  }

  ul {
    padding: 0;
    list-style: none;
  }
`;

type TTranslatedField = (typeof BALLOT_MEASURE_TRANSLATED_FIELDS)[number];
type TTranslatedTexts = Partial<Record<TTranslatedLocale, Partial<Record<TTranslatedField, string>>>>;

type TFields = {
  electionId: string;
  divisionId: string;
  measureNumber: string;
  name: string;
  icon: string;
  whatItSays: string;
  impact: string;
  recommendation: string;
  recommendationReason: string;
  sources: string;
  translations: TTranslatedTexts;
};

const isList = (name: string) => name === 'whatItSays' || name === 'impact';

function fieldsOf(measure: TBallotMeasure | undefined, electionId: string): TFields {
  return {
    electionId: measure?.electionId ?? electionId,
    divisionId: measure?.divisionId ?? COMMON_DIVISIONS[1]!.id,
    measureNumber: measure?.measureNumber ?? '',
    name: measure?.name ?? '',
    icon: measure?.icon ?? BALLOT_MEASURE_ICONS[0],
    whatItSays: lines(measure?.whatItSays ?? []),
    impact: lines(measure?.impact ?? []),
    recommendation: measure?.recommendation ?? '',
    recommendationReason: measure?.recommendationReason ?? '',
    sources: lines(measure?.sources ?? []),
    translations: mapTranslations<TTranslatedField, string | string[] | null, string>(
      measure?.translations ?? {},
      (value) => (Array.isArray(value) ? lines(value) : (value ?? '')),
    ),
  };
}

/** The form's text as the schema takes it: one bullet or link per non-blank line, no call as null. */
function inputOf(fields: TFields): Record<keyof TBallotMeasureInput, unknown> {
  return {
    ...fields,
    whatItSays: toList(fields.whatItSays),
    impact: toList(fields.impact),
    recommendation: fields.recommendation || null,
    recommendationReason: fields.recommendationReason || null,
    sources: toList(fields.sources),
    translations: mapTranslations(fields.translations, (value, name) =>
      isList(name) ? toList(value) : value,
    ),
  };
}

/** The card the form's values make, for the preview: what a voter would see, in `locale`. */
function previewOf(fields: TFields, locale: TLocale): TBallotMeasure {
  const input = inputOf(fields) as Omit<TBallotMeasure, 'id'>;
  const icon = BALLOT_MEASURE_ICONS.find((each) => each === fields.icon) ?? BALLOT_MEASURE_ICONS[0];
  return localized({ ...input, id: 'preview', icon }, locale);
}

type TMeasureFormProps = {
  measure?: TBallotMeasure;
  elections: TElection[];
  /** The election a new measure is for (the one the page lists). */
  electionId: string;
  submitLabel: string;
  onSubmit(input: TBallotMeasureInput): Promise<unknown>;
  onCancel(): void;
};

/** Adds or edits a ballot measure, with a preview of its card in each language before it is saved. */
export function MeasureForm({
  measure,
  elections,
  electionId,
  submitLabel,
  onSubmit,
  onCancel,
}: TMeasureFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm({
    schema: ZBallotMeasureSchema,
    initialValues: () => fieldsOf(measure, electionId),
    toInput: inputOf,
    onValid: save,
    onInvalid: () => setServerError('Please correct the fields marked below.'),
  });
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  async function save(input: TBallotMeasureInput) {
    setServerError(null);
    setIsSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      console.error('Saving the ballot measure failed', error);
      form.setErrors(serverFieldErrors(error));
      setServerError(
        `The measure could not be saved: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      {serverError && <Notice $tone="error">{serverError}</Notice>}
      <SelectField label="Election" {...form.field('electionId')}>
        {elections.map((election) => (
          <option key={election.id} value={election.id}>
            {election.name} ({formatLongDate(election.date)})
          </option>
        ))}
      </SelectField>
      <TextField
        label="Where it is voted on (Open Civic Data division)"
        helper={`A state reaches every address in it, a city every address in the city. ${COMMON_DIVISIONS.map(
          (division) => `${division.name}: ${division.id}`,
        ).join('; ')}.`}
        list="measure-divisions"
        autoComplete="off"
        maxLength={BALLOT_MEASURE_LIMITS.divisionId}
        {...form.field('divisionId')}
      />
      <datalist id="measure-divisions">
        {COMMON_DIVISIONS.map((division) => (
          <option key={division.id} value={division.id}>
            {division.name}
          </option>
        ))}
      </datalist>
      {inLanguages(form, 'measureNumber', 'Number on the ballot', (label, props) => (
        <TextField
          key={label}
          label={label}
          helper="e.g. Proposal 2 · New York City"
          maxLength={BALLOT_MEASURE_LIMITS.measureNumber}
          autoComplete="off"
          {...props}
        />
      ))}
      {inLanguages(form, 'name', 'Title', (label, props) => (
        <TextField
          key={label}
          label={label}
          maxLength={BALLOT_MEASURE_LIMITS.name}
          autoComplete="off"
          {...props}
        />
      ))}
      <SelectField label="Icon" {...form.field('icon')}>
        {BALLOT_MEASURE_ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {BALLOT_MEASURE_ICON_NAMES[icon]}
          </option>
        ))}
      </SelectField>
      {inLanguages(form, 'whatItSays', 'What it says', (label, props) => (
        <TextAreaField key={label} label={label} helper="One point per line" rows={4} {...props} />
      ))}
      {inLanguages(form, 'impact', 'What it really means', (label, props) => (
        <TextAreaField key={label} label={label} helper="One point per line" rows={4} {...props} />
      ))}
      <SelectField label="Our recommendation" {...form.field('recommendation')}>
        <option value="">None</option>
        <option value="Yes">Vote Yes</option>
        <option value="No">Vote No</option>
      </SelectField>
      {inLanguages(form, 'recommendationReason', 'Why (optional)', (label, props) => (
        <TextAreaField
          key={label}
          label={label}
          rows={3}
          maxLength={BALLOT_MEASURE_LIMITS.reason}
          {...props}
        />
      ))}
      <TextAreaField
        label="Sources (optional)"
        helper="One link per line, starting with http:// or https://"
        rows={3}
        {...form.field('sources')}
      />
      <Preview aria-label="Preview">
        <h3>Preview</h3>
        <LanguageTabs label="the preview">
          {(locale) => (
            <ul lang={locale}>
              <BallotMeasureCard measure={previewOf(form.values, locale)} />
            </ul>
          )}
        </LanguageTabs>
      </Preview>
      <Actions>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
