import { checkBrowserProblems, screenshotOpenPages, stopStartedApps } from './harness';

// Registered for every end-to-end file, so no test has to remember them. Vitest runs these after the
// file's own hooks: contexts are closed before the check, and servers are stopped before their data goes.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshotOpenPages(task.fullName);
});
afterEach(checkBrowserProblems);
afterAll(stopStartedApps);
