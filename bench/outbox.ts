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
import { chromium } from 'playwright';
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

export async function outboxBench(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-outbox-'));
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { memory: true });
  await seedDemo(database.db, { orders: false });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, { database, logger: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const login = await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email: 'manager.hq@acme.example.com', password: 'Demo@1234' } });
    const [hq] = await database.db.select({ uuid: stores.uuid, company: stores.companyUuid }).from(stores).where(eq(stores.slug, 'acme-hq'));
    const [company] = await database.db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, hq.company));
    const bind = await app.inject({ method: 'POST', url: '/api/v1/kiosk/device/bind', headers: { 'x-auth-token': login.json().token }, payload: { store_uuid: hq.uuid, name: 'Bench kiosk' } });
    const { token: kioskToken, device_uuid: device } = bind.json().data as { token: string; device_uuid: string };
    // A plain product of the store (no options, no stock limit), as the kiosk tests order.
    const plain = await database.db
      .select({ uuid: products.uuid })
      .from(products)
      .where(and(eq(products.storeUuid, hq.uuid), eq(products.status, 'active'), eq(products.isAvailable, true), eq(products.isCombo, false)))
      .orderBy(asc(products.name));
    const probe = async (uuid: string) =>
      (await app.inject({ method: 'POST', url: '/api/v1/checkout/guest', headers: { 'x-kiosk-token': kioskToken }, payload: order('ORD-PROBE000', uuid) })).statusCode === 201;
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
    let product: string | undefined;
    for (const p of plain) {
      if (await probe(p.uuid)) {
        product = p.uuid;
        break;
      }
    }
    if (!product) throw new Error('no orderable product in acme-hq');
    const writes = (tag: string) => Array.from({ length: WRITES }, (_, i) => ({ id: `${tag}-${i}`, body: order(`ORD-${tag}${String(i).padStart(4, '0')}`, product) }));
    const made = async (tag: string) => (await database.db.select({ n: count() }).from(orders).where(like(orders.orderId, `ORD-${tag}%`)))[0].n;

    const bundle = await build({ entryPoints: [join(here, 'outbox-page.ts')], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent' });
    // The server's CSP refuses inline scripts; the bench's bundle is its own, not the app's.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${base}/api/v1/health`);
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const runInPage = (arg: PageRun) => page.evaluate((a) => (globalThis as unknown as { outboxBench: Bench }).outboxBench.run(a), arg);
    const loopInPage = (arg: PageRun) => page.evaluate((a) => (globalThis as unknown as { outboxBench: Bench }).outboxBench.fetchLoop(a), arg);

    const reference = await loopInPage({ mode: 'single', kioskToken, writes: writes('BREF') });
    if (reference.ok !== WRITES || (await made('BREF')) !== WRITES) throw new Error(`fetch loop: ${reference.ok} answered, ${await made('BREF')} orders`);
    const single = await runInPage({ mode: 'single', kioskToken, writes: writes('BSGL') });
    const batch = await runInPage({ mode: 'batch', kioskToken, writes: writes('BBAT') });
    for (const [tag, r] of [['BSGL', single], ['BBAT', batch]] as const) {
      const n = await made(tag);
      if (r.left !== 0 || r.report.sent !== WRITES || n !== WRITES) throw new Error(`${tag}: ${r.report.sent} sent, ${r.left} left, ${n} orders (want ${WRITES} exactly once)`);
    }

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
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
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
