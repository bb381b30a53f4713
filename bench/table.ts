// The one shape every benchmark answers in, the table `npm run bench` prints from it, and the helpers
// the benches share.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * A bench file's entry point: when the file is the script node was started with (not imported by another bench),
 * runs the bench and prints its table; a failure is printed and exits 1.
 */
export function runWhenMain(moduleUrl: string, bench: () => Promise<Row[]>) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  bench()
    .then(printTable)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

/** Waits until a server process started by a bench answers `/api/v1/health`; fails if it exits first. */
export async function waitForHealth(base: string, child: ChildProcess, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start within ${seconds} s`);
}

/**
 * The app's server in its own process, as production runs it (`server/index.ts`), on the given port and
 * data folder; `env` adds to or overrides the defaults (embedded database with the demo data, no Redis,
 * a fresh JWT secret), `nodeArgs` go to node before the script (e.g. `--cpu-prof`). Resolves once it
 * answers; `stop()` ends it and waits for it.
 */
export async function startBenchServer(port: number, dataDir: string, env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      ...{ NODE_ENV: 'production', DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'always' },
      ...{ LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_SANDBOX: 'off', REDIS_URL: '' },
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, 180);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
