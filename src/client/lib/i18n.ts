import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  isPseudoLocale,
  localizedPath,
  type TLocale,
  type TPageLocale,
} from '../../shared/locales';
import { untranslatedFields, type TTranslations } from '../../shared/constants/translations';

/**
 * The interface's catalogs (ADR 43): src/client/locales/{locale}.po, compiled by @lingui/vite-plugin when
 * imported. Each language is its own chunk, so a page carries only its visitor's language. The tests'
 * pseudo-locales (ADR 45) are chunks no visitor's page loads.
 */
const CATALOGS: Record<TPageLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  'qps-ploc': () => import('../locales/qps-ploc.po'),
  'qps-plocm': () => import('../locales/qps-plocm.po'),
};

export async function loadMessages(locale: TPageLocale): Promise<Messages> {
  return (await CATALOGS[locale]()).messages;
}

/**
 * An i18n instance of its own, for one page view in the browser or one render on the server: two renders
 * in different languages never share one (issue 24).
 */
export function createI18n(locale: TPageLocale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The catalogs' module for Vite's manifest: the server preloads a page's language with its HTML. */
export const CATALOG_MODULES: Record<TPageLocale, string> = {
  en: 'locales/en.po',
  es: 'locales/es.po',
  'qps-ploc': 'locales/qps-ploc.po',
  'qps-plocm': 'locales/qps-plocm.po',
};

/**
 * The locale to give Intl for a page's language: English is written as Americans write it ('en-US':
 * 'November 4, 2025', '$1,000'); the others as their speakers do ('es': '4 de noviembre de 2025').
 */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** The language of the page shown. */
export function useLocale(): TPageLocale {
  return useLingui().i18n.locale as TPageLocale;
}

/**
 * The language the organisation's texts are asked in (ADR 44): the page's, or English on the tests'
 * pseudo-locales (ADR 45), whose content data is the English.
 */
export function useContentLanguage(): TLocale {
  const locale = useLocale();
  return isPseudoLocale(locale) ? DEFAULT_LOCALE : locale;
}

/** A path of the site in the page's language, for a plain link or a form's action: '/feedback' → '/es/feedback'. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}

/**
 * The fields of a record read in the page's language that show English, their translation missing (ADR 44):
 * the page marks each `lang="en"` with a note.
 */
export function useUntranslatedFields<
  T extends { translations: TTranslations<object> },
  TField extends keyof T & string,
>(record: T, fields: readonly TField[]): TField[] {
  return untranslatedFields(record, useContentLanguage(), fields);
}
