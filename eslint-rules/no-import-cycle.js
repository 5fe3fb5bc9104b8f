/**
 * Refuses an import that closes a cycle of value imports between our own modules.
 *
 * Why not import-x/no-cycle: eslint-plugin-import-x resolves modules with unrs-resolver, a native package
 * whose platform builds are optional dependencies; the registry this project installs from lacks most of
 * them, so its lock file cannot be complete and `npm ci` refuses it (ADR 16). Our modules import each
 * other only by relative paths, which this rule resolves itself.
 *
 * Type-only imports are left out, as import-x does: they vanish at compile time and cannot cause a cycle
 * at run time (the layer rules still refuse an upward type import). Dynamic `import()` is left out too.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

// Static `import … from './x'`, `import './x'`, `export … from './x'`; not `import type`/`export type`.
const RELATIVE_IMPORT =
  /^\s*(?:import|export)\s+(?!type[\s{])(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveModule(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one; try the next extension
    }
  }
  return null;
}

/** Each module's value imports, read from disk once per lint run. */
const importsOf = new Map();
function valueImports(file) {
  if (!importsOf.has(file)) {
    let source = '';
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      // an unreadable module imports nothing we can follow
    }
    const targets = [...source.matchAll(RELATIVE_IMPORT)]
      .map(([, specifier]) => resolveModule(file, specifier))
      .filter(Boolean);
    importsOf.set(file, [...new Set(targets)]);
  }
  return importsOf.get(file);
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === goal) return trail;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of valueImports(file)) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles between our own modules' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}' },
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      const isTypeOnly = node.importKind === 'type' || node.exportKind === 'type';
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || isTypeOnly) return;
      const target = resolveModule(file, specifier);
      const cycle = target && pathBack(target, file);
      if (!cycle) return;
      const cwd = context.cwd;
      const names = [file, ...cycle].map((module) => path.relative(cwd, module));
      context.report({ node, messageId: 'cycle', data: { cycle: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
