import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { addToCart, makeCoupon, newDevice, setWallet, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice']);
const DAY = 24 * 3600 * 1000;

/** A guest cart at Acme HQ holding `qty` of the first product; answers the device and the subtotal. */
async function guestCart(qty = 1, store = w.hq, product = w.hqProducts[0].uuid) {
  const device = newDevice();
  const res = await call(t.app, 'POST', '/cart/add', {
    body: { company_uuid: w.acme, store_uuid: store, product_uuid: product, quantity: qty, ip_address: device },
  });
  expect(res.status).toBe(200);
  return { device, subtotal: res.body.data.subtotal as number };
}

const apply = (code: string, opts: { device?: string; token?: string; company?: string } = {}) =>
  call(t.app, 'POST', '/coupon/code', {
    token: opts.token,
    body: { code, company_uuid: opts.company ?? w.acme, ...(opts.device ? { ip_address: opts.device } : {}) },
  });

async function refused(code: string, opts: { device?: string; token?: string }, message: RegExp | string) {
  const res = await apply(code, opts);
  expect(res.status).toBe(400);
  expect(res.body.status).toBe(false);
  expect((res.body as any).discount_amount).toBe(0);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(res.body.data).toMatchObject({ coupon: null, discount_amount: 0 });
  return res;
}

describe('POST /coupon/code: each rule with its own reason', () => {
  it('applies a valid code: discount_amount, message and the cart with its coupon', async () => {
    const { device, subtotal } = await guestCart(2);
    const c = await makeCoupon(t.database, w.acme, { type: 'flat', value: 1000 });
    const res = await apply(c.code, { device });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, discount_amount: 1000, message: `Coupon ${c.code} applied: you save ₹10` });
    expect(res.body.data).toMatchObject({ coupon: { code: c.code, type: 'flat', value: 1000 }, discount_amount: 1000, subtotal });
    expect(res.body.data.tax).toBe(Math.round(((subtotal - 1000) * 500) / 10000));
    expect(res.body.data.total).toBe(subtotal - 1000 + res.body.data.tax);
  });

  it('unknown code', async () => {
    const { device } = await guestCart();
    await refused('NOSUCHCODE', { device }, 'There is no coupon with the code NOSUCHCODE');
  });

  it('inactive code', async () => {
    const { device } = await guestCart();
    const c = await makeCoupon(t.database, w.acme, { status: 'inactive' });
    await refused(c.code, { device }, `The coupon ${c.code} is no longer active`);
  });

  it('not valid yet, and expired', async () => {
    const { device } = await guestCart();
    const future = await makeCoupon(t.database, w.acme, { validFrom: new Date(Date.now() + 2 * DAY), validTo: new Date(Date.now() + 9 * DAY) });
    await refused(future.code, { device }, new RegExp(`^The coupon ${future.code} can be used from \\d{4}-\\d{2}-\\d{2}$`));
    const past = await makeCoupon(t.database, w.acme, { validFrom: new Date(Date.now() - 9 * DAY), validTo: new Date(Date.now() - DAY) });
    await refused(past.code, { device }, new RegExp(`^The coupon ${past.code} expired on `));
  });

  it('another company, and another store', async () => {
    const { device } = await guestCart();
    const globex = await makeCoupon(t.database, w.globex);
    await refused(globex.code, { device }, `The coupon ${globex.code} is not valid at this company`);
    const plantOnly = await makeCoupon(t.database, w.acme, { storeUuid: w.plant });
    await refused(plantOnly.code, { device }, `The coupon ${plantOnly.code} is valid only at Acme Plant Canteen`);
    const hqOnly = await makeCoupon(t.database, w.acme, { storeUuid: w.hq });
    expect((await apply(hqOnly.code, { device })).status).toBe(200);
  });

  it('below the minimum order says how much more to add', async () => {
    const { device, subtotal } = await guestCart();
    const c = await makeCoupon(t.database, w.acme, { minOrder: subtotal + 5000 });
    await refused(c.code, { device }, `Add ₹50 more to use this coupon (minimum order ₹${(subtotal + 5000) / 100})`);
  });

  it('total usage limit reached', async () => {
    const { device } = await guestCart();
    const c = await makeCoupon(t.database, w.acme, { usageLimit: 3, usedCount: 3 });
    await refused(c.code, { device }, `The coupon ${c.code} has been used up`);
  });

  it('per-user limit, counted per device for guests and per account for users', async () => {
    const c = await makeCoupon(t.database, w.acme, { perUserLimit: 1 });
    const { device } = await guestCart();
    expect((await apply(c.code, { device })).status).toBe(200);
    const order = await call(t.app, 'POST', '/checkout/guest', {
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', ip_address: device, customer_name: 'Ravi' },
    });
    expect(order.status).toBe(201);
    expect(order.body.data.order.coupon_code).toBe(c.code);
    await call(t.app, 'POST', '/cart/add', {
      body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1, ip_address: device },
    });
    await refused(c.code, { device }, `You have already used the coupon ${c.code} once, its limit`);
    // Another device is another customer.
    const other = await guestCart();
    expect((await apply(c.code, { device: other.device })).status).toBe(200);
  });

  it('first-order offers: fine before the first order, refused and hidden after it', async () => {
    const c = await makeCoupon(t.database, w.acme, { offerType: 'first_order' });
    await addToCart(t, w, tok.alice, 1);
    let list = await call(t.app, 'GET', '/coupon/list/consumer', { token: tok.alice, query: { company_uuid: w.acme, store_uuid: w.hq, user_uuid: w.alice } });
    expect(list.body.data.map((x: any) => x.code)).toContain(c.code);
    expect((await apply(c.code, { token: tok.alice })).status).toBe(200);
    await call(t.app, 'PUT', '/coupon/code/clear', { token: tok.alice, body: { company_uuid: w.acme } });
    const placed = await call(t.app, 'POST', '/checkout', { token: tok.alice, body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter' } });
    expect(placed.status).toBe(201);
    await addToCart(t, w, tok.alice, 1);
    await refused(c.code, { token: tok.alice }, `The coupon ${c.code} is for a first order only`);
    list = await call(t.app, 'GET', '/coupon/list/consumer', { token: tok.alice, query: { company_uuid: w.acme, store_uuid: w.hq, user_uuid: w.alice } });
    expect(list.body.data.map((x: any) => x.code)).not.toContain(c.code);
    await call(t.app, 'DELETE', '/cart/clear', { token: tok.alice, query: { company_uuid: w.acme } });
  });

  it('wallet offers: refused to guests, applied for users, checked against the payment at checkout', async () => {
    const c = await makeCoupon(t.database, w.acme, { offerType: 'wallet', type: 'percentage', value: 1000 });
    const { device } = await guestCart();
    await refused(c.code, { device }, `The coupon ${c.code} applies when you pay with iCash; log in to use it`);
    await addToCart(t, w, tok.alice, 2);
    const ok = await apply(c.code, { token: tok.alice });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toMatch(/when you pay with iCash$/);
    const byCard = await call(t.app, 'POST', '/checkout', { token: tok.alice, body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'card' } });
    expect(byCard.status).toBe(400);
    expect(byCard.body.message).toBe(`The coupon ${c.code} applies only when you pay with iCash`);
    await setWallet(t.database, w.alice, 1_000_000);
    const byWallet = await call(t.app, 'POST', '/checkout', { token: tok.alice, body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'wallet' } });
    expect(byWallet.status).toBe(201);
    expect(byWallet.body.data.order.discount).toBe(Math.round((2 * w.hqProducts[0].price * 1000) / 10000));
  });

  it('a percentage is capped at max_discount, and no discount exceeds the subtotal', async () => {
    const { device, subtotal } = await guestCart(3);
    const capped = await makeCoupon(t.database, w.acme, { type: 'percentage', value: 5000, maxDiscount: 700 });
    expect(((await apply(capped.code, { device })).body as any).discount_amount).toBe(Math.min(700, Math.round(subtotal / 2)));
    const huge = await makeCoupon(t.database, w.acme, { type: 'flat', value: 50_000_000 });
    const res = await apply(huge.code, { device });
    expect((res.body as any).discount_amount).toBe(subtotal);
    expect(res.body.data.total).toBe(0);
  });
});

