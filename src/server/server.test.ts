import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyOfStartedDataDir,
  MAIN_ENTRY,
  newDataDir,
  printed,
  spawnServer,
  type ServerProcess,
} from './testing/server-process';
import { describeEmbeddedOnly } from './testing/embedded-only';

const SLOW_ROUTE_SERVER = fileURLToPath(new URL('./testing/fixtures/slow-route-server.ts', import.meta.url));
const running: ServerProcess[] = [];
const start = (entry: string, env: Record<string, string>) => {
  const server = spawnServer(entry, env);
  running.push(server);
  return server;
};
afterEach(() => {
  running.splice(0).forEach((server) => server.child.kill('SIGKILL'));
});

// The built server with a stand-in client, and for the SIGTERM tests the server's TypeScript plus slow routes
// (fixtures/slow-route-server.ts, through tsx): a process test of start-up, locking and shutdown, not of what
// a user runs. That is tests/fresh-clone (npm install && npm start on a clone). A first start (initdb,
// migrations, demo content) takes a quiet machine 7 s and a loaded one several times that: these tests wait
// for it rather than fail under load.
const FIRST_START_MS = 90_000;

describeEmbeddedOnly('the server process (fixture client)', { timeout: FIRST_START_MS }, () => {
  it('starts on a fresh embedded database and serves the fixture client, /healthz and /readyz', async () => {
    const dataDir = newDataDir();
    const server = start(MAIN_ENTRY, { DATA_DIR: dataDir });
    const url = await server.url;

    const home = await fetch(url, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"></div>');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ ready: true, database: 'up' });

    server.child.kill('SIGINT');
    const { code, output } = await server.exit;
    expect(code).toBe(0);
    expect(output).toContain('applied migrations');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
  });

  it('refuses a second process on the same embedded data dir, at once and clearly', async () => {
    const dataDir = await copyOfStartedDataDir();
    const first = start(MAIN_ENTRY, { DATA_DIR: dataDir });
    await first.url;

    const second = start(MAIN_ENTRY, { DATA_DIR: dataDir });
    const { code, output } = await second.exit;
    expect(code).toBe(1);
    expect(output).toContain(`The embedded database in ${dataDir} is already in use by another process`);
    expect((await fetch(`${await first.url}/readyz`)).status).toBe(200);
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const server = start(SLOW_ROUTE_SERVER, { DATA_DIR: await copyOfStartedDataDir() });
    const url = await server.url;

    const received = printed(server, 'slow request received');
    const inFlight = fetch(`${url}/api/test/slow`);
    await received;
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    const { code, output } = await server.exit;
    expect(code).toBe(0);
    expect(output).toContain('"shutting down"');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('closes a kept-alive connection whose answer was still being sent at SIGTERM, then exits 0', async () => {
    const server = start(SLOW_ROUTE_SERVER, {
      DATA_DIR: await copyOfStartedDataDir(),
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    const url = await server.url;

    const response = await fetch(`${url}/api/test/slow-body`);
    server.child.kill('SIGTERM');

    expect(await response.text()).toBe('started, finished');
    const { code, output } = await server.exit;
    expect(output).not.toContain('shutdown timed out');
    expect(code).toBe(0);
  });
});
