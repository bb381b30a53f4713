// The public pickup board: GET /order/pickup/board and the public pickup socket room. Both must show
// order numbers and statuses only (no names, mobiles, items or amounts) of today's open orders.
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type PickupEventPayload } from '../../server/contracts/realtime';
import { ACCOUNTS, call, login, useTestApp } from './helpers';
import { nextEvent, useSocketServer } from './socket-fixtures';
import { makeOrder, storeBySlug } from './order-fixtures';
import { DEMO_PASSWORD } from '../../server/db/seed';

const t = useTestApp();
const { open } = useSocketServer(t);
const follow = (s: Socket, slug: string) => new Promise<{ ok: boolean }>((resolve) => s.emit(SOCKET_EVENTS.followPickup, { store_slug: slug }, resolve));

describe('GET /order/pickup/board', () => {
  it("answers anyone with the store's open orders of today, by number and status only", async () => {
    const placed = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'placed' });
    const preparing = await makeOrder(t.database.db, { customerName: 'Walk In', status: 'preparing' });
    const ready = await makeOrder(t.database.db, { status: 'ready' });
    const completed = await makeOrder(t.database.db, { status: 'completed' });
    const cancelled = await makeOrder(t.database.db, { status: 'cancelled' });
    const yesterday = await makeOrder(t.database.db, { status: 'ready', createdAt: new Date(Date.now() - 26 * 3600_000) });
    const otherStore = await makeOrder(t.database.db, { store: 'globex-east', status: 'ready' });

    const res = await call(t.app, 'GET', '/order/pickup/board', { query: { store_slug: 'acme-hq' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.store).toEqual({ name: expect.any(String), slug: 'acme-hq', show_names: false });
    const ids = res.body.data.orders.map((o: { order_id: string }) => o.order_id);
    expect(ids).toEqual(expect.arrayContaining([placed.orderId, preparing.orderId, ready.orderId]));
    for (const gone of [completed, cancelled, yesterday, otherStore]) expect(ids).not.toContain(gone.orderId);
    for (const o of res.body.data.orders) expect(Object.keys(o).sort()).toEqual(['call_number', 'order_id', 'status', 'updated_at']);
    expect(JSON.stringify(res.body)).not.toMatch(/Alice|Walk In|9000000001|total/i);
    expect(res.body.data.orders.find((o: { order_id: string }) => o.order_id === ready.orderId).status).toBe('ready');
  });

  it("shows customers' first names only where the store turned that on", async () => {
    const board = () => call(t.app, 'GET', '/order/pickup/board', { query: { store_slug: 'acme-plant' } });
    const named = await makeOrder(t.database.db, { store: 'acme-plant', customerName: 'Priya Raman', status: 'ready' });
    const before = await board();
    expect(before.body.data.store.show_names).toBe(false);
    expect(JSON.stringify(before.body)).not.toMatch(/Priya|Raman/);
    const owner = await login(t.app, ACCOUNTS.acmeOwner);
    const plant = await storeBySlug(t.database.db, 'acme-plant');
    const on = await call(t.app, 'PUT', `/company/store/update/${plant.uuid}`, { token: owner, body: { pickup_show_names: true } });
    expect(on.status).toBe(200);
    expect(on.body.data.pickup_show_names).toBe(true);
    const after = await board();
    expect(after.body.data.store.show_names).toBe(true);
    const entry = after.body.data.orders.find((o: { order_id: string }) => o.order_id === named.orderId);
    // The first name only: enough to call someone.
    expect(entry.name).toBe('Priya');
    expect(JSON.stringify(after.body)).not.toMatch(/Raman/);
    expect((await call(t.app, 'PUT', `/company/store/update/${plant.uuid}`, { token: owner, body: { pickup_show_names: 'yes' } })).status).toBe(400);
    await call(t.app, 'PUT', `/company/store/update/${plant.uuid}`, { token: owner, body: { pickup_show_names: false } });
    expect(JSON.stringify((await board()).body)).not.toMatch(/Priya/);
  });

  it('answers 404 for an unknown store and 400 for a malformed slug', async () => {
    expect((await call(t.app, 'GET', '/order/pickup/board', { query: { store_slug: 'no-such-store' } })).status).toBe(404);
    const bad = await call(t.app, 'GET', '/order/pickup/board', { query: { store_slug: 'Not A Slug!' } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
    expect((await call(t.app, 'GET', '/order/pickup/board')).status).toBe(400);
  });
});

describe('the pickup socket room', () => {
  it('lets anyone follow a store by slug and refuses an unknown one', async () => {
    const s = await open();
    expect(await follow(s, 'acme-hq')).toEqual({ ok: true });
    expect((await follow(s, 'no-such-store')).ok).toBe(false);
    expect((await follow(s, '../etc')).ok).toBe(false);
  });

  it('hears a status change made through the API with the order number and status only; other stores stay silent', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'preparing' });
    const hq = await open();
    const east = await open();
    await follow(hq, 'acme-hq');
    await follow(east, 'globex-east');
    const hqGot = nextEvent<PickupEventPayload>(hq, SOCKET_EVENTS.pickupUpdate);
    const eastGot = nextEvent<PickupEventPayload>(east, SOCKET_EVENTS.pickupUpdate, 500);
    const token = await login(t.app, ACCOUNTS.acmeCashier);
    const res = await call(t.app, 'PUT', '/order/status/update', { token, body: { order_id: order.orderId, status: 'ready', expected_status: 'preparing' } });
    expect(res.status).toBe(200);
    const got = await hqGot;
    expect(got).not.toBe('timeout');
    expect(Object.keys(got as object).sort()).toEqual(['call_number', 'order_id', 'status', 'updated_at']);
    expect(got).toMatchObject({ order_id: order.orderId, status: 'ready' });
    expect(await eastGot).toBe('timeout');
  });

  it('hears a new order placed at the till', async () => {
    const s = await open();
    await follow(s, 'acme-hq');
    const got = nextEvent<PickupEventPayload>(s, SOCKET_EVENTS.pickupUpdate);
    const me = await call(t.app, 'POST', '/company/login', { body: { email: ACCOUNTS.acmeCashier, password: DEMO_PASSWORD } });
    const token = me.body.token as string;
    const user = me.body.data.user as { company_uuid: string; store_uuid: string };
    const menu = await call(t.app, 'GET', '/product/store/order/list', { token });
    expect(menu.status).toBe(200);
    const res = await call(t.app, 'POST', '/checkout', {
      token,
      body: {
        company_uuid: user.company_uuid,
        store_uuid: user.store_uuid,
        items: [{ product_uuid: menu.body.data[0].uuid, quantity: 1 }],
        payment_method: 'counter',
        channel: 'cashier',
      },
    });
    expect(res.status).toBe(201);
    expect(await got).toMatchObject({ order_id: res.body.data.order.order_id, call_number: res.body.data.order.call_number, status: 'placed' });
    expect(res.body.data.order.call_number).toMatch(/^C-\d{3}$/);
  });
});
