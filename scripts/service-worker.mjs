// The service worker's build (ADR 39): src/client/lib/sw/service-worker.ts bundled by esbuild into
// dist/client/sw.js, after the client build, with the list of files it precaches and a version that
// changes whenever the app or the worker does.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const WORKER_SOURCE = 'src/client/lib/sw/service-worker.ts';
const VERSION_PLACEHOLDER = 'SERVICE_WORKER_VERSION_PLACEHOLDER';
/** Admin pages and what only they load stay out: the ballot at a polling place never needs them. */
const ADMIN_MODULE = /(?:^|\/)admin[-/]/;
/** Nor the tests' pseudo-locales' catalogs (ADR 45), which no visitor's page loads. */
const PSEUDO_CATALOG = /(?:^|\/)locales\/qps-/;
/**
 * The files of public/ a page needs. The shell in each language (src/server/plugins/client-app.ts
 * APP_SHELL_PATH) the worker adds itself, from the languages' list (offline-rules.ts SHELL_URLS).
 */
const PUBLIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/apple-touch-icon.png',
];

/**
 * The built files of every public page, from Vite's manifest: the entry and everything it imports, at
 * once or lazily (the page chunks), with their CSS and other assets, except the admin pages' own.
 */
export function precacheFiles(manifest) {
  const files = new Set();
  const visited = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key) || ADMIN_MODULE.test(key) || PSEUDO_CATALOG.test(key)) return;
    visited.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...PUBLIC_FILES, ...[...files].sort()];
}

/** Builds dist/client/sw.js; returns its version and precache list. */
export async function buildServiceWorker({ esbuild, root, clientDir }) {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const precache = precacheFiles(manifest);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'warning',
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __VERSION__: JSON.stringify(VERSION_PLACEHOLDER),
    },
  });
  const code = result.outputFiles[0].text;
  // The hash of the code with the placeholder: the same app and worker give the same bytes, any change new ones.
  const version = createHash('sha256').update(code).digest('hex').slice(0, 16);
  await writeFile(path.join(clientDir, 'sw.js'), code.replaceAll(VERSION_PLACEHOLDER, version));
  return { version, precache };
}
