// Kiosk devices: binding in scope, the device's look-up by token, unbinding, and kiosk checkout
// (online, taken offline, replayed with the same Idempotency-Key, wrong store, no token), and iCash
// at the kiosk (mobile code or the app's pay code, a single-use pass per kiosk).
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kioskDevices, oneTimeCodes, orders, stores, walletEntries } from '../../server/db/schema';
import { walletBalance } from '../../server/modules/wallet/ledger';
import { call, lastCodeFor, useTestApp, useTokens } from './helpers';
import { bindKiosk, newDevice, setProduct, setWallet, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeManager', 'acmeCashier', 'acmeOwner', 'globexManager', 'alice', 'bob']);

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;
const me = (token?: string) => call(t.app, 'GET', '/kiosk/device/me', { headers: token === undefined ? {} : { 'x-kiosk-token': token } });

async function bind(token: string, storeUuid = w.hq, name = 'Counter 1') {
  return call(t.app, 'POST', '/kiosk/device/bind', { token, body: { store_uuid: storeUuid, name } });
}

function kioskOrder(deviceUuid: string, extra: Record<string, unknown> = {}) {
  const [a, b] = w.hqProducts;
  return {
    company_uuid: w.acme,
    store_uuid: w.hq,
    channel: 'kiosk',
    payment_method: 'counter',
    ip_address: deviceUuid,
    customer_name: 'Walk-up',
    items: [
      { product_uuid: a.uuid, quantity: 2 },
      { product_uuid: b.uuid, quantity: 1 },
    ],
    ...extra,
  };
}

describe('binding a kiosk', () => {
  it("a manager binds a kiosk to their store: the answer carries the token once; the table keeps only its hash", async () => {
    const res = await bind(tok.acmeManager);
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d).toMatchObject({
      name: 'Counter 1',
      store_uuid: w.hq,
      company_uuid: w.acme,
      store_slug: 'acme-hq',
      currency: expect.any(String),
      store_name: 'Acme HQ Cafeteria',
      tax_rate_bps: 500,
    });
    expect(d.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(d.company_slug).toContain('acme');
    const [row] = await t.database.db.select().from(kioskDevices).where(eq(kioskDevices.uuid, d.device_uuid));
    expect(row.secretHash).not.toContain(d.token);
    expect(row.secretHash).toHaveLength(64);
  });

  it("refuses another store's manager, a cashier, a company outside scope and a blank name", async () => {
    expect((await bind(tok.globexManager)).status).toBe(403);
    expect((await bind(tok.acmeCashier)).status).toBe(403);
    expect((await bind(tok.acmeManager, w.plant)).status).toBe(403);
    expect((await call(t.app, 'POST', '/kiosk/device/bind', { body: { store_uuid: w.hq, name: 'x' } })).status).toBe(401);
    const blank = await bind(tok.acmeManager, w.hq, '  ');
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.[0]).toMatchObject({ path: 'name' });
    // A company user binds in any of its stores.
    expect((await bind(tok.acmeOwner, w.plant, 'Plant kiosk')).status).toBe(201);
  });

  it('me: the device with a good token (and last_seen_at); 401 for garbage, none, or an unbound one', async () => {
    const { body } = await bind(tok.acmeManager, w.hq, 'Counter 2');
    const ok = await me(body.data.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ device_uuid: body.data.device_uuid, name: 'Counter 2', store_slug: 'acme-hq' });
    expect(ok.body.data.token).toBeUndefined();
    const [row] = await t.database.db.select().from(kioskDevices).where(eq(kioskDevices.uuid, body.data.device_uuid));
    expect(row.lastSeenAt).toBeInstanceOf(Date);
    expect((await me('garbage-token')).status).toBe(401);
    expect((await me()).status).toBe(401);
    // Listed for the store's manager, not for another company's.
    const list = await call(t.app, 'GET', '/kiosk/device/list', { token: tok.acmeManager, query: { store_uuid: w.hq } });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { device_uuid: string }) => i.device_uuid)).toContain(body.data.device_uuid);
    expect((await call(t.app, 'GET', '/kiosk/device/list', { token: tok.globexManager, query: { store_uuid: w.hq } })).status).toBe(403);
    // Another company's manager cannot unbind it (not found); the store's manager can, at once.
    expect((await call(t.app, 'POST', '/kiosk/device/unbind', { token: tok.globexManager, body: { device_uuid: body.data.device_uuid } })).status).toBe(404);
    expect((await call(t.app, 'POST', '/kiosk/device/unbind', { token: tok.acmeCashier, body: { device_uuid: body.data.device_uuid } })).status).toBe(403);
    const unbound = await call(t.app, 'POST', '/kiosk/device/unbind', { token: tok.acmeManager, body: { device_uuid: body.data.device_uuid } });
    expect(unbound.status).toBe(200);
    expect((await me(body.data.token)).status).toBe(401);
    expect((await call(t.app, 'POST', '/kiosk/device/unbind', { token: tok.acmeManager, body: { device_uuid: body.data.device_uuid } })).status).toBe(404);
  });

  it("me answers 403 while the kiosk's store is switched off", async () => {
    const { body } = await bind(tok.acmeOwner, w.plant, 'Plant 2');
    await t.database.db.update(stores).set({ status: 'inactive' }).where(eq(stores.uuid, w.plant));
    try {
      expect((await me(body.data.token)).status).toBe(403);
    } finally {
      await t.database.db.update(stores).set({ status: 'active' }).where(eq(stores.uuid, w.plant));
    }
  });
});

