import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, payments, products } from '../../server/db/schema';
import { signSandboxPayload } from '../../server/modules/payments/provider';
import { refund } from '../../server/modules/payments/service';
import { call, useTestApp, useTokens } from './helpers';
import { newDevice, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice']);

async function cardOrder() {
  const res = await call(t.app, 'POST', '/checkout', {
    token: tok.alice,
    body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'card', items: [{ product_uuid: w.hqProducts[0].uuid, quantity: 2 }] },
  });
  expect(res.status).toBe(201);
  return res.body.data as { order: any; payment: { method: string; status: string; redirect_url: string } };
}

const sessionOf = (redirect: string) => redirect.split('/').pop()!;
/** The gateway's event that a card order's payment went through. */
const succeeded = ({ order, payment }: Awaited<ReturnType<typeof cardOrder>>, providerRef: string) => ({
  event: 'payment.succeeded',
  session: sessionOf(payment.redirect_url),
  order_uuid: order.uuid,
  amount: order.total,
  provider_ref: providerRef,
});
const stateOf = async (orderUuid: string) => {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, orderUuid));
  const [p] = await t.database.db.select().from(payments).where(eq(payments.orderUuid, orderUuid));
  return { order: o.paymentStatus, payment: p.status, ref: p.providerRef };
};

function deliver(event: Record<string, unknown>, opts: { secret?: string; t?: number; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(opts.secret ?? t.config.paymentWebhookSecret, raw, opts.t) },
    payload: raw,
  });
}

