// POST /outbox/batch: each write of a batch runs as if it had been sent alone (its own credentials,
// Idempotency-Key and stored answer), in order, and exactly once however often the batch is sent.
import type { AddressInfo } from 'node:net';
import { count, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { ACCOUNTS, call, login, useTestApp, useTokens } from './helpers';
import { bindKiosk, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeManager', 'acmeCashier']);
let kioskToken: string;
let device: string;
beforeAll(async () => {
  ({ token: kioskToken, device } = await bindKiosk(t, tok.acmeManager, w.hq, 'Batch kiosk'));
});

let seq = 0;
const orderId = () => `ORD-BAT${String(++seq).padStart(5, '0')}`;
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;
const ordersWithIds = async (ids: string[]) => t.database.db.select({ id: orders.orderId }).from(orders).where(inArray(orders.orderId, ids));

/** A kiosk order taken offline, as the kiosk's outbox holds it. */
const kioskItem = (id = orderId(), extra: Record<string, unknown> = {}) => ({
  method: 'POST',
  path: '/checkout/guest',
  idempotency_key: `k-${id}`,
  body: {
    company_uuid: w.acme, store_uuid: w.hq, channel: 'kiosk', payment_method: 'counter', ip_address: device, customer_name: 'Walk-up', order_id: id,
    items: [{ product_uuid: w.hqProducts[0].uuid, quantity: 1 }], placed_offline: true, offline_taken_at: new Date().toISOString(), ...extra,
  },
});
/** A till order, as the cashier's outbox holds it. */
const tillItem = (id = orderId()) => ({
  method: 'POST',
  path: '/checkout',
  idempotency_key: `t-${id}`,
  body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', order_id: id, items: [{ product_uuid: w.hqProducts[1].uuid, quantity: 2 }] },
});

interface Result {
  status: number;
  body: { status: boolean; message: string; data?: { order: { uuid: string; order_id: string } } };
  replayed?: boolean;
  retry_after?: boolean;
  skipped?: boolean;
}
async function batch(items: unknown, headers: Record<string, string> = {}) {
  const res = await call(t.app, 'POST', '/outbox/batch', { body: { items }, headers });
  return { status: res.status, body: res.body, results: (res.body.data?.results ?? []) as Result[] };
}
const kioskHeaders = () => ({ 'x-kiosk-token': kioskToken });
/** Waits (bounded) until `check` holds. */
async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
/** Orders of these ids in the order the server made them. */
const madeInOrder = async (ids: string[]) =>
  (await t.database.db.select({ id: orders.orderId, at: orders.createdAt }).from(orders).where(inArray(orders.orderId, ids)))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((r) => r.id);
const tillHeaders = () => ({ 'x-auth-token': tok.acmeCashier });

describe('POST /outbox/batch', () => {
  it('a batch of 20 kiosk orders makes 20 orders in order; sent again it makes none and answers the same bytes per item', async () => {
    const items = Array.from({ length: 20 }, () => kioskItem());
    const before = await orderCount();
    const first = await batch(items, kioskHeaders());
    expect(first.status).toBe(200);
    expect(first.results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(first.results.map((r) => r.body.data!.order.order_id)).toEqual(items.map((i) => i.body.order_id));
    expect(first.results.every((r) => !r.replayed)).toBe(true);
    expect(await orderCount()).toBe(before + 20);
    // Created in the order they were sent.
    const rows = await t.database.db
      .select({ id: orders.orderId, at: orders.createdAt })
      .from(orders)
      .where(inArray(orders.orderId, items.map((i) => i.body.order_id)));
    expect([...rows].sort((a, b) => a.at.getTime() - b.at.getTime()).map((r) => r.id)).toEqual(items.map((i) => i.body.order_id));

    // The connection was cut before the answer arrived: the device sends the same batch again.
    const again = await batch(items, kioskHeaders());
    expect(again.results.every((r) => r.replayed)).toBe(true);
    expect(again.results.map((r) => JSON.stringify(r.body))).toEqual(first.results.map((r) => JSON.stringify(r.body)));
    expect(await orderCount()).toBe(before + 20);

    // A single send of one of them (the engine's fallback) is the same stored answer too.
    const single = await call(t.app, 'POST', '/checkout/guest', {
      body: items[3].body,
      headers: { ...kioskHeaders(), 'Idempotency-Key': items[3].idempotency_key },
    });
    expect(single.headers['idempotent-replayed']).toBe('true');
    expect(JSON.stringify(single.body)).toBe(JSON.stringify(first.results[3].body));
  });

  it('a batch of 20 till orders makes 20 orders with the cashier token; replayed it makes none', async () => {
    const items = Array.from({ length: 20 }, () => tillItem());
    const before = await orderCount();
    const first = await batch(items, tillHeaders());
    expect(first.results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await orderCount()).toBe(before + 20);
    const again = await batch(items, tillHeaders());
    expect(again.results.map((r) => JSON.stringify(r.body))).toEqual(first.results.map((r) => JSON.stringify(r.body)));
    expect(await orderCount()).toBe(before + 20);
  });

  it('a half-failed batch: the refused item answers its 4xx, the others still apply', async () => {
    const items = [kioskItem(), kioskItem(), kioskItem(orderId(), { items: [{ product_uuid: w.plantProduct, quantity: 1 }] }), kioskItem(), kioskItem()];
    const { results } = await batch(items, kioskHeaders());
    expect(results.map((r) => r.status)).toEqual([201, 201, results[2].status, 201, 201]);
    expect(results[2].status).toBeGreaterThanOrEqual(400);
    expect(results[2].status).toBeLessThan(500);
    expect(results[2].body.status).toBe(false);
    expect((await ordersWithIds(items.map((i) => i.body.order_id))).map((r) => r.id).sort()).toEqual([0, 1, 3, 4].map((i) => items[i].body.order_id).sort());
    // Replayed, the refusal is the same stored refusal and still nothing more is written.
    const again = await batch(items, kioskHeaders());
    expect(again.results.map((r) => JSON.stringify(r.body))).toEqual(results.map((r) => JSON.stringify(r.body)));
    expect(await ordersWithIds(items.map((i) => i.body.order_id))).toHaveLength(4);
  });

  it('a half-failed batch with a refused body (400) and a conflict (a used key with another body: 422): ' +
    'the rest apply; sent again, nothing changes', async () => {
    const used = kioskItem();
    expect((await batch([used], kioskHeaders())).results[0].status).toBe(201);
    const before = await orderCount();
    const badBody = kioskItem(orderId(), { items: [{ product_uuid: w.hqProducts[0].uuid, quantity: 0 }] });
    const conflict = { ...kioskItem(), idempotency_key: used.idempotency_key };
    const fine = [kioskItem(), kioskItem(), kioskItem()];
    const items = [fine[0], badBody, fine[1], conflict, fine[2]];
    const first = await batch(items, kioskHeaders());
    expect(first.results.map((r) => r.status)).toEqual([201, 400, 201, 422, 201]);
    expect(first.results[3].body.message).toBe('This Idempotency-Key was already used for a different request');
    expect(await orderCount()).toBe(before + 3);
    expect(await madeInOrder([...fine, badBody, conflict].map((i) => i.body.order_id))).toEqual(fine.map((i) => i.body.order_id));
    // Sent again (and again): the same answers, byte for byte, and not one order more.
    for (let i = 0; i < 2; i += 1) {
      const again = await batch(items, kioskHeaders());
      expect(again.results.map((r) => r.status)).toEqual([201, 400, 201, 422, 201]);
      expect(again.results.map((r) => JSON.stringify(r.body))).toEqual(first.results.map((r) => JSON.stringify(r.body)));
      expect(await orderCount()).toBe(before + 3);
    }
  });

  it('a cut connection: the device loses the answer mid-batch and sends the batch again at once; each order is made once, in order', async () => {
    const items = Array.from({ length: 30 }, () => kioskItem());
    const ids = items.map((i) => i.body.order_id);
    const before = await orderCount();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cut = new AbortController();
    const first = fetch(`http://127.0.0.1:${port}/api/v1/outbox/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...kioskHeaders() },
      body: JSON.stringify({ items }),
      signal: cut.signal,
    }).catch((err: unknown) => err);
    // The connection drops once the server has made the first order: the device hears nothing.
    await until(async () => (await ordersWithIds(ids)).length > 0);
    cut.abort();
    expect(await first).toBeInstanceOf(Error);
    // Sent again at once, while the server may still run the first batch: what ran replays, what
    // still runs answers 409 with Retry-After and stops the run, nothing runs twice or out of order.
    const again = await batch(items, kioskHeaders());
    const firstNot201 = again.results.findIndex((r) => r.status !== 201);
    for (const [i, r] of again.results.entries()) {
      if (firstNot201 === -1 || i < firstNot201) expect(r.status).toBe(201);
      else if (i === firstNot201) expect([r.status, r.retry_after]).toEqual([409, true]);
      else expect([r.status, r.skipped]).toEqual([503, true]);
    }
    // The first batch ends on its own; once it has, the device's next try replays every write.
    await until(async () => (await ordersWithIds(ids)).length === ids.length);
    await until(async () => (await batch(items, kioskHeaders())).results.every((r) => r.status === 201 && r.replayed));
    expect(await madeInOrder(ids)).toEqual(ids);
    expect(await orderCount()).toBe(before + ids.length);
  });

  it('a 5xx stops the run: the items behind it are skipped (503) and run when the batch comes again', async () => {
    // An honest server fault: the database refuses one order's insert with an internal error.
    const boom = orderId();
    await t.database.db.execute(sql.raw(`create or replace function batch_test_boom() returns trigger language plpgsql as $$
      begin if new.order_id = '${boom}' then raise exception 'simulated failure' using errcode = 'XX000'; end if; return new; end $$`));
    await t.database.db.execute(sql.raw('create trigger batch_test_boom before insert on orders for each row execute function batch_test_boom()'));
    const items = [kioskItem(), kioskItem(boom), kioskItem(), kioskItem()];
    try {
      const { results } = await batch(items, kioskHeaders());
      expect(results[0].status).toBe(201);
      expect(results[1].status).toBeGreaterThanOrEqual(500);
      expect(results.slice(2).map((r) => [r.status, r.skipped])).toEqual([
        [503, true],
        [503, true],
      ]);
      expect((await ordersWithIds(items.map((i) => i.body.order_id))).map((r) => r.id)).toEqual([items[0].body.order_id]);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger batch_test_boom on orders'));
    }
    // The fault is gone: the same batch again replays the first and runs the rest, once each.
    const { results } = await batch(items, kioskHeaders());
    expect(results.map((r) => [r.status, Boolean(r.replayed)])).toEqual([
      [201, true],
      [201, false],
      [201, false],
      [201, false],
    ]);
    expect(await ordersWithIds(items.map((i) => i.body.order_id))).toHaveLength(4);
  });

  /** Runs `fn` while a trigger on orders raises `errcode` for the order `id` (`deferred`: at commit). */
  async function withOrderTrigger(id: string, errcode: string, deferred: boolean, fn: () => Promise<void>) {
    await t.database.db.execute(sql.raw(`create or replace function batch_test_refuse() returns trigger language plpgsql as $$
      begin if new.order_id = '${id}' then raise exception 'simulated refusal' using errcode = '${errcode}'; end if; return new; end $$`));
    await t.database.db.execute(
      sql.raw(
        deferred
          ? 'create constraint trigger batch_test_refuse after insert on orders deferrable initially deferred for each row execute function batch_test_refuse()'
          : 'create trigger batch_test_refuse before insert on orders for each row execute function batch_test_refuse()',
      ),
    );
    try {
      await fn();
    } finally {
      await t.database.db.execute(sql.raw('drop trigger batch_test_refuse on orders'));
    }
  }

  it('write 3 of 5 fails in the database mid-transaction (a broken rule: 400): it alone rolls back, the other four commit once; ' +
    'replayed, nothing changes', async () => {
    const items = Array.from({ length: 5 }, () => kioskItem());
    const ids = items.map((i) => i.body.order_id);
    const before = await orderCount();
    let first: Result[] = [];
    await withOrderTrigger(ids[2], '23514', false, async () => {
      first = (await batch(items, kioskHeaders())).results;
    });
    expect(first.map((r) => r.status)).toEqual([201, 201, 400, 201, 201]);
    expect(first[2].body.message).toBe('The change breaks a rule of the data');
    expect(await madeInOrder(ids)).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    expect(await orderCount()).toBe(before + 4);
    // Sent again (the rule is gone by now): every answer is the stored one, the refusal too.
    const again = await batch(items, kioskHeaders());
    expect(again.results.every((r) => r.replayed)).toBe(true);
    expect(again.results.map((r) => JSON.stringify(r.body))).toEqual(first.map((r) => JSON.stringify(r.body)));
    expect(await orderCount()).toBe(before + 4);
  });

  it('a commit that fails keeps nothing it covered: on PostgreSQL (one transaction for the run) every write answers 503 to be sent again, ' +
    'on PGlite (a transaction per write) only that write is refused; sent again, each order is made once', async () => {
    const items = Array.from({ length: 5 }, () => kioskItem());
    const ids = items.map((i) => i.body.order_id);
    const before = await orderCount();
    const shared = t.database.kind === 'postgres';
    // Checked at commit: the order was written, its answer stored, and then the commit fails.
    await withOrderTrigger(ids[0], '23514', true, async () => {
      const { results } = await batch(items, kioskHeaders());
      if (shared) {
        expect(results.map((r) => r.status)).toEqual(Array(5).fill(503));
        expect(results.every((r) => r.retry_after || r.skipped)).toBe(true);
      } else {
        expect(results.map((r) => r.status)).toEqual([400, 201, 201, 201, 201]);
      }
    });
    expect(await orderCount()).toBe(shared ? before : before + 4);
    const again = await batch(items, kioskHeaders());
    expect(again.results.map((r) => r.status)).toEqual(shared ? Array(5).fill(201) : [400, 201, 201, 201, 201]);
    expect(again.results.map((r) => Boolean(r.replayed))).toEqual(shared ? Array(5).fill(false) : Array(5).fill(true));
    expect(await madeInOrder(ids)).toEqual(shared ? ids : ids.slice(1));
    const third = await batch(items, kioskHeaders());
    expect(third.results.every((r) => r.replayed)).toBe(true);
    expect(await orderCount()).toBe(shared ? before + 5 : before + 4);
  });

  it('refuses routes the outbox does not send (per item) and a batch inside a batch', async () => {
    const before = await orderCount();
    const { status, results } = await batch(
      [
        { method: 'POST', path: '/wallet/credit', idempotency_key: 'x1', body: { amount: 100 } },
        { method: 'POST', path: '/outbox/batch', idempotency_key: 'x2', body: { items: [kioskItem()] } },
        { method: 'DELETE', path: '/checkout/guest', idempotency_key: 'x3' },
      ],
      tillHeaders(),
    );
    expect(status).toBe(200);
    expect(results.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(results[1].body.message).toBe('POST /outbox/batch cannot be sent in an outbox batch');
    // Even sent as an inner request, the batch route refuses to run.
    const inner = await call(t.app, 'POST', '/outbox/batch', { body: { items: [kioskItem()] }, headers: { ...kioskHeaders(), 'x-outbox-batch-item': '1' } });
    expect(inner.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('a malformed batch is a 400 and runs nothing', async () => {
    const before = await orderCount();
    const items = [kioskItem()];
    for (const bad of [
      { items: [] },
      { items: Array.from({ length: 51 }, () => kioskItem()) },
      { items: [{ ...items[0], idempotency_key: '' }] },
      { items: [{ ...items[0], method: 'GET' }] },
      { nope: true },
    ]) {
      const res = await call(t.app, 'POST', '/outbox/batch', { body: bad, headers: kioskHeaders() });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(false);
    }
    expect(await orderCount()).toBe(before);
  });

  it('authorizes each item on its own: a kiosk token works for guest checkout; a till order without a token is a 401 and stops the run', async () => {
    const k = await batch([kioskItem()], kioskHeaders());
    expect(k.results[0].status).toBe(201);
    expect(k.results[0].body.data!.order).toMatchObject({ channel: 'kiosk' });

    const before = await orderCount();
    const noToken = await batch([tillItem(), tillItem()], kioskHeaders());
    expect(noToken.results.map((r) => r.status)).toEqual([401, 503]);
    expect(noToken.results[1].skipped).toBe(true);
    // A status change with no credentials at all: a 401, as it would be alone.
    const theirs = await batch([{ ...tillItem(), path: '/order/status/update', method: 'PUT', body: { order_id: 'ORD-NOPE0000', status: 'completed' } }], {});
    expect(theirs.results[0].status).toBe(401);
    expect(await orderCount()).toBe(before);
    // A consumer's till-style order gets the same answer in a batch as alone: the batch lends no right.
    const alice = await login(t.app, ACCOUNTS.alice);
    const own = await batch([tillItem()], { 'x-auth-token': alice });
    const single = await call(t.app, 'POST', '/checkout', { token: alice, body: tillItem().body });
    expect(own.results[0].status).toBe(single.status);
  });
});
