import { and, asc, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { carts, couponRedemptions, coupons, notifications, orderStatusHistory, orders, payments, products, walletEntries } from '../../server/db/schema';
import { walletBalance } from '../../server/modules/wallet/ledger';
import { ACCOUNTS, call, login, useTestApp, useTokens } from './helpers';
import { addToCart, makeCoupon, newDevice, setProduct, setWallet, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice', 'bob', 'acmeCashier']);

const db = () => t.database.db;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0].n;
const stockOf = async (uuid: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.uuid, uuid)))[0].stock;
const guestBody = (items: { product_uuid: string; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  company_uuid: w.acme,
  store_uuid: w.hq,
  payment_method: 'counter',
  ip_address: newDevice(),
  customer_name: 'Walk-up',
  items,
  ...extra,
});

describe('POST /checkout from the cart', () => {
  it('places the order in one go: totals from current data, stock, history, payment, notifications, cart emptied, realtime after commit', async () => {
    const [a, b] = w.hqProducts;
    await setProduct(t.database, b.uuid, { stock: 20 });
    await call(t.app, 'POST', '/cart/add', {
      token: tok.alice,
      body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: a.uuid, quantity: 2, note: 'Extra hot' },
    });
    await addToCart(t, w, tok.alice, 3, b.uuid);
    const created = vi.spyOn(t.app.realtime, 'orderCreated');
    const notified = vi.spyOn(t.app.realtime, 'notification');

    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', note: 'Table 4' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Order placed');
    const { order, payment } = res.body.data;
    const subtotal = 2 * a.price + 3 * b.price;
    const tax = Math.round((subtotal * 500) / 10000);
    expect(order).toMatchObject({
      order_id: expect.stringMatching(/^ORD-[A-Z0-9]{8}$/),
      company_uuid: w.acme,
      store_uuid: w.hq,
      store_name: 'Acme HQ Cafeteria',
      user_uuid: w.alice,
      customer_name: 'Alice Sharma',
      channel: 'consumer',
      status: 'placed',
      subtotal,
      discount: 0,
      tax,
      total: subtotal + tax,
      currency: 'INR',
      payment_method: 'counter',
      payment_status: 'pending',
      note: 'Table 4',
      placed_offline: false,
    });
    expect(order.items).toHaveLength(2);
    expect(order.items.find((i: any) => i.product_uuid === a.uuid)).toMatchObject({
      name: a.name,
      unit_price: a.price,
      quantity: 2,
      line_total: 2 * a.price,
      note: 'Extra hot',
    });
    expect(payment).toEqual({ method: 'counter', status: 'pending' });

    expect(await stockOf(b.uuid)).toBe(17);
    expect(await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderUuid, order.uuid))).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'placed' }),
    ]);
    expect(await db().select().from(payments).where(eq(payments.orderUuid, order.uuid))).toEqual([
      expect.objectContaining({ method: 'counter', status: 'pending', amount: subtotal + tax }),
    ]);
    const notes = await db().select().from(notifications).where(eq(notifications.orderUuid, order.uuid));
    expect(notes.map((n) => n.audience).sort()).toEqual(['company', 'store', 'user']);
    expect(await db().select().from(carts).where(eq(carts.userUuid, w.alice))).toHaveLength(0);
    // The live events go out once the answer is sent; the notifications as the rows that were stored.
    await vi.waitFor(() => expect(notified).toHaveBeenCalledTimes(3));
    expect(created).toHaveBeenCalledWith(expect.objectContaining({
      uuid: order.uuid,
      order_id: order.order_id,
      status: 'placed',
      store_uuid: w.hq,
      created_at: order.created_at,
    }));
    const byUuid = (a: { uuid: string }, b: { uuid: string }) => a.uuid.localeCompare(b.uuid);
    expect(notified.mock.calls.map(([n]) => n).sort(byUuid)).toEqual(
      notes
        .map((n) => ({
          uuid: n.uuid,
          audience: n.audience,
          title: n.title,
          body: n.body,
          link: n.link,
          order_uuid: n.orderUuid,
          created_at: n.createdAt.toISOString(),
          company_uuid: n.companyUuid,
          store_uuid: n.storeUuid,
          user_uuid: n.userUuid,
        }))
        .sort(byUuid),
    );
    created.mockRestore();
    notified.mockRestore();
    await setProduct(t.database, b.uuid, { stock: null });

    // The cart is gone: a second checkout has nothing to order.
    const again = await call(t.app, 'POST', '/checkout', { token: tok.alice, body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Your cart is empty');
  });

  it('a guest checks out the device cart; name and device id required; no iCash for guests', async () => {
    const device = newDevice();
    await call(t.app, 'POST', '/cart/add', {
      body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1, ip_address: device },
    });
    const base = { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', ip_address: device };
    expect((await call(t.app, 'POST', '/checkout/guest', { body: base })).status).toBe(400);
    expect((await call(t.app, 'POST', '/checkout/guest', { body: { ...base, ip_address: '10.1.2.3', customer_name: 'Ravi' } })).status).toBe(400);
    const wallet = await call(t.app, 'POST', '/checkout/guest', { body: { ...base, customer_name: 'Ravi', payment_method: 'wallet' } });
    expect(wallet.status).toBe(400);
    expect(wallet.body.message).toBe('Log in to pay with iCash');
    const res = await call(t.app, 'POST', '/checkout/guest', { body: { ...base, customer_name: 'Ravi', customer_mobile: '9876543210' } });
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ channel: 'guest', user_uuid: null, customer_name: 'Ravi', customer_mobile: '9876543210' });
    const [row] = await db().select().from(orders).where(eq(orders.uuid, res.body.data.order.uuid));
    expect(row.deviceId).toBe(device);
  });

  it('checks the channel against the role and the store against the scope', async () => {
    const items = [{ product_uuid: w.hqProducts[0].uuid, quantity: 1 }];
    const tryAs = async (token: string, body: Record<string, unknown>) => (await call(t.app, 'POST', '/checkout', { token, body })).status;
    expect(await tryAs(tok.alice, { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items, channel: 'cashier' })).toBe(403);
    // Bob belongs to Globex.
    expect(await tryAs(tok.bob, { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items })).toBe(403);
    // The HQ cashier cannot ring up an order for the plant.
    const plantItems = [{ product_uuid: w.plantProduct, quantity: 1 }];
    expect(await tryAs(tok.acmeCashier, { company_uuid: w.acme, store_uuid: w.plant, payment_method: 'counter', items: plantItems })).toBe(403);
    expect(await tryAs(tok.acmeCashier, { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items, channel: 'consumer' })).toBe(403);
    // A product of another store is refused.
    expect(await tryAs(tok.acmeCashier, { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: plantItems })).toBe(400);
  });
});

