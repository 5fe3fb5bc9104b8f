/**
 * The guide's languages (ADR 43): the one list to extend when a language is added, beside its catalog in
 * src/client/locales/ (docs/translating.md). English is the language of the code and of the spec's URLs;
 * every other language's pages live under its code (`/es/about`).
 */
export const LOCALES = [
  {
    code: 'en',
    /** The language named in itself, as the language switch shows it. */
    name: 'English',
    /** Its writing direction, the page's `<html dir>`: 'rtl' for Arabic or Urdu. */
    dir: 'ltr',
    /** Shown on a page in another language to a visitor whose browser prefers this one. */
    offer: 'This guide is also in English.',
    /** The offer's link. */
    offerAction: 'Read it in English',
    /** The offer's way to stay in the page's language, which the guide then remembers. */
    offerDismiss: 'No, thanks',
  },
  {
    code: 'es',
    name: 'Español',
    dir: 'ltr',
    offer: 'Esta guía también está en español.',
    offerAction: 'Leerla en español',
    offerDismiss: 'No, gracias',
  },
] as const;

export type TLocale = (typeof LOCALES)[number]['code'];

/**
 * Pseudo-locales for the tests alone (ADR 45), never offered to visitors: every catalog message accented and
 * a third longer, the second also right to left, so a test sees at once any text that is not the catalog's
 * and any layout that breaks in a longer or a right-to-left language. Microsoft's codes (Intl formats them
 * as English); the server serves their pages only with PSEUDO_LOCALES=true, and lingui.config.ts makes
 * their catalogs.
 */
export const PSEUDO_LOCALES = [
  { code: 'qps-ploc', dir: 'ltr' },
  { code: 'qps-plocm', dir: 'rtl' },
] as const;

export type TPseudoLocale = (typeof PSEUDO_LOCALES)[number]['code'];

/** A language a page can be drawn in: a visitor's, or a test's pseudo-locale. */
export type TPageLocale = TLocale | TPseudoLocale;

export const DEFAULT_LOCALE: TLocale = 'en';

/** The query parameter that asks for a language on any page (`/about?lang=es`), for links in video descriptions. */
export const LANGUAGE_PARAM = 'lang';

/** The cookie that remembers the language a visitor chose with the switch or the offer, and for how long. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is TLocale {
  return LOCALES.some((locale) => locale.code === value);
}

export function isPseudoLocale(value: unknown): value is TPseudoLocale {
  return PSEUDO_LOCALES.some((locale) => locale.code === value);
}

/** The writing direction of a page's language, for `<html dir>`. */
export function localeDirection(locale: TPageLocale): 'ltr' | 'rtl' {
  return [...LOCALES, ...PSEUDO_LOCALES].find(({ code }) => code === locale)?.dir ?? 'ltr';
}

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export function localeBase(locale: TPageLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A URL path's language and the path of the same page in English (the spec's route): `/es/about` →
 * es and `/about`; `/es` → es and `/`; `/about` → en and `/about`. A pseudo-locale's path (`/qps-ploc/about`)
 * is one too: the server leads it to the English page unless the tests turned them on (ADR 45).
 */
export function splitLocalePath(pathname: string): { locale: TPageLocale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const code = first.toLowerCase();
  if (code !== DEFAULT_LOCALE && (isLocale(code) || isPseudoLocale(code)))
    return { locale: code, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in a language: `localizedPath('es', '/about')` → `/es/about`; `('es', '/')` → `/es/`. */
export function localizedPath(locale: TPageLocale, path: string): string {
  return `${localeBase(locale)}${path}`;
}