describe('kiosk checkout', () => {
  let token: string;
  let device: string;
  beforeAll(async () => {
    ({ token, device } = await bindKiosk(t, tok.acmeManager, w.hq, 'Checkout kiosk'));
  });
  const kioskCall = (body: unknown, key?: string, kioskToken = token) =>
    call(t.app, 'POST', '/checkout/guest', { body, headers: { 'x-kiosk-token': kioskToken, ...(key ? { 'Idempotency-Key': key } : {}) } });

  it('an online kiosk order is a kiosk order of the device', async () => {
    const res = await kioskCall(kioskOrder(device));
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ channel: 'kiosk', placed_offline: false, offline_taken_at: null, user_uuid: null, store_uuid: w.hq });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, res.body.data.order.uuid));
    expect(row.deviceId).toBe(device);
  });

  it('a kiosk order needs no name (the call number is enough); a guest on the web still gives one', async () => {
    const { customer_name: _name, ...nameless } = kioskOrder(device);
    const res = await kioskCall(nameless);
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ channel: 'kiosk', customer_name: null });
    // A blank name from the on-screen keyboard is no name, and so is one taken offline.
    const blank = await kioskCall(kioskOrder(device, { customer_name: '   ', order_id: 'ORD-KSKNONM1', placed_offline: true }));
    expect(blank.status).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, 'ORD-KSKNONM1'));
    expect(row).toMatchObject({ customerName: null, channel: 'kiosk', deviceId: device });
    // Still at most 120 characters.
    expect((await kioskCall(kioskOrder(device, { customer_name: 'x'.repeat(121) }))).status).toBe(400);

    // The web guest (no kiosk token): no name, or a blank one, is refused and makes no order.
    const guestDevice = newDevice();
    await call(t.app, 'POST', '/cart/add', {
      body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1, ip_address: guestDevice },
    });
    const before = await orderCount();
    const guest = { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', ip_address: guestDevice };
    for (const body of [guest, { ...guest, customer_name: '  ' }, { ...guest, customer_name: null }]) {
      const refused = await call(t.app, 'POST', '/checkout/guest', { body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: false, message: 'Enter your name', errors: [{ path: 'customer_name', message: 'Enter your name' }] });
    }
    expect(await orderCount()).toBe(before);
    const named = await call(t.app, 'POST', '/checkout/guest', { body: { ...guest, customer_name: 'Ravi' } });
    expect(named.status).toBe(201);
    expect(named.body.data.order).toMatchObject({ channel: 'guest', customer_name: 'Ravi' });
  });

  it('an order taken offline keeps its id, when it was taken and the prices the kiosk showed', async () => {
    const [a, b] = w.hqProducts;
    // Taken at the prices of the moment; both went up before the kiosk was back online. (Prices the
    // server never published are tests/server/offline-prices.test.ts.)
    const takenAt = new Date().toISOString();
    const setPrice = (uuid: string, price: number) => setProduct(t.database, uuid, { price });
    await setPrice(a.uuid, a.price + 50);
    await setPrice(b.uuid, b.price + 10);
    const body = kioskOrder(device, {
      order_id: 'ORD-KSK2OFF1',
      placed_offline: true,
      offline_taken_at: takenAt,
      offline_prices: [
        { product_uuid: a.uuid, unit_price: a.price },
        { product_uuid: b.uuid, unit_price: b.price },
      ],
    });
    const res = await kioskCall(body, 'kiosk-offline-1');
    await setPrice(a.uuid, a.price);
    await setPrice(b.uuid, b.price);
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({
      order_id: 'ORD-KSK2OFF1',
      channel: 'kiosk',
      placed_offline: true,
      offline_taken_at: takenAt,
      subtotal: 2 * a.price + b.price,
      needs_review: false,
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, 'ORD-KSK2OFF1'));
    expect(row).toMatchObject({ placedOffline: true, deviceId: device, channel: 'kiosk', needsReview: false });
    expect(row.offlineTakenAt?.toISOString()).toBe(takenAt);

    // The same write sent again with the same key: the stored answer, one order.
    const before = await orderCount();
    const replay = await kioskCall(body, 'kiosk-offline-1');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.order.uuid).toBe(res.body.data.order.uuid);
    // With a new key (the outbox lost its key) the client-made order id still makes it the same order.
    const again = await kioskCall(body, 'kiosk-offline-1-bis');
    expect(again.status).toBe(200);
    expect(again.body.data.order.uuid).toBe(res.body.data.order.uuid);
    expect(await orderCount()).toBe(before);
    // The same key with another body is refused.
    expect((await kioskCall({ ...body, customer_name: 'Someone else' }, 'kiosk-offline-1')).status).toBe(422);
  });

  it("a kiosk key is the kiosk's: another caller with the same key is not answered the kiosk's order", async () => {
    const body = kioskOrder(device, { order_id: 'ORD-KSK3SCP1' });
    const first = await kioskCall(body, 'shared-key-1');
    expect(first.status).toBe(201);
    const guest = await call(t.app, 'POST', '/checkout/guest', {
      body: { ...kioskOrder(newDevice()), channel: undefined },
      headers: { 'Idempotency-Key': 'shared-key-1' },
    });
    expect(guest.status).toBe(201);
    expect(guest.body.data.order.uuid).not.toBe(first.body.data.order.uuid);
  });

  it("refuses a kiosk token for another store, channel kiosk without a (valid) token, an unbound kiosk's orders, and offline card payments", async () => {
    const before = await orderCount();
    const [p] = w.hqProducts;
    expect((await kioskCall({ ...kioskOrder(device), store_uuid: w.plant, items: [{ product_uuid: w.plantProduct, quantity: 1 }] })).status).toBe(403);
    const { body: globex } = await call(t.app, 'POST', '/kiosk/device/bind', { token: tok.globexManager, body: { store_uuid: w.east, name: 'East kiosk' } });
    expect((await kioskCall(kioskOrder(globex.data.device_uuid), undefined, globex.data.token)).status).toBe(403);
    expect((await call(t.app, 'POST', '/checkout/guest', { body: kioskOrder(newDevice()) })).status).toBe(403);
    expect((await kioskCall(kioskOrder(newDevice()), undefined, 'not-a-kiosk-token')).status).toBe(403);
    // A guest still cannot send an order taken offline.
    const offline = { ...kioskOrder(newDevice()), channel: undefined, placed_offline: true, offline_taken_at: '2026-02-03T10:20:00Z' };
    expect((await call(t.app, 'POST', '/checkout/guest', { body: offline })).status).toBe(403);
    expect((await kioskCall({
      ...kioskOrder(device),
      payment_method: 'card',
      placed_offline: true,
      items: [{ product_uuid: p.uuid, quantity: 1 }],
    })).status).toBe(400);
    expect((await kioskCall({ ...kioskOrder(device), payment_method: 'wallet' })).status).toBe(400);

    const { body: b } = await bind(tok.acmeManager, w.hq, 'Soon unbound');
    await call(t.app, 'POST', '/kiosk/device/unbind', { token: tok.acmeManager, body: { device_uuid: b.data.device_uuid } });
    expect((await kioskCall(kioskOrder(b.data.device_uuid), undefined, b.data.token)).status).toBe(403);
    expect(await orderCount()).toBe(before);
  });
});

