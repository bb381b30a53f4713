// The world of the demo data (companies, stores, plain HQ products and consumers by uuid), which most
// API tests take with useWorld, and small helpers for the ordering tests: a cart line, a bound kiosk,
// and stock, wallets and coupons set up.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Database } from '../../server/db/client';
import { companies, coupons, productOptionGroups, products, stores, users } from '../../server/db/schema';
import { appendWalletEntry, walletBalance } from '../../server/modules/wallet/ledger';
import { ACCOUNTS, call, type TestApp } from './helpers';

export interface World {
  acme: string;
  globex: string;
  hq: string;
  plant: string;
  east: string;
  /** HQ products that can be ordered as they are (no options, not a combo), with their price. */
  hqProducts: { uuid: string; name: string; price: number }[];
  plantProduct: string;
  alice: string;
  bob: string;
}

export async function loadWorld(database: Database): Promise<World> {
  const db = database.db;
  const cos = await db.select().from(companies);
  const acme = cos.find((c) => c.slug.includes('acme'))!.uuid;
  const globex = cos.find((c) => c.slug.includes('globex'))!.uuid;
  const sts = await db.select().from(stores);
  const hq = sts.find((s) => s.slug === 'acme-hq')!.uuid;
  const plant = sts.find((s) => s.slug === 'acme-plant')!.uuid;
  const east = sts.find((s) => s.slug === 'globex-east')!.uuid;
  // Plain products only: a line of one with sizes or a combo is priced and checked by its choices
  // (tests/server/menu-ordering.test.ts), and these tests order by product and price alone.
  const plain = sql`not ${products.isCombo} and not exists (select 1 from ${productOptionGroups} where ${eq(productOptionGroups.productUuid, products.uuid)})`;
  const hqProducts = await db
    .select({ uuid: products.uuid, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.storeUuid, hq), eq(products.status, 'active'), eq(products.isAvailable, true), isNull(products.stock), plain))
    .orderBy(asc(products.name));
  const [plantProduct] = await db
    .select({ uuid: products.uuid })
    .from(products)
    .where(and(eq(products.storeUuid, plant), eq(products.status, 'active'), eq(products.isAvailable, true), plain))
    .orderBy(asc(products.name))
    .limit(1);
  const [alice] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.email, ACCOUNTS.alice));
  const [bob] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.email, ACCOUNTS.bob));
  return { acme, globex, hq, plant, east, hqProducts, plantProduct: plantProduct.uuid, alice: alice.uuid, bob: bob.uuid };
}

/** The world of the file's app, looked up before its tests. */
export function useWorld(t: TestApp): World {
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await loadWorld(t.database));
  });
  return w;
}

/** Puts `quantity` of an Acme HQ product (the first plain one unless told) in a signed-in consumer's cart. */
export function addToCart(t: TestApp, w: World, token: string, quantity: number, productUuid = w.hqProducts[0].uuid) {
  return call(t.app, 'POST', '/cart/add', { token, body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: productUuid, quantity } });
}

/** Binds a kiosk to a store (by a manager's token) and answers its kiosk token and device id. */
export async function bindKiosk(t: TestApp, managerToken: string, storeUuid: string, name: string) {
  const res = await call(t.app, 'POST', '/kiosk/device/bind', { token: managerToken, body: { store_uuid: storeUuid, name } });
  if (res.status !== 201) throw new Error(`binding kiosk ${name} failed: ${res.status} ${res.body.message}`);
  return { token: res.body.data.token as string, device: res.body.data.device_uuid as string };
}

/** Sets a wallet to exactly `target` with one entry. */
export async function setWallet(database: Database, userUuid: string, target: number) {
  const db = database.db;
  const balance = await walletBalance(db, userUuid);
  if (balance !== target) {
    await db.transaction((tx) => appendWalletEntry(tx, { userUuid, amount: target - balance, type: target > balance ? 'credit' : 'debit', reason: 'test' }));
  }
}

export async function setProduct(database: Database, uuid: string, values: Partial<typeof products.$inferInsert>) {
  await database.db.update(products).set(values).where(eq(products.uuid, uuid));
}

let couponSeq = 0;
/** A fresh active coupon of a company, valid from yesterday for a month unless told otherwise. */
export async function makeCoupon(database: Database, companyUuid: string, values: Partial<typeof coupons.$inferInsert> = {}) {
  const day = 24 * 3600 * 1000;
  const [row] = await database.db
    .insert(coupons)
    .values({
      companyUuid,
      code: `T${Date.now().toString(36).toUpperCase().slice(-5)}${++couponSeq}`,
      type: 'flat',
      value: 1000,
      minOrder: 0,
      validFrom: new Date(Date.now() - day),
      validTo: new Date(Date.now() + 30 * day),
      ...values,
    })
    .returning();
  return row;
}

let deviceSeq = 0;
export const newDevice = () => `dev-${Date.now().toString(36)}-${++deviceSeq}-${Math.random().toString(36).slice(2, 8)}`;
