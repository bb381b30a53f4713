// Dashboard and export benchmark (not part of `npm test`): 100,000 orders inserted in batches into an
// in-memory PGlite (and into a fresh database on PostgreSQL when BENCH_DATABASE_URL is set), then
// each dashboard type timed through the HTTP stack (p50/p95 over BENCH_RUNS runs) and a CSV export
// of every order streamed over a real socket (time, bytes, peak RSS). Prints a table; exits 0.
import { randomBytes, randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { orderItems, orders, products, stores, users } from '../server/db/schema';
import { mulberry32, seedDemo } from '../server/db/seed';
import { adminQuery, withDb } from './pg-admin';
import { percentile } from './table';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BATCH = 1000;
const STATUSES = ['completed', 'completed', 'completed', 'completed', 'ready', 'placed', 'accepted', 'preparing', 'cancelled', 'refunded'] as const;
const METHODS = ['counter', 'wallet', 'card'] as const;

async function insertOrders(database: Database) {
  const db = database.db;
  const rnd = mulberry32(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const allStores = await db.select().from(stores);
  const menu = new Map<string, { uuid: string; name: string; price: number }[]>();
  for (const s of allStores) {
    menu.set(s.uuid, await db.select({ uuid: products.uuid, name: products.name, price: products.price }).from(products).where(eq(products.storeUuid, s.uuid)));
  }
  const consumers = await db.select({ uuid: users.uuid, companyUuid: users.companyUuid }).from(users).where(inArray(users.role, ['company_consumer']));
  const now = Date.now();
  const t0 = performance.now();
  for (let done = 0; done < ORDERS; done += BATCH) {
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const itemRows: (typeof orderItems.$inferInsert)[] = [];
    for (let i = done; i < Math.min(ORDERS, done + BATCH); i++) {
      const store = pick(allStores);
      const consumer = pick(consumers.filter((c) => c.companyUuid === store.companyUuid));
      // A third of the orders in the last 7 days, the rest over the year: every dashboard has work.
      const ageMs = rnd() < 0.33 ? rnd() * 7 * 86_400_000 : rnd() * 365 * 86_400_000;
      const createdAt = new Date(now - ageMs);
      const uuid = randomUUID();
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
        const p = pick(menu.get(store.uuid)!);
        const quantity = 1 + Math.floor(rnd() * 3);
        return { orderUuid: uuid, productUuid: p.uuid, name: p.name, unitPrice: p.price, quantity, lineTotal: p.price * quantity };
      });
      const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
      const tax = Math.round(subtotal * 0.05);
      orderRows.push({
        uuid,
        orderId: `ORD-B${i.toString(36).toUpperCase().padStart(7, '0')}`,
        companyUuid: store.companyUuid,
        storeUuid: store.uuid,
        userUuid: consumer?.uuid ?? null,
        channel: consumer ? 'consumer' : 'guest',
        status: pick(STATUSES),
        subtotal,
        tax,
        total: subtotal + tax,
        currency: 'INR',
        paymentMethod: pick(METHODS),
        paymentStatus: 'paid',
        createdAt,
        updatedAt: createdAt,
      });
      itemRows.push(...lines);
    }
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      await tx.insert(orderItems).values(itemRows);
    });
  }
  return (performance.now() - t0) / 1000;
}

async function runOn(label: string, database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-dash-'));
  await seedDemo(database.db, { orders: false });
  const insertSeconds = await insertOrders(database);
  console.log(`${label}: inserted ${ORDERS} orders (batches of ${BATCH}) in ${insertSeconds.toFixed(1)} s`);
  await database.db.execute('analyze');
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const token = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email, password: 'Demo@1234' } })).json().token as string;
  const admin = await token('admin@example.com');
  const owner = await token('owner@acme.example.com');
  const manager = await token('manager.hq@acme.example.com');

  const rows: Record<string, string | number>[] = [];
  const cases: [string, string, string][] = [];
  for (const type of ['today', 'week', 'month', 'year']) {
    cases.push([`admin dashboard ${type}`, `/api/v1/report/admin/dashbaord?type=${type}`, admin]);
    cases.push([`company dashboard ${type}`, `/api/v1/report/company/dashbaord?type=${type}`, owner]);
    cases.push([`store dashboard ${type}`, `/api/v1/report/store/dashbaord?type=${type}`, manager]);
  }
  cases.push(['admin report list page 0', '/api/v1/report/list/admin?limit=50', admin]);
  for (const [name, url, tok] of cases) {
    const times: number[] = [];
    let orderCount = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': tok } });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= 2) times.push(ms); // two warm-up runs
      const data = res.json().data;
      orderCount = data.order_count ?? data.total;
    }
    times.sort((a, b) => a - b);
    rows.push({ case: name, orders: orderCount, 'p50 ms': percentile(times, 50).toFixed(1), 'p95 ms': percentile(times, 95).toFixed(1) });
  }
  console.log(`\n${label}: dashboards and the report list (ms through the HTTP stack, ${RUNS} runs each)`);
  console.table(rows);

  // The export goes over a real socket so the payload is streamed, not collected by inject.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/v1/report/export/admin?format=csv', headers: { 'x-auth-token': admin } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`export: ${res.statusCode}`));
      let n = 0;
      let nl = 0;
      res.on('data', (chunk: Buffer) => {
        n += chunk.length;
        for (const b of chunk) if (b === 10) nl++;
      });
      res.on('end', () => resolve({ bytes: n, lines: nl }));
      res.on('error', reject);
    }).on('error', reject);
  });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`\n${label}: CSV export of every order`);
  console.table([
    {
      rows: lines - 1,
      MB: (bytes / 1024 / 1024).toFixed(1),
      seconds: seconds.toFixed(2),
      'rows/s': Math.round((lines - 1) / seconds),
      'RSS before MB': (rssBefore / 1024 / 1024).toFixed(0),
      'peak RSS MB': (peak / 1024 / 1024).toFixed(0),
    },
  ]);
  await app.close();
  // The app was handed the database, so it leaves closing it to us.
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  // BENCH_ONLY=postgres skips the embedded database (its inserts take minutes).
  if (process.env.BENCH_ONLY !== 'postgres') await runOn('PGlite (in memory)', await openDatabase({ memory: true }));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const name = `cafe_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    try {
      await runOn('PostgreSQL', await openDatabase({ databaseUrl: withDb(url, name), poolSize: 10 }));
    } finally {
      // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE by hand.
      if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
      else await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