describe('at the till', () => {
  it('a cashier rings up a walk-up order paid in cash: tendered -> paid with change_due', async () => {
    const p = w.hqProducts[3];
    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.acmeCashier,
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        payment_method: 'counter',
        items: [{ product_uuid: p.uuid, quantity: 2 }],
        tendered: 100_000,
        customer_name: 'Walk-up',
      },
    });
    expect(res.status).toBe(201);
    const { order, payment } = res.body.data;
    expect(order).toMatchObject({ channel: 'cashier', user_uuid: null, payment_status: 'paid' });
    expect(payment).toEqual({ method: 'counter', status: 'paid', change_due: 100_000 - order.total });
    const short = await call(t.app, 'POST', '/checkout', {
      token: tok.acmeCashier,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: [{ product_uuid: p.uuid, quantity: 2 }], tendered: 1 },
    });
    expect(short.status).toBe(400);
  });

  it('PUT /order/payment/update marks a counter order paid once', async () => {
    const placed = await call(t.app, 'POST', '/checkout/guest', { body: guestBody([{ product_uuid: w.hqProducts[1].uuid, quantity: 1 }]) });
    const uuid = placed.body.data.order.uuid;
    const total = placed.body.data.order.total;
    expect((await call(t.app, 'PUT', '/order/payment/update', { token: tok.alice, body: { order_uuid: uuid } })).status).toBe(403);
    const globex = await login(t.app, ACCOUNTS.globexManager);
    expect((await call(t.app, 'PUT', '/order/payment/update', { token: globex, body: { order_uuid: uuid } })).status).toBe(404);
    const res = await call(t.app, 'PUT', '/order/payment/update', { token: tok.acmeCashier, body: { order_uuid: uuid, tendered: total + 500 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payment_status: 'paid', change_due: 500 });
    expect((await db().select().from(orders).where(eq(orders.uuid, uuid)))[0].paymentStatus).toBe('paid');
    expect((await db().select().from(payments).where(eq(payments.orderUuid, uuid)))[0]).toMatchObject({ status: 'paid', tendered: total + 500 });
    expect((await call(t.app, 'PUT', '/order/payment/update', { token: tok.acmeCashier, body: { order_uuid: uuid } })).status).toBe(409);
  });

  it('an order taken offline keeps its proposed id, the prices the till showed and when it was taken', async () => {
    const p = w.hqProducts[4];
    // The till took it at the price of the moment; the price went up before the order reached the
    // server. (Prices the server never published are tests/server/offline-prices.test.ts.)
    const takenAt = new Date();
    await setProduct(t.database, p.uuid, { price: p.price + 100 });
    const body = {
      company_uuid: w.acme,
      store_uuid: w.hq,
      payment_method: 'counter',
      order_id: 'ORD-OFFLN001',
      items: [{ product_uuid: p.uuid, quantity: 2 }],
      placed_offline: true,
      offline_taken_at: takenAt.toISOString(),
      offline_prices: [{ product_uuid: p.uuid, unit_price: p.price }],
      channel: 'kiosk',
    };
    const res = await call(t.app, 'POST', '/checkout', { token: tok.acmeCashier, body });
    await setProduct(t.database, p.uuid, { price: p.price });
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({
      order_id: 'ORD-OFFLN001',
      channel: 'kiosk',
      placed_offline: true,
      offline_taken_at: takenAt.toISOString(),
      subtotal: 2 * p.price,
      needs_review: false,
    });
    // The queue sending it again gets the same order back, not a second one.
    const before = await orderCount();
    const replay = await call(t.app, 'POST', '/checkout', { token: tok.acmeCashier, body });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(res.body.data);
    expect(await orderCount()).toBe(before);
    // Someone else proposing the same id is refused.
    const other = await call(t.app, 'POST', '/checkout/guest', { body: guestBody([{ product_uuid: p.uuid, quantity: 1 }], { order_id: 'ORD-OFFLN001' }) });
    expect(other.status).toBe(409);
    // offline_taken_at without placed_offline is a 400; a consumer cannot send offline orders.
    const online = { ...body, order_id: undefined, placed_offline: undefined };
    expect((await call(t.app, 'POST', '/checkout', { token: tok.acmeCashier, body: online })).status).toBe(400);
    expect((await call(t.app, 'POST', '/checkout', { token: tok.alice, body: { ...body, order_id: 'ORD-OFFLN002', channel: undefined } })).status).toBe(403);
  });
});

