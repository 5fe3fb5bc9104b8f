// Part of `npm run lint`: the client's styles use logical properties (margin-inline-start, inset-inline-end,
// text-align: start…), never physical left and right, so a right-to-left language's pages mirror by
// themselves (ADR 45). A line that must stay physical says why with `logical-css: physical` in a comment.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';

const CLIENT_DIR = path.join(ROOT, 'src', 'client');
const STYLE_FILE = /(?<!\.test)\.(?:tsx?|css)$/;
const PHYSICAL = [
  /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
  /^\s*(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
];
const ALLOWED = /logical-css: physical/;

const files = readdirSync(CLIENT_DIR, { recursive: true }).filter((file) => STYLE_FILE.test(file));
const problems = files.flatMap((file) =>
  readFileSync(path.join(CLIENT_DIR, file), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      PHYSICAL.some((pattern) => pattern.test(line)) && !ALLOWED.test(line)
        ? [`src/client/${file}:${index + 1}: ${line.trim()}`]
        : [],
    ),
);

for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error('Physical left/right in the client styles: use the logical property (docs/decisions/0045).');
  process.exit(1);
}
