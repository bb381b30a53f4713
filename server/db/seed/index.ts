// Demo data: two companies with two stores each, their staff and consumers, a full menu per store
// (allergens and dietary marks on every dish; sizes, milks and extras on hot drinks, add-ons on mains,
// three combos), coupons, banners, iCash ledgers and about 60 days of orders with everything that
// hangs off them (lines of drinks and mains carry chosen options with their snapshot).
// Everything is planned in memory first (uuids are made here so that rows can refer to each other
// without a round trip), then written in one transaction in batches. The shapes come from a seeded
// PRNG, so two runs with the same `now` give the same menu, the same order counts and statuses and
// the same amounts; only uuids and order ids differ.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/crypto';
import type { Db, Tx } from '../client';
import { writeDemoImages } from '../demo-images';
import * as s from '../schema';
import { buildWorld } from './companies';
import { buildOrders } from './orders';
import { PLAN_TABLES, type Plan, type Row } from './plan';
import { DEFAULT_SEED, Rng, mulberry32 } from './random';

export { mulberry32 };
import { ledgerRows, staticNotifications, walletCredits } from './wallet';

export interface SeedOptions {
  /** Past orders and all that hangs off them (default true). API tests turn them off for speed. */
  orders?: boolean;
  /** Where demo pictures go (under demo/); omitted: no files are written and image columns stay null. */
  uploadsDir?: string;
  now?: Date;
  /** Default: mulberry32 with a fixed seed, so the data has the same shape on every run. */
  random?: () => number;
  /** Where to report picture problems and timings; the seed goes on without pictures if they fail. */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface SeedSummary {
  companies: number;
  stores: number;
  users: number;
  categories: number;
  products: number;
  coupons: number;
  banners: number;
  orders: number;
}

export const DEMO_PASSWORD = 'Demo@1234';

export function planDemo(now: Date, random: () => number, passwordHash: string, opts: { orders: boolean; images: boolean }): Plan {
  const rnd = new Rng(random);
  const { plan, admin, companies, publicConsumers } = buildWorld(rnd, now, passwordHash, opts.images);
  const wallet = walletCredits(now, companies, opts.orders);
  if (opts.orders) buildOrders(rnd, now, plan, admin, companies, publicConsumers, wallet);
  plan.wallet = ledgerRows(wallet, now);
  staticNotifications(now, plan, admin, companies, opts.orders);
  for (const company of companies) plan.coupons.push(...company.coupons.map((c) => c.row));
  return plan;
}

/** Multi-row inserts kept well under PostgreSQL's 65535 bind parameters. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: Row<T>[]) {
  if (!rows.length) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(50, Math.min(1000, Math.floor(20_000 / columns)));
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size) as never);
}

async function writePlan(tx: Tx, plan: Plan) {
  // Foreign keys decide the order.
  for (const [key, table] of Object.entries(PLAN_TABLES) as [keyof typeof PLAN_TABLES, PgTable][]) await insertAll(tx, table, plan[key] as Row<PgTable>[]);
}

const summaryOf = (plan: Plan): SeedSummary => ({
  companies: plan.companies.length,
  stores: plan.stores.length,
  users: plan.users.length,
  categories: plan.categories.length,
  products: plan.products.length,
  coupons: plan.coupons.length,
  banners: plan.banners.length,
  orders: plan.orders.length,
});

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const res = await db.execute<{ used: boolean }>(sql`select (exists (select 1 from ${s.companies}) or exists (select 1 from ${s.users})) as used`);
  return !res.rows[0].used;
}

async function run(db: Db, opts: SeedOptions, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const now = opts.now ?? new Date();
  const random = opts.random ?? mulberry32(DEFAULT_SEED);
  const withOrders = opts.orders ?? true;
  // One argon2 hash for every demo account: hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = planDemo(now, random, passwordHash, { orders: withOrders, images: Boolean(opts.uploadsDir) });
  if (opts.uploadsDir && plan.images.length) {
    try {
      const r = await writeDemoImages(opts.uploadsDir, plan.images);
      opts.log?.info({ written: r.written, reused: r.reused, ms: r.ms }, 'Demo pictures ready');
    } catch (err) {
      // Pictures are decoration: the data is seeded without them rather than not at all.
      opts.log?.warn({ err }, 'Could not draw the demo pictures; seeding without them');
      for (const r of plan.companies) r.logo = null;
      for (const r of [...plan.categories, ...plan.products]) r.image = null;
    }
  }
  return db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7419320551)`);
    if (onlyIfEmpty && !(await isEmpty(tx))) return null;
    await writePlan(tx, plan);
    return summaryOf(plan);
  });
}

/** Seeds the demo data into an empty database (it fails on unique keys otherwise). */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const summary = await run(db, opts, false);
  return summary!;
}

/** Seeds only when there are no companies and no users; returns whether it did. */
export async function seedIfEmpty(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, opts: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) {
    log.info('Database already has data; demo seed skipped');
    return false;
  }
  const started = performance.now();
  const summary = await run(db, { log, ...opts }, true);
  if (!summary) {
    log.info('Another process seeded the database first; demo seed skipped');
    return false;
  }
  log.info({ ...summary, ms: Math.round(performance.now() - started) }, `Demo data seeded: log in as admin@example.com with password ${DEMO_PASSWORD}`);
  return true;
}
