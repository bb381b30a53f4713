// Checkout throughput on PostgreSQL (not part of `npm test`): the server runs in its own process on a
// fresh database with the demo accounts; 50 clients place cashier orders for BENCH_CHECKOUT_SECONDS;
// the reference is `pgbench -N` (50 clients) on the same PostgreSQL in the same run. Skips with a
// clear row when BENCH_DATABASE_URL or pgbench is missing. It spawns its server itself, not through
// table.ts's startBenchServer: --cpu-prof is a node flag that NODE_OPTIONS refuses. BENCH_CPU_PROF=1 writes the server's
// CPU profile (node --cpu-prof) under BENCH_PROFILE_DIR (default: the system's temporary folder) and
// prints where. BENCH_CHECKOUT_PORT and BENCH_DB_PREFIX keep parallel runs apart.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { products, stores } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { percentile, ratio, runWhenMain, skipped, waitForHealth, type Row } from './table';
import { adminQuery, withDb } from './pg-admin';

const CLIENTS = 50;
/** Throwaway databases are named with this prefix (BENCH_DB_PREFIX, so parallel runs can tell theirs apart). */
const PREFIX = process.env.BENCH_DB_PREFIX ?? 'cafe_bench';
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10);

function findPgbench(): string | undefined {
  for (const p of ['/usr/lib/postgresql/15/bin/pgbench', '/usr/lib/postgresql/16/bin/pgbench', '/usr/lib/postgresql/17/bin/pgbench']) {
    if (existsSync(p)) return p;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** pgbench -N (no updates of the small tables) with 50 clients on a throwaway database: its tps. */
async function pgbenchTps(pgbench: string, url: string): Promise<number> {
  const name = `${PREFIX}_pgbench_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  try {
    const target = withDb(url, name);
    execFileSync(pgbench, ['-i', '-q', '-s', '10', target], { stdio: 'ignore' });
    const out = execFileSync(pgbench, ['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), target], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const tps = out.match(/tps = ([\d.]+) \(without initial connection time\)/) ?? out.match(/tps = ([\d.]+)/);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps[1]);
  } finally {
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  }
}

async function checkoutLoad(url: string) {
  const name = `${PREFIX}_checkout_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = withDb(url, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-checkout-'));
  let child: ReturnType<typeof spawn> | undefined;
  try {
    const database = await openDatabase({ databaseUrl: target, poolSize: 2 });
    await seedDemo(database.db, { orders: false });
    const [hq] = await database.db.select().from(stores).where(eq(stores.slug, 'acme-hq'));
    // Untracked stock: 50 clients for 10 s would sell tracked items out and measure 409s. Each order
    // takes 3 products at random from the store's menu: checkout locks its products' rows, so 50
    // clients buying the very same 3 items would measure one lock queue, not the server.
    const menu = await database.db
      .select({ uuid: products.uuid })
      .from(products)
      .where(and(eq(products.storeUuid, hq.uuid), eq(products.status, 'active'), isNull(products.stock)))
      .orderBy(asc(products.name));
    await database.close();

    const port = Number(process.env.BENCH_CHECKOUT_PORT) || 20_000 + Math.floor(Math.random() * 20_000);
    const base = `http://127.0.0.1:${port}`;
    const profileDir = process.env.BENCH_PROFILE_DIR ?? join(tmpdir(), 'cafe-bench-profiles');
    const nodeArgs = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    if (nodeArgs.length) console.log(`server CPU profile: ${profileDir}`);
    child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: target,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, child);
    const login = await fetch(`${base}/api/v1/company/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cashier.hq@acme.example.com', password: 'Demo@1234' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    // Only products a plain line can order (no required choices, available now): each is tried once.
    const orderable: typeof menu = [];
    for (const p of menu) {
      const res = await fetch(`${base}/api/v1/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({
          company_uuid: hq.companyUuid,
          store_uuid: hq.uuid,
          payment_method: 'counter',
          items: [{ product_uuid: p.uuid, quantity: 1 }],
          customer_name: 'Bench',
        }),
      });
      await res.arrayBuffer();
      if (res.ok) orderable.push(p);
    }
    if (orderable.length < 3) throw new Error(`only ${orderable.length} products can be ordered plainly`);
    const body = () => {
      const picked = [...orderable].sort(() => Math.random() - 0.5).slice(0, 3);
      return JSON.stringify({
        company_uuid: hq.companyUuid,
        store_uuid: hq.uuid,
        payment_method: 'counter',
        items: picked.map((p, i) => ({ product_uuid: p.uuid, quantity: 1 + i })),
        customer_name: 'Bench',
      });
    };
    const place = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: body(),
      });
      await res.arrayBuffer();
      return { ok: res.status === 200 || res.status === 201, status: res.status, ms: performance.now() - t0 };
    };
    const first = await place();
    if (!first.ok) throw new Error(`checkout answered ${first.status}`);
    const run = async (seconds: number) => {
      const times: number[] = [];
      const failures = new Map<number, number>();
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < until) {
            const r = await place();
            if (r.ok) times.push(r.ms);
            else failures.set(r.status, (failures.get(r.status) ?? 0) + 1);
          }
        }),
      );
      return { perSecond: times.length / seconds, times: times.sort((a, b) => a - b), failures, products: orderable.length };
    };
    await run(2); // warm-up: JIT, pool connections, plans
    return await run(SECONDS);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  }
}

export async function checkoutBench(): Promise<Row[]> {
  const measure = `checkouts/s on PostgreSQL, ${CLIENTS} clients`;
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return [skipped(measure, 'BENCH_DATABASE_URL is not set')];
  const pgbench = findPgbench();
  if (!pgbench) return [skipped(measure, 'pgbench is not installed')];
  const load = await checkoutLoad(url);
  const tps = await pgbenchTps(pgbench, url);
  const failed = [...load.failures].map(([s, n]) => `${n}×${s}`).join(', ');
  return [
    {
      measure: `${measure} (3 random products of ${load.products})`,
      value: `${load.perSecond.toFixed(0)}/s${failed ? ` (failed: ${failed})` : ''}`,
      reference: `pgbench -N ${tps.toFixed(0)} tps`,
      ratio: ratio(load.perSecond, tps),
      goal: '≥ 400/s, ratio ≥ 0.08',
    },
    {
      measure: `checkout latency p50 / p99, ${CLIENTS} clients`,
      value: `${percentile(load.times, 50).toFixed(0)} / ${percentile(load.times, 99).toFixed(0)} ms`,
      reference: '—',
      ratio: '—',
      goal: 'p99 ≤ 150 ms',
    },
  ];
}

runWhenMain(import.meta.url, checkoutBench);
