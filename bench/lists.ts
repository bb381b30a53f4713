// Order lists against history (not part of `npm test`): the demo data on a fresh PostgreSQL database
// (BENCH_DATABASE_URL), each list timed once at 1x, then the orders copied 99 times further back in
// time (100x history) and timed again. A list whose cost grows with history shows a ratio far above 1.
// `tsx bench/lists.ts` prints the table alone; BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { ms, percentile, printTable, ratio, skipped, timings, type Row } from './table';
import { adminQuery } from './pg-admin';

const COPIES = Number(process.env.BENCH_HISTORY_COPIES ?? 99);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 40);

/** Every order copied `copies` times, each copy `60 * k` days older (past the demo's ~60 days). */
const copyHistory = (copies: number) => `
  insert into orders (uuid, order_id, company_uuid, store_uuid, user_uuid, device_id, customer_name, customer_mobile, channel,
    status, subtotal, discount, tax, total, currency, payment_method, payment_status, note, placed_offline, needs_review,
    created_by_uuid, created_at, updated_at)
  select gen_random_uuid(), o.order_id || '-' || k, o.company_uuid, o.store_uuid, o.user_uuid, o.device_id, o.customer_name,
    o.customer_mobile, o.channel, o.status, o.subtotal, o.discount, o.tax, o.total, o.currency, o.payment_method,
    o.payment_status, o.note, o.placed_offline, o.needs_review, o.created_by_uuid,
    o.created_at - make_interval(days => 60 * k), o.updated_at - make_interval(days => 60 * k)
  from orders o cross join generate_series(1, ${copies}) k`;

export async function listBench(): Promise<Row[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return [skipped('order lists at 100x history', 'BENCH_DATABASE_URL is not set')];
  const name = `cafe_bench_lists_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-lists-'));
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 10 });
  try {
    await seedDemo(database.db, { orders: true });
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' },
      { memoryDb: true, dataDir, uploadsDir: join(dataDir, 'uploads'), webDir: join(dataDir, 'no-web') },
    );
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const token = async (email: string) => (await app.inject({ method: 'POST', url: '/api/v1/company/login', payload: { email, password: 'Demo@1234' } })).json().token as string;
    const cases: [string, string, string][] = [
      ['store order list (limit 10)', '/api/v1/order/list/store?limit=10', await token('manager.hq@acme.example.com')],
      ['admin order list (limit 10)', '/api/v1/order/list/admin?limit=10', await token('admin@example.com')],
      ['admin order list, page 5, status completed', '/api/v1/order/list/admin?limit=10&pagenum=5&order_status=completed', await token('admin@example.com')],
    ];
    const measure = async () => {
      const out: { p50: number; total: number }[] = [];
      for (const [, path, tok] of cases) {
        let total = 0;
        const times = await timings(ROUNDS, async () => {
          const res = await app.inject({ method: 'GET', url: path, headers: { 'x-auth-token': tok } });
          if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
          total = res.json().data.total;
        });
        out.push({ p50: percentile(times, 50), total });
      }
      return out;
    };
    await database.db.execute('analyze');
    const before = await measure();
    await database.db.execute(copyHistory(COPIES));
    await database.db.execute('analyze');
    const after = await measure();
    await app.close();
    return cases.map(([label], i) => ({
      measure: `${label}, p50 at ${COPIES + 1}x history (${after[i].total} orders)`,
      value: ms(after[i].p50),
      reference: `${ms(before[i].p50)} at 1x (${before[i].total})`,
      ratio: ratio(after[i].p50, before[i].p50),
      goal: '≤ 1.50',
    }));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
    else await adminQuery(url, `drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  listBench()
    .then(printTable)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
