// Offline prices are bounded: a kiosk order taken offline is charged the price the kiosk showed only
// when the server had that price in force within the device's offline window (24 hours before the
// order was taken, and the order taken at most 24 hours ago); otherwise it is accepted at today's
// price and flagged for a manager, with the difference. Price history dates are set relative to
// the test's own clock, never today's date.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, productPrices } from '../../server/db/schema';
import { OFFLINE_PRICE_WINDOW_MS } from '../../server/contracts/ordering';
import { call, useTestApp, useTokens } from './helpers';
import { bindKiosk, makeCoupon, setProduct, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeManager']);
let kioskToken: string;
let device: string;
beforeAll(async () => {
  ({ token: kioskToken, device } = await bindKiosk(t, tok.acmeManager, w.hq, 'Offline kiosk'));
});

const HOUR = 3600 * 1000;
const TAX_BPS = 500;
const taxOn = (amount: number) => Math.round((amount * TAX_BPS) / 10000);
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;

let seq = 0;
const nextOrderId = () => `ORD-OFFP${String(++seq).padStart(4, '0')}`;

/** A kiosk order taken offline: items with the prices the kiosk showed. */
function offlineOrder(lines: { product_uuid: string; quantity: number; unit_price?: number }[], takenAt: Date | null, extra: Record<string, unknown> = {}) {
  return {
    company_uuid: w.acme,
    store_uuid: w.hq,
    channel: 'kiosk',
    payment_method: 'counter',
    ip_address: device,
    customer_name: 'Walk-up',
    order_id: nextOrderId(),
    items: lines.map((l) => ({ product_uuid: l.product_uuid, quantity: l.quantity })),
    placed_offline: true,
    ...(takenAt ? { offline_taken_at: takenAt.toISOString() } : {}),
    offline_prices: lines.filter((l) => l.unit_price !== undefined).map((l) => ({ product_uuid: l.product_uuid, unit_price: l.unit_price })),
    ...extra,
  };
}

const kioskCall = (body: unknown, key?: string) =>
  call(t.app, 'POST', '/checkout/guest', { body, headers: { 'x-kiosk-token': kioskToken, ...(key ? { 'Idempotency-Key': key } : {}) } });

/**
 * A product at `current` today, whose price history is exactly `rows` (hours relative to `now`;
 * `to: null` is the price in force now). Setting the price first lets the trigger do its work, then
 * the history is replaced with the dates the test needs.
 */
async function priceHistory(productUuid: string, current: number, now: number, rows: { price: number; from: number; to: number | null }[]) {
  await setProduct(t.database, productUuid, { price: current });
  await t.database.db.delete(productPrices).where(eq(productPrices.productUuid, productUuid));
  await t.database.db.insert(productPrices).values(
    rows.map((r) => ({ productUuid, price: r.price, validFrom: new Date(now + r.from * HOUR), validTo: r.to === null ? null : new Date(now + r.to * HOUR) })),
  );
}

/** A product at 9,000 now that cost 7,000 from `since` until `changedAt` (hours before now); answers that now. */
async function raisedFrom7000(productUuid: string, changedAt: number, since = -80) {
  const now = Date.now();
  await priceHistory(productUuid, 9_000, now, [
    { price: 7_000, from: since, to: changedAt },
    { price: 9_000, from: changedAt, to: null },
  ]);
  return now;
}

/** One line taken offline at the price the kiosk showed, sent by the kiosk: the order it made (such an order is always accepted). */
async function sellOffline(productUuid: string, quantity: number, unitPrice: number, takenAt: Date | null) {
  const res = await kioskCall(offlineOrder([{ product_uuid: productUuid, quantity, unit_price: unitPrice }], takenAt));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order;
}

describe('an order taken offline with a price the server never published', () => {
  it('unit_price 0 for a ₹500 product: accepted at ₹500, tax and coupon on the charged price, flagged with the difference', async () => {
    const [free, honest] = [w.hqProducts[0], w.hqProducts[1]];
    await setProduct(t.database, free.uuid, { price: 50_000 });
    // The coupon needs ₹500 of goods: it applies only because the ₹500 is charged.
    const coupon = await makeCoupon(t.database, w.acme, { type: 'flat', value: 1_000, minOrder: 50_000 });
    const body = offlineOrder(
      [
        { product_uuid: free.uuid, quantity: 2, unit_price: 0 },
        { product_uuid: honest.uuid, quantity: 1, unit_price: honest.price },
      ],
      new Date(Date.now() - 10 * 60 * 1000),
      { coupon_code: coupon.code },
    );
    const res = await kioskCall(body, 'offline-free-1');
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    const subtotal = 2 * 50_000 + honest.price;
    expect(order).toMatchObject({
      placed_offline: true,
      subtotal,
      discount: 1_000,
      tax: taxOn(subtotal - 1_000),
      total: subtotal - 1_000 + taxOn(subtotal - 1_000),
      needs_review: true,
    });
    expect(order.items.find((i: { product_uuid: string }) => i.product_uuid === free.uuid)).toMatchObject({ unit_price: 50_000, line_total: 100_000 });
    const review = {
      reason: 'offline_price_not_published',
      lines: [{ product_uuid: free.uuid, name: free.name, offline_unit_price: 0, charged_unit_price: 50_000, quantity: 2, difference: 100_000 }],
      total_difference: 100_000,
    };
    expect(order.review).toEqual(review);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    expect(row).toMatchObject({ needsReview: true, total: order.total, review });

    // The manager sees the flag in the order's view and in the list, and can list only such orders.
    const view = await call(t.app, 'GET', `/order/view/${order.order_id}`, { token: tok.acmeManager });
    expect(view.body.data).toMatchObject({ needs_review: true, review });
    const flagged = await call(t.app, 'GET', '/order/list/store', { token: tok.acmeManager, query: { store_uuid: w.hq, needs_review: 'true', limit: 100 } });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data.items.map((o: { uuid: string }) => o.uuid)).toContain(order.uuid);
    expect(flagged.body.data.items.every((o: { needs_review: boolean }) => o.needs_review)).toBe(true);
    expect(flagged.body.data.items.find((o: { uuid: string }) => o.uuid === order.uuid).review).toEqual(review);
    const clean = await call(t.app, 'GET', '/order/list/store', { token: tok.acmeManager, query: { store_uuid: w.hq, needs_review: 'false', limit: 100 } });
    expect(clean.body.data.items.map((o: { uuid: string }) => o.uuid)).not.toContain(order.uuid);
    expect((await call(t.app, 'GET', '/order/list/store', { token: tok.acmeManager, query: { needs_review: 'maybe' } })).status).toBe(400);
    // The guest's receipt (by the kiosk's device id) does not carry the store's price check.
    const guestView = await call(t.app, 'GET', `/order/view/${order.order_id}`, { query: { ip_address: device } });
    expect(guestView.status).toBe(200);
    expect(guestView.body.data.needs_review).toBeUndefined();
    expect(guestView.body.data.review).toBeUndefined();
  });

  it('a price the product never had, within the window: charged today’s price, flagged (also when it is above today’s)', async () => {
    const p = w.hqProducts[2];
    const order = await sellOffline(p.uuid, 3, p.price + 700, new Date());
    expect(order).toMatchObject({ subtotal: 3 * p.price, needs_review: true });
    expect(order.review).toEqual({
      reason: 'offline_price_not_published',
      lines: [{ product_uuid: p.uuid, name: p.name, offline_unit_price: p.price + 700, charged_unit_price: p.price, quantity: 3, difference: -2_100 }],
      total_difference: -2_100,
    });
  });

  it('replayed with the same Idempotency-Key (or a new key, same order id): still one flagged order', async () => {
    const p = w.hqProducts[3];
    const body = offlineOrder([{ product_uuid: p.uuid, quantity: 1, unit_price: 0 }], new Date());
    const first = await kioskCall(body, 'offline-replay-1');
    expect(first.status).toBe(201);
    const before = await orderCount();
    const replay = await kioskCall(body, 'offline-replay-1');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.order).toMatchObject({ uuid: first.body.data.order.uuid, needs_review: true, total: first.body.data.order.total });
    const again = await kioskCall(body, 'offline-replay-1-bis');
    expect(again.status).toBe(200);
    expect(again.body.data.order).toMatchObject({ uuid: first.body.data.order.uuid, needs_review: true });
    expect(await orderCount()).toBe(before);
    expect(await t.database.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.orderId, body.order_id))).toHaveLength(1);
  });
});

