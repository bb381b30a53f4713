// Reports that add up (issue 16): a company of the test's own (two stores, its own products and
// people) with orders in every state; the order report's totals equal the dashboard's revenue for
// the same period and scope, cancelled and refunded apart, and the breakdown reports (product mix,
// options, hours, cashiers, payment methods, tax, discounts, refunds) sum to the same sales.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, companies, orderItems, orders, products, stores, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/crypto';
import { periodOf } from '../../server/modules/reports/service';
import { call, login, useTestApp, useTokens } from './helpers';
import { makeOrder } from './order-fixtures';
import { makeCoupon } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeManager']);
const PASSWORD = 'Hill@12345';
const OWNER = 'owner@hill-h8.example.com';
const NORTH_MANAGER = 'manager.north@hill-h8.example.com';
const CASHIER = 'cashier.north@hill-h8.example.com';

type Order = Awaited<ReturnType<typeof makeOrder>>;
const o: Record<string, Order> = {};
const ids = { company: '', north: '', south: '', cashier: '' };
const mine: Record<string, string> = {};
const week = periodOf('week');
/** The local wall-clock time `daysIn` days after the week's first day, at `hour`:`minute`. */
const at = (daysIn: number, hour: number, minute = 0) =>
  new Date(week.from.getFullYear(), week.from.getMonth(), week.from.getDate() + daysIn, hour, minute);
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const weekDates = { start_date: ymd(week.from), end_date: ymd(new Date(week.to.getTime() - 1)) };
const sum = (list: Order[], k: 'total' | 'subtotal' | 'discount' | 'tax' = 'total') => list.reduce((s, x) => s + x[k], 0);

beforeAll(async () => {
  const db = t.database.db;
  const [company] = await db.insert(companies).values({ name: 'Hill Foods', slug: 'hill-h8', currency: 'EUR', taxRateBps: 700 }).returning();
  ids.company = company.uuid;
  for (const slug of ['north', 'south'] as const) {
    const [store] = await db.insert(stores).values({ companyUuid: company.uuid, name: `Hill ${slug}`, slug: `hill-h8-${slug}` }).returning();
    ids[slug] = store.uuid;
    const [cat] = await db.insert(categories).values({ companyUuid: company.uuid, storeUuid: store.uuid, name: 'Food', slug: 'food' }).returning();
    await db.insert(products).values(
      [['Apple pie', 350], ['Bagel', 200], ['Coffee', 150]].map(([name, price]) => ({
        companyUuid: company.uuid,
        storeUuid: store.uuid,
        categoryUuid: cat.uuid,
        name: String(name),
        slug: String(name).toLowerCase().replace(' ', '-'),
        price: Number(price),
      })),
    );
  }
  const passwordHash = await hashPassword(PASSWORD);
  const [, , cashier] = await db
    .insert(users)
    .values([
      { role: 'company', name: 'Hill Owner', email: OWNER, passwordHash, companyUuid: company.uuid },
      { role: 'manager', name: 'North Manager', email: NORTH_MANAGER, passwordHash, companyUuid: company.uuid, storeUuid: ids.north },
      { role: 'cashier', name: 'Carla Cashier', email: CASHIER, passwordHash, companyUuid: company.uuid, storeUuid: ids.north },
    ])
    .returning();
  ids.cashier = cashier.uuid;
  mine.owner = await login(t.app, OWNER, PASSWORD);
  mine.manager = await login(t.app, NORTH_MANAGER, PASSWORD);
  const coupon = await makeCoupon(t.database, company.uuid, { code: 'HILL10' });

  const north = 'hill-h8-north';
  const south = 'hill-h8-south';
  // Quantities are of Apple pie, Bagel, Coffee (the menu's name order).
  o.n1 = await makeOrder(db, { store: north, status: 'completed', paymentStatus: 'paid', quantities: [2, 1], createdAt: at(0, 9, 15) });
  o.n2 = await makeOrder(db, { store: north, status: 'completed', paymentMethod: 'card', quantities: [1, 3, 2], createdAt: at(2, 13, 40) });
  o.n3 = await makeOrder(db, { store: north, status: 'completed', couponCode: 'HILL10', discount: 100, quantities: [1], createdAt: at(4, 13, 5) });
  o.n4 = await makeOrder(db, { store: north, status: 'cancelled', quantities: [5], createdAt: at(4, 10) });
  o.n5 = await makeOrder(db, { store: north, status: 'refunded', paymentMethod: 'card', paymentStatus: 'refunded', quantities: [2, 2], createdAt: at(5, 9) });
  o.n6 = await makeOrder(db, { store: north, status: 'ready', quantities: [1], createdAt: at(6, 0, 30) });
  o.s1 = await makeOrder(db, { store: south, status: 'completed', paymentStatus: 'paid', quantities: [1, 1, 1], createdAt: at(1, 18) });
  o.s2 = await makeOrder(db, { store: south, status: 'refunded', paymentStatus: 'refunded', quantities: [3], createdAt: at(3, 12) });
  // Before the week: in no week figure.
  o.old = await makeOrder(db, { store: north, status: 'completed', quantities: [9], createdAt: at(-3, 12) });
  // n1 and n3 were taken at the till by Carla; n1's first line (2 Apple pies) with options.
  await db.update(orders).set({ createdByUuid: cashier.uuid, channel: 'cashier' }).where(sql`${orders.uuid} in (${o.n1.uuid}, ${o.n3.uuid})`);
  const [pieLine] = await db.select().from(orderItems).where(sql`${orderItems.orderUuid} = ${o.n1.uuid} and ${orderItems.name} = 'Apple pie'`);
  await db
    .update(orderItems)
    .set({
      options: [
        { group_uuid: crypto.randomUUID(), group_name: 'Size', option_uuid: crypto.randomUUID(), name: 'Large', price: 50, kind: 'size' },
        { group_uuid: crypto.randomUUID(), group_name: 'Extras', option_uuid: crypto.randomUUID(), name: 'Cream', price: 30, kind: 'extra' },
      ],
    })
    .where(eq(orderItems.uuid, pieLine.uuid));
  expect(coupon.code).toBe('HILL10');
});

