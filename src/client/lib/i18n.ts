import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { localizedPath, type TPageLocale } from '../../shared/locales';

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

/** A path of the site in the page's language, for a plain link or a form's action: '/feedback' → '/es/feedback'. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
