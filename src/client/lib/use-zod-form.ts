import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
  /** Errors to show from the start: the server's, for a form it answered itself (submitted-form.ts). */
  initialErrors?: TFieldErrors;
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

type TTypedControl = HTMLInputElement | HTMLTextAreaElement;

/** A control the visitor types text into (a select, checkbox or file input shows no typed text). */
function isTypedControl(element: TTextControl | null): element is TTypedControl {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type);
}

/** The elements whose text was adopted once, when they were first attached. */
const adopted = new WeakSet<TTypedControl>();

/**
 * A form's values and field errors, checked with the shared zod schema on submit. Errors show only after a
 * submit and stay until the next one, so a visitor is not told off while still typing. The handlers are
 * options rather than arguments of `handleSubmit`: React's lint rules take a handler that uses a ref, passed
 * to a plain function during render, for a ref read during render.
 */
export function useZodForm<TValues extends Record<string, unknown>, TData>({
  schema,
  initialValues,
  initialErrors = {},
  toInput = (values) => values,
  check = () => ({}),
  onValid,
  onInvalid = () => {},
  onEdit,
}: TZodFormOptions<TValues, TData>) {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldErrors>(initialErrors);
  // Each text field's element, to read what it shows (see `typedValues`).
  const elements = useRef(new Map<string, TTypedControl>());

  function setValue<K extends keyof TValues>(name: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    onEdit?.();
  }

  /**
   * What a text input, textarea or select needs to edit one field and show its error. The name lets the
   * browser post a server-rendered form before the page's code runs. The ref adopts what was typed before
   * the hydration: React keeps that text on screen but starts the state empty, and would wipe the text at
   * the next render.
   */
  function field<K extends TTextField<TValues>>(name: K) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<TTextControl>) => setValue(name, event.target.value as TValues[K]),
      error: errors[name],
      ref: (element: TTextControl | null) => {
        if (!isTypedControl(element)) return void elements.current.delete(name);
        elements.current.set(name, element);
        if (adopted.has(element)) return;
        adopted.add(element);
        if (element.value !== values[name]) setValue(name, element.value as TValues[K]);
      },
    };
  }

  /** The values as the fields show them: a submit during the hydration comes before the adopted text. */
  function typedValues(): TValues {
    const shown = Object.fromEntries(
      [...elements.current].map(([name, element]) => [name, element.value] as const),
    );
    return { ...values, ...shown };
  }

  /** The form's submit handler: shows every field's first error, or hands the parsed data to `onValid`. */
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const current = typedValues();
    const parsed = schema.safeParse(toInput(current));
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...check(current) };
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
