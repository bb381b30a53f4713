// Outbox replay benchmark (not part of `npm test`): 1,000 kiosk orders queued offline are replayed
// by the app's sync engine in a real Chromium (bench/outbox-page.ts, bundled with esbuild) against
// a server this bench starts (embedded PGlite, or BENCH_DATABASE_URL), one write per request as
// before and in batches (POST /outbox/batch), beside a plain fetch loop of the same 1,000 requests
// from the same page. Each run checks that every write made exactly one order.
// `npx tsx bench/outbox.ts` prints the rows; `outboxBench()` returns them for `npm run bench`.
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
import type { PageRun } from './outbox-page';

export interface Row {
  measure: string;
  value: string;
  reference: string;
  ratio: string;
  goal: string;
}

const WRITES = Number(process.env.BENCH_OUTBOX_WRITES ?? 1000);
const GOAL_S = 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const here = dirname(fileURLToPath(import.meta.url));

type Bench = {
  run(r: PageRun): Promise<{ ms: number; report: { sent: number; conflicts: number; stopped: string | null }; left: number; requests: number }>;
  fetchLoop(r: PageRun): Promise<{ ms: number; ok: number }>;
};

interface Server {
  page: Page;
  kioskToken: string;
  writes(tag: string): PageRun['writes'];
  /** Orders whose id starts with ORD-<tag>. */
  made(tag: string): Promise<number>;
  close(): Promise<void>;
}

/** A fresh seeded server on a free port, a bound kiosk, and a page of its origin holding the bench bundle. */
async function startServer(browser: Browser, bundle: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-outbox-'));
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { memory: true });
  await seedDemo(database.db, { orders: false });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, { database, logger: false });
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email: 'manager.hq@acme.example.com', password: 'Demo@1234' } });
    const [hq] = await database.db.select({ uuid: stores.uuid, company: stores.companyUuid }).from(stores).where(eq(stores.slug, 'acme-hq'));
    const [company] = await database.db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, hq.company));
    const bind = await app.inject({ method: 'POST', url: '/api/v1/kiosk/device/bind', headers: { 'x-auth-token': login.json().token }, payload: { store_uuid: hq.uuid, name: 'Bench kiosk' } });
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
      const probe = await app.inject({ method: 'POST', url: '/api/v1/checkout/guest', headers: { 'x-kiosk-token': kioskToken }, payload: order('ORD-PROBE000', p.uuid) });
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

export async function outboxBench(): Promise<Row[]> {
  const bundle = (await build({ entryPoints: [join(here, 'outbox-page.ts')], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent' })).outputFiles[0].text;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  // Each measure on a fresh server and database, so that none pays for the orders of another.
  const fresh = async <T>(fn: (s: Server) => Promise<T>): Promise<T> => {
    const server = await startServer(browser, bundle);
    try {
      return await fn(server);
    } finally {
      await server.close();
    }
  };
  const engineRun = (mode: PageRun['mode'], tag: string) =>
    fresh(async (srv) => {
      const r = await srv.page.evaluate((a) => (globalThis as unknown as { outboxBench: Bench }).outboxBench.run(a), { mode, kioskToken: srv.kioskToken, writes: srv.writes(tag) });
      const n = await srv.made(tag);
      if (r.left !== 0 || r.report.sent !== WRITES || n !== WRITES) throw new Error(`${mode}: ${r.report.sent} sent, ${r.left} left, ${n} orders (want ${WRITES}, each exactly once)`);
      return r;
    });
  try {
    const reference = await fresh(async (srv) => {
      const r = await srv.page.evaluate((a) => (globalThis as unknown as { outboxBench: Bench }).outboxBench.fetchLoop(a), { mode: 'single' as const, kioskToken: srv.kioskToken, writes: srv.writes('BREF') });
      const n = await srv.made('BREF');
      if (r.ok !== WRITES || n !== WRITES) throw new Error(`fetch loop: ${r.ok} answered, ${n} orders`);
      return r;
    });
    const single = await engineRun('single', 'BSGL');
    const batch = await engineRun('batch', 'BBAT');

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const perS = (ms: number) => `${Math.round((WRITES * 1000) / ms)} orders/s`;
    const ref = `fetch loop ${s(reference.ms)} (${perS(reference.ms)})`;
    return [
      {
        measure: `outbox replay of ${WRITES} kiosk orders, batched (${batch.requests} requests), real Chromium`,
        value: `${s(batch.ms)} (${perS(batch.ms)})`,
        reference: ref,
        ratio: (reference.ms / batch.ms).toFixed(2),
        goal: `≤ ${GOAL_S} s, exactly once`,
      },
      {
        measure: `outbox replay of ${WRITES} kiosk orders, one request per write (before), real Chromium`,
        value: `${s(single.ms)} (${perS(single.ms)})`,
        reference: ref,
        ratio: (reference.ms / single.ms).toFixed(2),
        goal: '(the former path; the fallback)',
      },
    ];
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  outboxBench()
    .then((rows) => console.table(rows))
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
