// Outbox replay benchmark (not part of `npm test`): 1,000 kiosk orders queued offline are replayed
// by the app's sync engine in a real Chromium (bench/outbox-page.ts, bundled with esbuild) against
// a server this bench starts, in batches (POST /outbox/batch) and one write per request as before,
// beside a plain fetch loop of the same 1,000 requests from the same page. It runs on the embedded
// PGlite (in memory) and, with BENCH_DATABASE_URL, on a throwaway database it creates on that
// PostgreSQL server and drops after (BENCH_ONLY=postgres|pglite runs one of them; BENCH_OUTBOX_SINGLE=0
// leaves out the one-request-per-write run). Each run checks that every write made exactly one
// order. Beside each figure: the time the page spent waiting for the server's answers, and the
// server's CPU time (the server runs in this process).
// `npx tsx bench/outbox.ts` prints the rows; `outboxBench()` returns them for `npm run bench`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { companies, orders, products, stores } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import type { PageRun, PageResult } from './outbox-page';
import { adminQuery, withDb } from './pg-admin';
import { printTable, skipped, type Row } from './table';

const WRITES = Number(process.env.BENCH_OUTBOX_WRITES ?? 1000);
const GOAL_S = 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const here = dirname(fileURLToPath(import.meta.url));

type Bench = {
  run(r: PageRun): Promise<PageResult>;
  fetchLoop(r: PageRun): Promise<PageResult>;
};

interface Server {
  page: Page;
  kioskToken: string;
  writes(tag: string): PageRun['writes'];
  /** Orders whose id starts with ORD-<tag>. */
  made(tag: string): Promise<number>;
  close(): Promise<void>;
}