const sold = () => [o.n1, o.n2, o.n3, o.s1];
const soldNorth = () => [o.n1, o.n2, o.n3];
const get = async (url: string, token: string, query: Record<string, string | number>) => {
  const res = await call(t.app, 'GET', url, { token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('report totals and the dashboard', () => {
  it('count only completed orders as sales, equal the dashboard for the same period and scope, cancelled and refunded apart', async () => {
    const dash = await get('/report/company/dashbaord', mine.owner, { type: 'week' });
    const report = await get('/report/list/company', mine.owner, { ...weekDates, limit: 100 });
    expect(report.total).toBe(8);
    expect(dash.revenue).toBe(sum(sold()));
    expect(report.summary.total).toBe(dash.revenue);
    expect(report.summary).toMatchObject({
      count: 8,
      sold_count: 4,
      subtotal: sum(sold(), 'subtotal'),
      discount: sum(sold(), 'discount'),
      tax: sum(sold(), 'tax'),
      total: sum(sold()),
      states: {
        sold: { count: 4, amount: sum(sold()) },
        open: { count: 1, amount: o.n6.total },
        cancelled: { count: 1, amount: o.n4.total },
        refunded: { count: 2, amount: sum([o.n5, o.s2]) },
      },
    });
    expect(dash.sales).toEqual(report.summary.states);
    expect(dash.average_ticket).toBe(Math.round(sum(sold()) / 4));
    // A store's figures: the manager's report equals the store dashboard.
    const storeDash = await get('/report/store/dashbaord', mine.manager, { type: 'week' });
    const storeReport = await get('/report/list/store', mine.manager, { ...weekDates });
    expect(storeDash.revenue).toBe(sum(soldNorth()));
    expect(storeReport.summary.total).toBe(storeDash.revenue);
    expect(storeReport.summary.states.cancelled).toEqual({ count: 1, amount: o.n4.total });
    // The admin naming the company: the same figure again.
    const adminDash = await get('/report/admin/dashbaord', tok.admin, { type: 'week', company_uuid: ids.company });
    const adminReport = await get('/report/list/admin', tok.admin, { ...weekDates, company_uuid: ids.company });
    expect(adminReport.summary.total).toBe(adminDash.revenue);
    expect(adminDash.revenue).toBe(sum(sold()));
    // The status filter narrows the rows; the sales of a cancelled-only report are nothing.
    const cancelled = await get('/report/list/company', mine.owner, { ...weekDates, order_status: 'cancelled' });
    expect(cancelled.summary).toMatchObject({ count: 1, sold_count: 0, total: 0 });
  });

  it('gives the same sales in every breakdown', async () => {
    for (const kind of ['hours', 'cashiers', 'payments', 'tax']) {
      const b = await get('/report/breakdown/company', mine.owner, { ...weekDates, kind });
      expect(b.totals.amount, kind).toBe(sum(sold()));
      expect(b.totals.orders, kind).toBe(4);
      expect(b.currency).toBe('EUR');
    }
  });
});

describe('breakdown reports', () => {
  it('product mix: quantities and revenue per product sum to the sold orders’ item totals', async () => {
    const b = await get('/report/breakdown/company', mine.owner, { ...weekDates, kind: 'products' });
    const expected = new Map<string, { name: string; quantity: number; revenue: number; orders: Set<string> }>();
    for (const ord of sold())
      for (const l of ord.items) {
        const e = expected.get(l.product.uuid) ?? { name: l.product.name, quantity: 0, revenue: 0, orders: new Set<string>() };
        e.quantity += l.quantity;
        e.revenue += l.lineTotal;
        e.orders.add(ord.uuid);
        expected.set(l.product.uuid, e);
      }
    expect(b.rows).toHaveLength(expected.size);
    for (const r of b.rows) {
      const e = expected.get(r.key)!;
      expect({ label: r.label, quantity: r.quantity, amount: r.amount, orders: r.orders }).toEqual({
        label: e.name,
        quantity: e.quantity,
        amount: e.revenue,
        orders: e.orders.size,
      });
    }
    expect(new Set(b.rows.map((r: { group: string }) => r.group))).toEqual(new Set(['Hill north', 'Hill south']));
    expect(b.totals.amount).toBe(sum(sold(), 'subtotal'));
    expect(b.totals.orders).toBe(4);
    expect(b.rows.map((r: { amount: number }) => r.amount)).toEqual([...b.rows.map((r: { amount: number }) => r.amount)].sort((x, y) => y - x));
  });

  it('option mix: each option by its line quantity, from the snapshot', async () => {
    const b = await get('/report/breakdown/company', mine.owner, { ...weekDates, kind: 'options' });
    type Row = { group: string; label: string; quantity: number; amount: number; orders: number };
    const rows = b.rows.map((r: Row) => [r.group, r.label, r.quantity, r.amount, r.orders]);
    expect(rows.sort()).toEqual([
      ['Extras', 'Cream', 2, 60, 1],
      ['Size', 'Large', 2, 100, 1],
    ]);
  });

  it('hours: 24 buckets in clock order, each sold order in its hour', async () => {
    const b = await get('/report/breakdown/company', mine.owner, { ...weekDates, kind: 'hours' });
    expect(b.rows.map((r: { key: string }) => r.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    const byHour = new Map<string, Order[]>();
    for (const ord of sold()) {
      const h = String(ord.createdAt.getHours()).padStart(2, '0');
      byHour.set(h, [...(byHour.get(h) ?? []), ord]);
    }
    for (const r of b.rows as { key: string; orders: number; amount: number; tax: number }[]) {
      const list = byHour.get(r.key) ?? [];
      expect({ orders: r.orders, amount: r.amount, tax: r.tax }, r.key).toEqual({ orders: list.length, amount: sum(list), tax: sum(list, 'tax') });
    }
    // 13:05 and 13:40 share one bucket; the cancelled 10:00 and refunded 09:00 orders are in none.
    expect(b.rows[13]).toMatchObject({ orders: 2, amount: sum([o.n2, o.n3]) });
    expect(b.rows[10]).toMatchObject({ orders: 0, amount: 0 });
  });

  it('payment methods, cashiers, tax by day, discounts by coupon and refunds', async () => {
    const q = (kind: string, token = mine.owner) => get('/report/breakdown/company', token, { ...weekDates, kind });
    const pay = await q('payments');
    expect(pay.rows.map((r: { key: string; orders: number; amount: number }) => [r.key, r.orders, r.amount])).toEqual(
      [
        ['counter', 3, sum([o.n1, o.n3, o.s1])],
        ['card', 1, o.n2.total],
      ].sort((a, b) => Number(b[2]) - Number(a[2])),
    );
    const cashiers = await q('cashiers');
    const carla = cashiers.rows.find((r: { key: string }) => r.key === ids.cashier);
    expect(carla).toMatchObject({ label: 'Carla Cashier', group: null, orders: 2, amount: sum([o.n1, o.n3]) });
    const selfService = cashiers.rows.find((r: { key: string }) => r.key === 'channel:guest');
    expect(selfService).toMatchObject({ label: null, group: 'guest', orders: 2, amount: sum([o.n2, o.s1]) });
    const tax = await q('tax');
    expect(tax.totals).toMatchObject({ tax: sum(sold(), 'tax'), net: sum(sold(), 'subtotal') - sum(sold(), 'discount') });
    expect(tax.rows.map((r: { key: string }) => r.key)).toEqual(sold().map((x) => ymd(x.createdAt)).sort());
    const discounts = await q('discounts');
    expect(discounts.rows).toHaveLength(1);
    expect(discounts.rows[0]).toMatchObject({ label: 'HILL10', orders: 1, discount: 100, amount: o.n3.total });
    const refunds = await q('refunds');
    expect(refunds.rows.map((r: { label: string }) => r.label).sort()).toEqual([o.n5.orderId, o.s2.orderId].sort());
    expect(refunds.totals.amount).toBe(sum([o.n5, o.s2]));
    expect(refunds.rows.find((r: { label: string }) => r.label === o.n5.orderId)).toMatchObject({ group: 'card', at: expect.any(String) });
  });

  it("gives a store manager only their store, and refuses other stores and companies", async () => {
    const mix = await get('/report/breakdown/store', mine.manager, { ...weekDates, kind: 'products' });
    expect(mix.totals.amount).toBe(sum(soldNorth(), 'subtotal'));
    const pay = await get('/report/breakdown/store', mine.manager, { ...weekDates, kind: 'payments' });
    expect(pay.totals.amount).toBe(sum(soldNorth()));
    const refunds = await get('/report/breakdown/store', mine.manager, { ...weekDates, kind: 'refunds' });
    expect(refunds.rows.map((r: { label: string }) => r.label)).toEqual([o.n5.orderId]);
    const denied = async (url: string, token: string, query: Record<string, string>) =>
      (await call(t.app, 'GET', url, { token, query: { kind: 'products', ...query } })).status;
    expect(await denied('/report/breakdown/store', mine.manager, { store_uuid: ids.south })).toBe(403);
    expect(await denied('/report/breakdown/company', mine.manager, {})).toBe(403);
    expect(await denied('/report/breakdown/company', tok.acmeOwner, { company_uuid: ids.company })).toBe(403);
    expect(await denied('/report/breakdown/store', tok.acmeManager, { store_uuid: ids.north })).toBe(403);
    expect(await denied('/report/breakdown/admin', mine.owner, {})).toBe(403);
    // Acme's owner sees none of Hill's sales in Acme's own breakdown.
    const acme = await get('/report/breakdown/company', tok.acmeOwner, { ...weekDates, kind: 'refunds' });
    expect(acme.rows.map((r: { label: string }) => r.label)).not.toContain(o.n5.orderId);
    // Bad input: a clear 400, nothing answered.
    const bad = await call(t.app, 'GET', '/report/breakdown/company', { token: mine.owner, query: { kind: 'weather' } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
  });
});

describe('breakdown exports', () => {
  const download = (url: string, token: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, query, headers: { 'x-auth-token': token } });

  it('exports the product mix as CSV with the rows and totals on screen', async () => {
    const screen = await get('/report/breakdown/company', mine.owner, { ...weekDates, kind: 'products' });
    const res = await download('/report/breakdown/export/company', mine.owner, { ...weekDates, kind: 'products', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-report-company-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.slice(0, -1).map((r) => [r.Product, r.Store, Number(r.Quantity), Number(r.Revenue)])).toEqual(
      screen.rows.map((r: { label: string; group: string; quantity: number; amount: number }) => [r.label, r.group, r.quantity, r.amount]),
    );
    expect(rows.at(-1)).toMatchObject({ Product: 'Total', Revenue: String(sum(sold(), 'subtotal')) });
  });

  it('exports the hours of a manager’s store as XLSX', async () => {
    const res = await download('/report/breakdown/export/store', mine.manager, { ...weekDates, kind: 'hours', format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/hours-report-store-.*\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0].slice(1)).toEqual(['Hour', 'Orders', 'Net (before tax)', 'Discount', 'Tax', 'Sales']);
    expect(values).toHaveLength(1 + 24 + 1);
    expect(values[1 + 13].slice(1, 3)).toEqual(['13:00', 2]);
    expect(values.at(-1)?.slice(1, 3)).toEqual(['Total', 3]);
    expect(values.at(-1)?.[6]).toBe(sum(soldNorth()));
    expect((await download('/report/breakdown/export/store', mine.manager, { kind: 'hours', format: 'xlsx', store_uuid: ids.south })).statusCode).toBe(403);
    expect((await download('/report/breakdown/export/store', mine.manager, { kind: 'hours', format: 'pdf' })).statusCode).toBe(400);
  });
});

describe("the dashboard's needs-attention", () => {
  const q = (token: string, query: Record<string, string> = {}) => call(t.app, 'GET', '/report/attention', { token, query });
  const t2: Record<string, Order> = {};

  beforeAll(async () => {
    const db = t.database.db;
    // Today as the server reads it (the database's now() in the server's zone): every order below is placed in it.
    const first = await q(mine.owner, { store_uuid: ids.south });
    expect(first.status).toBe(200);
    const dayFrom = new Date(first.body.data.day_from);
    const sec = (n: number) => new Date(dayFrom.getTime() + n * 1000);
    const south = 'hill-h8-south';
    t2.placed = await makeOrder(db, { store: south, status: 'placed', quantities: [1], createdAt: sec(1) });
    t2.preparing = await makeOrder(db, { store: south, status: 'preparing', quantities: [1], createdAt: sec(2) });
    t2.quick = await makeOrder(db, { store: south, status: 'completed', discount: 50, quantities: [2], createdAt: sec(3) });
    t2.slow = await makeOrder(db, { store: south, status: 'completed', quantities: [1], createdAt: sec(4) });
    // Slow: ready 20 minutes after it was placed (the fixture's happy path takes 3).
    const readyAt = new Date(sec(4).getTime() + 20 * 60_000);
    await db.execute(sql`update order_status_history set created_at = ${readyAt} where order_uuid = ${t2.slow.uuid} and to_status = 'ready'`);
    // Placed yesterday, refunded now: a refund of today.
    const yesterday = new Date(dayFrom.getTime() - 3600_000);
    t2.refunded = await makeOrder(db, { store: south, status: 'refunded', paymentStatus: 'refunded', quantities: [1, 1], createdAt: yesterday });
    await db.execute(sql`update order_status_history set created_at = now() where order_uuid = ${t2.refunded.uuid} and to_status = 'refunded'`);
    await db.update(products).set({ stock: 2 }).where(sql`${products.storeUuid} = ${ids.south} and ${products.name} = 'Apple pie'`);
    await db.update(products).set({ stock: 0 }).where(sql`${products.storeUuid} = ${ids.south} and ${products.name} = 'Bagel'`);
    await db.update(products).set({ stock: 40 }).where(sql`${products.storeUuid} = ${ids.south} and ${products.name} = 'Coffee'`);
  });

  it('names what runs out, the oldest open and the slowest tickets, and today’s refunds and discounts', async () => {
    const res = await q(mine.owner, { store_uuid: ids.south });
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.low_stock.map((p: { name: string; stock: number }) => [p.name, p.stock])).toEqual([['Bagel', 0], ['Apple pie', 2]]);
    expect(a.low_stock_count).toBe(2);
    expect(a.open_orders.map((x: { order_id: string }) => x.order_id)).toEqual([t2.placed.orderId, t2.preparing.orderId]);
    expect(a.open_orders[1]).toMatchObject({ status: 'preparing', store_name: 'Hill south' });
    expect(a.open_count).toBe(2);
    expect(a.slowest_ready.map((x: { order_id: string; minutes_to_ready: number }) => [x.order_id, x.minutes_to_ready])).toEqual([
      [t2.slow.orderId, 20],
      [t2.quick.orderId, 3],
    ]);
    expect(a.refunds_today).toEqual({ count: 1, amount: t2.refunded.total });
    expect(a.discounts_today).toEqual({ count: 1, amount: 50 });
    expect(a.currency).toBe('EUR');
    // The whole company: the north store's open order of today too, none of Acme's.
    const all = (await q(mine.owner)).body.data;
    expect(all.open_orders.map((x: { order_id: string }) => x.order_id)).toContain(t2.placed.orderId);
    expect(all.open_orders.every((x: { store_name: string }) => x.store_name.startsWith('Hill'))).toBe(true);
  });

  it('gives a manager their own store only, and refuses others', async () => {
    const res = await q(mine.manager);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.low_stock).toEqual([]);
    expect(a.open_orders.every((x: { store_name: string }) => x.store_name === 'Hill north')).toBe(true);
    expect(a.refunds_today).toEqual({ count: 0, amount: 0 });
    expect((await q(mine.manager, { store_uuid: ids.south })).status).toBe(403);
    expect((await q(tok.acmeOwner, { store_uuid: ids.south })).status).toBe(403);
    expect((await q(tok.acmeOwner, { company_uuid: ids.company })).status).toBe(403);
    expect((await q(tok.admin, { store_uuid: ids.south })).body.data.low_stock_count).toBe(2);
    expect((await q(tok.admin, { store_uuid: 'nope' })).status).toBe(400);
  });
});
