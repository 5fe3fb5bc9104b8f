// The benchmark's arithmetic and output, apart from anything that sends a request: settings, medians,
// ratios to the bare route, the fixed JSON of a given size and the table.

export type TBenchSettings = {
  durationS: number;
  connections: number;
  rounds: number;
  /** Seconds of unmeasured load on each route before the first round (0: none). */
  warmupS: number;
  /** Seconds the app's memory is left to settle after the load before it is read (0: not waited for). */
  settleS: number;
  isSmoke: boolean;
  /** `--memory`: the sustained-load memory check alone, instead of the table. */
  isMemory: boolean;
  /** `--backup`: the longest write wait during an embedded backup alone, instead of the table. */
  isBackup: boolean;
  /** Seconds of load in the memory check (BENCH_MEMORY_S). */
  memoryS: number;
  out: string;
};

export const DEFAULT_OUT = 'bench-results/latest.json';

function positiveNumber(name: string, value: string | undefined, fallback: number, isInteger: boolean) {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (isInteger && !Number.isInteger(number)))
    throw new Error(`${name} must be a positive ${isInteger ? 'whole number' : 'number'}; got "${value}".`);
  return number;
}

/**
 * `--smoke` (CI: one round of one second, no warm-up, no wait for memory to settle), `--memory` (the memory
 * check alone) and `--out <file>`; BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_ROUNDS and BENCH_MEMORY_S
 * otherwise, each overriding the smoke run's value too when set.
 */
export function readBenchSettings(argv: string[], env: Record<string, string | undefined>): TBenchSettings {
  let isSmoke = false;
  let isMemory = false;
  let isBackup = false;
  let out = DEFAULT_OUT;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--smoke') isSmoke = true;
    else if (arg === '--memory') isMemory = true;
    else if (arg === '--backup') isBackup = true;
    else if (arg === '--out' && argv[index + 1]) out = argv[++index]!;
    else if (arg?.startsWith('--out=')) out = arg.slice('--out='.length);
    else
      throw new Error(
        `Unknown argument "${arg}". Usage: npm run bench [-- --smoke] [-- --memory] [-- --backup] [-- --out <file>]`,
      );
  }
  const durationS = positiveNumber('BENCH_DURATION_S', env.BENCH_DURATION_S, isSmoke ? 1 : 10, false);
  return {
    durationS,
    connections: positiveNumber('BENCH_CONNECTIONS', env.BENCH_CONNECTIONS, 10, true),
    rounds: positiveNumber('BENCH_ROUNDS', env.BENCH_ROUNDS, isSmoke ? 1 : 3, true),
    warmupS: isSmoke ? 0 : Math.min(2, durationS),
    // Long enough for the server's idle timers and a garbage collection to run; a smoke run's figures mean
    // nothing, so it does not wait.
    settleS: isSmoke ? 0 : 5,
    isSmoke,
    isMemory,
    isBackup,
    memoryS: positiveNumber('BENCH_MEMORY_S', env.BENCH_MEMORY_S, isSmoke ? 2 : 60, false),
    out,
  };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One autocannon run, reduced to what the table shows. */
export type TMeasure = { reqPerSec: number; p50Ms: number; p99Ms: number; failures: number };

/** One round of a target: the bare route and the target, measured one right after the other. */
export type TRound = { bare: TMeasure; target: TMeasure };

export type TTargetSummary = {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The target's req/s over the bare route's in the same round; the median of the rounds. */
  reqRatio: number;
  /** The target's p99 over the bare route's in the same round; the median of the rounds. */
  p99Ratio: number;
  /** Requests that failed or answered other than 2xx, over every round (bare runs included). */
  failures: number;
};

export function summarizeRounds(rounds: TRound[]): TTargetSummary {
  const of = (pick: (round: TRound) => number) => median(rounds.map(pick));
  return {
    reqPerSec: of((round) => round.target.reqPerSec),
    p50Ms: of((round) => round.target.p50Ms),
    p99Ms: of((round) => round.target.p99Ms),
    reqRatio: of((round) => round.target.reqPerSec / round.bare.reqPerSec),
    p99Ratio: of((round) => round.target.p99Ms / Math.max(round.bare.p99Ms, 1)),
    failures: rounds.reduce((sum, round) => sum + round.bare.failures + round.target.failures, 0),
  };
}

/**
 * A JSON object that serializes to exactly `bytes` bytes (at least 64), shaped like a page of the library:
 * a `data` list of a dozen items with a few strings each, and `hasMore`.
 */
export function fixedJsonOfSize(bytes: number): { data: Array<Record<string, string>>; hasMore: boolean } {
  if (!Number.isInteger(bytes) || bytes < 64)
    throw new Error(`a fixed JSON needs 64 bytes or more, not ${bytes}`);
  const empty = { data: [] as Array<Record<string, string>>, hasMore: false };
  const items = Math.min(12, Math.floor((bytes - JSON.stringify(empty).length) / 64));
  const body = { ...empty };
  for (let n = 0; n < items; n++) body.data.push({ id: `item-${n}`, title: '', description: '' });
  // Spread what is left over the descriptions; ASCII letters, so characters and bytes are the same.
  let left = bytes - JSON.stringify(body).length;
  if (items === 0) {
    body.data.push({ pad: '' });
    left = bytes - JSON.stringify(body).length;
    body.data[0]!.pad = 'x'.repeat(left);
    return body;
  }
  body.data.forEach((item, index) => {
    const share = Math.floor(left / (items - index));
    item.description = 'x'.repeat(share);
    left -= share;
  });
  return body;
}

