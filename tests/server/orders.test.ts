import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { makeOrder, storeBySlug } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeManager', 'acmeCashier', 'globexOwner', 'alice', 'bob']);
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const daysAgo = (n: number, hour = 12) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 0, 0, 0);
  return d;
};
let o: Record<string, Awaited<ReturnType<typeof makeOrder>>>;

beforeAll(async () => {
  const db = t.database.db;
  o = {
    aliceHq: await makeOrder(db, { user: ACCOUNTS.alice, store: 'acme-hq', status: 'placed', createdAt: daysAgo(0, 9) }),
    aliceHqOld: await makeOrder(db, { user: ACCOUNTS.alice, store: 'acme-hq', status: 'completed', createdAt: daysAgo(3) }),
    alicePlant: await makeOrder(db, { user: ACCOUNTS.alice, store: 'acme-plant', status: 'ready', paymentMethod: 'card', createdAt: daysAgo(1) }),
    guestHq: await makeOrder(db, { store: 'acme-hq', deviceId: 'device-guest-0001', customerName: 'Walk In Wanda', status: 'accepted', createdAt: daysAgo(5) }),
    bobEast: await makeOrder(db, { user: ACCOUNTS.bob, store: 'globex-east', status: 'placed', createdAt: daysAgo(0, 8) }),
  };
});

describe('order lists', () => {
  it('lists the company orders newest first with names, counts and totals, and none of another tenant', async () => {
    const res = await call(t.app, 'GET', '/order/list/company', { token: tok.acmeOwner, query: { limit: 50 } });
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((r: { order_id: string }) => r.order_id);
    expect(ids).toEqual([o.aliceHq.orderId, o.alicePlant.orderId, o.aliceHqOld.orderId, o.guestHq.orderId]);
    expect(res.body.data.total).toBe(4);
    const first = res.body.data.items[0];
    expect(first).toMatchObject({
      uuid: o.aliceHq.uuid,
      store_name: 'Acme HQ Cafeteria',
      customer_name: 'Alice Sharma',
      status: 'placed',
      payment_method: 'counter',
      item_count: 3,
      placed_offline: false,
    });
    expect(first.company_name).toBeTruthy();
    expect(first.total).toBe(o.aliceHq.total);
  });

  it("refuses another company's uuid with 403 and hides its order with 404", async () => {
    const [globex] = await t.database.db.select().from(companies).where(eq(companies.slug, 'globex'));
    expect((await call(t.app, 'GET', '/order/list/company', { token: tok.acmeOwner, query: { company_uuid: globex.uuid } })).status).toBe(403);
    expect((await call(t.app, 'GET', `/order/view/${o.bobEast.uuid}`, { token: tok.acmeOwner })).status).toBe(404);
    expect((await call(t.app, 'GET', `/order/view/${o.bobEast.orderId}`, { token: tok.acmeManager })).status).toBe(404);
    expect((await call(t.app, 'GET', `/order/view/${o.aliceHq.orderId}`, { token: tok.globexOwner })).status).toBe(404);
    expect((await call(t.app, 'GET', '/order/list/admin', { token: tok.acmeOwner })).status).toBe(403);
  });

  it('narrows by status, store, dates, search and payment method', async () => {
    const q = (query: Record<string, string | number>) => call(t.app, 'GET', '/order/list/company', { token: tok.acmeOwner, query: { limit: 50, ...query } });
    const ids = (r: Awaited<ReturnType<typeof q>>) => r.body.data.items.map((x: { order_id: string }) => x.order_id).sort();
    expect(ids(await q({ order_status: 'ready' }))).toEqual([o.alicePlant.orderId]);
    const plant = await storeBySlug(t.database.db, 'acme-plant');
    expect(ids(await q({ store_uuid: plant.uuid }))).toEqual([o.alicePlant.orderId]);
    expect(ids(await q({ start_date: day(daysAgo(1)), end_date: day(daysAgo(0)) }))).toEqual([o.aliceHq.orderId, o.alicePlant.orderId].sort());
    expect(ids(await q({ start_date: day(daysAgo(3)), end_date: day(daysAgo(3)) }))).toEqual([o.aliceHqOld.orderId]);
    expect(ids(await q({ search: 'wanda' }))).toEqual([o.guestHq.orderId]);
    expect(ids(await q({ search: o.aliceHq.orderId.toLowerCase() }))).toEqual([o.aliceHq.orderId]);
    expect(ids(await q({ search: '9000000001' }))).toEqual([o.aliceHq.orderId, o.aliceHqOld.orderId, o.alicePlant.orderId].sort());
    expect(ids(await q({ payment_method: 'card' }))).toEqual([o.alicePlant.orderId]);
    expect((await q({ start_date: '2025-02-30' })).status).toBe(400);
    expect((await q({ order_status: 'lost' })).status).toBe(400);
    expect((await q({ start_date: day(daysAgo(0)), end_date: day(daysAgo(2)) })).status).toBe(400);
  });

  it("keeps store roles to their own store and lets admins see every tenant", async () => {
    const store = await call(t.app, 'GET', '/order/list/store', { token: tok.acmeCashier, query: { limit: 50 } });
    expect(store.body.data.items.map((r: { order_id: string }) => r.order_id).sort()).toEqual([
      o.aliceHq.orderId,
      o.aliceHqOld.orderId,
      o.guestHq.orderId,
    ].sort());
    const plant = await storeBySlug(t.database.db, 'acme-plant');
    expect((await call(t.app, 'GET', '/order/list/store', { token: tok.acmeCashier, query: { store_uuid: plant.uuid } })).status).toBe(403);
    const admin = await call(t.app, 'GET', '/order/list/admin', { token: tok.admin, query: { limit: 50 } });
    expect(admin.body.data.total).toBe(5);
    const paged = await call(t.app, 'GET', '/order/list/admin', { token: tok.admin, query: { limit: 2, pagenum: 1 } });
    expect(paged.body.data).toMatchObject({ total: 5, pagenum: 1, limit: 2, pageCount: 3 });
    expect(paged.body.data.items.map((r: { order_id: string }) => r.order_id)).toEqual(admin.body.data.items.slice(
      2,
      4,
    ).map((r: { order_id: string }) => r.order_id));
  });

  it("lists a consumer's own orders and refuses another consumer's uuid", async () => {
    const mine = await call(t.app, 'GET', '/order/list/consumer', { token: tok.alice });
    expect(mine.body.data.total).toBe(3);
    const bob = await call(t.app, 'GET', '/order/list/consumer', { token: tok.bob });
    const bobUuid = bob.body.data.items[0].user_uuid;
    expect((await call(t.app, 'GET', '/order/list/consumer', { token: tok.alice, query: { user_uuid: bobUuid } })).status).toBe(403);
    // Staff in scope may name the consumer; Acme staff may not name Globex's Bob.
    const aliceUuid = mine.body.data.items[0].user_uuid;
    expect((await call(t.app, 'GET', '/order/list/consumer', { token: tok.acmeOwner, query: { user_uuid: aliceUuid } })).body.data.total).toBe(3);
    expect((await call(t.app, 'GET', '/order/list/consumer', { token: tok.acmeCashier, query: { user_uuid: aliceUuid } })).body.data.total).toBe(2);
    expect((await call(t.app, 'GET', '/order/list/consumer', { token: tok.acmeOwner, query: { user_uuid: bobUuid } })).status).toBe(403);
  });
});

