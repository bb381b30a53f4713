// Benchmarks (not part of `npm test`): API latency on a seeded embedded database, measured through
// the HTTP stack with app.inject, and the size of what the PWA ships. Prints a table; exits 0.
import { existsSync, readdirSync, readFileSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeIt(label: string, rounds: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(10, rounds); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, rounds, p50: percentile(times, 50).toFixed(2), p95: percentile(times, 95).toFixed(2), max: times[times.length - 1].toFixed(2) };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-'));
  const database = await openDatabase({ memory: true });
  const t0 = performance.now();
  const summary = await seedDemo(database.db, { orders: true });
  console.log(`seeded ${summary.orders} orders, ${summary.products} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }, { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads') });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email: 'admin@example.com', password: 'Demo@1234' } });
  const token = login.json().token as string;
  const headers = { 'x-auth-token': token };
  const results = [
    await timeIt('POST /company/login (argon2id 19 MiB, 2 passes)', Math.min(ROUNDS, 30), () =>
      app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email: 'admin@example.com', password: 'Demo@1234' } }),
    ),
    await timeIt('GET /company/me', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/me', headers })),
    await timeIt('GET /company/list?search=ac', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/list?search=ac', headers })),
    await timeIt('GET /company/store/admin/list', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/store/admin/list', headers })),
    await timeIt('GET /company/get/stores?company_slug=acme (public)', ROUNDS, () => app.inject({ method: 'GET', url: '/api/v1/company/get/stores?company_slug=acme' })),
  ];
  console.log('\nAPI latency on PGlite (ms, through the full HTTP stack via inject)');
  console.table(results);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  if (existsSync('dist/index.html')) {
    const files = walk('dist');
    const js = files.filter((f) => f.endsWith('.js'));
    const sum = (list: string[], gz: boolean) => list.reduce((n, f) => n + (gz ? gzipSync(readFileSync(f)).length : statSync(f).size), 0);
    const html = readFileSync('dist/index.html', 'utf8');
    const entry = [...html.matchAll(/src="\/app\/(assets\/[^"]+\.js)"/g)].map((m) => join('dist', m[1]));
    console.log('\nPWA size (kB)');
    console.table({
      'all JavaScript': { raw: (sum(js, false) / 1024).toFixed(1), gzip: (sum(js, true) / 1024).toFixed(1) },
      'entry JavaScript (first load)': { raw: (sum(entry, false) / 1024).toFixed(1), gzip: (sum(entry, true) / 1024).toFixed(1) },
      'everything in dist/': { raw: (sum(files, false) / 1024).toFixed(1), gzip: (sum(files, true) / 1024).toFixed(1) },
    });
  } else {
    console.log('\n(no dist/: run `npm run build:web` to measure the PWA size)');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
