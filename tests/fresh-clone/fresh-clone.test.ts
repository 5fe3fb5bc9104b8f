import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../src/server/config';
import { findFreePort, spawnUntilHealthy, type ServerProcess } from '../../src/server/testing/server-process';

const execFileAsync = promisify(execFile);

/**
 * A newcomer's shell, as `env -i PATH=$PATH HOME=$HOME`: no NODE_ENV, no npm_* variables, not even the
 * project's node_modules/.bin that the test runner was started with. The Node running this test comes
 * first, so the clone runs on the same Node as CI (which may have put Node 24 from a cache folder on PATH).
 * HOME keeps the warm npm cache reachable.
 */
const NEWCOMER_ENV = {
  PATH: [
    path.dirname(process.execPath),
    ...process.env.PATH!.split(path.delimiter).filter((entry) => !entry.startsWith(PROJECT_ROOT)),
  ].join(path.delimiter),
  HOME: process.env.HOME!,
};

// The first start builds the site; on a busy 2-core machine that takes a few minutes.
const FIRST_START_MS = 5 * 60_000;

async function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  try {
    return await execFileAsync(command, args, { ...options, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
}

describe('a fresh clone, run as a newcomer runs it', () => {
  let cloneDir: string;
  const running: ServerProcess[] = [];

  /** `npm start` in the clone with nothing but the newcomer's variables and the ones given. */
  async function npmStart(env: Record<string, string> = {}) {
    const port = await findFreePort();
    const server = spawnUntilHealthy('npm', ['start'], {
      cwd: cloneDir,
      env: { ...NEWCOMER_ENV, PORT: String(port), ...env },
      port,
      timeoutMs: FIRST_START_MS,
    });
    running.push(server);
    return { server, url: await server.url };
  }

  /** Stops `npm start` as a process manager would: SIGTERM to npm alone, which hands it to the server. */
  async function stop(server: ServerProcess, url: string) {
    server.child.kill('SIGTERM');
    const { code, output } = await server.exit;
    expect(code, output).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }

  beforeAll(async () => {
    // The committed HEAD of this checkout; uncommitted changes are not part of what a newcomer gets.
    cloneDir = mkdtempSync(path.join(os.tmpdir(), 'voter-guide-clone-'));
    await run('git', ['clone', '--quiet', PROJECT_ROOT, cloneDir], { cwd: os.tmpdir(), env: NEWCOMER_ENV });
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: cloneDir,
      env: NEWCOMER_ENV,
    });
  });
  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });
  afterAll(() => {
    if (cloneDir) rmSync(cloneDir, { recursive: true, force: true });
  });

  it('runs on the same Node as the test runner (CI puts Node 24 first on PATH)', async () => {
    const { stdout } = await run('node', ['--version'], { cwd: cloneDir, env: NEWCOMER_ENV });
    expect(stdout.trim()).toBe(process.version);
  });

  it('npm start builds and serves the demo site on PORT with an empty environment, and stops on SIGTERM', async () => {
    const { server, url } = await npmStart();

    const home = await fetch(url, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    const html = await home.text();
    expect(html).toContain('<div id="root">');
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    const bundle = await fetch(`${url}${script}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.text()).length).toBeGreaterThan(10_000);

    const videos = await (await fetch(`${url}/api/books/page/1`)).json();
    expect(videos.data.length).toBeGreaterThan(0);
    expect(videos.data[0].description).toContain('demo content');

    const council = await fetch(`${url}/api/newCandidate?office=City%20Council&district=33`);
    const [candidate] = (await council.json()).data.data;
    expect(candidate.specialNotes).toContain('Sample data');
    const byId = await (await fetch(`${url}/api/newCandidate/${candidate._id}`)).json();
    expect(byId.data).toMatchObject({ _id: candidate._id, fullName: candidate.fullName });

    await stop(server, url);
  });

  it('npm run admin:create makes an administrator who can then sign in to npm start', async () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'voter-guide-admin-data-'));
    const admin = { email: 'ana@example.org', password: 'a long admin password' };
    const created = await run(
      'npm',
      ['run', 'admin:create', '--', '--email', admin.email, '--name', 'Ana Díaz'],
      {
        cwd: cloneDir,
        env: { ...NEWCOMER_ENV, DATA_DIR, ADMIN_PASSWORD: admin.password },
      },
    );
    expect(created.stdout).toContain(`Created administrator: ${admin.email}`);

    const { server, url } = await npmStart({ DATA_DIR });
    const signIn = await fetch(`${url}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const session = await (await fetch(`${url}/api/sessions`, { headers: { cookie } })).json();
    expect(session).toEqual({ userRole: 'admin' });

    await stop(server, url);
  });
});
