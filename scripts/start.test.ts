import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT, readTestSettings } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/database';
import {
  findFreePort,
  copyOfStartedDataDir,
  spawnUntilHealthy,
  type ServerProcess,
} from '../src/server/testing/server-process';
import { createEmptyPostgresDatabase, silentLogger } from '../src/server/testing/test-database';
import { loadMessage, loopbackAddress } from '../src/server/testing/write-load';

/**
 * `npm start` as a process manager runs it: the built app, stopped by SIGTERM to npm alone, while
 * visitors are sending messages. On the run's database: the embedded one, or Postgres in the
 * TEST_DATABASE_URL run.
 */
const { testDatabaseUrl } = readTestSettings();

// What a message still being sent looks like: its headers are in, its body comes 300 ms later.
const BODY_DELAY_MS = 300;
// A new message every 20 ms, so about fifteen are being sent at any moment.
const SEND_EVERY_MS = 20;

type TSend = {
  n: number;
  /** The server had the request before SIGTERM: it answered `100 Continue` to its headers. */
  isInFlightAtSigterm: boolean;
  isBodySent: boolean;
  isAcknowledged: boolean;
  outcome: Promise<{ status: number; body: string } | { error: string }>;
};

/** A process's state and parent from /proc (Linux), or null once it is gone. */
function readProcStat(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, ppid: Number(ppid) };
  } catch {
    return null;
  }
}
const isAlive = (pid: number) => ![undefined, 'Z', 'X'].includes(readProcStat(pid)?.state);
function descendantsOf(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => readProcStat(candidate)?.ppid === pid);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Resolves true once a new TCP connection to the port is refused, or false if `until` settles first. */
async function waitForRefusal(port: number, until: Promise<unknown>): Promise<boolean> {
  let isGivenUp = false;
  void until.then(() => (isGivenUp = true));
  while (!isGivenUp) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await sleep(10);
  }
  return false;
}

