// `npm run lighthouse`: Lighthouse (mobile, its default) on the built app over a fresh embedded database,
// five runs each on `/`, `/learninglib`, a demo candidate's page, a demo address's ballot and `/myBallot`,
// and on `/es/` and the candidate's Spanish page (issue 24: no lower than the English ones); prints and
// writes the medians of the four category scores and of LCP, CLS and TBT (issue 23: >= 95 performance, 100
// for the rest). The scores of a shared or busy machine are noisy, performance most of
// all: compare runs made on a quiet one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROJECT_ROOT } from '../../src/server/config';
import { CHROMIUM_FLAGS, startMeasuredApp } from '../built-app';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { ensureBuilt } from '../ensure-built.mjs';
import { formatLighthouseTable, summarizeRuns, type TLighthouseRun } from './lighthouse-report';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// A demo address (the demo's address table answers it offline), as a visitor from a video would type it.
const DEMO_ADDRESS = '123 Main St, Brooklyn, NY 11217';
const OUT = path.join(PROJECT_ROOT, process.env.LIGHTHOUSE_OUT ?? 'bench-results/lighthouse.json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function demoCandidatePath(url: string): Promise<string> {
  const answer = (await (await fetch(`${url}/api/newCandidate`)).json()) as { data: Array<{ _id: string }> };
  const id = answer.data[0]?._id;
  if (!id) throw new Error('/api/newCandidate lists no candidate: is the demo content loaded?');
  return `/candidatePage/${id}`;
}

/** Lighthouse now and then fails to record a page load's trace (NO_NAVSTART): that run is made again, once. */
async function auditRetryingOnce(port: number, url: string): Promise<TLighthouseRun> {
  try {
    return await audit(port, url);
  } catch (error) {
    console.error(`${(error as Error).message}; running it again`);
    return audit(port, url);
  }
}

async function audit(port: number, url: string): Promise<TLighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    // What kept a score from 100, so a failing run says why.
    failed: Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

await ensureBuilt();
const app = await startMeasuredApp();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const candidatePath = await demoCandidatePath(app.url);
  const pages = [
    '/',
    '/learninglib',
    candidatePath,
    `/candidateSearch?q=${encodeURIComponent(DEMO_ADDRESS)}`,
    '/myBallot',
    '/es/',
    `/es${candidatePath}`,
  ];
  // The first request of each page renders it; Lighthouse measures what visitors get afterwards.
  for (const page of pages) await fetch(`${app.url}${page}`, { headers: { accept: 'text/html' } });
  const rows = [];
  for (const page of pages) {
    const runs: TLighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run++)
      runs.push(await auditRetryingOnce(chrome.port, `${app.url}${page}`));
    rows.push({ page, ...summarizeRuns(runs) });
  }
  console.log(formatLighthouseTable(rows, RUNS));
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    JSON.stringify({ runsPerPage: RUNS, measuredAt: new Date().toISOString(), rows }, null, 2) + '\n',
  );
  console.log(`Written to ${path.relative(PROJECT_ROOT, OUT)}.`);
} finally {
  chrome.kill();
  await app.stop();
}
