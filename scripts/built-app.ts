// The built app (dist/) as the container runs it, on a fresh embedded database with the demo content, for
// the measuring scripts (`npm run lighthouse`, `npm run slow-phone`).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/config';
import { findFreePort, newDataDir, spawnUntilHealthy } from '../src/server/testing/server-process';

/** The flags every Chromium of the project runs with (docs/performance.md), for the measuring scripts. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export async function startMeasuredApp(env: Record<string, string> = {}) {
  const dataDir = newDataDir();
  const port = await findFreePort();
  const server = spawnUntilHealthy(process.execPath, [path.join(PROJECT_ROOT, 'dist/server/main.js')], {
    cwd: PROJECT_ROOT,
    // As the container runs it; the request log would only cost time here.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'errors',
      ...env,
    },
    port,
    timeoutMs: 120_000,
  });
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: await server.url, stop };
}
