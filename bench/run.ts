// Benchmarks (not part of `npm test`): every figure beside its reference measured on the same
// machine in the same run, printed as ONE table (measure | value | reference | ratio | goal).
// Here: API latency through the full HTTP stack (app.inject) on a seeded in-memory PGlite against an
// empty Fastify route; the size of what the PWA ships. From other files: order lists at 1x vs 100x
// history and checkouts/s vs pgbench (both need BENCH_DATABASE_URL), and, where they are built, the
// menu, first-load, Lighthouse and outbox benchmarks. A benchmark that fails prints its error in its row. Exits 0.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { checkoutBench } from './checkout';
import { listBench } from './lists';
import { ms, percentile, printTable, ratio, skipped, timings, type Row } from './table';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const here = import.meta.dirname;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** p50 of each API call beside an empty Fastify route answered through the same inject path. */
async function apiLatency(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-'));
  const database = await openDatabase({ memory: true });
  const t0 = performance.now();
  const summary = await seedDemo(database.db, { orders: true });
  console.log(`seeded ${summary.orders} orders, ${summary.products} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const bare = Fastify({ logger: false });
  bare.get('/ping', async () => ({ status: true, message: 'ok', data: null }));
  await bare.ready();
  try {
    const reference = percentile(await timings(ROUNDS, () => bare.inject({ method: 'GET', url: '/ping' })), 50);
    const loginBody = { email: 'admin@example.com', password: 'Demo@1234' };
    const token = (await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: loginBody })).json().token as string;
    const headers = { 'x-auth-token': token };
    const cases: [string, number, () => Promise<unknown>, string][] = [
      [
        'POST /company/login (argon2id 19 MiB, 2 passes)',
        Math.min(ROUNDS, 30),
        () => app.inject({ method: 'POST', url: '/api/v1/company/login', payload: loginBody }),
        'argon2id cost by design',
      ],
      ['GET /company/me', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/me', headers }), 'p50 ≤ 5 ms'],
      ['GET /company/list?search=ac', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/list?search=ac', headers }), 'p50 ≤ 5 ms'],
      ['GET /company/store/admin/list', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/store/admin/list', headers }), 'p50 ≤ 5 ms'],
      [
        'GET /company/get/stores?company_slug=acme (public)',
        ROUNDS,
        () => app.inject({ method: 'GET', url: '/api/v1/company/get/stores?company_slug=acme' }),
        'p50 ≤ 5 ms',
      ],
      ['GET /order/list/admin?limit=10', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/order/list/admin?limit=10', headers }), 'p50 ≤ 5 ms'],
    ];
    const rows: Row[] = [];
    for (const [label, rounds, fn, goal] of cases) {
      const p50 = percentile(await timings(rounds, fn), 50);
      rows.push({
        measure: `${label}, p50 on PGlite (inject)`,
        value: ms(p50),
        reference: `${ms(reference)} empty Fastify route`,
        ratio: ratio(p50, reference),
        goal,
      });
    }
    return rows;
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function pwaSize(): Row[] {
  if (!existsSync('dist/index.html')) return [skipped('PWA first-load JavaScript (gzip)', 'no dist/: run `npm run build:web`')];
  const files = walk('dist');
  const js = files.filter((f) => f.endsWith('.js'));
  const raw = (list: string[]) => list.reduce((n, f) => n + statSync(f).size, 0);
  const gz = (list: string[]) => list.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = [...html.matchAll(/src="\/app\/(assets\/[^"]+\.js)"/g)].map((m) => join('dist', m[1]));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  return [
    {
      measure: 'PWA entry JavaScript (gzip)',
      value: kb(gz(entry)),
      reference: `${kb(raw(entry))} raw`,
      ratio: ratio(gz(entry), raw(entry)),
      goal: '≤ 200 KiB per mode',
    },
    { measure: 'PWA all JavaScript (gzip)', value: kb(gz(js)), reference: `${kb(raw(js))} raw`, ratio: ratio(gz(js), raw(js)), goal: '—' },
  ];
}

/** Another engineer's benchmark, if its file exists: `export async function <name>(): Promise<Row[]>`. */
async function optional(file: string, name: string): Promise<Row[]> {
  const path = join(here, file);
  if (!existsSync(path)) return [skipped(`${name} (bench/${file})`, 'not built yet')];
  const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const fn = mod[name];
  if (typeof fn !== 'function') return [skipped(`${name} (bench/${file})`, `exports no ${name}()`)];
  return (await fn()) as Row[];
}

async function section(label: string, fn: () => Promise<Row[]> | Row[]): Promise<Row[]> {
  const t0 = performance.now();
  try {
    const rows = await fn();
    console.log(`${label}: done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return rows;
  } catch (err) {
    console.error(`${label} failed:`, err);
    return [{ measure: label, value: `failed: ${(err as Error).message.split('\n')[0].slice(0, 80)}`, reference: '—', ratio: '—', goal: '—' }];
  }
}

async function main() {
  const rows: Row[] = [];
  rows.push(...(await section('API latency', apiLatency)));
  rows.push(...(await section('menu', () => optional('menu.ts', 'menuBench'))));
  rows.push(...(await section('checkout', checkoutBench)));
  rows.push(...(await section('order lists', listBench)));
  rows.push(...(await section('first load', () => optional('first-load.ts', 'firstLoadBench'))));
  rows.push(...(await section('Lighthouse', () => optional('lighthouse.ts', 'lighthouseBench'))));
  rows.push(...(await section('outbox', () => optional('outbox.ts', 'outboxBench'))));
  rows.push(...(await section('upload', () => optional('upload.ts', 'uploadBench'))));
  rows.push(...(await section('PWA size', pwaSize)));
  console.log('');
  printTable(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
