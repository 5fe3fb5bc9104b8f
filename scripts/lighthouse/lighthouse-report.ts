/** One Lighthouse run of one page: the category scores (0–100) and the three metrics of issue 15. */
export type TLighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that failed in the accessibility, best-practices and SEO categories. */
  failed: string[];
};

export type TLighthouseSummary = Omit<TLighthouseRun, 'failed'> & { failed: string[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each number over the runs, and every audit that failed in any of them. */
export function summarizeRuns(runs: TLighthouseRun[]): TLighthouseSummary {
  const of = (key: Exclude<keyof TLighthouseRun, 'failed'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: Math.round(of('lcpMs')),
    cls: Number(of('cls').toFixed(3)),
    tbtMs: Math.round(of('tbtMs')),
    failed: [...new Set(runs.flatMap((run) => run.failed))].sort(),
  };
}

/** A Markdown table of the medians, one row per page. */
export function formatLighthouseTable(
  rows: Array<{ page: string } & TLighthouseSummary>,
  runs: number,
): string {
  const lines = [
    `Lighthouse mobile, median of ${runs} runs`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| \`${row.page}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${(row.lcpMs / 1000).toFixed(1)} s | ${row.cls} | ${row.tbtMs} ms |`,
    ),
  ];
  const failed = rows.filter((row) => row.failed.length > 0);
  for (const row of failed) lines.push('', `${row.page} failed: ${row.failed.join(', ')}`);
  return lines.join('\n');
}
