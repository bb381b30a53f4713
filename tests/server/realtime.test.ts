import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { orders, stores, users } from '../../server/db/schema';
import { SOCKET_EVENTS, type OrderEventPayload } from '../../server/contracts/realtime';
import { ACCOUNTS, createTestApp, login, useTestApp } from './helpers';
import { nextEvent, useSocketServer } from './socket-fixtures';

const t = useTestApp();
const { open } = useSocketServer(t);

describe('realtime across processes (REDIS_URL)', () => {
  it('carries an event emitted in one app to a socket connected to another', async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const [a, b] = [await createTestApp({ REDIS_URL: redisUrl }), await createTestApp({ REDIS_URL: redisUrl })];
    try {
      const bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
      // Both apps seeded their own database: the cashier's store uuid comes from b's database.
      const [hq] = await b.database.db.select().from(stores).where(eq(stores.slug, 'acme-hq'));
      const socket = await open(await login(b.app, ACCOUNTS.acmeCashier), bUrl);
      const got = nextEvent<OrderEventPayload>(socket, SOCKET_EVENTS.orderCreated, 21_000);
      // The streams adapter reads the stream from "$" until it has seen its first entry, so an entry
      // written between two of its blocking reads in that first moment is not seen (an adapter
      // limitation; its heartbeats close the gap within seconds). Emit until one arrives: what is
      // proved is that an event emitted in app a reaches a socket held by app b. On a loaded machine
      // (two cores running the whole suite) that first moment took more than 8 s, so the test keeps
      // emitting for up to 20 s.
      const now = new Date().toISOString();
      let received = false;
      void got.then(() => { received = true; });
      for (let i = 0; i < 80 && !received; i++) {
        a.app.realtime.orderCreated({
          uuid: '00000000-0000-4000-8000-000000000002', order_id: 'ORD-REDIS001', call_number: null,
          company_uuid: hq.companyUuid, store_uuid: hq.uuid, user_uuid: null,
          status: 'placed', total: 100, currency: 'INR', channel: 'cashier', created_at: now, updated_at: now,
        });
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(await got).toMatchObject({ order_id: 'ORD-REDIS001' });
    } finally {
      await a.close();
      await b.close();
    }
    // The body builds and seeds two whole apps (two databases) before it tests anything: on a busy
    // machine that alone can pass the 30 s default, so this test has the hooks' allowance.
  }, 120_000);
});

