/**
 * Refuses an import that closes a cycle of imports between our own modules, type-only imports included.
 *
 * Why not import-x/no-cycle: eslint-plugin-import-x resolves modules with unrs-resolver, a native package
 * whose platform builds are optional dependencies; the registry this project installs from lacks most of
 * them, so its lock file cannot be complete and `npm ci` refuses it (ADR 16). Our modules import each
 * other only by relative paths, which this rule resolves itself.
 *
 * Type-only imports count, unlike import-x's default: they vanish at compile time, but a type-only cycle
 * still means two modules that can only be read together, with a declaration in the wrong one, and it
 * becomes a cycle at run time as soon as one side imports a value (a type turned into a schema, a
 * constant beside the type). Dynamic `import()` is left out: it is how a module loads another lazily.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

// Static `import … from './x'`, `import './x'`, `export … from './x'`, `import type`/`export type` too.
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

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

/** Each module's imports, read from disk once per lint run. */
const importsByModule = new Map();
function importsOf(file) {
  if (!importsByModule.has(file)) {
    let source = '';
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      // an unreadable module imports nothing we can follow
    }
    const targets = [...source.matchAll(RELATIVE_IMPORT)]
      .map(([, specifier]) => resolveModule(file, specifier))
      .filter(Boolean);
    importsByModule.set(file, [...new Set(targets)]);
  }
  return importsByModule.get(file);
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === goal) return trail;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file)) {
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
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
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