export type TTableRow = { target: string; bytes: number } & TTargetSummary;

const oneDecimal = (value: number) => value.toFixed(1);

/**
 * A Markdown table, padded so it also reads in a terminal; the bare route's own row first (the median of
 * all its runs). `bytes` is the answer's size on the wire.
 */
export function formatTable(bare: TMeasure & { bytes: number }, rows: TTableRow[]): string {
  const header = ['target', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'failed'];
  const bareRow: TTableRow = {
    target: 'bare Fastify route (median of its runs)',
    ...bare,
    reqRatio: 1,
    p99Ratio: 1,
  };
  const cells = [bareRow, ...rows].map((row) => [
    row.target,
    String(row.bytes),
    String(Math.round(row.reqPerSec)),
    oneDecimal(row.p50Ms),
    oneDecimal(row.p99Ms),
    `${(row.reqRatio * 100).toFixed(1)}%`,
    `${row.p99Ratio.toFixed(2)}×`,
    String(row.failures),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
  const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`,
  );
  return [line(header), `|${rule.join('|')}|`, ...cells.map(line)].join('\n');
}

/** Issue 15, point 6: the most the app's RSS may reach, by database. */
export const RSS_TARGET_MB = { embedded: 300, postgres: 200 } as const;
/** How far from the median under load any sample, and the RSS after the load, may be and count as flat. */
const FLAT_TOLERANCE = 0.1;
/** The first seconds of load, while the JIT compiles and buffers fill: shown, but not judged for flatness. */
const MEMORY_WARMUP_S = 5;

export type TMemoryCheck = {
  loadSeconds: number;
  targetMb: number;
  /** After the start and the first requests, before the load. */
  beforeMb: number;
  /** Under the load: the first and last samples, the lowest and highest. */
  startMb: number;
  minMb: number;
  maxMb: number;
  endMb: number;
  /** After the first MEMORY_WARMUP_S seconds of load: the lowest, highest and median. */
  steadyMinMb: number;
  steadyMaxMb: number;
  medianMb: number;
  /** Some seconds after the load stopped. */
  afterMb: number;
  afterSettleSeconds: number;
  /** Every sample after the warm-up and the RSS after the load within ±FLAT_TOLERANCE of their median. */
  isFlat: boolean;
  /** Nothing above targetMb: before, under or after the load. */
  isUnderTarget: boolean;
};

/** RSS samples ([seconds into the load, MB]) of a sustained load, reduced to what the memory check reports. */
export function summarizeMemory(input: {
  loadSeconds: number;
  targetMb: number;
  beforeMb: number;
  samples: Array<[number, number]>;
  afterMb: number;
  afterSettleSeconds: number;
}): TMemoryCheck {
  const { samples, beforeMb, afterMb, targetMb } = input;
  const duringMb = samples.map(([, mb]) => mb);
  const steadyMb = samples.filter(([seconds]) => seconds >= MEMORY_WARMUP_S).map(([, mb]) => mb);
  if (steadyMb.length === 0) throw new Error(`no RSS sample after ${MEMORY_WARMUP_S} s of load`);
  const medianMb = median(steadyMb);
  const steadyMinMb = Math.min(...steadyMb);
  const steadyMaxMb = Math.max(...steadyMb);
  const isNear = (mb: number) => Math.abs(mb - medianMb) <= FLAT_TOLERANCE * medianMb;
  const maxMb = Math.max(...duringMb);
  return {
    loadSeconds: input.loadSeconds,
    targetMb,
    beforeMb,
    startMb: duringMb[0]!,
    minMb: Math.min(...duringMb),
    maxMb,
    endMb: duringMb.at(-1)!,
    steadyMinMb,
    steadyMaxMb,
    medianMb,
    afterMb,
    afterSettleSeconds: input.afterSettleSeconds,
    isFlat: isNear(steadyMinMb) && isNear(steadyMaxMb) && isNear(afterMb),
    isUnderTarget: Math.max(beforeMb, maxMb, afterMb) < targetMb,
  };
}

export function formatMemoryCheck(check: TMemoryCheck): string {
  const yesNo = (value: boolean) => (value ? 'yes' : 'NO');
  return [
    `App RSS over ${check.loadSeconds} s of load: ${check.beforeMb} MB before; under load ${check.startMb} MB ` +
      `at the start, ${check.minMb}–${check.maxMb} MB in all, ${check.steadyMinMb}–${check.steadyMaxMb} MB ` +
      `(median ${check.medianMb}) after ${MEMORY_WARMUP_S} s, ${check.endMb} MB at the end; ` +
      `${check.afterMb} MB ${check.afterSettleSeconds} s after.`,
    `Flat after ${MEMORY_WARMUP_S} s (±${FLAT_TOLERANCE * 100}% of the median, after the load too): ` +
      `${yesNo(check.isFlat)}. ` +
      `Under ${check.targetMb} MB: ${yesNo(check.isUnderTarget)}.`,
  ].join('\n');
}
