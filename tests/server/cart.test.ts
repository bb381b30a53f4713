import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts } from '../../server/db/schema';
import { ACCOUNTS, call, login, useTestApp, useTokens } from './helpers';
import { newDevice, setProduct, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice', 'bob', 'acmeCashier']);

const add = (body: Record<string, unknown>, token?: string) => call(t.app, 'POST', '/cart/add', { token, body });

describe('guest cart (device id)', () => {
  it('refuses an IP address or a missing device id with 400 and writes nothing', async () => {
    const p = w.hqProducts[0].uuid;
    for (const ip of ['192.168.1.10', '2001:db8::1', 'short', undefined]) {
      const res = await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: p, quantity: 1, ...(ip ? { ip_address: ip } : {}) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/device id is required/i);
    }
    expect(await t.database.db.select().from(carts)).toHaveLength(0);
    const list = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: '10.0.0.1' } });
    expect(list.status).toBe(400);
  });

  it('adds, raises, sets and removes lines, answering the whole cart priced from current data', async () => {
    const device = newDevice();
    const [a, b] = w.hqProducts;
    let res = await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: a.uuid, quantity: 2, note: 'No sugar', ip_address: device });
    expect(res.status).toBe(200);
    res = await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: a.uuid, quantity: 1, ip_address: device });
    res = await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: b.uuid, quantity: 1, ip_address: device });
    const cart = res.body.data;
    expect(cart).toMatchObject({
      company_uuid: w.acme,
      store_uuid: w.hq,
      store_name: 'Acme HQ Cafeteria',
      currency: 'INR',
      coupon: null,
      discount_amount: 0,
      item_count: 4,
    });
    const lineA = cart.items.find((i: any) => i.product_uuid === a.uuid);
    expect(lineA).toMatchObject({ quantity: 3, unit_price: a.price, line_total: 3 * a.price, note: 'No sugar', available: true });
    expect(cart.subtotal).toBe(3 * a.price + b.price);
    expect(cart.tax).toBe(Math.round((cart.subtotal * 500) / 10000));
    expect(cart.total).toBe(cart.subtotal + cart.tax);

    // A price change shows at once.
    await setProduct(t.database, b.uuid, { price: b.price + 100 });
    res = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: device } });
    expect(res.body.data.subtotal).toBe(3 * a.price + b.price + 100);
    await setProduct(t.database, b.uuid, { price: b.price });

    res = await call(t.app, 'PUT', '/cart/quantity/update', { body: { cart_item_uuid: lineA.uuid, quantity: 5, ip_address: device } });
    expect(res.body.data.items.find((i: any) => i.uuid === lineA.uuid).quantity).toBe(5);
    res = await call(t.app, 'PUT', '/cart/quantity/update', { body: { cart_item_uuid: lineA.uuid, quantity: 0, ip_address: device } });
    expect(res.body.data.items.map((i: any) => i.product_uuid)).toEqual([b.uuid]);
    const lineB = res.body.data.items[0];
    res = await call(t.app, 'DELETE', `/cart/delete/${lineB.uuid}`, { query: { ip_address: device } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ items: [], subtotal: 0, total: 0, item_count: 0 });
  });

  it('flags a product switched off since it was added instead of dropping it', async () => {
    const device = newDevice();
    const p = w.hqProducts[2];
    await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: p.uuid, quantity: 1, ip_address: device });
    await setProduct(t.database, p.uuid, { isAvailable: false });
    const res = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: device } });
    expect(res.body.data.items).toEqual([expect.objectContaining({ product_uuid: p.uuid, available: false })]);
    expect(res.body.data.subtotal).toBe(0);
    await setProduct(t.database, p.uuid, { isAvailable: true });
    // And cannot be added while off.
    await setProduct(t.database, p.uuid, { isAvailable: false });
    expect((await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: p.uuid, quantity: 1, ip_address: newDevice() })).status).toBe(409);
    await setProduct(t.database, p.uuid, { isAvailable: true });
  });

  it('keeps one store per cart: another store of the company is a 409 until the cart is emptied', async () => {
    const device = newDevice();
    await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1, ip_address: device });
    let res = await add({ company_uuid: w.acme, store_uuid: w.plant, product_uuid: w.plantProduct, quantity: 1, ip_address: device });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your cart holds items from Acme HQ Cafeteria; empty it first');
    res = await call(t.app, 'DELETE', '/cart/clear', { query: { company_uuid: w.acme, ip_address: device } });
    expect(res.body.data.items).toEqual([]);
    res = await add({ company_uuid: w.acme, store_uuid: w.plant, product_uuid: w.plantProduct, quantity: 1, ip_address: device });
    expect(res.status).toBe(200);
    expect(res.body.data.store_uuid).toBe(w.plant);
  });

  it('refuses a product of another store than the one named (404)', async () => {
    const res = await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.plantProduct, quantity: 1, ip_address: newDevice() });
    expect(res.status).toBe(404);
  });
});

