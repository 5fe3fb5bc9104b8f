// `npm run check:size`: the gzip size of the JavaScript the home page loads (the entry chunk, the
// home route's lazy chunk and everything they import statically), against the budget in the README; that
// the i18n runtime among it stays within issue 24's 5 kB (ADR 43), beside the budget; and that neither it
// nor any public page that only reads carries zod, which belongs to the pages with forms (ADR 29, ADR 34).
// The page's catalog (its language's messages) is reported beside them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './build.mjs';

export const BUDGET_BYTES = 125_000;
// Lingui's runtime, a chunk of its own (vite.config.ts): issue 24 allows it 5 kB on top of the budget.
const I18N_RUNTIME_BYTES = 5_000;
const I18N_CHUNK = /^assets\/i18n-[\w-]+\.js$/;
const HOME_CATALOG_SOURCE = 'locales/en.po';
// zod 4's runtime survives minification with these: the `_zod` property every schema carries, and the
// name its core type constructor registers.
const ZOD_MARKERS = ['._zod', '$ZodType'];
const HOME_PAGE_SOURCE = 'features/home/home-page.tsx';
// The home page's sections below the address search: loaded when the visitor scrolls toward them (ADR 41),
// so reported beside the budget rather than in it.
const HOME_LATER_SECTIONS_SOURCE = 'features/home/later-sections.tsx';
// The public pages without a form: with the entry, they load no zod either (the forms do). The result page
// checks the address in its link with the form schema's zod-free twin (ADR 34).
const ZOD_FREE_PAGES = [
  HOME_PAGE_SOURCE,
  HOME_LATER_SECTIONS_SOURCE,
  'features/about/about-page.tsx',
  'features/voter-checklist/voter-checklist-page.tsx',
  'features/candidates/candidate-search-page.tsx',
  'features/candidates/candidate-page.tsx',
  'features/candidates/candidate-result-page.tsx',
  'features/candidates/other-key-states-page.tsx',
  'features/library/library-category-page.tsx',
  'features/library/library-newest-page.tsx',
  'features/library/library-search-page.tsx',
  'features/not-found/not-found-page.tsx',
];
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
const MANIFEST = path.join(CLIENT_DIR, '.vite', 'manifest.json');

if (!existsSync(MANIFEST)) {
  console.error('No client build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const hasZod = (file) => {
  const code = readFileSync(path.join(CLIENT_DIR, file));
  return ZOD_MARKERS.some((marker) => code.includes(marker));
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const missing = ZOD_FREE_PAGES.filter((page) => !manifest[page]);
if (!entryKey || missing.length > 0) {
  console.error(`The manifest has no entry or no chunk for ${missing.join(', ')}.`);
  process.exit(1);
}
const entryFiles = staticClosure(entryKey);
const files = staticClosure(HOME_PAGE_SOURCE, new Set(entryFiles));
const gzipSize = (file) => gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1).padStart(8)} kB`;
let total = 0;
let runtime = 0;
for (const file of files) {
  const size = gzipSize(file);
  if (I18N_CHUNK.test(file)) runtime += size;
  else total += size;
  console.log(`${kB(size)}  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${kB(total)}  total gzip without the i18n runtime, ${verdict} the ${BUDGET_BYTES / 1000} kB budget`,
);
const runtimeVerdict = runtime <= I18N_RUNTIME_BYTES ? 'within' : 'OVER';
console.log(`${kB(runtime)}  the i18n runtime, ${runtimeVerdict} its ${I18N_RUNTIME_BYTES / 1000} kB`);
const catalog = manifest[HOME_CATALOG_SOURCE];
if (catalog)
  console.log(`${kB(gzipSize(catalog.file))}  the page's catalog (English: every interface message)`);
const laterFiles = [...staticClosure(HOME_LATER_SECTIONS_SOURCE, new Set(files))].filter(
  (file) => !files.has(file),
);
const later = laterFiles.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`${kB(later)}  more when the visitor scrolls to the later sections (${laterFiles.length} files)`);
const pagesWithZod = ZOD_FREE_PAGES.map((page) => ({
  page,
  files: [...staticClosure(page, new Set(entryFiles))].filter(hasZod),
})).filter(({ files: zodFiles }) => zodFiles.length > 0);
for (const { page, files: zodFiles } of pagesWithZod) {
  console.error(
    `zod is in the JavaScript of ${page} (${zodFiles.join(', ')}): a module it loads imports a value from ` +
      'a file that builds zod schemas. Move that value to a zod-free module in src/shared/constants (ADR 29).',
  );
}
if (total > BUDGET_BYTES || runtime === 0 || runtime > I18N_RUNTIME_BYTES || pagesWithZod.length > 0)
  process.exit(1);
