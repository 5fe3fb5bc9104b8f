import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fresh-clone`: clones the repository, installs it and starts it as a newcomer would. Kept
 * out of `npm test` (an install and a build take minutes); CI runs it once, beside the year-ahead pass.
 */
export default defineConfig({
  test: {
    name: 'fresh-clone',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    globals: true,
    environment: 'node',
    include: ['tests/fresh-clone/**/*.test.ts'],
    globalSetup: ['tests/temp-dir.global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
