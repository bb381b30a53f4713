// The one shape every benchmark answers in, and the table `npm run bench` prints from it.
export interface Row {
  measure: string;
  value: string;
  reference: string;
  ratio: string;
  goal: string;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Milliseconds of each of `rounds` calls after a few warm-up calls, sorted. */
export async function timings(rounds: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(5, rounds); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const ratio = (value: number, reference: number) => (reference > 0 ? (value / reference).toFixed(2) : '—');
export const skipped = (measure: string, why: string): Row => ({ measure, value: `skipped: ${why}`, reference: '—', ratio: '—', goal: '—' });

export function printTable(rows: Row[]) {
  const cols = ['measure', 'value', 'reference', 'ratio', 'goal'] as const;
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
  console.log(line([...cols]));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(cols.map((c) => r[c])));
}
