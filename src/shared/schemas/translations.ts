import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../locales';
import './fields';

/*
 * Texts the organisation writes, per language (ADR 44, issue 24 point 5). English stays in a record's own
 * fields (the REST contract's shapes); every other language's texts sit beside them in `translations`,
 * `{ es: { specialNotes: '…' } }`, a missing text meaning "not translated yet". A public read in a language
 * answers the record with its texts in that language where written, English elsewhere.
 */

/** The languages a record's `translations` may hold: every configured one but English (DEFAULT_LOCALE). */
export type TTranslatedLocale = Exclude<TLocale, 'en'>;
const LOCALE_CODES = LOCALES.map(({ code }) => code) as [TLocale, ...TLocale[]];
export const TRANSLATED_LOCALES = LOCALE_CODES.filter(
  (code): code is TTranslatedLocale => code !== DEFAULT_LOCALE,
);

export type TTranslations<TTexts> = Partial<Record<TTranslatedLocale, Partial<TTexts>>>;

/** Whether a written text counts: a blank one (or a cleared reason, null) is a missing translation. */
const isWritten = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

/** One language's texts without the blank ones, so a blank is stored as missing. */
const withoutBlanks = <T extends Record<string, unknown>>(texts: T) =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => isWritten(value))) as Partial<T>;

function perLanguage<TTexts extends z.ZodType>(texts: TTexts) {
  return z.object(Object.fromEntries(TRANSLATED_LOCALES.map((code) => [code, texts.optional()]))).strict();
}

/**
 * The `translations` an admin sends for a record whose translatable fields have the given rules: per
 * language (every one but English, from LOCALES) an object of those fields, each optional; blanks are
 * dropped, so a blank is stored as missing. Unknown languages and fields are refused.
 */
export function translationsInputOf<TShape extends Record<string, z.ZodType>>(shape: TShape) {
  const schema = perLanguage(z.object(shape).partial().strict().transform(withoutBlanks));
  // Object.fromEntries forgets that each language holds the same texts.
  return schema as unknown as z.ZodType<
    TTranslations<z.output<z.ZodObject<TShape>>>,
    TTranslations<z.input<z.ZodObject<TShape>>>
  >;
}

/** The `translations` of a record as stored and answered: per language, the texts written in it. */
export function translationsOutputOf<TShape extends Record<string, z.ZodType>>(shape: TShape) {
  return perLanguage(z.object(shape).partial().strict()) as unknown as z.ZodType<
    TTranslations<z.output<z.ZodObject<TShape>>>
  >;
}

const LANGUAGE_MESSAGE = `lang must be one of: ${LOCALE_CODES.join(', ')}`;

/** The language a public read answers in (`?lang=es`); English when none is asked for. */
const ZLanguageSchema = z
  .enum(LOCALE_CODES, { message: LANGUAGE_MESSAGE })
  .default(DEFAULT_LOCALE)
  .describe('The language of the texts the organisation writes (English where one is not translated yet)');

/** A REST read's query, or the part of a tRPC input, that names its language. */
export const ZLanguageQuerySchema = z.object({ lang: ZLanguageSchema });

type TTranslatable = { translations: TTranslations<object> };

/** A record with its texts in `locale` where they are written, English elsewhere. */
export function localized<T extends TTranslatable>(record: T, locale: TLocale): T {
  if (locale === DEFAULT_LOCALE) return record;
  return { ...record, ...record.translations[locale as TTranslatedLocale] };
}

/**
 * The fields of a record answered in `locale` that show English because their translation is missing
 * (only those that have an English text): the page marks them `lang="en"` with a note.
 */
export function untranslatedFields<T extends TTranslatable, TField extends keyof T & string>(
  record: T,
  locale: TLocale,
  fields: readonly TField[],
): TField[] {
  if (locale === DEFAULT_LOCALE) return [];
  const written = (record.translations[locale as TTranslatedLocale] ?? {}) as Record<string, unknown>;
  return fields.filter((field) => isWritten(record[field]) && !isWritten(written[field]));
}

/** A language's name in English, as the (English) admin says it: 'es' → 'Spanish'. */
export const languageNameInEnglish = (locale: TLocale) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/**
 * How far a record's texts are written in `locale`, as the admin lists show it ("Spanish: missing"): among
 * the fields that have an English text, none, some or all translated.
 */
export function translationStatus<T extends TTranslatable, TField extends keyof T & string>(
  record: T,
  locale: TTranslatedLocale,
  fields: readonly TField[],
): 'written' | 'partly written' | 'missing' | 'nothing to translate' {
  const inEnglish = fields.filter((field) => isWritten(record[field]));
  const missing = untranslatedFields(record, locale, fields);
  if (inEnglish.length === 0) return 'nothing to translate';
  if (missing.length === 0) return 'written';
  return missing.length === inEnglish.length ? 'missing' : 'partly written';
}