/** A throwaway database on the BENCH_DATABASE_URL server; `drop` removes it. */
async function throwawayDb(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'cafe_bench_'}outbox_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  return { url: withDb(url, name), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh seeded server on BENCH_OUTBOX_PORT (or a free port), a bound kiosk, and a page of its origin
 * holding the bench bundle; on PGlite in memory, or on a database of its own at `pgUrl`.
 */
async function startServer(browser: Browser, bundle: string, pgUrl: string | null): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-outbox-'));
  const throwaway = pgUrl ? await throwawayDb(pgUrl) : null;
  const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : { memory: true }).catch(async (err: unknown) => {
    await throwaway?.drop();
    throw err;
  });
  await seedDemo(database.db, { orders: false });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, { database, logger: false });
  const close = async () => {
    await app.close();
    await database.close();
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: Number(process.env.BENCH_OUTBOX_PORT ?? 0), host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email: 'manager.hq@acme.example.com', password: 'Demo@1234' } });
    const [hq] = await database.db.select({ uuid: stores.uuid, company: stores.companyUuid }).from(stores).where(eq(stores.slug, 'acme-hq'));
    const [company] = await database.db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, hq.company));
    const bind = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/device/bind',
      headers: { 'x-auth-token': login.json().token },
      payload: { store_uuid: hq.uuid, name: 'Bench kiosk' },
    });
    const { token: kioskToken, device_uuid: device } = bind.json().data as { token: string; device_uuid: string };
    const order = (id: string, product: string) => ({
      company_uuid: company.uuid,
      store_uuid: hq.uuid,
      channel: 'kiosk',
      payment_method: 'counter',
      ip_address: device,
      customer_name: 'Walk-up',
      order_id: id,
      items: [{ product_uuid: product, quantity: 1 }],
      placed_offline: true,
      offline_taken_at: new Date().toISOString(),
    });
    // A plain product of the store (no options, no stock limit): the first one a kiosk order takes.
    const candidates = await database.db
      .select({ uuid: products.uuid })
      .from(products)
      .where(and(eq(products.storeUuid, hq.uuid), eq(products.status, 'active'), eq(products.isAvailable, true), eq(products.isCombo, false)))
      .orderBy(asc(products.name));
    let product: string | undefined;
    for (const p of candidates) {
      const probe = await app.inject({
        method: 'POST',
        url: '/api/v1/checkout/guest',
        headers: { 'x-kiosk-token': kioskToken },
        payload: order('ORD-PROBE000', p.uuid),
      });
      if (probe.statusCode === 201) {
        product = p.uuid;
        break;
      }
    }
    if (!product) throw new Error('no orderable product in acme-hq');
    const chosen = product;
    // The server's CSP refuses inline scripts; the bench's bundle is its own, not the app's.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${base}/api/v1/health`);
    await page.addScriptTag({ content: bundle });
    return {
      page,
      kioskToken,
      writes: (tag) => Array.from({ length: WRITES }, (_, i) => ({ id: `${tag}-${i}`, body: order(`ORD-${tag}${String(i).padStart(4, '0')}`, chosen) })),
      made: async (tag) => (await database.db.select({ n: count() }).from(orders).where(like(orders.orderId, `ORD-${tag}%`)))[0].n,
      close: async () => {
        await context.close();
        await close();
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (ms: number) => `${Math.round((WRITES * 1000) / ms)} orders/s`;
/** The figure and where its time went: waiting for the server's answers, and the server's CPU. */
const detail = (r: Measured) => `${seconds(r.ms)} (${perSecond(r.ms)}; ${seconds(r.waitMs)} waiting for answers, server CPU ${seconds(r.cpuMs)})`;

interface Measured extends PageResult {
  /** CPU time of this process (the server) during the run. */
  cpuMs: number;
}

/** The rows of one database: the batched replay and the single-write replay beside the fetch loop. */
async function onDatabase(browser: Browser, bundle: string, label: string, pgUrl: string | null): Promise<Row[]> {
  // Each measure on a fresh server and database, so that none pays for the orders of another.
  const measure = async (fn: 'run' | 'fetchLoop', mode: PageRun['mode'], tag: string): Promise<Measured> => {
    const srv = await startServer(browser, bundle, pgUrl);
    try {
      const cpu0 = process.cpuUsage();
      const r = await srv.page.evaluate(({ f, a }) => (globalThis as unknown as { outboxBench: Bench }).outboxBench[f](a), {
        f: fn,
        a: { mode, kioskToken: srv.kioskToken, writes: srv.writes(tag) },
      });
      const cpu = process.cpuUsage(cpu0);
      const n = await srv.made(tag);
      if (r.left !== 0 || r.sent !== WRITES || n !== WRITES) {
        throw new Error(`${label} ${fn} ${mode}: ${r.sent} sent, ${r.left} left, ${n} orders (want ${WRITES}, each exactly once)`);
      }
      return { ...r, cpuMs: (cpu.user + cpu.system) / 1000 };
    } finally {
      await srv.close();
    }
  };
  const reference = await measure('fetchLoop', 'single', 'BREF');
  const batch = await measure('run', 'batch', 'BBAT');
  const single = process.env.BENCH_OUTBOX_SINGLE === '0' ? null : await measure('run', 'single', 'BSGL');
  const ref = `fetch loop ${detail(reference)}`;
  const rows: Row[] = [
    {
      measure: `outbox replay of ${WRITES} kiosk orders on ${label}, batched (${batch.requests} requests), real Chromium`,
      value: detail(batch),
      reference: ref,
      ratio: (reference.ms / batch.ms).toFixed(2),
      goal: `≤ ${GOAL_S} s, exactly once`,
    },
  ];
  if (single) {
    rows.push({
      measure: `outbox replay of ${WRITES} kiosk orders on ${label}, one request per write (the fallback), real Chromium`,
      value: detail(single),
      reference: ref,
      ratio: (reference.ms / single.ms).toFixed(2),
      goal: '—',
    });
  }
  return rows;
}

export async function outboxBench(): Promise<Row[]> {
  const built = await build({
    entryPoints: [join(here, 'outbox-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const bundle = built.outputFiles[0].text;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const only = process.env.BENCH_ONLY;
  const pgUrl = process.env.BENCH_DATABASE_URL;
  try {
    const rows: Row[] = [];
    if (only !== 'postgres') rows.push(...(await onDatabase(browser, bundle, 'PGlite', null)));
    if (only !== 'pglite') {
      if (pgUrl) rows.push(...(await onDatabase(browser, bundle, 'PostgreSQL', pgUrl)));
      else rows.push(skipped(`outbox replay of ${WRITES} kiosk orders on PostgreSQL`, 'BENCH_DATABASE_URL is not set'));
    }
    return rows;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  outboxBench()
    .then(printTable)
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
