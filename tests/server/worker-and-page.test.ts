// Issue 17: the service worker and a page may send the same waiting writes at once (the worker in a
// batch, a page one by one after a lost lock or a reload): each write carries its Idempotency-Key,
// so whichever arrives first makes it and every other send replays or is told to come back; once
// both are done each write has landed exactly once. Also: "Cash received" rides in a batch.
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { bindKiosk, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeManager', 'acmeCashier']);
let kioskToken: string;
let device: string;
beforeAll(async () => {
  ({ token: kioskToken, device } = await bindKiosk(t, tok.acmeManager, w.hq, 'Worker and page kiosk'));
});

let seq = 0;
const orderId = () => `ORD-WPG${String(++seq).padStart(5, '0')}`;

const kioskWrite = (id = orderId()) => ({
  method: 'POST' as const,
  path: '/checkout/guest',
  idempotency_key: `k-${id}`,
  body: {
    company_uuid: w.acme, store_uuid: w.hq, channel: 'kiosk', payment_method: 'counter', ip_address: device, customer_name: 'Walk-up', order_id: id,
    items: [{ product_uuid: w.hqProducts[0].uuid, quantity: 1 }], placed_offline: true, offline_taken_at: new Date().toISOString(),
  },
});

type Write = ReturnType<typeof kioskWrite> | { method: 'PUT'; path: string; idempotency_key: string; body: Record<string, unknown> };

/** The worker's way: the run in one batch. Answers each write's status. */
async function asWorker(writes: Write[], headers: Record<string, string>): Promise<number[]> {
  const res = await call(t.app, 'POST', '/outbox/batch', { body: { items: writes }, headers });
  expect(res.status).toBe(200);
  return (res.body.data.results as { status: number }[]).map((r) => r.status);
}

/** A page's way: one write at a time, each with its key. */
async function asPage(writes: Write[], headers: Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  for (const wr of writes) {
    const res = await call(t.app, wr.method, wr.path, { body: wr.body, headers: { ...headers, 'idempotency-key': wr.idempotency_key } });
    statuses.push(res.status);
  }
  return statuses;
}

/** Sends again (as the engine does after a 409 with Retry-After or a skipped 503) until every write has its answer. */
async function settle(writes: Write[], headers: Record<string, string>, ok: number) {
  for (let i = 0; i < 200; i += 1) {
    const statuses = await asPage(writes, headers);
    if (statuses.every((s) => s === ok)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the writes never settled');
}

describe('the worker and a page sending the same writes at once', () => {
  it('each kiosk order lands once, whichever sender arrives first', async () => {
    const writes = Array.from({ length: 8 }, () => kioskWrite());
    const ids = writes.map((wr) => wr.body.order_id);
    const headers = { 'x-kiosk-token': kioskToken };
    const [worker, page] = await Promise.all([asWorker(writes, headers), asPage(writes, headers)]);
    // Every answer is a success (made or replayed) or "in flight, come back" (409 / a skipped 503): never a second order.
    for (const s of [...worker, ...page]) expect([201, 409, 503]).toContain(s);
    await settle(writes, headers, 201);
    const made = await t.database.db.select({ id: orders.orderId }).from(orders).where(inArray(orders.orderId, ids));
    expect(made.map((o) => o.id).sort()).toEqual([...ids].sort());
  });

  it('"Cash received" sent by the worker in a batch and again by a page marks the order paid once', async () => {
    const id = orderId();
    const headers = { 'x-auth-token': tok.acmeCashier };
    const items = [{ product_uuid: w.hqProducts[1].uuid, quantity: 1 }];
    const body = { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', order_id: id, items };
    const place = await asPage([{ method: 'POST', path: '/checkout', idempotency_key: `t-${id}`, body } as unknown as Write], headers);
    expect(place).toEqual([201]);
    const [order] = await t.database.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.orderId, id));
    const pay: Write = { method: 'PUT', path: '/order/payment/update', idempotency_key: `pay-${order.uuid}`, body: { order_uuid: order.uuid } };
    const [worker, page] = await Promise.all([asWorker([pay], headers), asPage([pay], headers)]);
    for (const s of [...worker, ...page]) expect([200, 409]).toContain(s);
    await settle([pay], headers, 200);
    const paid = await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderUuid, order.uuid));
    expect(paid[0].n).toBe(1);
    const view = await call(t.app, 'GET', `/order/view/${id}`, { token: tok.acmeCashier });
    expect(view.body.data.payment_status).toBe('paid');
  });
});
