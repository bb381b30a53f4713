import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../server/db/schema';
import { sha256 } from '../../server/lib/crypto';
import type { FastifyRequest } from 'fastify';
import { BATCH_CLAIMS_HEADER, canonicalJson } from '../../server/plugins/idempotency';
import { call, useTestApp, useTokens } from './helpers';
import { addToCart, newDevice, setWallet, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice', 'bob']);

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;
const key = () => `key-${Math.random().toString(36).slice(2)}`;

/** Alice's checkout of one HQ product under a fresh key held in progress, as a request still running (or, with a lapsed lease, a dead one) leaves it. */
async function keyInProgress(leaseUntil?: Date) {
  const k = key();
  const body = { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: [{ product_uuid: w.hqProducts[3].uuid, quantity: 1 }] };
  await t.database.db.insert(idempotencyKeys).values({
    scope: `user:${w.alice}`,
    key: k,
    method: 'POST',
    path: '/api/v1/checkout',
    requestHash: sha256(`POST\n/api/v1/checkout\n${canonicalJson(body)}`),
    state: 'in_progress',
    ...(leaseUntil ? { leaseUntil } : {}),
  });
  return { k, body };
}

describe('Idempotency-Key', () => {
  it('a checkout retried with the same key makes one order and answers the same body', async () => {
    await addToCart(t, w, tok.alice, 2);
    const k = key();
    const body = { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter' };
    const before = await orderCount();
    const first = await call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': k } });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': k } });
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await orderCount()).toBe(before + 1);
    // Without the key the (now empty) cart cannot be ordered again.
    expect((await call(t.app, 'POST', '/checkout', { token: tok.alice, body })).status).toBe(400);
  });

  it('a guest checkout is keyed by its device; concurrent retries still make one order', async () => {
    const device = newDevice();
    const k = key();
    const body = {
      company_uuid: w.acme,
      store_uuid: w.hq,
      payment_method: 'counter',
      ip_address: device,
      customer_name: 'Ravi',
      items: [{ product_uuid: w.hqProducts[1].uuid, quantity: 1 }],
    };
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 5 }, () => call(t.app, 'POST', '/checkout/guest', { body, headers: { 'idempotency-key': k } })));
    // Each retry is either the stored answer or "still in progress" (409): never a second order.
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await orderCount()).toBe(before + 1);
    const late = await call(t.app, 'POST', '/checkout/guest', { body, headers: { 'idempotency-key': k } });
    expect(late.status).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.data.order.uuid)).size).toBe(1);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `device:${device}`))).toEqual([
      expect.objectContaining({ key: k, state: 'done', responseCode: 201 }),
    ]);
  });

  it('the same key with another body is a 422, and writes nothing', async () => {
    const k = key();
    const item = (q: number) => ({
      company_uuid: w.acme,
      store_uuid: w.hq,
      payment_method: 'counter',
      items: [{ product_uuid: w.hqProducts[2].uuid, quantity: q }],
    });
    expect((await call(t.app, 'POST', '/checkout', { token: tok.alice, body: item(1), headers: { 'idempotency-key': k } })).status).toBe(201);
    const before = await orderCount();
    const res = await call(t.app, 'POST', '/checkout', { token: tok.alice, body: item(2), headers: { 'idempotency-key': k } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This Idempotency-Key was already used for a different request');
    expect(await orderCount()).toBe(before);
    // Keys belong to their caller: tok.bob may use the same key for his own request.
    await setWallet(t.database, w.bob, 0);
    const bobs = await call(t.app, 'POST', '/checkout', {
      token: tok.bob,
      body: { company_uuid: w.globex, store_uuid: w.east, payment_method: 'wallet', items: [{ product_uuid: w.hqProducts[2].uuid, quantity: 1 }] },
      headers: { 'idempotency-key': k },
    });
    expect(bobs.status).not.toBe(422);
  });

  it('the same key while the first request is still running is a 409', async () => {
    // The first request has been accepted and is still inside its handler.
    const { k, body } = await keyInProgress();
    const before = await orderCount();
    const res = await call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': k } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The same request is still being processed; try again in a moment');
    // Marked transient, unlike a refusal (the sync engine retries it rather than show a conflict).
    expect(res.headers['retry-after']).toBe('1');
    expect(await orderCount()).toBe(before);
  });

  it('a key whose request died (its lease lapsed) is taken over by the retry, which then runs once', async () => {
    // What a SIGKILL mid-request leaves: a row in progress whose holder no longer renews it.
    const { k, body } = await keyInProgress(new Date(Date.now() - 1000));
    const before = await orderCount();
    const retries = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': k } })),
    );
    // One retry takes the key over and places the order; the others see it running or replay it.
    expect(retries.filter((r) => r.status === 201 && r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(retries.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await orderCount()).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, `user:${w.alice}`), eq(idempotencyKeys.key, k)));
    expect(row).toEqual(expect.objectContaining({ state: 'done', responseCode: 201, leaseUntil: null }));
  });

  it("an outbox batch's claim: in progress for anyone else, taken once by the batch's own write, given back when unused, " +
    'and taken over once its lease lapsed', async () => {
    const device = newDevice();
    const body = (q: number) => ({
      company_uuid: w.acme,
      store_uuid: w.hq,
      payment_method: 'counter',
      ip_address: device,
      customer_name: 'Lin',
      items: [{ product_uuid: w.hqProducts[1].uuid, quantity: q }],
    });
    const [k1, k2, k3] = [key(), key(), key()];
    const guest = { auth: null, kiosk: null, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const write = (k: string, q: number) => ({ method: 'POST', url: '/api/v1/checkout/guest', key: k, body: body(q) });
    const claims = await t.app.idempotency.claimBatch(guest, [write(k1, 1), write(k2, 2), write(k3, 3)]);
    const send = (k: string, q: number, headers: Record<string, string> = {}) =>
      call(t.app, 'POST', '/checkout/guest', { body: body(q), headers: { 'idempotency-key': k, ...headers } });
    const before = await orderCount();
    // Anyone else (a single send of the same write, or a forged nonce): still running, try again.
    for (const headers of [{}, { [BATCH_CLAIMS_HEADER]: 'not-a-batch' }] as Record<string, string>[]) {
      const other = await send(k1, 1, headers);
      expect([other.status, other.headers['retry-after']]).toEqual([409, '1']);
    }
    // The batch's own write takes the claim and runs; the same nonce again is an ordinary replay.
    const mine = await send(k1, 1, { [BATCH_CLAIMS_HEADER]: claims.nonce });
    expect([mine.status, mine.headers['idempotent-replayed']]).toEqual([201, undefined]);
    const again = await send(k1, 1, { [BATCH_CLAIMS_HEADER]: claims.nonce });
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    // Stored with its hash: the same key with another body is refused.
    expect((await send(k1, 5)).status).toBe(422);
    // k3 was left by a batch that died: once its lease has lapsed, a retry takes it over and runs once.
    await t.database.db
      .update(idempotencyKeys)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(and(eq(idempotencyKeys.scope, `device:${device}`), eq(idempotencyKeys.key, k3)));
    const taken = await Promise.all([send(k3, 3), send(k3, 3)]);
    expect(taken.filter((r) => r.status === 201 && r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(taken.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    // The batch ends: the claim of k2, which it never ran, is given back and k2 runs as new.
    await claims.release();
    expect((await send(k2, 2)).headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount()).toBe(before + 3);
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `device:${device}`));
    expect(rows.map((r) => [r.key, r.state, r.requestHash !== ''])).toEqual(
      expect.arrayContaining([
        [k1, 'done', true],
        [k2, 'done', true],
        [k3, 'done', true],
      ]),
    );
  });

  it('a replay is the stored answer byte for byte, however many arrive at once', async () => {
    const k = key();
    const body = {
      company_uuid: w.acme,
      store_uuid: w.hq,
      payment_method: 'counter',
      items: [{ product_uuid: w.hqProducts[5].uuid, quantity: 2, note: 'no onions' }],
    };
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/checkout', headers: { 'x-auth-token': tok.alice, 'idempotency-key': k }, payload: body });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const replays = await Promise.all([send(), send(), send()]);
    for (const r of replays) {
      expect(r.statusCode).toBe(201);
      expect(r.headers['idempotent-replayed']).toBe('true');
      expect(r.headers['content-type']).toBe(first.headers['content-type']);
      expect(r.payload).toBe(first.payload);
    }
  });

  it('a refusal (4xx) is kept and replayed too; a bad key is a 400', async () => {
    await setWallet(t.database, w.alice, 0);
    const k = key();
    const body = { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'wallet', items: [{ product_uuid: w.hqProducts[4].uuid, quantity: 1 }] };
    const first = await call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': k } });
    expect(first.status).toBe(409);
    const again = await call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': k } });
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['retry-after']).toBeUndefined();
    expect(again.body).toEqual(first.body);
    const long = await call(t.app, 'POST', '/checkout', { token: tok.alice, body, headers: { 'idempotency-key': 'x'.repeat(201) } });
    expect(long.status).toBe(400);
  });

  it('hashes bodies canonically: key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }));
    expect(canonicalJson({ a: 1, skip: undefined })).toBe('{"a":1}');
  });
});
