import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { Spinner } from './ui/spinner';

// Quill and its stylesheet are a chunk of their own, fetched when a form first shows the editor.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 700;
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type TRichTextFieldProps = { label: string; helper: string; value: string; onChange(html: string): void };

/** The rich-text editor, labelled and described by the text around it (Quill's box is no form control). */
export function RichTextField({ label, helper, value, onChange }: TRichTextFieldProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Field>
      <Label id={labelId}>{label}</Label>
      <Suspense fallback={<Spinner />}>
        <RichTextEditor value={value} onChange={onChange} labelId={labelId} hintId={hintId} />
      </Suspense>
      <Hint id={hintId}>{helper}</Hint>
    </Field>
  );
}
