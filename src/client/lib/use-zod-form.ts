import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/schemas/auth';

/** One message per field name: the first the schema, a check or the server gave for it. */
export type TFieldErrors = Record<string, string>;

type TTextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields that hold text, so an input, textarea or select can be bound to them. */
type TTextField<TValues> = {
  [K in keyof TValues]: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

type TZodFormOptions<TValues, TData> = {
  /** The schema the server checks the same input with; its messages are what the visitor reads. */
  schema: z.ZodType<TData>;
  initialValues: TValues | (() => TValues);
  /** Turns what the form holds into what the schema takes, e.g. lines of text into a list. */
  toInput?: (values: TValues) => unknown;
  /** Checks the schema cannot make (a chosen file); their messages join the schema's. */
  check?: (values: TValues) => TFieldErrors;
  /** Called on submit with the parsed data, once no field has an error. */
  onValid: (data: NoInfer<TData>) => unknown;
  /** Called on submit with the errors now shown, when any field has one. */
  onInvalid?: (errors: TFieldErrors) => void;
  /** Runs on every edit, e.g. to take down a banner about the last submission. */
  onEdit?: () => void;
};

/**
 * A form's values and field errors, checked with the shared zod schema on submit. Errors show only after a
 * submit and stay until the next one, so a visitor is not told off while still typing. The handlers are
 * options rather than arguments of `handleSubmit`: React's lint rules take a handler that uses a ref, passed
 * to a plain function during render, for a ref read during render.
 */
export function useZodForm<TValues extends Record<string, unknown>, TData>({
  schema,
  initialValues,
  toInput = (values) => values,
  check = () => ({}),
  onValid,
  onInvalid = () => {},
  onEdit,
}: TZodFormOptions<TValues, TData>) {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});

  function setValue<K extends keyof TValues>(name: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    onEdit?.();
  }

  /** What a text input, textarea or select needs to edit one field and show its error. */
  function field<K extends TTextField<TValues>>(name: K) {
    return {
      value: values[name] as string,
      onChange: (event: ChangeEvent<TTextControl>) => setValue(name, event.target.value as TValues[K]),
      error: errors[name],
    };
  }

  /** The form's submit handler: shows every field's first error, or hands the parsed data to `onValid`. */
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...check(values) };
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      onInvalid(found);
      return;
    }
    await onValid(parsed.data);
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { values, errors, setValue, setErrors, field, handleSubmit, reset };
}
