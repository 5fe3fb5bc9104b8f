import type { ChangeEvent, ReactNode } from 'react';
import type { TTranslatedLocale } from '../../../shared/constants/translations';
import { LOCALES } from '../../../shared/locales';
import { isTrpcClientError } from '../../lib/trpc';
import type { TFieldErrors } from '../../lib/use-zod-form';
import { LanguageTabs } from './language-tabs';

// What the admin forms of texts written in each language (ADR 44) share: lists edited one item a line, the
// server's field messages, and a field with a tab per language.

export const lines = (items: readonly string[]) => items.join('\n');

/** One list item per non-blank line. */
export const toList = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type TTexts<TField extends string, TValue> = Partial<
  Record<TTranslatedLocale, Partial<Record<TField, TValue>>>
>;

/** Every language's texts with each value turned by `change` (lists to lines, or lines to lists). */
export const mapTranslations = <TField extends string, TFrom, TTo>(
  translations: TTexts<TField, TFrom>,
  change: (value: TFrom, name: TField) => TTo,
) =>
  Object.fromEntries(
    Object.entries(translations).map(([locale, texts = {}]) => [
      locale,
      Object.fromEntries(
        Object.entries(texts).map(([name, value]) => [name, change(value as TFrom, name as TField)]),
      ),
    ]),
  ) as TTexts<TField, TTo>;

/** The server's field messages, when it refused the input for reasons the form could not see. */
export function serverFieldErrors(error: unknown): TFieldErrors {
  if (!isTrpcClientError(error)) return {};
  const byField = (error.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages[0] ?? '']));
}

type TControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TFieldProps<TField extends string> = {
  name: TField;
  value: string;
  onChange: (event: ChangeEvent<TControl>) => void;
  error: string | undefined;
  ref: (element: TControl | null) => void;
};

/** The part of a useZodForm form that edits texts in each language, held as text in `translations`. */
type TTranslatingForm<TField extends string> = {
  values: { translations: TTexts<TField, string> };
  errors: TFieldErrors;
  field(name: TField): TFieldProps<TField>;
  setValue(name: 'translations', value: TTexts<TField, string>): void;
};

/** A translated text: a tab per language, English editing the field itself (ADR 44). */
export function inLanguages<TField extends string>(
  form: TTranslatingForm<TField>,
  name: TField,
  label: string,
  control: (label: string, props: TFieldProps<TField>) => ReactNode,
) {
  return (
    <LanguageTabs label={label}>
      {(locale) => {
        if (locale === 'en') return control(label, form.field(name));
        const texts: Partial<Record<TField, string>> = form.values.translations[locale] ?? {};
        const languageName = LOCALES.find(({ code }) => code === locale)?.name;
        return control(`${label} (${languageName})`, {
          ...form.field(name),
          name,
          value: texts[name] ?? '',
          onChange: (event) =>
            form.setValue('translations', {
              ...form.values.translations,
              [locale]: { ...texts, [name]: event.target.value },
            }),
          error: form.errors.translations,
          ref: () => {},
        });
      }}
    </LanguageTabs>
  );
}