describe('order view', () => {
  it('shows the order with items, history and payments to its consumer, by uuid or order id', async () => {
    const res = await call(t.app, 'GET', `/order/view/${o.aliceHqOld.orderId}`, { token: tok.alice });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.uuid).toBe(o.aliceHqOld.uuid);
    expect(d.items).toHaveLength(2);
    expect(d.items.reduce((s: number, i: { line_total: number }) => s + i.line_total, 0)).toBe(d.subtotal);
    expect(d.history.map((h: { to_status: string }) => h.to_status)).toEqual(['placed', 'accepted', 'preparing', 'ready', 'completed']);
    expect(d.payments).toHaveLength(1);
    expect(d.feedback).toBeNull();
    expect(d.tax_rate_bps).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', `/order/view/${o.aliceHqOld.uuid}`, { token: tok.alice })).body.data.order_id).toBe(o.aliceHqOld.orderId);
  });

  it("answers 404 to another consumer and to a stranger, and opens a guest's order by its device id only", async () => {
    expect((await call(t.app, 'GET', `/order/view/${o.aliceHq.uuid}`, { token: tok.bob })).status).toBe(404);
    expect((await call(t.app, 'GET', `/order/view/${o.aliceHq.uuid}`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/order/view/${o.guestHq.orderId}`, { query: { ip_address: 'device-guest-0001' } })).status).toBe(200);
    expect((await call(t.app, 'GET', `/order/view/${o.guestHq.orderId}`, { query: { ip_address: 'device-guest-9999' } })).status).toBe(404);
    // A device id never opens an order that belongs to an account.
    expect((await call(t.app, 'GET', `/order/view/${o.aliceHq.orderId}`, { query: { ip_address: 'device-guest-0001' } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/order/view/ORD-NOPENOPE', { token: tok.admin })).status).toBe(404);
  });
});
