// `npm run bench [-- --smoke] [-- --memory] [-- --backup] [-- --out <file>]`: the built app's public reads beside a bare Fastify route
// answering a JSON of the same size, measured interleaved in one run. See docs/performance.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { formatBackupCheck, runBackupCheck } from './backup-check';
import { DEMO_ADDRESSES } from '../../src/server/features/districts/demo-addresses.seed';
import { startFakeGeocoders } from '../../src/server/providers/geocoding/fakes/fake-geocoders';
import { findFreePort } from '../../src/server/testing/server-process';
import { createEmptyPostgresDatabase } from '../../src/server/testing/test-database';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { ensureBuilt } from '../ensure-built.mjs';
import {
  formatMemoryCheck,
  formatTable,
  median,
  readBenchSettings,
  RSS_TARGET_MB,
  summarizeMemory,
  summarizeRounds,
  type TMeasure,
  type TRound,
} from './bench-report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT_SERVER = path.join(ROOT, 'dist/server/main.js');
const BUILT_SEED = path.join(ROOT, 'dist/scripts/db-seed.js');
const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const START_TIMEOUT_MS = 180_000;
const RSS_SAMPLE_MS = 500;

type TTarget = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

const settings = readBenchSettings(process.argv.slice(2), process.env);
const cleanups: Array<() => unknown> = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleaning up:', error);
    }
  }
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** An HTTP request without decompression: the status, headers and bytes as they came over the wire. */
function rawRequest(url: string, target: Pick<TTarget, 'method' | 'headers' | 'body'>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) => {
      const request = http.request(url, { method: target.method, headers: target.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(target.body);
    },
  );
}

async function getJson<T>(url: string, target: Pick<TTarget, 'method' | 'headers' | 'body'>) {
  const answer = await rawRequest(url, target);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.bytes}`);
  return { json: JSON.parse(answer.bytes.toString('utf8')) as T, bytes: answer.bytes.length };
}

function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function runNode(entry: string, env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${entry} exited ${code}:\n${output}`)),
    );
  });
}

/** A fresh database: an embedded one in a temp folder, or a new database on DATABASE_URL's server. */
async function prepareDatabase(workDir: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = path.join(workDir, 'data');
    mkdirSync(dataDir);
    return { env: { DATA_DIR: dataDir }, kind: 'embedded (PGlite)', isPostgres: false };
  }
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  const database = await createEmptyPostgresDatabase(serverUrl);
  cleanups.push(() => database.drop());
  const env = { DATABASE_URL: database.connectionString };
  // As an operator loads the demo on Postgres (`npm run db:seed`); the embedded database does it itself.
  await runNode(BUILT_SEED, { PATH: process.env.PATH ?? '', ...env });
  return { env, kind: `Postgres ${rows[0]!.server_version}`, isPostgres: true };
}

/** The built app, configured as the container image runs it, answering addresses through fake geocoders. */
async function startApp(workDir: string, databaseEnv: Record<string, string>, censusUrl: string) {
  const port = await findFreePort();
  const logFile = path.join(workDir, 'server.log');
  const log = openSync(logFile, 'a');
  // The JS heap capped, and its young generation sized, as `npm start` and the image do (ADR 33).
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=128', '--max-semi-space-size=8', BUILT_SERVER],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        GEOCODER_PROVIDERS: 'census,boundaries',
        CENSUS_GEOCODER_URL: censusUrl,
        ...databaseEnv,
      },
      // Its log goes to a file: the kernel writes it, not this process, which is busy sending the load.
      stdio: ['ignore', log, log],
    },
  );
  cleanups.push(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The app did not start; its log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    const status = await rawRequest(`${url}/healthz`, { method: 'GET' }).then(
      (answer) => answer.status,
      () => null,
    );
    if (status === 200) return { url, child };
    await sleep(250);
  }
}

async function startBareServer(bytes: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', BENCH_BARE_BYTES: String(bytes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((each) => each.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited ${code}`)));
  });
}

