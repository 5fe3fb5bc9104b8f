import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT, readTestSettings } from '../config';
import { FIXTURE_CLIENT_DIR } from './test-app';

/** The server as a real child process, with everything it printed. */
export type ServerProcess = {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; output: string }>;
};

/** The built server (the server project's global setup builds it when the sources changed), as `npm start` runs it. */
export const MAIN_ENTRY = path.join(PROJECT_ROOT, 'dist/server/main.js');

/** Node's arguments that make a server a test starts refuse every connection that is not loopback. */
export const LOOPBACK_ONLY_ARGS = [
  '--import',
  pathToFileURL(path.join(PROJECT_ROOT, 'tests/loopback-only.mjs')).href,
];

/** A fresh folder for an embedded database, inside the test run's own temp folder (removed at its end). */
export function newDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'voter-guide-data-'));
}

/**
 * A data folder as a first start of the server leaves it (created, migrated, the demo content loaded,
 * stopped cleanly), copied for a process test that needs a server but not its first start: a first start
 * costs a quiet machine 7–11 s (initdb inside WebAssembly, the migrations, the demo content), a start on a
 * copy about 2 (ADR 40). The folder is made once per test run, in the run's temp folder, by the first
 * worker that asks; another asking meanwhile waits for it.
 */
export async function copyOfStartedDataDir(): Promise<string> {
  const dataDir = newDataDir();
  cpSync(await startedDataDir(), dataDir, { recursive: true });
  return dataDir;
}

const FIRST_START_TIMEOUT_MS = 180_000;

async function startedDataDir(): Promise<string> {
  const template = path.join(os.tmpdir(), 'voter-guide-started-data');
  if (existsSync(template)) return template;
  try {
    mkdirSync(`${template}.making`);
  } catch {
    const deadline = Date.now() + FIRST_START_TIMEOUT_MS;
    while (!existsSync(template)) {
      if (Date.now() > deadline) throw new Error(`no first-started data folder at ${template} in time`);
      await sleep(200);
    }
    return template;
  }
  const dataDir = newDataDir();
  const server = spawnServer(MAIN_ENTRY, { DATA_DIR: dataDir });
  await server.url;
  server.child.kill('SIGTERM');
  const { code, output } = await server.exit;
  if (code !== 0) throw new Error(`the first start for the data folder template exited ${code}:\n${output}`);
  renameSync(dataDir, template);
  return template;
}

/** A TCP port nothing listens on right now, for a server that must be started on a known port. */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs a command that serves HTTP on `port` (e.g. `npm start` with PORT set), without reading its logs:
 * `url` resolves once GET /healthz answers 200, and rejects if the process exits or `timeoutMs` passes.
 */
export function spawnUntilHealthy(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; port: number; timeoutMs: number },
): ServerProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...readTestSettings().fakedClockEnv, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const healthy = (async () => {
    const deadline = Date.now() + options.timeoutMs;
    let exited = false;
    void exit.then(() => (exited = true));
    while (!exited) {
      if (Date.now() > deadline)
        throw new Error(`no answer on ${url}/healthz after ${options.timeoutMs} ms:\n${output}`);
      const status = await fetch(`${url}/healthz`).then(
        (response) => response.status,
        () => null,
      );
      if (status === 200) return url;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`exited before serving:\n${output}`);
  })();
  healthy.catch(() => {});
  return { child, url: healthy, exit };
}

/** Resolves once the process prints `text` from now on (a log line that says where it is), instead of a sleep. */
export function printed(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (!output.includes(text)) return;
      server.child.stdout?.off('data', listen);
      server.child.stderr?.off('data', listen);
      resolve();
    };
    server.child.stdout?.on('data', listen);
    server.child.stderr?.on('data', listen);
  });
}

/** Runs a TypeScript entry through tsx, or a built .js file as it is, and reads its URL from JSON logs. */
export function spawnServer(entry: string, env: Record<string, string>): ServerProcess {
  const args = [...LOOPBACK_ONLY_ARGS, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: {
      ...readTestSettings().fakedClockEnv,
      PORT: '0',
      LOG_FORMAT: 'json',
      CLIENT_DIR: FIXTURE_CLIENT_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const serving = output.split('\n').find((line) => line.includes('"voter guide is serving"'));
      if (serving) resolve(JSON.parse(serving).url);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', () => reject(new Error(`server exited before serving:\n${output}`)));
  });
  url.catch(() => {});
  const exit = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return { child, url, exit };
}
