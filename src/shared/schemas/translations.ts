import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../locales';
import { isWritten, TRANSLATED_LOCALES, type TTranslations } from '../constants/translations';
import './fields';

/*
 * Texts the organisation writes, per language (ADR 44, issue 24 point 5). English stays in a record's own
 * fields (the REST contract's shapes); every other language's texts sit beside them in `translations`,
 * `{ es: { specialNotes: '…' } }`, a missing text meaning "not translated yet". A public read in a language
 * answers the record with its texts in that language where written, English elsewhere.
 */

const LOCALE_CODES = LOCALES.map(({ code }) => code) as [TLocale, ...TLocale[]];

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

/**
 * The input of a public list whose only input is its language. None (a page loaded before the list took a
 * language sends null) is English.
 */
export const ZListInLanguageSchema = ZLanguageQuerySchema.nullish().transform(
  (input) => input ?? { lang: DEFAULT_LOCALE },
);