describe('the coupon on the cart', () => {
  it('a failed apply resets a coupon the cart held; clearing sets the discount to 0', async () => {
    const { device } = await guestCart(2);
    const good = await makeCoupon(t.database, w.acme);
    expect(((await apply(good.code, { device })).body as any).discount_amount).toBe(1000);
    await refused('NOSUCHCODE', { device }, 'There is no coupon with the code NOSUCHCODE');
    const [row] = await t.database.db.select().from(carts).where(eq(carts.deviceId, device));
    expect(row).toMatchObject({ couponUuid: null, discountAmount: 0 });

    expect((await apply(good.code, { device })).status).toBe(200);
    const cleared = await call(t.app, 'PUT', '/coupon/code/clear', { body: { company_uuid: w.acme, ip_address: device } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ status: true, discount_amount: 0, data: { coupon: null, discount_amount: 0 } });
  });

  it('drops the coupon with a message when the cart falls below its minimum', async () => {
    const { device, subtotal } = await guestCart(3);
    const c = await makeCoupon(t.database, w.acme, { minOrder: subtotal });
    const applied = await apply(c.code, { device });
    expect(applied.status).toBe(200);
    const item = applied.body.data.items[0];
    const res = await call(t.app, 'PUT', '/cart/quantity/update', { body: { cart_item_uuid: item.uuid, quantity: 1, ip_address: device } });
    expect(res.body.data).toMatchObject({ coupon: null, discount_amount: 0 });
    expect(res.body.data.coupon_message).toMatch(/^The coupon was removed: Add ₹[\d.]+ more to use this coupon/);
  });

  it('refuses to apply on an empty cart', async () => {
    const c = await makeCoupon(t.database, w.acme);
    await refused(c.code, { device: newDevice() }, 'Add something to your cart before applying a coupon');
  });
});

describe('GET /coupon/list/consumer', () => {
  it('lists active coupons valid now for the company and store, with their terms', async () => {
    const res = await call(t.app, 'GET', '/coupon/list/consumer', { query: { company_uuid: w.acme, store_uuid: w.hq } });
    expect(res.status).toBe(200);
    const codes = res.body.data.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['FLAT50', 'LUNCH20', 'WALLET15']));
    expect(codes).not.toContain('DIWALI25'); // expired
    expect(codes).not.toContain('NEWYEAR100'); // not yet valid
    expect(codes).not.toContain('FLAT25'); // the other store's
    const lunch = res.body.data.find((c: any) => c.code === 'LUNCH20');
    expect(lunch).toMatchObject({
      type: 'percentage',
      value: 2000,
      max_discount: 6000,
      min_order: 15000,
      terms: '20% off, up to ₹60, on orders of ₹150 or more',
    });
    const plant = await call(t.app, 'GET', '/coupon/list/consumer', { query: { company_uuid: w.acme, store_uuid: w.plant } });
    expect(plant.body.data.map((c: any) => c.code)).toContain('FLAT25');
  });
});
