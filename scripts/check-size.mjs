// `npm run check:size`: the gzip size of the JavaScript the home page loads (the entry chunk, the
// home route's lazy chunk and everything they import statically), against the budget in the README; and
// that none of those files carries zod, which belongs to the pages with forms (ADR 29).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './build.mjs';

export const BUDGET_BYTES = 130_000;
// zod 4's runtime survives minification with these: the `_zod` property every schema carries, and the
// name its core type constructor registers.
const ZOD_MARKERS = ['._zod', '$ZodType'];
const HOME_PAGE_SOURCE = 'features/home/home-page.tsx';
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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[HOME_PAGE_SOURCE]) {
  console.error(`The manifest has no entry or no ${HOME_PAGE_SOURCE} chunk.`);
  process.exit(1);
}
const files = staticClosure(HOME_PAGE_SOURCE, staticClosure(entryKey));
let total = 0;
const withZod = [];
for (const file of files) {
  const code = readFileSync(path.join(CLIENT_DIR, file));
  if (ZOD_MARKERS.some((marker) => code.includes(marker))) withZod.push(file);
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1000).toFixed(1).padStart(8)} kB  total gzip, ${verdict} the ${BUDGET_BYTES / 1000} kB budget`,
);
if (withZod.length > 0) {
  console.error(
    `zod is in the home page's JavaScript (${withZod.join(', ')}): a module it loads imports a value from a ` +
      'file that builds zod schemas. Move that value to a zod-free module (see ADR 29).',
  );
}
if (total > BUDGET_BYTES || withZod.length > 0) process.exit(1);
