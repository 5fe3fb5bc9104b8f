import type { TMatrixQuestions } from '../../../shared/constants/matrix-questions';
import { COMMON_OFFICES, STATE_EXTRA_OFFICES } from '../../../shared/constants/offices';
import { CANDIDATE_STATE_CHOICES } from '../../../shared/constants/states';
import {
  CANDIDATE_FIELDS,
  type TCandidateField,
  type TFormControl,
} from '../../../shared/schemas/candidate-fields';
import type { TCandidate } from '../../../shared/schemas/candidates';

/** What the dialog holds for each kind of control: text for every text field, the links as one line. */
type TFormValue = {
  text: string;
  select: string;
  state: string;
  office: string;
  checkbox: boolean;
  election: string;
  links: string;
  positions: TMatrixQuestions;
  richText: string;
  translations: TCandidate['translations'];
};

type TFields = typeof CANDIDATE_FIELDS;
export type TCandidateFieldName = keyof TFields;

/** What the candidate dialog holds: per declared field, the value its kind of control edits. */
export type TCandidateFormValues = { [K in TCandidateFieldName]: TFormValue[TFields[K]['form']['kind']] };

export type TCandidateFormField<TName extends string = TCandidateFieldName> = TFormControl & { name: TName };

/** The dialog's fields, in the declaration's order, each with how it is edited. */
export function formFieldsOf<T extends Record<string, TCandidateField>>(
  fields: T,
): Array<TCandidateFormField<keyof T & string>> {
  // Object.entries forgets that each name is one of the declaration's.
  return Object.entries(fields).map(([name, field]) => ({ ...field.form, name: name as keyof T & string }));
}

export const CANDIDATE_FORM_FIELDS = formFieldsOf(CANDIDATE_FIELDS);

const isHalfWidth = (control: TFormControl) => 'isHalfWidth' in control && control.isHalfWidth === true;

/** The dialog's rows: a field alone, or a run of half-width fields that share a two-column grid. */
export function formRows<TField extends TFormControl>(fields: readonly TField[]): TField[][] {
  const rows: TField[][] = [];
  for (const field of fields) {
    const row = rows.at(-1);
    if (row && isHalfWidth(field) && isHalfWidth(row[0]!)) row.push(field);
    else rows.push([field]);
  }
  return rows;
}

function formValueOf(kind: TFormControl['kind'], stored: unknown) {
  if (kind === 'checkbox') return stored ?? false;
  if (kind === 'links') return ((stored as string[] | undefined) ?? []).join(', ');
  if (kind === 'positions' || kind === 'translations') return stored ?? {};
  return stored ?? '';
}

/** The dialog's values for a candidate, or for a new one: empty text, boxes unticked. */
export function fieldsOf(candidate?: TCandidate): TCandidateFormValues {
  const values = CANDIDATE_FORM_FIELDS.map(({ name, kind }) => [name, formValueOf(kind, candidate?.[name])]);
  // Each value is of its kind (formValueOf), which Object.fromEntries cannot tell TypeScript.
  return Object.fromEntries(values) as TCandidateFormValues;
}

const splitLinks = (line: string) =>
  line
    .split(',')
    .map((link) => link.trim())
    .filter(Boolean);

/** The dialog's values as the shared schema takes them: links split at commas, blanks dropped. */
export function inputOf(values: TCandidateFormValues): Record<TCandidateFieldName, unknown> {
  const input = CANDIDATE_FORM_FIELDS.map(({ name, kind }) => {
    const value = values[name];
    return [name, kind === 'links' ? splitLinks(String(value)) : value];
  });
  return Object.fromEntries(input) as Record<TCandidateFieldName, unknown>;
}

/**
 * The states the dialog offers (spec part 2 §3). A candidate stored under another state keeps it as a
 * choice, so editing one field does not move the candidate elsewhere.
 */
export function stateChoices(current: string): string[] {
  const choices: string[] = [...CANDIDATE_STATE_CHOICES];
  return current && !choices.includes(current) ? [...choices, current] : choices;
}

/** The base offices plus the chosen state's extras; a stored office outside that list stays a choice. */
export function officeChoices(state: string, current = ''): string[] {
  const extras: readonly string[] = STATE_EXTRA_OFFICES[state as keyof typeof STATE_EXTRA_OFFICES] ?? [];
  const choices = [...COMMON_OFFICES, ...extras];
  return current && !choices.includes(current) ? [...choices, current] : choices;
}
