// Order lists against history (not part of `npm test`): the demo data on a fresh PostgreSQL database
// (BENCH_DATABASE_URL), copied as a second database whose orders are then copied 99 times further back
// in time (100x history). Each list is timed on both, round by round in turn, so that the load of a
// busy machine falls on both figures alike. A list whose cost grows with history shows a ratio far above 1.
// `tsx bench/lists.ts` prints the table alone; BENCH_KEEP=1 leaves the databases for EXPLAIN ANALYZE,
// BENCH_DB_PREFIX names them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { ms, percentile, ratio, runWhenMain, skipped, type Row } from './table';
import { adminQuery, withDb } from './pg-admin';

const COPIES = Number(process.env.BENCH_HISTORY_COPIES ?? 99);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 40);

/**
 * Every order copied `copies` times, each copy `60 * k` days older (past the demo's ~60 days). An old
 * order is no longer in the queue: the copies of open orders are completed.
 */
const copyHistory = (copies: number) => `
  insert into orders (uuid, order_id, company_uuid, store_uuid, user_uuid, device_id, customer_name, customer_mobile, channel,
    status, subtotal, discount, tax, total, currency, payment_method, payment_status, note, placed_offline, needs_review,
    created_by_uuid, created_at, updated_at)
  select gen_random_uuid(), o.order_id || '-' || k, o.company_uuid, o.store_uuid, o.user_uuid, o.device_id, o.customer_name,
    o.customer_mobile, o.channel, case when o.status in ('placed', 'accepted', 'preparing', 'ready') then 'completed' else o.status end,
    o.subtotal, o.discount, o.tax, o.total, o.currency, o.payment_method,
    o.payment_status, o.note, o.placed_offline, o.needs_review, o.created_by_uuid,
    o.created_at - make_interval(days => 60 * k), o.updated_at - make_interval(days => 60 * k)
  from orders o cross join generate_series(1, ${copies}) k`;

interface Side {
  database: Database;
  app: FastifyInstance;
  tokens: Map<string, string>;
}

async function side(url: string, dataDir: string): Promise<Side> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
    { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
  );
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return { database, app, tokens: new Map() };
}

async function get(s: Side, email: string, path: string) {
  let token = s.tokens.get(email);
  if (!token) {
    token = (await s.app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email, password: 'Demo@1234' } })).json().token as string;
    s.tokens.set(email, token);
  }
  const res = await s.app.inject({ method: 'GET', url: path, headers: { 'x-auth-token': token } });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json().data as { total: number; next_cursor: string | null };
}

const MANAGER = 'manager.hq@acme.example.com';
/** The store list's page after its first 500 orders, reached by cursor (5 pages of 100). */
async function pageByCursor(s: Side) {
  let cursor = '';
  for (let i = 0; i < 5; i++) cursor = (await get(s, MANAGER, `/api/v1/order/list/store?limit=100${cursor && `&after=${cursor}`}`)).next_cursor ?? '';
  return `/api/v1/order/list/store?limit=10&after=${cursor}`;
}

const CASES: [string, string, string | ((s: Side) => Promise<string>)][] = [
  ['store order list (limit 10)', MANAGER, '/api/v1/order/list/store?limit=10'],
  ['store order list, the page after 500 orders by cursor', MANAGER, pageByCursor],
  ["cashier's queue (status placed, limit 100)", 'cashier.hq@acme.example.com', '/api/v1/order/list/store?limit=100&order_status=placed'],
  ["cashier's store list, status completed", 'cashier.hq@acme.example.com', '/api/v1/order/list/store?limit=10&order_status=completed'],
  ['admin order list (limit 10)', 'admin@example.com', '/api/v1/order/list/admin?limit=10'],
  ['admin order list, page 5, status completed', 'admin@example.com', '/api/v1/order/list/admin?limit=10&pagenum=5&order_status=completed'],
  ['company order list (limit 10)', 'owner@acme.example.com', '/api/v1/order/list/company?limit=10'],
  ["a consumer's own orders (limit 10)", 'rahul.verma@acme.example.com', '/api/v1/order/list/consumer?limit=10'],
];

/** p50 of each side for one case, the rounds alternating between the sides. */
async function measure(sides: Side[], email: string, paths: string[]) {
  const times = sides.map(() => [] as number[]);
  const totals = sides.map(() => 0);
  for (let round = -3; round < ROUNDS; round++) {
    for (let i = 0; i < sides.length; i++) {
      const t0 = performance.now();
      totals[i] = (await get(sides[i], email, paths[i])).total;
      if (round >= 0) times[i].push(performance.now() - t0);
    }
  }
  return sides.map((_, i) => ({ p50: percentile(times[i].sort((a, b) => a - b), 50), total: totals[i] }));
}

export async function listBench(): Promise<Row[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return [skipped('order lists at 100x history', 'BENCH_DATABASE_URL is not set')];
  const prefix = `${process.env.BENCH_DB_PREFIX ?? 'cafe_bench_lists_'}${randomBytes(4).toString('hex')}`;
  const names = [`${prefix}_1x`, `${prefix}_100x`];
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-lists-'));
  const sides: Side[] = [];
  try {
    await adminQuery(url, `create database ${names[0]}`);
    const seeding = await openDatabase({ databaseUrl: withDb(url, names[0]), poolSize: 2 });
    await seedDemo(seeding.db, { orders: true });
    await seeding.close();
    await adminQuery(url, `create database ${names[1]} template ${names[0]}`);
    for (const name of names) sides.push(await side(withDb(url, name), dataDir));
    await sides[1].database.db.execute(copyHistory(COPIES));
    // VACUUM as well: autovacuum does so after a table's inserts (PostgreSQL 13 and later), and a year
    // of orders has long been vacuumed; right after a bulk insert no index-only scan could be used.
    for (const s of sides) await s.database.db.execute('vacuum analyze');
    const rows: Row[] = [];
    for (const [label, email, pathOf] of CASES) {
      const paths = await Promise.all(sides.map((s) => (typeof pathOf === 'string' ? pathOf : pathOf(s))));
      const [one, hundred] = await measure(sides, email, paths);
      rows.push({
        measure: `${label}, p50 at ${COPIES + 1}x history (${hundred.total} orders)`,
        value: ms(hundred.p50),
        reference: `${ms(one.p50)} at 1x (${one.total})`,
        ratio: ratio(hundred.p50, one.p50),
        goal: '≤ 1.50',
      });
    }
    return rows;
  } finally {
    for (const s of sides) {
      await s.app.close();
      await s.database.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1') console.log(`kept databases ${names.join(', ')}`);
    else for (const name of names) await adminQuery(url, `drop database if exists ${name} with (force)`);
  }
}

runWhenMain(import.meta.url, listBench);
