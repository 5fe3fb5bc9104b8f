import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from './src/shared/locales';

/**
 * Lingui (ADR 43): messages are extracted from the client's source text by `npm run i18n:extract` into one
 * gettext PO catalog per language, src/client/locales/{locale}.po, which the build compiles. The languages
 * come from src/shared/locales.ts.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: LOCALES.map((locale) => locale.code),
  catalogs: [{ path: '<rootDir>/src/client/locales/{locale}', include: ['<rootDir>/src/client'] }],
  // Line numbers would change every catalog at every edit; the file names are enough for a translator.
  format: formatter({ lineNumbers: false }),
});