describe('iCash at the kiosk', () => {
  const ALICE_MOBILE = '9000000001';
  let token: string;
  let device: string;
  let other: { token: string; device: string };
  beforeAll(async () => {
    ({ token, device } = await bindKiosk(t, tok.acmeManager, w.hq, 'iCash kiosk'));
    other = await bindKiosk(t, tok.acmeManager, w.hq, 'iCash kiosk 2');
  });
  const kiosk = (url: string, body: unknown, kioskToken: string | null = token) =>
    call(t.app, 'POST', url, { body, headers: kioskToken ? { 'x-kiosk-token': kioskToken } : {} });
  const pay = (pass: string | undefined, extra: Record<string, unknown> = {}, key?: string, kioskToken = token) =>
    call(t.app, 'POST', '/checkout/guest', {
      body: kioskOrder(device, { payment_method: 'wallet', customer_name: 'Alice', ...(pass ? { wallet_pass: pass } : {}), ...extra }),
      headers: { 'x-kiosk-token': kioskToken, ...(key ? { 'Idempotency-Key': key } : {}) },
    });
  async function payCode(consumer = tok.alice): Promise<string> {
    const res = await call(t.app, 'POST', '/kiosk/wallet/pay-code', { token: consumer });
    expect(res.status).toBe(201);
    return res.body.data.pay_code;
  }
  async function passFor(kioskToken = token, consumer = tok.alice): Promise<string> {
    const res = await kiosk('/kiosk/wallet/verify', { pay_code: await payCode(consumer) }, kioskToken);
    expect(res.status).toBe(200);
    return res.body.data.wallet_pass;
  }
  const debitsOf = async (orderUuid: string) => t.database.db.select().from(walletEntries).where(eq(walletEntries.orderUuid, orderUuid));

  it('by mobile: the SMS code signs the consumer in; the pass pays one order from her iCash, marked hers and the kiosk’s', async () => {
    await setWallet(t.database, w.alice, 50_000);
    // Only a bound kiosk may ask; the answer does not tell whether the number has an account.
    expect((await kiosk('/kiosk/wallet/code', { mobile: ALICE_MOBILE }, null)).status).toBe(401);
    expect((await kiosk('/kiosk/wallet/code', { mobile: ALICE_MOBILE }, 'not-a-kiosk-token')).status).toBe(401);
    const unknown = await kiosk('/kiosk/wallet/code', { mobile: '9123456780' });
    const sent = await kiosk('/kiosk/wallet/code', { mobile: ALICE_MOBILE });
    expect(sent.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(sent.body.message);
    const code = await lastCodeFor(t.database, ALICE_MOBILE);

    const wrong = await kiosk('/kiosk/wallet/verify', { mobile: ALICE_MOBILE, otp: code === '123456' ? '654321' : '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/4 tries left/);
    const ok = await kiosk('/kiosk/wallet/verify', { mobile: ALICE_MOBILE, otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ first_name: 'Alice', balance: 50_000, currency: expect.any(String), wallet_pass: expect.any(String) });
    // The code is single use, and the pass is stored only as a hash.
    expect((await kiosk('/kiosk/wallet/verify', { mobile: ALICE_MOBILE, otp: code })).status).toBe(400);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.purpose, 'kiosk_wallet_pass'), eq(oneTimeCodes.target, device)));
    expect(row.codeHash).not.toContain(ok.body.data.wallet_pass);

    const res = await pay(ok.body.data.wallet_pass);
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    expect(order).toMatchObject({ channel: 'kiosk', user_uuid: w.alice, payment_method: 'wallet', payment_status: 'paid', placed_offline: false });
    expect(await walletBalance(t.database.db, w.alice)).toBe(50_000 - order.total);
    expect((await debitsOf(order.uuid)).map((e) => e.amount)).toEqual([-order.total]);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    expect(stored.deviceId).toBe(device);
    // Alice sees it among her own orders.
    const mine = await call(t.app, 'GET', '/order/list/consumer', { token: tok.alice, query: { search: order.order_id } });
    expect(mine.body.data.items.map((o: { order_id: string }) => o.order_id)).toContain(order.order_id);

    // Used up: a second order with the same pass is refused and takes nothing.
    const before = await orderCount();
    const again = await pay(ok.body.data.wallet_pass);
    expect(again.status).toBe(400);
    expect(again.body.errors?.[0]).toMatchObject({ path: 'wallet_pass' });
    expect(await orderCount()).toBe(before);
    expect(await walletBalance(t.database.db, w.alice)).toBe(50_000 - order.total);
  });

  it('by the app’s pay code: 12 digits, spaces ignored, single use; a staff account or a guest cannot make one', async () => {
    const code = await payCode();
    expect(code).toMatch(/^[0-9]{12}$/);
    const shown = `${code.slice(0, 4)} ${code.slice(4, 8)} ${code.slice(8)}`;
    const ok = await kiosk('/kiosk/wallet/verify', { pay_code: shown });
    expect(ok.status).toBe(200);
    expect(ok.body.data.first_name).toBe('Alice');
    expect((await kiosk('/kiosk/wallet/verify', { pay_code: code })).status).toBe(400);
    // A newer code replaces the older one.
    const older = await payCode();
    const newer = await payCode();
    expect((await kiosk('/kiosk/wallet/verify', { pay_code: older })).status).toBe(400);
    expect((await kiosk('/kiosk/wallet/verify', { pay_code: newer })).status).toBe(200);
    expect((await call(t.app, 'POST', '/kiosk/wallet/pay-code', { token: tok.acmeManager })).status).toBe(403);
    expect((await call(t.app, 'POST', '/kiosk/wallet/pay-code')).status).toBe(401);
    // An expired code is refused.
    const stale = await payCode();
    await t.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(
      eq(oneTimeCodes.purpose, 'kiosk_pay_code'),
      eq(oneTimeCodes.userUuid, w.alice),
    ));
    expect((await kiosk('/kiosk/wallet/verify', { pay_code: stale })).status).toBe(400);
  });

  it('refuses bad input with the field named, and another company’s consumer with a clear reason', async () => {
    const none = await kiosk('/kiosk/wallet/verify', {});
    expect(none.status).toBe(400);
    expect(none.body.errors?.map((e) => e.path).sort()).toEqual(['mobile', 'otp']);
    const both = await kiosk('/kiosk/wallet/verify', { pay_code: '123412341234', mobile: ALICE_MOBILE });
    expect(both.body.errors?.[0]).toMatchObject({ path: 'pay_code' });
    const short = await kiosk('/kiosk/wallet/verify', { pay_code: '1234' });
    expect(short.status).toBe(400);
    expect(short.body.errors?.[0]).toMatchObject({ path: 'pay_code', message: 'The code from your app has 12 digits' });
    expect((await kiosk('/kiosk/wallet/code', { mobile: 'abc' })).status).toBe(400);
    // Bob belongs to Globex: his iCash does not pay at an Acme kiosk.
    const bobs = await kiosk('/kiosk/wallet/verify', { pay_code: await payCode(tok.bob) });
    expect(bobs.status).toBe(403);
    expect(bobs.body.message).toMatch(/another company/);
  });

  it('a pass is this kiosk’s only, ends when a newer one is made or the kiosk gives it back, and never pays offline', async () => {
    await setWallet(t.database, w.alice, 50_000);
    const before = await orderCount();
    const mine = await passFor();
    // Another kiosk of the same store cannot use it.
    const onOther = await call(t.app, 'POST', '/checkout/guest', {
      body: { ...kioskOrder(other.device), payment_method: 'wallet', wallet_pass: mine },
      headers: { 'x-kiosk-token': other.token },
    });
    expect(onOther.status).toBe(400);
    // Never offline, and never without a pass.
    const [p] = w.hqProducts;
    expect((await pay(mine, { placed_offline: true, items: [{ product_uuid: p.uuid, quantity: 1 }] })).status).toBe(400);
    expect((await pay(undefined)).status).toBe(400);
    // The next person's sign-in ends the last one's.
    const next = await passFor();
    expect((await pay(mine)).status).toBe(400);
    // "Not me": given back, it pays nothing.
    expect((await kiosk('/kiosk/wallet/forget', { wallet_pass: next })).status).toBe(200);
    expect((await pay(next)).status).toBe(400);
    // An expired pass is refused.
    const late = await passFor();
    await t.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(
      eq(oneTimeCodes.purpose, 'kiosk_wallet_pass'),
      eq(oneTimeCodes.target, device),
    ));
    expect((await pay(late)).status).toBe(400);
    expect(await orderCount()).toBe(before);
    expect(await walletBalance(t.database.db, w.alice)).toBe(50_000);
  });

  it('not enough iCash: 409 and nothing kept, the pass still good after a top-up; a replayed key pays once', async () => {
    await setWallet(t.database, w.alice, 10);
    const before = await orderCount();
    const pass = await passFor();
    const poor = await pay(pass, {}, 'kiosk-wallet-1');
    expect(poor.status).toBe(409);
    expect(await orderCount()).toBe(before);
    expect(await walletBalance(t.database.db, w.alice)).toBe(10);

    await setWallet(t.database, w.alice, 50_000);
    const paid = await pay(pass, {}, 'kiosk-wallet-2');
    expect(paid.status).toBe(201);
    const replay = await pay(pass, {}, 'kiosk-wallet-2');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.order.uuid).toBe(paid.body.data.order.uuid);
    expect(await orderCount()).toBe(before + 1);
    expect(await walletBalance(t.database.db, w.alice)).toBe(50_000 - paid.body.data.order.total);
  });

  it('two orders racing on one pass: exactly one is placed and paid', async () => {
    await setWallet(t.database, w.alice, 50_000);
    const before = await orderCount();
    const pass = await passFor();
    const results = await Promise.all([pay(pass), pay(pass), pay(pass)]);
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect([400, 409]).toContain(r.status);
    expect(await orderCount()).toBe(before + 1);
    expect(await walletBalance(t.database.db, w.alice)).toBe(50_000 - placed[0].body.data.order.total);
  });
});