describe('an earlier price the server did publish', () => {
  it('the price before a change, for an order taken before the change: honoured, no review', async () => {
    const p = w.hqProducts[4];
    const takenAt = new Date();
    // The price goes up after the kiosk took the order (the trigger closes the old price's row).
    await setProduct(t.database, p.uuid, { price: p.price + 1_500 });
    const order = await sellOffline(p.uuid, 2, p.price, takenAt);
    expect(order).toMatchObject({ subtotal: 2 * p.price, tax: taxOn(2 * p.price), needs_review: false, review: null });
    const view = await call(t.app, 'GET', `/order/view/${order.order_id}`, { token: tok.acmeManager });
    expect(view.body.data).toMatchObject({ needs_review: false, review: null });
  });

  it('a price that ended 20 hours before the order was taken (the kiosk’s menu may be that old): honoured', async () => {
    const p = w.hqProducts[5];
    const now = await raisedFrom7000(p.uuid, -21);
    const order = await sellOffline(p.uuid, 1, 7_000, new Date(now - HOUR));
    expect(order).toMatchObject({ subtotal: 7_000, needs_review: false });
  });
});

describe('outside the offline window', () => {
  it('a price that ended more than 24 hours before the order was taken: today’s price, flagged', async () => {
    const p = w.hqProducts[6];
    const now = await raisedFrom7000(p.uuid, -30);
    const order = await sellOffline(p.uuid, 2, 7_000, new Date(now - HOUR));
    expect(order).toMatchObject({ subtotal: 18_000, needs_review: true });
    expect(order.review).toEqual({
      reason: 'offline_price_not_published',
      lines: [{ product_uuid: p.uuid, name: p.name, offline_unit_price: 7_000, charged_unit_price: 9_000, quantity: 2, difference: 4_000 }],
      total_difference: 4_000,
    });
  });

  it('an order taken longer ago than the window: not honoured even at a price it really had then', async () => {
    const p = w.hqProducts[7];
    const now = await raisedFrom7000(p.uuid, -20);
    const takenAt = new Date(now - OFFLINE_PRICE_WINDOW_MS - HOUR);
    const order = await sellOffline(p.uuid, 1, 7_000, takenAt);
    expect(order).toMatchObject({ subtotal: 9_000, needs_review: true, offline_taken_at: takenAt.toISOString() });
    expect(order.review).toMatchObject({ reason: 'offline_window_exceeded', total_difference: 2_000 });
    // No time given at all: no window either.
    const untimed = await sellOffline(p.uuid, 1, 7_000, null);
    expect(untimed).toMatchObject({ subtotal: 9_000, needs_review: true, review: { reason: 'offline_window_exceeded' } });
  });

  it('offline_taken_at in the future: not honoured; a device clock a minute or two ahead still is', async () => {
    const p = w.hqProducts[8];
    const now = await raisedFrom7000(p.uuid, -0.5, -10);
    const ahead = await sellOffline(p.uuid, 1, 7_000, new Date(now + HOUR));
    expect(ahead).toMatchObject({ subtotal: 9_000, needs_review: true, review: { reason: 'offline_window_exceeded' } });
    const skewed = await sellOffline(p.uuid, 1, 7_000, new Date(now + 2 * 60 * 1000));
    expect(skewed).toMatchObject({ subtotal: 7_000, needs_review: false });
  });

  it('today’s price is always honoured, whatever the window', async () => {
    const p = w.hqProducts[9];
    const order = await sellOffline(p.uuid, 1, p.price, new Date(Date.now() - 3 * OFFLINE_PRICE_WINDOW_MS));
    expect(order).toMatchObject({ subtotal: p.price, needs_review: false, review: null });
  });
});