describe('the answer', () => {
  it('is built from what was written: the same as the order read back (a replay), items by name, rows as answered', async () => {
    const items = w.hqProducts.slice(0, 3).map((p, i) => ({ product_uuid: p.uuid, quantity: i + 1, note: i === 1 ? 'No onion' : undefined }));
    const body = {
      company_uuid: w.acme,
      store_uuid: w.hq,
      payment_method: 'counter',
      order_id: 'ORD-ANSWER01',
      customer_name: 'Till',
      items,
      tendered: 100000,
    };
    const res = await call(t.app, 'POST', '/checkout', { token: tok.acmeCashier, body });
    expect(res.status).toBe(201);
    const { order, payment } = res.body.data;
    expect(order.items.map((i: any) => i.name)).toEqual([...order.items.map((i: any) => i.name)].sort());
    expect(order).toMatchObject({ payment_status: 'paid', customer_name: 'Till', channel: 'cashier' });
    expect(payment).toEqual({ method: 'counter', status: 'paid', change_due: 100000 - order.total });
    const [row] = await db().select().from(orders).where(eq(orders.uuid, order.uuid));
    expect(row).toMatchObject({
      orderId: 'ORD-ANSWER01',
      total: order.total,
      paymentStatus: 'paid',
      createdAt: new Date(order.created_at),
      updatedAt: new Date(order.updated_at),
    });
    const replay = await call(t.app, 'POST', '/checkout', { token: tok.acmeCashier, body });
    expect(replay.status).toBe(200);
    expect(replay.body.data.order).toEqual(order);
  });
});

