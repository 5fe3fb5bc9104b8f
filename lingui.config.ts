import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALES } from './src/shared/locales';

/**
 * Lingui (ADR 43): messages are extracted from the client's source text by `npm run i18n:extract` into one
 * gettext PO catalog per language, src/client/locales/{locale}.po, which the build compiles. The languages
 * come from src/shared/locales.ts.
 *
 * The tests' pseudo-locales (ADR 45) are compiled from the English messages, each accented and 35% longer
 * (about what Spanish or German adds), the second also right to left: their catalogs stay untranslated.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES, ...PSEUDO_LOCALES].map((locale) => locale.code),
  pseudoLocale: PSEUDO_LOCALES.map(({ code, dir }) => ({
    locale: code,
    extend: 0.35,
    // En spaces take room where the browser would collapse a run of plain spaces; the plain spaces between
    // them let a line break, as a run of en spaces alone would not.
    extendCharacter: '\u2002 ',
    rightToLeft: dir === 'rtl',
  })),
  catalogs: [{ path: '<rootDir>/src/client/locales/{locale}', include: ['<rootDir>/src/client'] }],
  // Line numbers would change every catalog at every edit; the file names are enough for a translator.
  format: formatter({ lineNumbers: false }),
});
