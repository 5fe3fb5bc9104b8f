import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { readTestSettings } from '../../src/server/config';
import { makeDemoTemplate } from '../database-templates';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { ensureBuilt } from '../../scripts/ensure-built.mjs';

/**
 * Builds the app if the sources changed, and finds Debian's Chromium. Without one, the browser tests
 * are skipped with a loud note, except under CI=true, where a missing browser fails the run.
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, same version as chromium):
 * the browser without its desktop layer, which Playwright itself prefers for headless runs, and lighter on
 * CI's two cores (ADR 40, fifth step, has the measurements).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string | null;
    headlessShellPath: string | null;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath =
    process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) || null;
  if (!chromiumPath) {
    const advice =
      'No Chromium found (looked for $CHROMIUM_PATH, /usr/bin/chromium). Install it: apt-get install -y chromium';
    if (process.env.CI === 'true') throw new Error(`End-to-end tests are required in CI. ${advice}`);
    console.warn(`\n*** END-TO-END TESTS SKIPPED. ${advice}\n`);
  }
  await ensureBuilt();
  project.provide('chromiumPath', chromiumPath);
  // A CHROMIUM_PATH chosen by hand is the browser of every test.
  const headlessShell = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : null;
  project.provide('headlessShellPath', headlessShell);
  if (!chromiumPath) return;
  // The demo database, made once by the built app and copied for each file's app (harness.ts).
  const template = await makeDemoTemplate(readTestSettings().testDatabaseUrl);
  process.env.TEST_DEMO_TEMPLATE = template.location;
  return async () => {
    delete process.env.TEST_DEMO_TEMPLATE;
    await template.remove();
  };
}
