import {
  DEFAULT_OUT,
  fixedJsonOfSize,
  formatMemoryCheck,
  formatTable,
  median,
  readBenchSettings,
  summarizeMemory,
  summarizeRounds,
  type TMeasure,
} from './bench-report';

// The benchmark's arithmetic and output only: what it measures is never asserted.
const measured = (reqPerSec: number, p99Ms: number, failures = 0): TMeasure => ({
  reqPerSec,
  p50Ms: p99Ms / 4,
  p99Ms,
  failures,
});

describe('the benchmark report', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('compares each round with the bare run beside it, then takes the medians', () => {
    const summary = summarizeRounds([
      { bare: measured(1000, 2), target: measured(500, 8) },
      { bare: measured(2000, 4), target: measured(200, 40, 1) },
      { bare: measured(1000, 0, 2), target: measured(300, 3) },
    ]);
    expect(summary).toEqual({
      reqPerSec: 300,
      p50Ms: 2,
      p99Ms: 8,
      reqRatio: 0.3,
      // A bare p99 of 0 ms (autocannon counts whole milliseconds) counts as 1 ms.
      p99Ratio: 4,
      failures: 3,
    });
  });

  it('builds a JSON of exactly the asked size, shaped like a page of videos', () => {
    for (const bytes of [64, 100, 1000, 5545, 123_457]) {
      const body = fixedJsonOfSize(bytes);
      expect(Buffer.byteLength(JSON.stringify(body))).toBe(bytes);
    }
    expect(fixedJsonOfSize(5545).data).toHaveLength(12);
    expect(() => fixedJsonOfSize(10)).toThrow();
  });

  it('prints a Markdown table with the bare route first and the ratios as percentages and factors', () => {
    const table = formatTable({ ...measured(20_000, 2), bytes: 5545 }, [
      {
        target: 'GET /api/dropdown',
        bytes: 3181,
        reqPerSec: 1254.6,
        p50Ms: 6,
        p99Ms: 25,
        reqRatio: 0.0547,
        p99Ratio: 12.5,
        failures: 0,
      },
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(
      /^\| target +\| bytes \| req\/s \| p50 ms \| p99 ms \| req\/s vs bare \| p99 vs bare \| failed \|$/,
    );
    expect(table[1]).toMatch(/^\|-+\|-+:\|/);
    expect(table[2]).toMatch(
      /^\| bare Fastify route .*\| +5545 \| +20000 \| +0\.5 \| +2\.0 \| +100\.0% \| +1\.00× \| +0 \|$/,
    );
    expect(table[3]).toMatch(
      /^\| GET \/api\/dropdown +\| +3181 \| +1255 \| +6\.0 \| +25\.0 \| +5\.5% \| +12\.50× \| +0 \|$/,
    );
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it('reads --smoke, --out and the BENCH_ variables, and refuses what it does not know', () => {
    expect(readBenchSettings([], {})).toEqual({
      durationS: 10,
      connections: 10,
      rounds: 3,
      warmupS: 2,
      settleS: 5,
      isSmoke: false,
      isMemory: false,
      isBackup: false,
      memoryS: 60,
      out: DEFAULT_OUT,
    });
    expect(readBenchSettings(['--memory'], { BENCH_MEMORY_S: '20' })).toMatchObject({
      isMemory: true,
      isBackup: false,
      memoryS: 20,
    });
    expect(readBenchSettings(['--smoke', '--out', 'x.json'], {})).toMatchObject({
      durationS: 1,
      rounds: 1,
      warmupS: 0,
      settleS: 0,
      isSmoke: true,
      out: 'x.json',
    });
    expect(
      readBenchSettings(['--out=y.json'], {
        BENCH_DURATION_S: '2.5',
        BENCH_CONNECTIONS: '50',
        BENCH_ROUNDS: '',
      }),
    ).toMatchObject({ durationS: 2.5, connections: 50, rounds: 3, out: 'y.json' });
    expect(() => readBenchSettings([], { BENCH_CONNECTIONS: '1.5' })).toThrow(/BENCH_CONNECTIONS/);
    expect(() => readBenchSettings([], { BENCH_ROUNDS: '0' })).toThrow(/BENCH_ROUNDS/);
    expect(() => readBenchSettings(['--fast'], {})).toThrow(/--fast/);
  });

  it('calls RSS flat when, after a warm-up, every sample and the RSS after the load are within 10% of their median', () => {
    // One sample a second; the first five seconds are the warm-up.
    const check = (duringMb: number[], afterMb: number, targetMb = 300) =>
      summarizeMemory({
        loadSeconds: 60,
        targetMb,
        beforeMb: 200,
        samples: duringMb.map((mb, index): [number, number] => [index + 1, mb]),
        afterMb,
        afterSettleSeconds: 5,
      });
    const warmingUp = [180, 190, 200, 210];
    expect(check([...warmingUp, 210, 230, 220, 225], 215)).toEqual({
      loadSeconds: 60,
      targetMb: 300,
      beforeMb: 200,
      startMb: 180,
      minMb: 180,
      maxMb: 230,
      endMb: 225,
      steadyMinMb: 210,
      steadyMaxMb: 230,
      medianMb: 222.5,
      afterMb: 215,
      afterSettleSeconds: 5,
      isFlat: true,
      isUnderTarget: true,
    });
    // Growing by a quarter under load, or not giving it back after: not flat.
    expect(check([...warmingUp, 200, 220, 240, 250], 230).isFlat).toBe(false);
    expect(check([...warmingUp, 220, 220, 220], 260).isFlat).toBe(false);
    expect(check([...warmingUp, 220, 220, 220], 220, 200).isUnderTarget).toBe(false);
    expect(formatMemoryCheck(check([...warmingUp, 220, 220, 220], 260, 250))).toMatch(
      /220–220 MB \(median 220\).*\n.*: NO\. Under 250 MB: NO\./,
    );
  });
});
