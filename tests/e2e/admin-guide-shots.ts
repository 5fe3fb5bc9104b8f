import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../src/server/config';

/** Where `npm run docs:screenshots` puts the admin guide's pictures (docs/admin-guide.md links them). */
const SHOTS_DIR = path.join(PROJECT_ROOT, 'docs/admin-guide');

/**
 * A screenshot for the admin guide, taken only when ADMIN_GUIDE_SHOTS is set (`npm run docs:screenshots`):
 * the guide's pictures come from the app as the end-to-end test walks through preparing an election, so they
 * show what the staff will see, and retaking them after a change is one command. A test run takes none.
 */
export async function adminGuideShot(target: Page | Locator, name: string): Promise<void> {
  if (!process.env.ADMIN_GUIDE_SHOTS) return;
  await target.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' });
}