describe('a failed checkout writes nothing', () => {
  it('out of stock: 409 naming the product; no order, stock and coupon untouched', async () => {
    const [a, b] = [w.hqProducts[6], w.hqProducts[7]];
    await setProduct(t.database, a.uuid, { stock: 5 });
    await setProduct(t.database, b.uuid, { stock: 1 });
    const c = await makeCoupon(t.database, w.acme, { usageLimit: 10 });
    const before = await orderCount();
    const res = await call(t.app, 'POST', '/checkout/guest', {
      body: guestBody(
        [
          { product_uuid: a.uuid, quantity: 2 },
          { product_uuid: b.uuid, quantity: 2 },
        ],
        { coupon_code: c.code },
      ),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Only 1 of ${b.name} left`);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(a.uuid)).toBe(5);
    expect(await stockOf(b.uuid)).toBe(1);
    expect((await db().select().from(coupons).where(eq(coupons.uuid, c.uuid)))[0].usedCount).toBe(0);
    await setProduct(t.database, a.uuid, { stock: null });
    await setProduct(t.database, b.uuid, { stock: null });
  });

  it('not enough iCash: 409 and nothing written (stock, coupon, ledger)', async () => {
    const p = w.hqProducts[8];
    await setProduct(t.database, p.uuid, { stock: 5 });
    await setWallet(t.database, w.alice, 10);
    const c = await makeCoupon(t.database, w.acme, { value: 1 });
    const before = await orderCount();
    const entries = (await db().select().from(walletEntries).where(eq(walletEntries.userUuid, w.alice))).length;
    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'wallet', items: [{ product_uuid: p.uuid, quantity: 1 }], coupon_code: c.code },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Not enough iCash/);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.uuid)).toBe(5);
    expect((await db().select().from(coupons).where(eq(coupons.uuid, c.uuid)))[0].usedCount).toBe(0);
    expect((await db().select().from(walletEntries).where(eq(walletEntries.userUuid, w.alice))).length).toBe(entries);
    await setProduct(t.database, p.uuid, { stock: null });
  });
});

describe('under concurrency', () => {
  it('50 concurrent checkouts for the last 10 units sell exactly 10', async () => {
    const p = w.hqProducts[10];
    await setProduct(t.database, p.uuid, { stock: 10 });
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t.app, 'POST', '/checkout/guest', { body: guestBody([{ product_uuid: p.uuid, quantity: 1 }]) })),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(`${p.name} is sold out`);
    expect(await stockOf(p.uuid)).toBe(0);
    expect(await orderCount()).toBe(before + 10);
    await setProduct(t.database, p.uuid, { stock: null });
  });

  it('50 concurrent iCash checkouts never take the balance below zero', async () => {
    const p = w.hqProducts[11];
    const total = p.price + Math.round((p.price * 500) / 10000);
    await setWallet(t.database, w.alice, 7 * total + total - 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, 'POST', '/checkout', {
          token: tok.alice,
          body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'wallet', items: [{ product_uuid: p.uuid, quantity: 1 }] },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.status === 409)).toHaveLength(43);
    expect(
      results.filter((r) => r.status === 201).every((r) => r.body.data.payment.status === 'paid' && r.body.data.order.payment_status === 'paid'),
    ).toBe(true);
    expect(await walletBalance(db(), w.alice)).toBe(total - 1);
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.userUuid, w.alice)).orderBy(asc(walletEntries.seq));
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(entries[entries.length - 1].balanceAfter);
    expect(Math.min(...entries.map((e) => e.balanceAfter))).toBeGreaterThanOrEqual(0);
    const [{ n }] = await db()
      .select({ n: count() })
      .from(walletEntries)
      .where(and(eq(walletEntries.userUuid, w.alice), eq(walletEntries.type, 'payment'), eq(walletEntries.amount, -total)));
    expect(n).toBe(7);
  });

  it('a coupon with a usage limit of 5 is redeemed exactly 5 times under 20 concurrent checkouts', async () => {
    const c = await makeCoupon(t.database, w.acme, { usageLimit: 5, value: 500 });
    const p = w.hqProducts[12];
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/checkout/guest', { body: guestBody([{ product_uuid: p.uuid, quantity: 1 }], { coupon_code: c.code }) }),
      ),
    );
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    expect(placed.every((r) => r.body.data.order.discount === 500 && r.body.data.order.coupon_code === c.code)).toBe(true);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409 || r.status === 400)).toBe(true);
    expect(results.find((r) => r.status !== 201)!.body.message).toBe(`The coupon ${c.code} has been used up`);
    expect((await db().select().from(coupons).where(eq(coupons.uuid, c.uuid)))[0].usedCount).toBe(5);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponUuid, c.uuid))).toHaveLength(5);
    const [last] = await db().select().from(orders).where(eq(orders.couponUuid, c.uuid)).orderBy(desc(orders.createdAt)).limit(1);
    expect(last.discount).toBe(500);
  });
});