describe('card payments through the sandbox gateway', () => {
  it('checkout answers a redirect to the hosted page, which shows the amount with Pay and Decline and no script', async () => {
    const { order, payment } = await cardOrder();
    expect(payment).toEqual({
      method: 'card',
      status: 'pending',
      redirect_url: expect.stringMatching(/^\/api\/v1\/payment\/sandbox\/checkout\/[0-9a-f-]{36}$/),
    });
    expect(order.payment_status).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: payment.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(order.order_id);
    expect(page.body).toContain(`₹${order.total / 100}`.replace(/\.(\d)$/, '.$10'));
    expect(page.body).toMatch(/<form method="post" action="\/api\/v1\/payment\/sandbox\/complete">/);
    expect(page.body).toContain('value="paid"');
    expect(page.body).toContain('value="declined"');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('a webhook with a bad, missing or stale signature is refused and changes nothing', async () => {
    const card = await cardOrder();
    const { order } = card;
    const event = succeeded(card, 'sbx_ch_forged');
    const forged = await deliver(event, { secret: 'not-the-secret-at-all' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature does not match');
    const stale = await deliver(event, { t: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('The webhook signature is too old');
    // A body changed after signing.
    const signed = signSandboxPayload(t.config.paymentWebhookSecret, JSON.stringify(event));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signed },
      payload: JSON.stringify({ ...event, amount: 1 }),
    });
    expect(tampered.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    expect(await stateOf(order.uuid)).toEqual({ order: 'pending', payment: 'pending', ref: null });
  });

  it('a good webhook delivered twice marks the payment paid once', async () => {
    const card = await cardOrder();
    const { order } = card;
    const event = succeeded(card, 'sbx_ch_first');
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, message: 'Payment paid', data: { changed: true, payment_status: 'paid' } });
    const [paidAt] = await t.database.db.select({ at: payments.updatedAt }).from(payments).where(eq(payments.orderUuid, order.uuid));
    const second = await deliver(event);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ message: 'Event already processed', data: { changed: false, payment_status: 'paid' } });
    // A late failure event for a paid payment changes nothing either.
    const late = await deliver({ ...event, event: 'payment.failed', provider_ref: 'sbx_dc_late' });
    expect(late.json().data.changed).toBe(false);
    expect(await stateOf(order.uuid)).toEqual({ order: 'paid', payment: 'paid', ref: 'sbx_ch_first' });
    const [after] = await t.database.db.select({ at: payments.updatedAt }).from(payments).where(eq(payments.orderUuid, order.uuid));
    expect(after.at.getTime()).toBe(paidAt.at.getTime());
  });

  it('an event whose amount does not match the payment is refused', async () => {
    const card = await cardOrder();
    const { order } = card;
    const res = await deliver({ ...succeeded(card, 'sbx_ch_wrong'), amount: order.total + 1 });
    expect(res.statusCode).toBe(400);
    expect((await stateOf(order.uuid)).payment).toBe('pending');
  });

  it("the page's Pay button (a form post) settles the payment through the signed webhook and lands on the order", async () => {
    const { order, payment } = await cardOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/sandbox/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session=${sessionOf(payment.redirect_url)}&outcome=paid`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/app/consumer/orders/${order.order_id}`);
    const state = await stateOf(order.uuid);
    expect(state).toMatchObject({ order: 'paid', payment: 'paid' });
    expect(state.ref).toMatch(/^sbx_ch_/);
    // Pressing it again (back button) changes nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/sandbox/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session=${sessionOf(payment.redirect_url)}&outcome=declined`,
    });
    expect(await stateOf(order.uuid)).toEqual(state);
  });

  it('Decline marks the payment failed (JSON caller gets the envelope)', async () => {
    const { order, payment } = await cardOrder();
    const res = await call(t.app, 'POST', '/payment/sandbox/complete', { body: { session: sessionOf(payment.redirect_url), outcome: 'declined' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_id: order.order_id, payment_status: 'failed', redirect_url: `/app/consumer/orders/${order.order_id}` });
    expect(await stateOf(order.uuid)).toMatchObject({ order: 'failed', payment: 'failed' });
  });

  it('a declined card cancels the placed order, gives its stock back, and the consumer sees it live', async () => {
    const product = w.hqProducts[1].uuid;
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.uuid, product));
    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'card', items: [{ product_uuid: product, quantity: 2 }] },
    });
    expect(res.status).toBe(201);
    const { order, payment } = res.body.data as { order: any; payment: { redirect_url: string } };
    expect((await t.database.db.select().from(products).where(eq(products.uuid, product)))[0].stock).toBe(3);
    const heard: { status: string; payment_status?: string }[] = [];
    const listener = (o: { uuid: string; status: string; payment_status?: string }) => o.uuid === order.uuid && heard.push(o);
    const emit = t.app.realtime.orderStatus;
    t.app.realtime.orderStatus = (o) => {
      listener(o);
      emit(o);
    };
    try {
      await call(t.app, 'POST', '/payment/sandbox/complete', { body: { session: sessionOf(payment.redirect_url), outcome: 'declined' } });
    } finally {
      t.app.realtime.orderStatus = emit;
    }
    const [o] = await t.database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    expect(o).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderUuid, order.uuid));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note])).toContainEqual(['placed', 'cancelled', 'Card payment declined']);
    expect((await t.database.db.select().from(products).where(eq(products.uuid, product)))[0].stock).toBe(5);
    expect(heard).toEqual([expect.objectContaining({ status: 'cancelled', payment_status: 'failed' })]);
  });

  it('refund() through the provider: a card refund is recorded with its own reference', async () => {
    const { order, payment } = await cardOrder();
    await call(t.app, 'POST', '/payment/sandbox/complete', { body: { session: sessionOf(payment.redirect_url), outcome: 'paid' } });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    const out = await t.database.db.transaction((tx) => refund(tx, row));
    expect(out).toMatchObject({ refunded: true, provider_ref: expect.stringMatching(/^sbx_rf_/) });
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    expect(rows.map((r) => [r.status, r.amount]).sort()).toEqual([['refunded', -order.total], ['refunded', order.total]].sort());
    // Once refunded, a second call does nothing.
    expect(await t.database.db.transaction((tx) => refund(tx, row))).toEqual({ refunded: false, provider_ref: null });
  });

  it('unknown sessions are 404 on the page and a guest card order works the same way', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment/sandbox/checkout/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const guest = await call(t.app, 'POST', '/checkout/guest', {
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        payment_method: 'card',
        ip_address: newDevice(),
        customer_name: 'Maria',
        items: [{ product_uuid: w.hqProducts[1].uuid, quantity: 1 }],
      },
    });
    expect(guest.status).toBe(201);
    expect(guest.body.data.payment.redirect_url).toMatch(/^\/api\/v1\/payment\/sandbox\/checkout\//);
  });
});
