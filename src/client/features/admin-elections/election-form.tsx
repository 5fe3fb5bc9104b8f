import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ELECTION_TRANSLATED_FIELDS } from '../../../shared/constants/translations';
import {
  DEFAULT_ELECTION_TIME_ZONE,
  ELECTION_LIMITS,
  ELECTION_TIME_ZONE_NAMES,
  ELECTION_TIME_ZONES,
  ZElectionSchema,
  type TElection,
  type TElectionInput,
} from '../../../shared/schemas/elections';
import type { TTranslatedLocale } from '../../../shared/constants/translations';
import { Button } from '../../components/ui/button';
import {
  inLanguages,
  lines,
  mapTranslations,
  serverFieldErrors,
  toList,
} from '../../components/ui/translated-fields';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { Notice } from '../../components/ui/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { useZodForm } from '../../lib/use-zod-form';

const Deadlines = styled.fieldset`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} 0`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
  }

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

type TTranslatedField = (typeof ELECTION_TRANSLATED_FIELDS)[number];
/** Each other language's texts as the form holds them: text, the lists one item a line. */
type TTranslatedTexts = Partial<Record<TTranslatedLocale, Partial<Record<TTranslatedField, string>>>>;

type TFields = {
  [K in Exclude<keyof TElectionInput, 'translations'>]-?: TElectionInput[K] extends boolean
    ? boolean
    : string;
} & { translations: TTranslatedTexts };

function fieldsOf(election?: TElection): TFields {
  return {
    name: election?.name ?? '',
    date: election?.date ?? '',
    timeZone: election?.timeZone ?? DEFAULT_ELECTION_TIME_ZONE,
    type: election?.type ?? '',
    location: election?.location ?? '',
    description: election?.description ?? '',
    ballotPositions: lines(election?.ballotPositions ?? []),
    progressiveIssues: lines(election?.progressiveIssues ?? []),
    registrationDeadline: election?.registrationDeadline ?? '',
    earlyVotingStart: election?.earlyVotingStart ?? '',
    earlyVotingEnd: election?.earlyVotingEnd ?? '',
    mailBallotRequestDeadline: election?.mailBallotRequestDeadline ?? '',
    drivesCountdown: election?.drivesCountdown ?? false,
    translations: mapTranslations<TTranslatedField, string | string[], string>(
      election?.translations ?? {},
      (value) => (Array.isArray(value) ? lines(value) : value),
    ),
  };
}

const isList = (name: string) => name === 'ballotPositions' || name === 'progressiveIssues';

/** The form's text as the schema takes it: one list item per non-blank line, empty dates as none. */
function inputOf(fields: TFields): Record<keyof TElectionInput, unknown> {
  const translations = mapTranslations(fields.translations, (value, name) =>
    isList(name) ? toList(value) : value,
  );
  return {
    ...fields,
    ballotPositions: toList(fields.ballotPositions),
    progressiveIssues: toList(fields.progressiveIssues),
    registrationDeadline: fields.registrationDeadline || null,
    earlyVotingStart: fields.earlyVotingStart || null,
    earlyVotingEnd: fields.earlyVotingEnd || null,
    mailBallotRequestDeadline: fields.mailBallotRequestDeadline || null,
    translations,
  };
}

type TElectionFormProps = {
  /** The election being edited; without one, the form adds a new election. */
  election?: TElection;
  submitLabel: string;
  onSubmit(input: TElectionInput): Promise<unknown>;
  onCancel(): void;
};

/**
 * Adds or edits an election. The same schema as the server's checks everything before it is sent; what the
 * server still refuses shows in the form, and nothing is changed.
 */
export function ElectionForm({ election, submitLabel, onSubmit, onCancel }: TElectionFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm({
    schema: ZElectionSchema,
    initialValues: () => fieldsOf(election),
    toInput: inputOf,
    onValid: save,
    onInvalid: () => setServerError('Please correct the fields marked below.'),
  });
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A long form in a dialog: take the admin to the first field to correct, with its message read out.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  async function save(input: TElectionInput) {
    setServerError(null);
    setIsSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      console.error('Saving the election failed', error);
      form.setErrors(serverFieldErrors(error));
      setServerError(
        `The election could not be saved: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      {serverError && <Notice $tone="error">{serverError}</Notice>}
      {inLanguages(form, 'name', 'Name', (label, props) => (
        <TextField key={label} label={label} maxLength={ELECTION_LIMITS.name} autoComplete="off" {...props} />
      ))}
      <TextField label="Election day" type="date" {...form.field('date')} />
      <SelectField
        label="Time zone"
        helper="The countdown ends at midnight at the start of election day in this zone."
        {...form.field('timeZone')}
      >
        {ELECTION_TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {ELECTION_TIME_ZONE_NAMES[zone]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Type"
        helper="e.g. Primary, General, Local, Special"
        maxLength={ELECTION_LIMITS.type}
        {...form.field('type')}
      />
      <TextField label="Location" maxLength={ELECTION_LIMITS.location} {...form.field('location')} />
      {inLanguages(form, 'description', 'Description', (label, props) => (
        <TextAreaField
          key={label}
          label={label}
          rows={5}
          maxLength={ELECTION_LIMITS.description}
          {...props}
        />
      ))}
      {inLanguages(form, 'ballotPositions', 'Positions on the ballot (optional)', (label, props) => (
        <TextAreaField key={label} label={label} helper="One per line" rows={4} {...props} />
      ))}
      {inLanguages(form, 'progressiveIssues', 'Progressive issues at stake (optional)', (label, props) => (
        <TextAreaField key={label} label={label} helper="One per line" rows={4} {...props} />
      ))}
      <Deadlines>
        <legend>Deadlines (optional)</legend>
        <TextField label="Voter registration deadline" type="date" {...form.field('registrationDeadline')} />
        <TextField
          label="Mail-in ballot request deadline"
          type="date"
          {...form.field('mailBallotRequestDeadline')}
        />
        <TextField label="First day of early voting" type="date" {...form.field('earlyVotingStart')} />
        <TextField label="Last day of early voting" type="date" {...form.field('earlyVotingEnd')} />
      </Deadlines>
      <SpacedCheckboxLabel>
        <input
          type="checkbox"
          checked={form.values.drivesCountdown}
          onChange={(event) => form.setValue('drivesCountdown', event.target.checked)}
        />
        Drives the countdown banner
      </SpacedCheckboxLabel>
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
