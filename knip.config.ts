import type { KnipConfig } from 'knip';

/**
 * The dead-code check of `npm run lint`: an unused file, export, type or dependency fails it. Knip finds the
 * entries of package.json's scripts (src/server/main.ts through `dev`, src/client/main.tsx through vite's
 * index.html), the configs of vite, vitest and eslint, and every test; the entries below are the ones only
 * a build script names, by path.
 */
const config: KnipConfig = {
  entry: [
    // scripts/build.mjs: the server render (vite's ssr input) and, through service-worker.mjs, the worker.
    'src/client/app/server-entry.tsx',
    'src/client/lib/sw/service-worker.ts',
    // The CLIs: package.json runs them through scripts/run.mjs, which imports their build by name.
    'scripts/*.{ts,mjs}',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'eslint-rules/*.js', '*.{js,ts}'],
  // layer-order.test.ts lints these by path to show that a cycle is refused; nothing imports them.
  ignoreFiles: ['src/server/testing/fixtures/import-cycle/*.ts'],
  ignoreDependencies: [
    // card-render.ts reads the font files from node_modules by path, for satori.
    '@fontsource/inter',
    // logger.ts names it as pino's transport; pino loads it by name in development.
    'pino-pretty',
  ],
};

export default config;