describe('realtime', () => {
  it('refuses a socket with a bad token', async () => {
    await expect(open('not-a-token')).rejects.toThrow();
  });

  it("delivers a store's new order to that store's cashier, not to another store's", async () => {
    const [hq] = await t.database.db.select().from(stores).where(eq(stores.slug, 'acme-hq'));
    const acmeCashier = await open(await login(t.app, ACCOUNTS.acmeCashier));
    const globexManager = await open(await login(t.app, ACCOUNTS.globexManager));
    const owner = await open(await login(t.app, ACCOUNTS.acmeOwner));
    const payload: OrderEventPayload = {
      uuid: '00000000-0000-4000-8000-000000000001',
      order_id: 'ORD-TESTTEST',
      call_number: 'C-001',
      company_uuid: hq.companyUuid,
      store_uuid: hq.uuid,
      user_uuid: null,
      status: 'placed',
      total: 1000,
      currency: 'INR',
      channel: 'kiosk',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    const cashierGot = nextEvent<OrderEventPayload>(acmeCashier, SOCKET_EVENTS.orderCreated);
    const ownerGot = nextEvent<OrderEventPayload>(owner, SOCKET_EVENTS.orderCreated);
    const otherGot = nextEvent<OrderEventPayload>(globexManager, SOCKET_EVENTS.orderCreated, 500);
    t.app.realtime.orderCreated(payload);
    expect(await cashierGot).toMatchObject({ order_id: 'ORD-TESTTEST' });
    expect(await ownerGot).toMatchObject({ order_id: 'ORD-TESTTEST' });
    expect(await otherGot).toBe('timeout');
  });

  it('lets a guest follow only an order placed from its own device', async () => {
    const [hq] = await t.database.db.select().from(stores).where(eq(stores.slug, 'acme-hq'));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderId: 'ORD-GUEST001',
        companyUuid: hq.companyUuid,
        storeUuid: hq.uuid,
        deviceId: 'device-abc',
        channel: 'guest',
        subtotal: 500,
        total: 500,
        currency: 'INR',
        paymentMethod: 'counter',
      })
      .returning();
    const guest = await open();
    const stranger = await open();
    const ack = (s: Socket, device: string) =>
      new Promise<{ ok: boolean }>((resolve) => s.emit(SOCKET_EVENTS.followOrder, { order_uuid: order.uuid, device_id: device }, resolve));
    // The answer carries the order's status as of joining its room (a change just before is not missed).
    expect(await ack(guest, 'device-abc')).toEqual({ ok: true, status: 'placed', updated_at: order.updatedAt.toISOString() });
    expect((await ack(stranger, 'device-xyz')).ok).toBe(false);
    const guestGot = nextEvent<OrderEventPayload>(guest, SOCKET_EVENTS.orderStatus);
    const strangerGot = nextEvent<OrderEventPayload>(stranger, SOCKET_EVENTS.orderStatus, 500);
    t.app.realtime.orderStatus({
      uuid: order.uuid,
      order_id: order.orderId,
      call_number: null,
      company_uuid: order.companyUuid,
      store_uuid: order.storeUuid,
      user_uuid: null,
      status: 'ready',
      previous_status: 'preparing',
      total: 500,
      currency: 'INR',
      channel: 'guest',
      created_at: order.createdAt.toISOString(),
      updated_at: new Date().toISOString(),
    });
    expect(await guestGot).toMatchObject({ status: 'ready' });
    expect(await strangerGot).toBe('timeout');
  });

  it('lets the kiosk that placed an order follow it, also one paid with a consumer’s iCash; not a guest order of someone else', async () => {
    const [hq] = await t.database.db.select().from(stores).where(eq(stores.slug, 'acme-hq'));
    const [alice] = await t.database.db.select().from(users).where(eq(users.email, ACCOUNTS.alice));
    const base = { companyUuid: hq.companyUuid, storeUuid: hq.uuid, subtotal: 500, total: 500, currency: 'INR' };
    const [kioskWallet] = await t.database.db
      .insert(orders)
      .values({ ...base, orderId: 'ORD-KIOSKW01', deviceId: 'kiosk-device-1', channel: 'kiosk', userUuid: alice.uuid, paymentMethod: 'wallet' })
      .returning();
    const [consumers] = await t.database.db
      .insert(orders)
      .values({ ...base, orderId: 'ORD-CONSUM01', deviceId: 'kiosk-device-1', channel: 'consumer', userUuid: alice.uuid, paymentMethod: 'counter' })
      .returning();
    const kiosk = await open();
    const ack = (uuid: string, device: string) =>
      new Promise<{ ok: boolean }>((resolve) => kiosk.emit(SOCKET_EVENTS.followOrder, { order_uuid: uuid, device_id: device }, resolve));
    expect(await ack(kioskWallet.uuid, 'kiosk-device-1')).toMatchObject({ ok: true, status: 'placed' });
    expect((await ack(kioskWallet.uuid, 'kiosk-device-2')).ok).toBe(false);
    // A signed-in consumer's own order is not opened by naming a device id.
    expect((await ack(consumers.uuid, 'kiosk-device-1')).ok).toBe(false);
  });

  it('answers every malformed event with a refusal and stays up (one such message used to end the process)', async () => {
    const socket = await open();
    const ask = (event: string, payload: unknown) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) => socket.timeout(5000).emit(event, payload, (
        err: Error | null,
        r: { ok: boolean; message?: string },
      ) => resolve(err ? { ok: false, message: `no answer: ${err.message}` } : r)));
    const bad: unknown[] = [
      // 36 hex digits without dashes: PostgreSQL refused it as a uuid (22P02) in an unhandled rejection.
      { order_uuid: 'a'.repeat(36) },
      { order_uuid: '------------------------------------' },
      { order_uuid: 42 },
      { order_uuid: null },
      { order_uuid: { $gt: '' } },
      { order_uuid: 'x'.repeat(100_000) },
      { order_uuid: '2f1c6f3e-9d6a-4c1b-8e6f-0d5e7a9b1c2d', device_id: ['a'] },
      'a'.repeat(36),
      null,
      [],
      12,
    ];
    for (const payload of bad) {
      const r = await ask(SOCKET_EVENTS.followOrder, payload);
      expect(r, JSON.stringify(payload).slice(0, 80)).toEqual({ ok: false, message: 'Unknown order' });
    }
    for (const payload of [{ store_slug: 'A'.repeat(36) }, { store_slug: 5 }, null, 'acme-hq', { store_slug: 'acme-hq\u0000' }]) {
      expect(await ask(SOCKET_EVENTS.followPickup, payload)).toEqual({ ok: false, message: 'Unknown store' });
    }
    // Without an acknowledgement callback too.
    socket.emit(SOCKET_EVENTS.followOrder, { order_uuid: 'a'.repeat(36) });
    socket.emit(SOCKET_EVENTS.followOrder);
    expect(await ask(SOCKET_EVENTS.followPickup, { store_slug: 'acme-hq' })).toEqual({ ok: true });
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(socket.connected).toBe(true);
  });
});