describe('logged-in cart and privacy', () => {
  it("a consumer cannot read or change another consumer's cart", async () => {
    const res = await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1 }, tok.alice);
    expect(res.status).toBe(200);
    const item = res.body.data.items[0];

    expect((await call(t.app, 'PUT', '/cart/quantity/update', { token: tok.bob, body: { cart_item_uuid: item.uuid, quantity: 9 } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/cart/delete/${item.uuid}`, { token: tok.bob })).status).toBe(404);
    // Nor as a guest holding the id.
    expect((await call(t.app, 'DELETE', `/cart/delete/${item.uuid}`, { query: { ip_address: newDevice() } })).status).toBe(404);
    // Naming her in the list is refused; bob's own list is his (empty) cart.
    expect((await call(t.app, 'GET', '/cart/list', { token: tok.bob, query: { company_uuid: w.acme, user_uuid: w.alice } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, user_uuid: w.alice } })).status).toBe(401);
    const own = await call(t.app, 'GET', '/cart/list', { token: tok.bob, query: { company_uuid: w.acme } });
    expect(own.body.data.items).toEqual([]);

    const mine = await call(t.app, 'GET', '/cart/list', { token: tok.alice, query: { company_uuid: w.acme, user_uuid: w.alice } });
    expect(mine.body.data.items[0]).toMatchObject({ uuid: item.uuid, quantity: 1 });
    // Staff of her company may look her cart up; staff of another company may not.
    const forCashier = await call(t.app, 'GET', '/cart/list', { token: tok.acmeCashier, query: { company_uuid: w.acme, user_uuid: w.alice } });
    expect(forCashier.body.data.items).toHaveLength(1);
    const globex = await login(t.app, ACCOUNTS.globexManager);
    expect((await call(t.app, 'GET', '/cart/list', { token: globex, query: { company_uuid: w.acme, user_uuid: w.alice } })).status).toBe(403);
    await call(t.app, 'DELETE', '/cart/clear', { token: tok.alice, query: { company_uuid: w.acme } });
  });

  it("merges the device's guest cart into the user's on login (quantities add, capped at 99) and deletes it", async () => {
    const device = newDevice();
    const [a, b] = w.hqProducts;
    await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: a.uuid, quantity: 2, ip_address: device });
    await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: b.uuid, quantity: 98, ip_address: device });
    await add({ company_uuid: w.acme, store_uuid: w.hq, product_uuid: b.uuid, quantity: 5 }, tok.alice);

    expect((await call(t.app, 'PUT', '/cart/update/login/user', { body: { ip_address: device, company_uuid: w.acme } })).status).toBe(401);
    const res = await call(t.app, 'PUT', '/cart/update/login/user', { token: tok.alice, body: { ip_address: device, company_uuid: w.acme } });
    expect(res.status).toBe(200);
    const qty = Object.fromEntries(res.body.data.items.map((i: any) => [i.product_uuid, i.quantity]));
    expect(qty).toEqual({ [a.uuid]: 2, [b.uuid]: 99 });
    expect(await t.database.db.select().from(carts).where(eq(carts.deviceId, device))).toHaveLength(0);
    const guest = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: device } });
    expect(guest.body.data).toMatchObject({ uuid: null, items: [] });
    // Merging again (nothing left on the device) changes nothing.
    const again = await call(t.app, 'PUT', '/cart/update/login/user', { token: tok.alice, body: { ip_address: device, company_uuid: w.acme } });
    expect(again.body.data.item_count).toBe(101);
    await call(t.app, 'DELETE', '/cart/clear', { token: tok.alice, query: { company_uuid: w.acme } });
  });
});
