// Builds the client (Vite → dist/client) and bundles the server and its CLIs (esbuild → dist/server,
// dist/scripts). npm packages stay external: production installs them with `npm ci --omit=dev`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_INFO = path.join(ROOT, 'dist', 'build-info.json');

// Each output sits two folders below the project root, as src/server/config.ts expects.
const SERVER_ENTRIES = {
  'server/main': 'src/server/main.ts',
  'scripts/db-migrate': 'scripts/db-migrate.ts',
  'scripts/db-seed': 'scripts/db-seed.ts',
  'scripts/admin-create': 'scripts/admin-create.ts',
  'scripts/districts-import': 'scripts/districts-import.ts',
};

export async function build() {
  const { build: viteBuild } = await import('vite');
  const esbuild = await import('esbuild');
  // A build started from the test runner (NODE_ENV=test) must still get React's production bundle.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = callerNodeEnv;
  }
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
  console.log('Built dist/client, dist/server and dist/scripts.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}
