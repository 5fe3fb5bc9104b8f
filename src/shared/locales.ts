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
    offer: 'Esta guía también está en español.',
    offerAction: 'Leerla en español',
    offerDismiss: 'No, gracias',
  },
] as const;

export type TLocale = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: TLocale = 'en';

/** The query parameter that asks for a language on any page (`/about?lang=es`), for links in video descriptions. */
export const LANGUAGE_PARAM = 'lang';

/** The cookie that remembers the language a visitor chose with the switch or the offer, and for how long. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is TLocale {
  return LOCALES.some((locale) => locale.code === value);
}

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export function localeBase(locale: TLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A URL path's language and the path of the same page in English (the spec's route): `/es/about` →
 * es and `/about`; `/es` → es and `/`; `/about` → en and `/about`.
 */
export function splitLocalePath(pathname: string): { locale: TLocale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const code = first.toLowerCase();
  if (code !== DEFAULT_LOCALE && isLocale(code)) return { locale: code, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in a language: `localizedPath('es', '/about')` → `/es/about`; `('es', '/')` → `/es/`. */
export function localizedPath(locale: TLocale, path: string): string {
  return `${localeBase(locale)}${path}`;
}