describe(`npm start, stopped by SIGTERM to npm while visitors write (${testDatabaseUrl ? 'Postgres' : 'embedded database'})`, () => {
  const running: ServerProcess[] = [];
  const serverPids: number[] = [];
  let store: { env: Record<string, string>; storedMessages(): Promise<Set<string>>; drop(): Promise<void> };

  beforeAll(async () => {
    if (testDatabaseUrl) {
      const created = await createEmptyPostgresDatabase(testDatabaseUrl);
      store = {
        env: { DATABASE_URL: created.connectionString },
        async storedMessages() {
          const database = openPostgres(created.connectionString, silentLogger, 1);
          try {
            const rows = await database.db.selectFrom('feedback').select('feedback').execute();
            return new Set(rows.map((row) => row.feedback));
          } finally {
            await database.close();
          }
        },
        drop: async () => {
          await created.drop();
        },
      };
    } else {
      // A first-started folder: this test is about stopping, not the first start.
      const dataDir = await copyOfStartedDataDir();
      store = {
        env: { DATA_DIR: dataDir },
        async storedMessages() {
          const database = await openPglite(dataDir);
          try {
            const rows = await database.db.selectFrom('feedback').select('feedback').execute();
            return new Set(rows.map((row) => row.feedback));
          } finally {
            await database.close();
          }
        },
        drop: async () => {},
      };
    }
  }, 5 * 60_000);
  afterEach(() => {
    // After a failure: npm, and the server even if npm left it behind.
    for (const server of running.splice(0))
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    for (const pid of serverPids.splice(0))
      if (isAlive(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start.mjs'))
        process.kill(pid, 'SIGKILL');
  });
  afterAll(() => store?.drop());

  const npmStart = (port: number) => {
    const server = spawnUntilHealthy('npm', ['start'], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME!, PORT: String(port), ...store.env },
      port,
      timeoutMs: 60_000,
    });
    running.push(server);
    return server;
  };

  // Two starts of the built app, the first seeding the demo content: on a busy 2-core machine that can
  // take most of a minute.
  it('finishes every request in flight, refuses new connections, exits 0 within 10 s and leaves nothing behind', async () => {
    const port = await findFreePort();
    const npm = npmStart(port);
    const url = await npm.url;
    serverPids.push(...descendantsOf(npm.child.pid!));
    expect(serverPids.length).toBeGreaterThan(0);

    let isSigtermSent = false;
    let onRefused!: () => void;
    const refused = new Promise<void>((resolve) => (onRefused = resolve));
    const sends: TSend[] = [];
    const sendMessage = (n: number) => {
      const body = JSON.stringify(loadMessage(n));
      const send: TSend = {
        n,
        isInFlightAtSigterm: false,
        isBodySent: false,
        isAcknowledged: false,
        outcome: null!,
      };
      send.outcome = new Promise((resolve) => {
        const request = http.request(`${url}/api/feedback`, {
          method: 'POST',
          agent: false,
          localAddress: loopbackAddress(n),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            connection: 'close',
            expect: '100-continue',
          },
        });
        request.on('continue', async () => {
          if (!isSigtermSent) send.isInFlightAtSigterm = true;
          await sleep(BODY_DELAY_MS);
          // A message still being sent at SIGTERM goes on being sent after the server stopped listening.
          if (isSigtermSent) await refused;
          send.isBodySent = true;
          request.end(body);
        });
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            send.isAcknowledged = response.statusCode === 200;
            resolve({ status: response.statusCode!, body: text });
          });
          response.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ error: error.code ?? error.message }),
          );
        });
        request.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
        request.flushHeaders();
      });
      sends.push(send);
    };

    let n = 0;
    const stream = (async () => {
      while (!isSigtermSent) {
        sendMessage(n++);
        await sleep(SEND_EVERY_MS);
      }
    })();
    const beingSent = () => sends.filter((send) => send.isInFlightAtSigterm && !send.isBodySent);
    await expect
      .poll(() => sends.filter((send) => send.isAcknowledged).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(20);
    await expect.poll(() => beingSent().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

    isSigtermSent = true;
    npm.child.kill('SIGTERM');
    const stoppedWithin10s = Promise.race([npm.exit, sleep(10_000).then(() => null)]);
    await stream;

    const isRefused = await waitForRefusal(port, stoppedWithin10s);
    const stillBeingSentWhenRefused = beingSent().length;
    onRefused();

    const exited = await stoppedWithin10s;
    expect(exited, 'npm start was still running 10 s after SIGTERM').not.toBeNull();
    expect(exited!.code, exited!.output).toBe(0);
    for (const pid of serverPids) expect(isAlive(pid), `process ${pid} outlived npm`).toBe(false);
    expect(isRefused).toBe(true);
    expect(stillBeingSentWhenRefused).toBeGreaterThan(0);

    const outcomes = await Promise.all(sends.map(async (send) => ({ ...send, outcome: await send.outcome })));
    const inFlight = outcomes.filter((send) => send.isInFlightAtSigterm);
    expect(inFlight.filter(({ outcome }) => !('status' in outcome) || outcome.status !== 200)).toEqual([]);
    expect(inFlight.length).toBeGreaterThanOrEqual(3);
    // Sent at the very moment of SIGTERM, before the server read them: answered, or the connection is
    // refused or reset at once (closing a listener resets what the kernel accepted for it).
    for (const { outcome } of outcomes.filter((send) => !send.isInFlightAtSigterm))
      expect('status' in outcome ? outcome.status : outcome.error).toBeOneOf([
        200,
        'ECONNREFUSED',
        'ECONNRESET',
      ]);

    if (!testDatabaseUrl) expect(existsSync(path.join(store.env.DATA_DIR!, 'server.lock'))).toBe(false);
    // The port and the data folder are free: the next start serves at once.
    const next = npmStart(port);
    await next.url;
    next.child.kill('SIGTERM');
    expect((await next.exit).code).toBe(0);

    const acknowledged = outcomes.filter(({ outcome }) => 'status' in outcome && outcome.status === 200);
    const stored = await store.storedMessages();
    expect(acknowledged.filter(({ n }) => !stored.has(loadMessage(n).feedback)).map(({ n }) => n)).toEqual(
      [],
    );
  }, 120_000);
});
