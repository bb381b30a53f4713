// Dashboards, order reports, their exports and the consumer dropdown, against a known fixture of
// orders in both companies: every number is exact and no tenant sees another's.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../server/db/schema';
import { reportBatches, reportFilter } from '../../server/modules/reports/service';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { makeOrder, storeBySlug, userByEmail } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeDesk', 'acmeManager', 'acmeCashier', 'globexOwner', 'globexManager', 'alice']);
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const at = (daysAgo: number, hour = 12, minute = 0) => {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  d.setHours(hour, minute, 0, 0);
  return d;
};
type Order = Awaited<ReturnType<typeof makeOrder>>;
let o: Record<string, Order>;
let acmeUuid: string;
let globexUuid: string;
const store: Record<string, string> = {};

const NINA = 'nina.new@acme.example.com';
/** Sales are completed orders (server/lib/sales.ts); open, cancelled and refunded ones are not. */
const counted = (list: Order[]) => list.filter((x) => x.status === 'completed');
const revenue = (list: Order[]) => counted(list).reduce((s, x) => s + x.total, 0);
const ids = (list: Order[]) => list.map((x) => x.orderId).sort();
const rowIds = (items: { order_id: string }[]) => items.map((x) => x.order_id).sort();
/** The list order of the API: newest first, then uuid descending. */
const newestFirst = (list: Order[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uuid < b.uuid ? 1 : a.uuid > b.uuid ? -1 : 0)).map((x) => x.orderId);

beforeAll(async () => {
  const db = t.database.db;
  // Seeded consumers are old, so "new consumers" counts only the ones made here.
  await db.update(users).set({ createdAt: sql`now() - interval '800 days'` }).where(inArray(users.role, ['consumer', 'company_consumer']));
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
  const [globex] = await db.select().from(companies).where(eq(companies.slug, 'globex'));
  acmeUuid = acme.uuid;
  globexUuid = globex.uuid;
  await db.insert(users).values([
    { role: 'company_consumer', name: 'Nina New', email: NINA, mobile: '9111111111', companyUuid: acme.uuid },
    { role: 'company_consumer', name: 'Omar Other', email: 'omar.new@acme.example.com', mobile: '9111111112', companyUuid: acme.uuid },
    { role: 'company_consumer', name: 'Gita Globex', email: 'gita.new@globex.example.com', mobile: '9111111113', companyUuid: globex.uuid },
  ]);
  for (const s of ['acme-hq', 'acme-plant', 'globex-east', 'globex-west']) store[s] = (await storeBySlug(db, s)).uuid;
  const tie = at(5, 15);
  o = {
    a1: await makeOrder(db, {
      user: ACCOUNTS.alice,
      store: 'acme-hq',
      status: 'completed',
      paymentStatus: 'paid',
      quantities: [2, 1],
      createdAt: at(0, 9, 15),
    }),
    a2: await makeOrder(db, { user: ACCOUNTS.alice, store: 'acme-plant', status: 'ready', paymentMethod: 'card', quantities: [1], createdAt: at(1) }),
    a3: await makeOrder(db, { store: 'acme-hq', customerName: 'Walk In Wanda', status: 'cancelled', quantities: [4], createdAt: at(0, 10) }),
    a4: await makeOrder(db, {
      user: ACCOUNTS.alice,
      store: 'acme-hq',
      status: 'refunded',
      paymentMethod: 'wallet',
      paymentStatus: 'refunded',
      quantities: [1, 1],
      createdAt: at(3),
    }),
    a5: await makeOrder(db, { user: ACCOUNTS.alice, store: 'acme-hq', status: 'completed', paymentMethod: 'wallet', quantities: [3], createdAt: at(40) }),
    a6: await makeOrder(db, { user: NINA, store: 'acme-hq', status: 'placed', quantities: [1, 2], createdAt: at(0, 11) }),
    g1: await makeOrder(db, { user: ACCOUNTS.bob, store: 'globex-east', status: 'completed', paymentMethod: 'card', quantities: [3], createdAt: at(0, 11) }),
    g2: await makeOrder(db, { user: ACCOUNTS.bob, store: 'globex-west', status: 'placed', quantities: [1], createdAt: at(2) }),
    g3: await makeOrder(db, { user: ACCOUNTS.bob, store: 'globex-east', status: 'accepted', quantities: [1], createdAt: tie }),
    g4: await makeOrder(db, { store: 'globex-east', customerName: 'Same Time Sam', status: 'accepted', quantities: [2], createdAt: tie }),
  };
});

