// Run before `npm start` and `npm test`: on a Node older than package.json's `engines` they stop here with
// one line that says what to install, instead of a stack trace from deep inside a dependency.
// No imports beyond Node's own, so it runs on any Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = new URL('../package.json', import.meta.url);

const parts = (version) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

/** The minimum of an `engines.node` range written as `>=major.minor[.patch]`. */
export function minimumNodeVersion(range) {
  const match = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim());
  if (!match) throw new Error(`engines.node must read ">=major.minor", not "${range}"`);
  return match[1];
}

/** The line to print when `found` is older than `required` (both like "20.20.2"), else null. */
export function nodeVersionProblem(found, required) {
  const have = parts(found);
  const need = parts(required);
  for (let index = 0; index < need.length; index++) {
    const difference = (have[index] ?? 0) - need[index];
    if (difference > 0) return null;
    if (difference < 0)
      return `The voter guide needs Node.js ${required} or newer (24 recommended); this is Node.js ${found}. Install Node.js 24 (README.md, "Start here").`;
  }
  return null;
}

function requiredNodeVersion() {
  return minimumNodeVersion(JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).engines.node);
}

const isRunAsScript = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isRunAsScript) {
  const problem = nodeVersionProblem(process.versions.node, requiredNodeVersion());
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
