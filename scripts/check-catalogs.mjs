// `npm run i18n:check` (CI runs it): the interface's catalogs (ADR 43) hold every message of the source,
// as `npm run i18n:extract` would write them, and every language but English translates each one, with no
// message marked fuzzy (a translation a tool guessed, which a translator has not confirmed).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';

const LOCALES_DIR = path.join(ROOT, 'src', 'client', 'locales');
const SOURCE_LOCALE = 'en';
/** The tests' pseudo-locales (src/shared/locales.ts PSEUDO_LOCALES, ADR 45): compiled from English, never translated. */
const PSEUDO_CATALOG = /^qps-/;

const readCatalogs = () =>
  Object.fromEntries(
    readdirSync(LOCALES_DIR)
      .filter((file) => file.endsWith('.po'))
      .map((file) => [file, readFileSync(path.join(LOCALES_DIR, file), 'utf8')]),
  );

/** The PO file's entries, each as its lines, without the header entry. */
const entriesOf = (po) =>
  po
    .split(/\n\s*\n/)
    .map((entry) => entry.trim())
    .filter((entry) => /^msgid "(?!")/m.test(entry) || /^msgid ""\n"/m.test(entry));

const messageOf = (entry) => /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1].replace(/"\n"/g, '').trim() ?? '';

const problems = [];
const before = readCatalogs();
execFileSync(path.join(ROOT, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], {
  cwd: ROOT,
  stdio: 'ignore',
});
const after = readCatalogs();
for (const file of Object.keys(after))
  if (before[file] !== after[file])
    problems.push(`${file} was out of date with the source: npm run i18n:extract has updated it; commit it.`);

for (const [file, po] of Object.entries(after)) {
  if (file === `${SOURCE_LOCALE}.po` || PSEUDO_CATALOG.test(file)) continue;
  for (const entry of entriesOf(po)) {
    if (/^#,.*\bfuzzy\b/m.test(entry)) problems.push(`${file}: fuzzy: ${messageOf(entry)}`);
    else if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry))
      problems.push(`${file}: untranslated: ${messageOf(entry)}`);
  }
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`Catalogs complete: ${Object.keys(after).join(', ')}.`);
