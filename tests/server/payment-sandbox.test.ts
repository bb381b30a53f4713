// The sandbox card gateway marks payments paid with no money moving, so it runs only where the
// config switches it on (PAYMENT_SANDBOX): with it off its routes answer 404 and change nothing,
// card checkout is refused in words, the PWA is told there is no card; production never runs it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { orders, payments } from '../../server/db/schema';
import { signSandboxPayload } from '../../server/modules/payments/provider';
import { call, createTestApp, useTestApp, useTokens } from './helpers';
import { newDevice, useWorld } from './ordering-fixtures';

const t = useTestApp({ PAYMENT_SANDBOX: 'off' });
const w = useWorld(t);
const tok = useTokens(t, ['alice']);

const items = () => [{ product_uuid: w.hqProducts[0].uuid, quantity: 1 }];

/** A card order left pending from when the sandbox was on: a counter order turned into one. */
async function pendingCardPayment() {
  const res = await call(t.app, 'POST', '/checkout', {
    token: tok.alice,
    body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: items() },
  });
  expect(res.status).toBe(201);
  const orderUuid = res.body.data.order.uuid as string;
  await t.database.db.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.uuid, orderUuid));
  const [p] = await t.database.db.update(payments).set({ method: 'card', provider: 'sandbox' }).where(eq(payments.orderUuid, orderUuid)).returning();
  return { orderUuid, session: p.uuid, amount: p.amount };
}

const stateOf = async (orderUuid: string) => {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, orderUuid));
  const [p] = await t.database.db.select().from(payments).where(eq(payments.orderUuid, orderUuid));
  return { order: o.paymentStatus, payment: p.status };
};

describe('with PAYMENT_SANDBOX=off', () => {
  it('the sandbox bank answers 404 and marks nothing paid, by form or by JSON', async () => {
    const { orderUuid, session } = await pendingCardPayment();
    const json = await call(t.app, 'POST', '/payment/sandbox/complete', { body: { session, outcome: 'paid' } });
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ status: false, message: 'The sandbox card gateway is off on this server', code: 'payments.sandboxOff' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/sandbox/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session=${session}&outcome=paid`,
    });
    expect(form.statusCode).toBe(404);
    expect(await stateOf(orderUuid)).toEqual({ order: 'pending', payment: 'pending' });
  });

  it('the hosted page and the sandbox webhook are gone too, even with a good signature', async () => {
    const { orderUuid, session, amount } = await pendingCardPayment();
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/payment/sandbox/checkout/${session}` });
    expect(page.statusCode).toBe(404);
    expect(page.json().status).toBe(false);
    const raw = JSON.stringify({ event: 'payment.succeeded', session, order_uuid: orderUuid, amount, provider_ref: 'sbx_ch_off' });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(t.config.paymentWebhookSecret, raw) },
      payload: raw,
    });
    expect(hook.statusCode).toBe(404);
    expect(await stateOf(orderUuid)).toEqual({ order: 'pending', payment: 'pending' });
  });

  it('card checkout is refused in words and places no order; counter still works', async () => {
    const before = (await t.database.db.select().from(orders)).length;
    const consumer = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'card', items: items() },
    });
    expect(consumer.status).toBe(400);
    expect(consumer.body.message).toBe('Card payment is not available here; please pay at the counter or with iCash');
    expect(consumer.body.errors).toEqual([{ path: 'payment_method', message: 'Card payment is not available', code: 'payments.cardUnavailable' }]);
    const guest = await call(t.app, 'POST', '/checkout/guest', {
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'card', ip_address: newDevice(), customer_name: 'Walk In' },
    });
    expect(guest.status).toBe(400);
    expect(guest.body.message).toMatch(/^Card payment is not available/);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
    const counter = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: items() },
    });
    expect(counter.status).toBe(201);
  });

  it('tells the PWA that there is no card payment', async () => {
    const res = await call(t.app, 'GET', '/payment/methods');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ counter: true, wallet: true, card_available: false, card_gateway: null });
  });
});

describe('the PAYMENT_SANDBOX setting', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
  it('is on outside production and off in production unless set', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }, { memoryDb: true }).paymentSandbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test', PAYMENT_SANDBOX: 'off' }, { memoryDb: true }).paymentSandbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }, { memoryDb: true }).paymentSandbox).toBe(false);
  });

  it('refuses to start production with the sandbox on, and refuses a value that is not on or off', () => {
    expect(() => loadConfig(
      { ...base, NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' },
      { memoryDb: true },
    )).toThrow(/PAYMENT_SANDBOX: .*cannot be on with NODE_ENV=production/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'development', PAYMENT_SANDBOX: 'yes' }, { memoryDb: true })).toThrow(/PAYMENT_SANDBOX must be on or off/);
  });

  it('is on in the other API tests, where the sandbox flow runs (payments.test.ts)', async () => {
    const on = await createTestApp();
    try {
      expect((await call(on.app, 'GET', '/payment/methods')).body.data).toMatchObject({ card_available: true, card_gateway: 'sandbox' });
    } finally {
      await on.close();
    }
  });
});
