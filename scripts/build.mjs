// Builds the client (Vite → dist/client, with .br and .gz copies of its text files; its source maps go to
// dist/sourcemaps, which is not served), its server render (Vite's SSR build → dist/ssr) and bundles the server and its CLIs (esbuild → dist/server,
// dist/scripts). npm packages stay external: production installs them with `npm ci --omit=dev`.
import { spawn } from 'node:child_process';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress.mjs';
import { buildServiceWorker } from './service-worker.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_INFO = path.join(ROOT, 'dist', 'build-info.json');
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
const SSR_DIR = path.join(ROOT, 'dist', 'ssr');
export const SOURCEMAPS_DIR = path.join(ROOT, 'dist', 'sourcemaps');
const THIS_FILE = fileURLToPath(import.meta.url);

// Each output sits two folders below the project root, as src/server/config.ts expects.
const SERVER_ENTRIES = {
  'server/main': 'src/server/main.ts',
  'scripts/db-migrate': 'scripts/db-migrate.ts',
  'scripts/db-seed': 'scripts/db-seed.ts',
  'scripts/db-backup': 'scripts/db-backup.ts',
  'scripts/db-restore': 'scripts/db-restore.ts',
  'scripts/admin-create': 'scripts/admin-create.ts',
  'scripts/districts-import': 'scripts/districts-import.ts',
  'scripts/legislation-import': 'scripts/legislation-import.ts',
  'scripts/candidates-import': 'scripts/candidates-import.ts',
};

/**
 * The client's source maps go to dist/sourcemaps (same relative paths), out of the folder the server
 * serves: they are for our own debugging, not for the public (ADR 29).
 */
async function moveSourceMaps() {
  await rm(SOURCEMAPS_DIR, { recursive: true, force: true });
  const entries = await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(SOURCEMAPS_DIR, path.relative(CLIENT_DIR, from));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  }
}

async function buildInThisProcess() {
  const { build: viteBuild } = await import('vite');
  const esbuild = await import('esbuild');
  const configFile = path.join(ROOT, 'vite.config.ts');
  await viteBuild({ configFile, mode: 'production', logLevel: 'warn' });
  await moveSourceMaps();
  // After the client, whose file names it precaches; before the compression, so sw.js gets its copies too.
  await buildServiceWorker({ esbuild, root: ROOT, clientDir: CLIENT_DIR });
  // The server render of the pages (ADR 32): the same components, for Node, into dist/ssr. npm packages
  // stay external, as for the server.
  await viteBuild({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'app/server-entry.tsx',
      outDir: SSR_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      manifest: false,
    },
    // Its CommonJS build for Node loses the default export's tag functions (styled.div) in an ES import.
    ssr: { noExternal: ['styled-components'] },
  });
  await precompressDirectory(CLIENT_DIR);
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await writeFile(BUILD_INFO, JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
  console.log('Built dist/client, dist/ssr, dist/server and dist/scripts.');
}

/**
 * Builds in a child process with NODE_ENV=production, so React's production bundle is used whatever the
 * caller runs under (the test runner sets NODE_ENV=test), and the caller's own environment is untouched.
 */
export function build() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [THIS_FILE], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (exit ${code}).`)),
    );
  });
}

if (process.argv[1] === THIS_FILE) {
  if (process.env.NODE_ENV === 'production') await buildInThisProcess();
  else await build();
}