const acmeAll = () => [o.a1, o.a2, o.a3, o.a4, o.a5, o.a6];
const globexAll = () => [o.g1, o.g2, o.g3, o.g4];

describe('dashboards', () => {
  const dash = (url: string, token: string, query: Record<string, string> = {}) => call(t.app, 'GET', url, { token, query });

  it("gives Acme's owner today's exact Acme numbers and none of Globex's", async () => {
    const res = await dash('/report/company/dashbaord', tok.acmeOwner, { type: 'today' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    const today = [o.a1, o.a3, o.a6];
    expect(d).toMatchObject({ type: 'today', currency: 'INR', order_count: 3, revenue: revenue(today), new_consumers: 2 });
    expect(d.average_ticket).toBe(Math.round(revenue(today) / counted(today).length));
    expect(d.orders_by_status).toEqual({ completed: 1, cancelled: 1, placed: 1 });
    expect(d.revenue_over_time).toHaveLength(24);
    expect(d.revenue_over_time.reduce((s: number, b: { orders: number }) => s + b.orders, 0)).toBe(3);
    expect(d.revenue_over_time.reduce((s: number, b: { revenue: number }) => s + b.revenue, 0)).toBe(revenue(today));
    const nine = d.revenue_over_time.find((b: { bucket: string }) => b.bucket === `${day(at(0))}T09:00`);
    expect(nine).toEqual({ bucket: `${day(at(0))}T09:00`, orders: 1, revenue: o.a1.total });
    expect(d.top_stores).toEqual([{ store_uuid: store['acme-hq'], name: 'Acme HQ Cafeteria', orders: 3, revenue: revenue(today) }]);
    expect(d.payment_mix).toEqual([{ method: 'counter', orders: 3, revenue: revenue(today) }]);
    // Products sold by the counted orders (the cancelled a3 sells nothing).
    const sold = new Map<string, { quantity: number; revenue: number }>();
    for (const ord of counted(today)) for (const l of ord.items) {
      const p = sold.get(l.product.uuid) ?? { quantity: 0, revenue: 0 };
      sold.set(l.product.uuid, { quantity: p.quantity + l.quantity, revenue: p.revenue + l.lineTotal });
    }
    const top = d.top_products as { product_uuid: string; quantity: number; revenue: number }[];
    expect(top).toHaveLength(sold.size);
    for (const p of top) expect(sold.get(p.product_uuid)).toEqual({ quantity: p.quantity, revenue: p.revenue });
    expect(top.map((p) => p.revenue)).toEqual([...top.map((p) => p.revenue)].sort((a, b) => b - a));
  });

  it('counts week, month and year over their periods, with a bucket for each day or month', async () => {
    const week = (await dash('/report/company/dashbaord', tok.acmeOwner, { type: 'week' })).body.data;
    const recent = [o.a1, o.a2, o.a3, o.a4, o.a6];
    expect(week).toMatchObject({
      order_count: 5,
      revenue: revenue(recent),
      orders_by_status: { completed: 1, ready: 1, cancelled: 1, refunded: 1, placed: 1 },
    });
    expect(week.revenue_over_time).toHaveLength(7);
    expect(week.revenue_over_time[6]).toEqual({ bucket: day(at(0)), orders: 3, revenue: revenue([o.a1, o.a3, o.a6]) });
    expect(week.payment_mix).toEqual([
      { method: 'card', orders: 1, revenue: revenue([o.a2]) },
      { method: 'counter', orders: 3, revenue: revenue([o.a1, o.a6]) },
      { method: 'wallet', orders: 1, revenue: 0 },
    ]);
    const month = (await dash('/report/company/dashbaord', tok.acmeOwner, { type: 'month' })).body.data;
    expect(month).toMatchObject({ order_count: 5, revenue: revenue(recent) });
    expect(month.revenue_over_time).toHaveLength(30);
    const year = (await dash('/report/company/dashbaord', tok.acmeOwner, { type: 'year' })).body.data;
    expect(year).toMatchObject({ order_count: 6, revenue: revenue(acmeAll()), new_consumers: 2 });
    expect(year.revenue_over_time).toHaveLength(12);
    expect(year.revenue_over_time.reduce((s: number, b: { revenue: number }) => s + b.revenue, 0)).toBe(revenue(acmeAll()));
    // No type means today.
    expect((await dash('/report/company/dashbaord', tok.acmeOwner)).body.data).toMatchObject({ type: 'today', order_count: 3 });
    expect((await dash('/report/company/dashbaord', tok.acmeOwner, { type: 'decade' })).status).toBe(400);
  });

  it("gives Globex's owner only Globex", async () => {
    const d = (await dash('/report/company/dashbaord', tok.globexOwner, { type: 'week' })).body.data;
    expect(d).toMatchObject({ order_count: 4, revenue: revenue(globexAll()), new_consumers: 1 });
    expect(d.top_stores.map((s: { store_uuid: string }) => s.store_uuid).sort()).toEqual([store['globex-east'], store['globex-west']].sort());
  });

  it('gives the admin every tenant, or the company or store named', async () => {
    const all = (await dash('/report/admin/dashbaord', tok.admin, { type: 'today' })).body.data;
    expect(all).toMatchObject({ order_count: 4, revenue: revenue([o.a1, o.a3, o.a6, o.g1]), new_consumers: 3, currency: 'INR' });
    expect(all.top_stores).toEqual([
      ...[
        { store_uuid: store['acme-hq'], name: 'Acme HQ Cafeteria', orders: 3, revenue: revenue([o.a1, o.a3, o.a6]) },
        { store_uuid: store['globex-east'], name: 'Globex East Canteen', orders: 1, revenue: o.g1.total },
      ].sort((a, b) => b.revenue - a.revenue),
    ]);
    const globex = (await dash('/report/admin/dashbaord', tok.admin, { type: 'week', company_uuid: globexUuid })).body.data;
    expect(globex).toMatchObject({ order_count: 4, revenue: revenue(globexAll()) });
    const plant = (await dash('/report/admin/dashbaord', tok.admin, { type: 'week', store_uuid: store['acme-plant'] })).body.data;
    expect(plant).toMatchObject({ order_count: 1, revenue: revenue([o.a2]) });
    const viaCompany = (await dash('/report/company/dashbaord', tok.admin, { type: 'year', company_uuid: acmeUuid })).body.data;
    expect(viaCompany).toMatchObject({ order_count: 6, revenue: revenue(acmeAll()) });
    expect((await dash('/report/company/dashbaord', tok.admin, { type: 'year' })).status).toBe(400);
  });

  it("gives a manager their store only, without a store ranking", async () => {
    const hq = (await dash('/report/store/dashbaord', tok.acmeManager, { type: 'week' })).body.data;
    expect(hq).toMatchObject({ order_count: 4, revenue: revenue([o.a1, o.a3, o.a4, o.a6]), new_consumers: 1 });
    expect(hq.top_stores).toBeUndefined();
    const plant = (await dash('/report/store/dashbaord', tok.acmeOwner, { type: 'week', store_uuid: store['acme-plant'] })).body.data;
    expect(plant).toMatchObject({ order_count: 1, revenue: revenue([o.a2]), new_consumers: 0 });
    const east = (await dash('/report/store/dashbaord', tok.admin, { type: 'week', store_uuid: store['globex-east'] })).body.data;
    expect(east).toMatchObject({ order_count: 3, revenue: revenue([o.g1, o.g3, o.g4]) });
  });

  it('refuses other roles and other tenants with 403', async () => {
    expect((await dash('/report/store/dashbaord', tok.acmeManager, { store_uuid: store['acme-plant'] })).status).toBe(403);
    expect((await dash('/report/store/dashbaord', tok.acmeOwner, { store_uuid: store['globex-east'] })).status).toBe(403);
    expect((await dash('/report/store/dashbaord', tok.globexOwner, { store_uuid: store['acme-hq'] })).status).toBe(403);
    expect((await dash('/report/company/dashbaord', tok.acmeOwner, { company_uuid: globexUuid })).status).toBe(403);
    expect((await dash('/report/company/dashbaord', tok.acmeManager)).status).toBe(403);
    expect((await dash('/report/company/dashbaord', tok.acmeDesk)).status).toBe(403);
    expect((await dash('/report/admin/dashbaord', tok.acmeOwner)).status).toBe(403);
    expect((await dash('/report/store/dashbaord', tok.acmeCashier)).status).toBe(403);
    expect((await dash('/report/store/dashbaord', tok.alice)).status).toBe(403);
    expect((await call(t.app, 'GET', '/report/admin/dashbaord')).status).toBe(401);
  });
});

describe('report lists', () => {
  const list = (url: string, token: string, query: Record<string, string | number> = {}) => call(t.app, 'GET', url, { token, query: { limit: 100, ...query } });

  it("lists Acme's orders with totals of the whole filtered set, and none of Globex's", async () => {
    const res = await list('/report/list/company', tok.acmeOwner);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.items.map((r: { order_id: string }) => r.order_id)).toEqual(newestFirst(acmeAll()));
    // The money of the totals is the sales' (completed orders); every other state apart.
    const sum = (k: 'subtotal' | 'discount' | 'tax' | 'total', list = counted(acmeAll())) => list.reduce((s, x) => s + x[k], 0);
    expect(d.summary).toEqual({
      count: 6,
      sold_count: 2,
      subtotal: sum('subtotal'),
      discount: sum('discount'),
      tax: sum('tax'),
      total: sum('total'),
      states: {
        sold: { count: 2, amount: sum('total') },
        open: { count: 2, amount: sum('total', [o.a2, o.a6]) },
        cancelled: { count: 1, amount: o.a3.total },
        refunded: { count: 1, amount: o.a4.total },
      },
    });
    expect(d.total).toBe(6);
    const a1 = d.items.find((r: { order_id: string }) => r.order_id === o.a1.orderId);
    expect(a1).toMatchObject({
      uuid: o.a1.uuid,
      date: o.a1.createdAt.toISOString(),
      store_name: 'Acme HQ Cafeteria',
      customer_name: 'Alice Sharma',
      item_count: 3,
      subtotal: o.a1.subtotal,
      tax: o.a1.tax,
      total: o.a1.total,
      payment_method: 'counter',
      payment_status: 'paid',
      status: 'completed',
    });
    // A page carries the summary of all the rows, not of the page.
    const page = (await list('/report/list/company', tok.acmeOwner, { limit: 2, pagenum: 1 })).body.data;
    expect(page).toMatchObject({ total: 6, pagenum: 1, limit: 2, pageCount: 3, summary: { count: 6, total: sum('total') } });
    expect(page.items.map((r: { order_id: string }) => r.order_id)).toEqual(newestFirst(acmeAll()).slice(2, 4));
    const executive = (await list('/report/list/company', tok.acmeDesk)).body.data;
    expect(executive.total).toBe(6);
  });

  it('narrows by dates, store, search, consumer and status', async () => {
    const q = async (query: Record<string, string>, url = '/report/list/company', token = tok.acmeOwner) => {
      const res = await list(url, token, query);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const lastTwo = await q({ start_date: day(at(1)), end_date: day(at(0)) });
    expect(rowIds(lastTwo.items)).toEqual(ids([o.a1, o.a2, o.a3, o.a6]));
    expect(lastTwo.summary.total).toBe(revenue([o.a1, o.a2, o.a3, o.a6]));
    expect(rowIds((await q({ start_date: day(at(3)), end_date: day(at(3)) })).items)).toEqual(ids([o.a4]));
    expect(rowIds((await q({ store_uuid: store['acme-plant'] })).items)).toEqual(ids([o.a2]));
    expect(rowIds((await q({ search: 'wanda' })).items)).toEqual(ids([o.a3]));
    expect(rowIds((await q({ search: o.a5.orderId.toLowerCase() })).items)).toEqual(ids([o.a5]));
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const bob = await userByEmail(t.database.db, ACCOUNTS.bob);
    expect(rowIds((await q({ user_uuid: alice.uuid })).items)).toEqual(ids([o.a1, o.a2, o.a4, o.a5]));
    expect(rowIds((await q({ user_uuid: alice.uuid, order_status: 'completed' })).items)).toEqual(ids([o.a1, o.a5]));
    expect(rowIds((await q({ user_uuid: bob.uuid }, '/report/list/admin', tok.admin)).items)).toEqual(ids([o.g1, o.g2, o.g3]));
    expect(rowIds((await q({ company_uuid: globexUuid, search: 'sam' }, '/report/list/admin', tok.admin)).items)).toEqual(ids([o.g4]));
    expect((await q({}, '/report/list/admin', tok.admin)).summary.count).toBe(10);
    expect(rowIds((await q({}, '/report/list/store', tok.acmeManager)).items)).toEqual(ids([o.a1, o.a3, o.a4, o.a5, o.a6]));
    expect(rowIds((await q({ store_uuid: store['acme-plant'] }, '/report/list/store', tok.acmeOwner)).items)).toEqual(ids([o.a2]));
    expect((await list('/report/list/company', tok.acmeOwner, { start_date: day(at(0)), end_date: day(at(2)) })).status).toBe(400);
  });

  it('orders the whole filtered set by the column asked for, ties newest first, and pages in that order', async () => {
    const sorted = async (sort_by: string, sort_dir: string, extra: Record<string, string | number> = {}) => {
      const res = await list('/report/list/company', tok.acmeOwner, { sort_by, sort_dir, ...extra });
      expect(res.status).toBe(200);
      return res.body.data.items.map((r: { order_id: string }) => r.order_id);
    };
    const byTotal = [...acmeAll()].sort((a, b) => a.total - b.total || b.createdAt.getTime() - a.createdAt.getTime()).map((x) => x.orderId);
    expect(await sorted('total', 'asc')).toEqual(byTotal);
    expect(await sorted('order_id', 'desc')).toEqual(acmeAll().map((x) => x.orderId).sort().reverse());
    expect(await sorted('date', 'asc')).toEqual([...newestFirst(acmeAll())].reverse());
    // Page 2 of 2-row pages is rows 3 and 4 of the whole sorted set.
    expect(await sorted('total', 'asc', { limit: 2, pagenum: 1 })).toEqual(byTotal.slice(2, 4));
    const byStatus = await sorted('status', 'asc');
    const statuses = byStatus.map((id: string) => acmeAll().find((x) => x.orderId === id)!.status);
    expect(statuses).toEqual([...statuses].sort());
    expect((await list('/report/list/company', tok.acmeOwner, { sort_by: 'password' })).status).toBe(400);
  });

  it('refuses other roles and other tenants with 403', async () => {
    const bob = await userByEmail(t.database.db, ACCOUNTS.bob);
    expect((await list('/report/list/company', tok.acmeOwner, { company_uuid: globexUuid })).status).toBe(403);
    expect((await list('/report/list/company', tok.acmeOwner, { store_uuid: store['globex-east'] })).status).toBe(403);
    expect((await list('/report/list/company', tok.acmeOwner, { user_uuid: bob.uuid })).status).toBe(403);
    expect((await list('/report/list/store', tok.acmeManager, { store_uuid: store['acme-plant'] })).status).toBe(403);
    expect((await list('/report/list/store', tok.globexManager, { store_uuid: store['acme-hq'] })).status).toBe(403);
    expect((await list('/report/list/company', tok.acmeManager)).status).toBe(403);
    expect((await list('/report/list/admin', tok.acmeOwner)).status).toBe(403);
    expect((await list('/report/list/store', tok.acmeCashier)).status).toBe(403);
    expect((await list('/report/list/company', tok.alice)).status).toBe(403);
  });
});

describe('exports', () => {
  const filters = () => ({ start_date: day(at(5)), end_date: day(at(0)) });

  async function download(url: string, token: string, query: Record<string, string>) {
    return t.app.inject({ method: 'GET', url: `/api/v1${url}`, query, headers: { 'x-auth-token': token } });
  }

  it('exports exactly the rows of the filtered list as CSV', async () => {
    const listed = (await call(t.app, 'GET', '/report/list/company', {
      token: tok.acmeOwner,
      query: { ...filters(), limit: 100 },
    })).body.data.items as { order_id: string; total: number; customer_name: string | null }[];
    expect(listed).toHaveLength(5);
    const res = await download('/report/export/company', tok.acmeOwner, { ...filters(), format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-report-company-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Order ID'])).toEqual(listed.map((r) => r.order_id));
    expect(rows.map((r) => Number(r.Total))).toEqual(listed.map((r) => r.total));
    expect(rows.find((r) => r['Order ID'] === o.a3.orderId)?.Customer).toBe('Walk In Wanda');
  });

  it('exports exactly the rows of the filtered list as XLSX', async () => {
    const query = { store_uuid: store['acme-hq'] };
    const listed = (await call(t.app, 'GET', '/report/list/store', {
      token: tok.acmeOwner,
      query: { ...query, limit: 100 },
    })).body.data.items as { order_id: string; total: number }[];
    expect(listed.map((r) => r.order_id)).toEqual(newestFirst([o.a1, o.a3, o.a4, o.a5, o.a6]));
    const res = await download('/report/export/store', tok.acmeOwner, { ...query, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0].slice(1, 3)).toEqual(['Order ID', 'Date']);
    const body = values.slice(1);
    expect(body.map((r) => r[1])).toEqual(listed.map((r) => r.order_id));
    expect(body.map((r) => r[11])).toEqual(listed.map((r) => r.total));
  });

  it("exports for each role only its tenant's rows, and refuses other tenants", async () => {
    const csvIds = async (url: string, token: string, query: Record<string, string> = {}) => {
      const res = await download(url, token, { ...query, format: 'csv' });
      expect(res.statusCode).toBe(200);
      return (parse(res.body, { columns: true, bom: true }) as Record<string, string>[]).map((r) => r['Order ID']);
    };
    expect(await csvIds('/report/export/store', tok.acmeManager)).toEqual(newestFirst([o.a1, o.a3, o.a4, o.a5, o.a6]));
    expect(await csvIds('/report/export/company', tok.globexOwner)).toEqual(newestFirst(globexAll()));
    expect(await csvIds('/report/export/admin', tok.admin)).toEqual(newestFirst([...acmeAll(), ...globexAll()]));
    expect(await csvIds('/report/export/admin', tok.admin, { search: 'no such order here' })).toEqual([]);
    expect((await download('/report/export/company', tok.acmeOwner, { company_uuid: globexUuid })).statusCode).toBe(403);
    expect((await download('/report/export/store', tok.acmeManager, { store_uuid: store['acme-plant'] })).statusCode).toBe(403);
    expect((await download('/report/export/admin', tok.acmeOwner, {})).statusCode).toBe(403);
    expect((await download('/report/export/company', tok.acmeOwner, { format: 'pdf' })).statusCode).toBe(400);
  });

  it('walks the set in keyset batches without losing or repeating a row, ties on the timestamp included', async () => {
    const admin = {
      uuid: '00000000-0000-0000-0000-000000000001',
      role: 'admin' as const,
      name: 'A',
      email: null,
      mobile: null,
      companyUuid: null,
      storeUuid: null,
    };
    const filter = await reportFilter(t.database.db, admin, { search: undefined });
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of reportBatches(t.database.db, filter, 3)) {
      batches++;
      seen.push(...batch.map((r) => r.order_id));
    }
    expect(batches).toBe(4);
    expect(seen).toEqual(newestFirst([...acmeAll(), ...globexAll()]));
  });
});

describe('consumer dropdown', () => {
  it("lists the caller's company consumers only", async () => {
    const acme = await call(t.app, 'GET', '/user/dropdown', { token: tok.acmeOwner });
    expect(acme.status).toBe(200);
    const names = acme.body.data.map((u: { name: string }) => u.name);
    expect(names).toContain('Alice Sharma');
    expect(names).toContain('Nina New');
    expect(names).not.toContain('Bob Fernandes');
    expect(names).not.toContain('Gita Globex');
    expect(acme.body.data.find((u: { name: string }) => u.name === 'Nina New')).toEqual({ uuid: expect.any(String), name: 'Nina New', mobile: '9111111111' });
    const manager = await call(t.app, 'GET', '/user/dropdown', { token: tok.acmeManager });
    expect(manager.body.data).toEqual(acme.body.data);
    expect((await call(t.app, 'GET', '/user/dropdown', { token: tok.acmeOwner, query: { company_uuid: globexUuid } })).status).toBe(403);
    const admin = await call(t.app, 'GET', '/user/dropdown/admin', { token: tok.admin, query: { company_uuid: globexUuid } });
    const adminNames = admin.body.data.map((u: { name: string }) => u.name);
    expect(adminNames).toContain('Bob Fernandes');
    expect(adminNames).not.toContain('Alice Sharma');
    expect((await call(t.app, 'GET', '/user/dropdown/admin', { token: tok.acmeOwner })).status).toBe(403);
    expect((await call(t.app, 'GET', '/user/dropdown', { token: tok.acmeCashier })).status).toBe(403);
  });
});
