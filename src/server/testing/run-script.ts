import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT, readTestSettings } from '../config';
import { LOOPBACK_ONLY_ARGS } from './server-process';

/**
 * A command-line script as `npm run …` runs it, built into dist/scripts (the server project's global setup
 * builds it when the sources changed): its exit code and everything it printed. Only `env` reaches it, and the
 * test's faked clock when the run has one (no PATH: the scripts find pg_dump and pg_restore in the default
 * /usr/bin:/bin, as CI installs them). Like every process a test starts, it may connect to loopback only.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const entry = path.join(PROJECT_ROOT, `dist/scripts/${script}.js`);
    const child = spawn(process.execPath, [...LOOPBACK_ONLY_ARGS, entry, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...readTestSettings().fakedClockEnv, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
