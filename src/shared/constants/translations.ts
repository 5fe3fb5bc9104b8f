import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../locales';

// The zod-free half of src/shared/schemas/translations.ts (ADR 44), which pages read without loading zod
// (ADR 29): what a record's translations hold and how a page reads them.

/** The languages a record's `translations` may hold: every configured one but English (DEFAULT_LOCALE). */
export type TTranslatedLocale = Exclude<TLocale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.map(({ code }) => code).filter(
  (code): code is TTranslatedLocale => code !== DEFAULT_LOCALE,
);

export type TTranslations<TTexts> = Partial<Record<TTranslatedLocale, Partial<TTexts>>>;

/** Whether a written text counts: a blank one (or a cleared reason, null) is a missing translation. */
export const isWritten = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

/** A candidate's fields written in each language (their other languages' texts are in `translations`). */
export const CANDIDATE_TRANSLATED_FIELDS = ['recommendationReason', 'specialNotes'] as const;

/** An election's texts written in each language; a blank one is missing. */
export const ELECTION_TRANSLATED_FIELDS = [
  'name',
  'description',
  'ballotPositions',
  'progressiveIssues',
] as const;

type TTranslatable = { translations: TTranslations<object> };

/** A record with its texts in `locale` where they are written, English elsewhere. */
export function localized<T extends TTranslatable>(record: T, locale: TLocale): T {
  if (locale === DEFAULT_LOCALE) return record;
  return { ...record, ...record.translations[locale as TTranslatedLocale] };
}

/** Of a candidate's translations, the recommendation reasons only: what its summary carries (TCandidateSummary). */
export function reasonTranslations(
  translations: TTranslations<{ recommendationReason: string }>,
): TTranslations<{ recommendationReason: string }> {
  const reasons = Object.entries(translations).flatMap(([locale, texts]) => {
    const reason: unknown = texts?.recommendationReason;
    return typeof reason === 'string' && isWritten(reason)
      ? [[locale, { recommendationReason: reason }]]
      : [];
  });
  return Object.fromEntries(reasons) as TTranslations<{ recommendationReason: string }>;
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
