import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// No test reaches the internet: every test process refuses connections that are not loopback.
const LOOPBACK_ONLY = 'tests/loopback-only.mjs';

export default defineConfig({
  test: {
    globals: true,
    // Three workers on 2 cores: most files wait on a child process, a browser or PGlite's start for part of
    // their time. Two left the cores 15% idle, three 3.5%: the suite on PGlite took 418 s instead of 462 s,
    // the server project 150 s instead of 170 (ADR 40, seventh step). End-to-end files run three at a time
    // too, each with its own app, database copy and browser.
    maxWorkers: 3,
    // A temp folder of its own for each run, removed at its end (projects do not inherit this: runs once).
    globalSetup: ['tests/temp-dir.global-setup.ts'],
    projects: [
      {
        // The server render's tests compile the client's source as its SSR build does (ADR 43's catalogs).
        plugins: [lingui({ macroTransform: true })],
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: [LOOPBACK_ONLY],
          globalSetup: ['tests/migrated-template.global-setup.ts'],
          // The files of a worker share its module graph instead of importing the app again each (424 s →
          // 262 s for the project on PGlite, ADR 40). Each file still opens its own database and app, and
          // the project passes with its files in a shuffled order (--sequence.shuffle.files).
          isolate: false,
          // Each file opens its own database; PGlite start-up plus migrations can take a few seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), lingui({ macroTransform: true })],
        test: {
          name: 'client',
          globals: true,
          // happy-dom rather than jsdom: the project's tests took 161 s of worker time instead of 335 s, back
          // to back on one machine (ADR 40, ninth step); Testing Library's role and label queries, most of
          // the pages' time, are cheaper on it.
          environment: 'happy-dom',
          // A phone's window: happy-dom applies the styles' media queries, and the pages are written phone
          // first (jsdom, before, applied none). A test of a layout that script chooses stubs matchMedia.
          environmentOptions: { happyDOM: { width: 390, height: 844 } },
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: [LOOPBACK_ONLY, 'src/client/test/setup.ts'],
          // One DOM per worker, shared by its files (131 s → about 50 s for the project, ADR 40): the DOM's set-up
          // and the app's modules once per worker, not per file. setup.ts resets the address bar and storage
          // after each test, and the project passes with its files shuffled.
          isolate: false,
          // Page tests render the whole app; with three workers on 2 cores the longest took 14 s. A hang
          // guard, not a speed check (ADR 40).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: [LOOPBACK_ONLY, 'tests/e2e/e2e.setup.ts'],
          // The files of a worker share the harness's modules (181 s → 165 s for the project, ADR 40); each
          // file still starts its own app and browser, and the harness stops them after it.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll on the page retries as long as Playwright's web-first assertions do (5 s), not 1 s.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
