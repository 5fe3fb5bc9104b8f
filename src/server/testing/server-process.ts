import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import { FIXTURE_CLIENT_DIR } from './test-app';

/** The server as a real child process (through tsx), talking JSON logs on stdout. */
export type ServerProcess = {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; output: string }>;
};

export const MAIN_ENTRY = path.join(PROJECT_ROOT, 'src/server/main.ts');

export function newDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'voter-guide-data-'));
}

/** Runs a TypeScript entry through tsx, or a built .js file as it is. */
export function spawnServer(entry: string, env: Record<string, string>): ServerProcess {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { PORT: '0', LOG_FORMAT: 'json', CLIENT_DIR: FIXTURE_CLIENT_DIR, ...env },
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
