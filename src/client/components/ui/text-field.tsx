import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A labelled input with optional helper text and an error message tied to it for screen readers. */
const Field = styled.div`
  display: grid;
  /* Lets a select or file input with a long value shrink to the column instead of overflowing it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
`;

const inputStyles = css<{ $invalid: boolean }>`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.red : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${inputStyles}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${inputStyles}
  resize: vertical;
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${inputStyles}
`;

const Helper = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const ErrorText = styled.span`
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.red};
`;

type TFieldText = { label: string; helper?: string; error?: string };

type TControlProps = {
  id: string;
  $invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** The label, helper and error around any form control, wired together for screen readers. */
function LabelledField({
  label,
  helper,
  error,
  renderControl,
}: TFieldText & { renderControl: (control: TControlProps) => ReactNode }) {
  const id = useId();
  const describedBy =
    [helper && `${id}-helper`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {renderControl({
        id,
        $invalid: Boolean(error),
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {helper && <Helper id={`${id}-helper`}>{helper}</Helper>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}

export function TextField({ label, helper, error, ...input }: ComponentPropsWithRef<'input'> & TFieldText) {
  return (
    <LabelledField
      {...{ label, helper, error }}
      renderControl={(control) => <Input {...control} {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  helper,
  error,
  ...input
}: ComponentPropsWithRef<'textarea'> & TFieldText) {
  return (
    <LabelledField
      {...{ label, helper, error }}
      renderControl={(control) => <TextArea {...control} {...input} />}
    />
  );
}

export function SelectField({
  label,
  helper,
  error,
  ...select
}: ComponentPropsWithRef<'select'> & TFieldText) {
  return (
    <LabelledField
      {...{ label, helper, error }}
      renderControl={(control) => <Select {...control} {...select} />}
    />
  );
}