/** The resident memory of a process in MB (Linux /proc), or null where there is no /proc. */
function readRssMb(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** The routes measured, with the demo content's own category, candidate, address and entry script. */
async function findTargets(appUrl: string): Promise<{ targets: TTarget[]; pageBytes: number }> {
  const page = await getJson<{ data: Array<{ category: string }> }>(`${appUrl}/api/books/page/1`, {
    method: 'GET',
  });
  const category = page.json.data[0]?.category;
  if (!category) throw new Error('/api/books/page/1 has no videos: is the demo content loaded?');

  const address = DEMO_ADDRESSES.find((demo) => demo.isExample)!.input;
  const search: TTarget = {
    name: 'POST /api/newCandidate/getDistrict (cached address)',
    method: 'POST',
    path: '/api/newCandidate/getDistrict',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  };
  // The first lookup asks the (fake) geocoder and fills the cache; every measured one is answered from it.
  const ballot = await getJson<{ data: { response: Array<Array<{ _id: string }>> } }>(
    `${appUrl}${search.path}`,
    search,
  );
  const candidateId = ballot.json.data.response.flat()[0]?._id;
  if (!candidateId) throw new Error(`The demo address "${address}" found no candidates.`);

  const home = await rawRequest(`${appUrl}/`, { method: 'GET' });
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.bytes.toString('utf8'))?.[1];
  if (!script) throw new Error('The home page names no entry script under /assets/.');

  const trpc = (procedure: string, input: unknown) =>
    `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const get = (name: string, targetPath: string, headers?: Record<string, string>): TTarget => ({
    name,
    method: 'GET',
    path: targetPath,
    ...(headers ? { headers } : {}),
  });
  const targets = [
    get('GET /api/books/page/1', '/api/books/page/1'),
    get('GET /trpc/videos.page {page: 1}', trpc('videos.page', { page: 1 })),
    get(`GET /api/books?cat=${category}`, `/api/books?cat=${encodeURIComponent(category)}`),
    get('GET /api/newCandidate/{id}', `/api/newCandidate/${candidateId}`),
    get('GET /trpc/candidates.byId {id}', trpc('candidates.byId', { id: candidateId })),
    get('GET /api/dropdown', '/api/dropdown'),
    search,
    get('GET / (HTML)', '/'),
    get(`GET ${script} (br)`, script, { 'accept-encoding': 'br' }),
  ];
  return { targets, pageBytes: page.bytes };
}

async function measure(
  url: string,
  target: Omit<TTarget, 'name' | 'path'>,
  seconds: number,
): Promise<TMeasure> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: seconds,
    method: target.method,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  return {
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Issue 15, point 6: every target in turn on each connection (autocannon's request list) for
 * BENCH_MEMORY_S, the app's RSS sampled throughout and settleS after.
 */
async function checkMemory(appUrl: string, pid: number, targets: TTarget[], isPostgres: boolean) {
  const rss = () => {
    const mb = readRssMb(pid);
    if (mb === null) throw new Error('The memory check reads /proc/<pid>/status: Linux only.');
    return mb;
  };
  const beforeMb = rss();
  const samples: Array<[number, number]> = [];
  const startedAt = Date.now();
  const sampler = setInterval(() => samples.push([(Date.now() - startedAt) / 1000, rss()]), RSS_SAMPLE_MS);
  console.log(
    `Memory: ${settings.memoryS} s of load on all ${targets.length} targets in turn, ` +
      `${settings.connections} connections, RSS every ${RSS_SAMPLE_MS / 1000} s…`,
  );
  const result = await autocannon({
    url: appUrl,
    connections: settings.connections,
    duration: settings.memoryS,
    requests: targets.map(({ method, path: targetPath, headers, body }) => ({
      method,
      path: targetPath,
      ...(headers ? { headers } : {}),
      ...(body !== undefined ? { body } : {}),
    })),
  });
  const underLoad = [...samples];
  await sleep(settings.settleS * 1000);
  clearInterval(sampler);
  const check = summarizeMemory({
    loadSeconds: settings.memoryS,
    targetMb: isPostgres ? RSS_TARGET_MB.postgres : RSS_TARGET_MB.embedded,
    beforeMb,
    samples: underLoad,
    afterMb: rss(),
    afterSettleSeconds: settings.settleS,
  });
  return {
    ...check,
    reqPerSec: result.requests.total / result.duration,
    failures: result.errors + result.timeouts + result.non2xx,
    samples,
  };
}

function describeMachine(loadAverageBefore: number[], loadAverageAfter: number[]) {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpuCount: cpus.length,
    totalMemoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    loadAverageBefore,
    loadAverageAfter,
  };
}

function writeReport(report: object) {
  const out = path.resolve(ROOT, settings.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  const shownOut = path.relative(process.cwd(), out);
  console.log(`Written to ${shownOut.startsWith('..') ? out : shownOut}.`);
}

/** `--memory`: the memory check alone, its JSON with the machine, the database and the commit. */
async function runMemoryCheck(
  app: { url: string; child: ChildProcess },
  targets: TTarget[],
  database: { kind: string; isPostgres: boolean },
  fakes: { requests: { census: number } },
) {
  const loadAverageBefore = os.loadavg();
  const memory = await checkMemory(app.url, app.child.pid!, targets, database.isPostgres);
  const machine = describeMachine(loadAverageBefore, os.loadavg());
  console.log('');
  console.log(formatMemoryCheck(memory));
  console.log(
    `${Math.round(memory.reqPerSec)} req/s over the mix, ${memory.failures} failed. ${database.kind}; ` +
      `${machine.cpuCount} × ${machine.cpuModel}, Node ${machine.node}; load average ` +
      `${loadAverageBefore.map((load) => load.toFixed(2)).join(' ')} before.`,
  );
  writeReport({
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    settings: { memoryS: settings.memoryS, connections: settings.connections },
    machine,
    database: database.kind,
    memory,
    fakeGeocoderCalls: fakes.requests.census,
  });
  if (fakes.requests.census !== 1)
    throw new Error(`The address search reached the geocoder ${fakes.requests.census} times, not once.`);
  if (memory.failures > 0) throw new Error(`${memory.failures} requests failed or answered other than 2xx.`);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** `--backup`: the write waits during an embedded backup alone, its JSON with the machine and the commit. */
async function runBackupBench() {
  const loadAverageBefore = os.loadavg();
  const check = await runBackupCheck();
  console.log(formatBackupCheck(check));
  writeReport({
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    machine: describeMachine(loadAverageBefore, os.loadavg()),
    backup: check,
  });
  if (check.failures > 0) throw new Error(`${check.failures} writes failed during the backup.`);
}

async function run() {
  if (settings.isBackup) return runBackupBench();
  await ensureBuilt();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'voter-guide-bench-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const fakes = await startFakeGeocoders();
  cleanups.push(() => fakes.close());
  const database = await prepareDatabase(workDir);
  console.log(`Starting the built app on ${database.kind}…`);
  const app = await startApp(workDir, database.env, fakes.baseUrls.census);
  const { targets, pageBytes } = await findTargets(app.url);
  if (settings.isMemory) return runMemoryCheck(app, targets, database, fakes);
  const bareUrl = await startBareServer(pageBytes);

  const probes = await Promise.all(
    targets.map(async (target) => {
      const answer = await rawRequest(`${app.url}${target.path}`, target);
      if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status}: ${answer.bytes}`);
      return { bytes: answer.bytes.length, encoding: answer.headers['content-encoding'] ?? null };
    }),
  );

  const rssSamples: Array<[number, number | null]> = [];
  const startedAt = Date.now();
  const rssBefore = readRssMb(app.child.pid!);
  const sampler = setInterval(
    () => rssSamples.push([(Date.now() - startedAt) / 1000, readRssMb(app.child.pid!)]),
    RSS_SAMPLE_MS,
  );
  const loadAverageBefore = os.loadavg();
  console.log(
    `${targets.length} targets × ${settings.rounds} round(s) × (bare + target) × ${settings.durationS} s, ` +
      `${settings.connections} connections${settings.warmupS ? `, after ${settings.warmupS} s of warm-up each` : ''}.`,
  );
  if (settings.warmupS) {
    await measure(bareUrl, { method: 'GET' }, settings.warmupS);
    for (const target of targets) await measure(`${app.url}${target.path}`, target, settings.warmupS);
  }
  const rounds: TRound[][] = targets.map(() => []);
  // A smoke run only shows that every route answers (CI's numbers mean nothing): the bare route once.
  const smokeBare = settings.isSmoke ? await measure(bareUrl, { method: 'GET' }, settings.durationS) : null;
  for (let round = 0; round < settings.rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const measureBare = async () => smokeBare ?? measure(bareUrl, { method: 'GET' }, settings.durationS);
      const measureTarget = () => measure(`${app.url}${target.path}`, target, settings.durationS);
      // Alternating which goes first cancels what comes from the order (a machine that heats up, a GC).
      let bare: TMeasure, measured: TMeasure;
      if (round % 2 === 0) {
        bare = await measureBare();
        measured = await measureTarget();
      } else {
        measured = await measureTarget();
        bare = await measureBare();
      }
      rounds[index]!.push({ bare, target: measured });
      console.log(
        `  round ${round + 1}/${settings.rounds}  ${target.name}: ${Math.round(measured.reqPerSec)} req/s ` +
          `(bare ${Math.round(bare.reqPerSec)})`,
      );
    }
  }
  const rssDuringSamples = rssSamples.map(([, mb]) => mb).filter((mb): mb is number => mb !== null);
  const loadAverageAfter = os.loadavg();
  await sleep(settings.settleS * 1000);
  clearInterval(sampler);
  const rssAfter = readRssMb(app.child.pid!);
  const fakeCensusCalls = fakes.requests.census;

  const summaries = rounds.map(summarizeRounds);
  const bareRuns = rounds.flat().map((round) => round.bare);
  const bare: TMeasure = {
    reqPerSec: median(bareRuns.map((run) => run.reqPerSec)),
    p50Ms: median(bareRuns.map((run) => run.p50Ms)),
    p99Ms: median(bareRuns.map((run) => run.p99Ms)),
    failures: bareRuns.reduce((sum, run) => sum + run.failures, 0),
  };
  const rss = {
    beforeMb: rssBefore,
    peakDuringMb: rssDuringSamples.length ? Math.max(...rssDuringSamples) : null,
    medianDuringMb: rssDuringSamples.length ? median(rssDuringSamples) : null,
    afterMb: rssAfter,
    afterSettleSeconds: settings.settleS,
    samples: rssSamples,
  };
  const machine = describeMachine(loadAverageBefore, loadAverageAfter);
  const report = {
    finishedAt: new Date().toISOString(),
    commit: gitCommit(),
    settings: {
      durationS: settings.durationS,
      connections: settings.connections,
      rounds: settings.rounds,
      warmupS: settings.warmupS,
      isSmoke: settings.isSmoke,
    },
    machine,
    database: database.kind,
    bare: { bytes: pageBytes, ...bare },
    targets: targets.map((target, index) => ({
      name: target.name,
      method: target.method,
      path: target.path,
      requestHeaders: target.headers ?? {},
      responseBytes: probes[index]!.bytes,
      contentEncoding: probes[index]!.encoding,
      ...summaries[index]!,
      rounds: rounds[index]!,
    })),
    rss,
    fakeGeocoderCalls: fakeCensusCalls,
  };

  console.log('');
  console.log(
    formatTable(
      { ...bare, bytes: pageBytes },
      targets.map((target, index) => ({
        target: target.name,
        bytes: probes[index]!.bytes,
        ...summaries[index]!,
      })),
    ),
  );
  console.log('');
  console.log(
    `App RSS: ${rss.beforeMb ?? '?'} MB before the load, ${rss.medianDuringMb ?? '?'} MB median and ` +
      `${rss.peakDuringMb ?? '?'} MB peak during it, ${rss.afterMb ?? '?'} MB ${rss.afterSettleSeconds} s after.`,
  );
  console.log(
    `${database.kind}; ${machine.cpuCount} × ${machine.cpuModel}, ${machine.totalMemoryMb} MB, Node ${machine.node}; ` +
      `load average ${loadAverageBefore.map((load) => load.toFixed(2)).join(' ')} before, ` +
      `${loadAverageAfter.map((load) => load.toFixed(2)).join(' ')} at the end of the load.`,
  );
  writeReport(report);

  const failed = summaries.reduce((sum, summary) => sum + summary.failures, 0);
  if (fakeCensusCalls !== 1)
    throw new Error(
      `The address search reached the geocoder ${fakeCensusCalls} times, not once: not cached.`,
    );
  if (failed > 0)
    throw new Error(`${failed} requests failed or answered other than 2xx (the "failed" column).`);
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
