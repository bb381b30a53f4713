import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orderItems, orders, payments, products, refunds, walletEntries } from '../../server/db/schema';
import { soldAmount } from '../../server/lib/sales';
import { paidPerLine, unitsRefund } from '../../server/contracts/constants/refund-allocation';
import { walletBalance } from '../../server/modules/wallet/ledger';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { makeOrder, userByEmail } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeCashier', 'acmeManager', 'acmeOwner', 'acmeDesk', 'globexOwner', 'alice', 'bob']);

const refund = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/order/refund', { token, body, headers });
const linesOf = async (orderUuid: string) =>
  (await t.database.db.select().from(orderItems).where(eq(orderItems.orderUuid, orderUuid))).sort((a, b) => a.name.localeCompare(b.name));
const orderRow = async (uuid: string) => (await t.database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0];
const stockOf = async (uuid: string) => (await t.database.db.select().from(products).where(eq(products.uuid, uuid)))[0].stock;
const refundRows = (orderUuid: string) => t.database.db.select().from(refunds).where(eq(refunds.orderUuid, orderUuid));
const walletRefunds = (orderUuid: string) =>
  t.database.db.select().from(walletEntries).where(and(eq(walletEntries.orderUuid, orderUuid), eq(walletEntries.type, 'refund')));
/** The text a reader sees: pdfkit writes each line as a TJ array of hex strings (as in invoice.test.ts). */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push([...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}
const sold = async (uuid: string) => Number((await t.database.db.select({ s: soldAmount }).from(orders).where(eq(orders.uuid, uuid)))[0].s);

describe('POST /order/refund', () => {
  it('refunds one line to iCash with stock back; the order stays paid with the refunded amount; sales drop by it', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, 
      { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed', trackedStock: true, quantities: [3, 1] },
    );
    const [line] = (await linesOf(order.uuid)).filter((l) => l.quantity === 3);
    const stock = await stockOf(line.productUuid!);
    const balance = await walletBalance(t.database.db, alice.uuid);
    expect(await sold(order.uuid)).toBe(order.total);

    const res = await refund(tok.acmeCashier, { order_uuid: order.uuid, lines: [{ item_uuid: line.uuid, quantity: 1 }], reason: 'Cold coffee' });
    expect(res.status).toBe(201);
    // The line's part of the total paid (no discounts here: its part of the subtotal and tax), one unit of three.
    const all = await linesOf(order.uuid);
    const paid = paidPerLine({ lines: all.map((l) => ({ lineTotal: l.lineTotal, lineDiscount: 0 })), discount: order.discount, total: order.total });
    const share = unitsRefund(paid[all.findIndex((l) => l.uuid === line.uuid)].paid, 3, 0, 1);
    expect(Math.abs(share - (line.unitPrice * order.total) / order.subtotal)).toBeLessThan(1);
    expect(res.body.data.refund).toMatchObject({
      amount: share,
      method: 'wallet',
      full: false,
      reason: 'Cold coffee',
      lines: [{ item_uuid: line.uuid, quantity: 1, amount: share }],
    });
    expect(res.body.data.order).toMatchObject({ status: 'completed', payment_status: 'paid', refunded_amount: share });
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(balance + share);
    expect(await stockOf(line.productUuid!)).toBe(stock! + 1);
    expect(await sold(order.uuid)).toBe(order.total - share);
    // The consumer sees it on their order.
    const view = await call(t.app, 'GET', `/order/view/${order.uuid}`, { token: tok.alice });
    expect(view.body.data.refunds).toHaveLength(1);
    expect(view.body.data.refunded_amount).toBe(share);
  });

  it('a partial refund then the rest: exactly the total back, the order refunded, the coupon use given back', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, 
      { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed', quantities: [2, 1], couponCode: 'FLAT50', discount: 50 },
    );
    const [couponBefore] = await t.database.db.select().from(coupons).where(eq(coupons.uuid, order.couponUuid!));
    const balance = await walletBalance(t.database.db, alice.uuid);
    const [first] = await linesOf(order.uuid);
    const a = await refund(tok.acmeManager, { order_id: order.orderId, lines: [{ item_uuid: first.uuid, quantity: 1 }], reason: 'Wrong size' });
    expect(a.status).toBe(201);
    expect((await orderRow(order.uuid)).couponUuid).toBe(order.couponUuid);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderUuid, order.uuid))).toHaveLength(1);

    const b = await refund(tok.acmeManager, { order_uuid: order.uuid, reason: 'Customer left' });
    expect(b.status).toBe(201);
    expect(b.body.data.refund.full).toBe(true);
    expect(a.body.data.refund.amount + b.body.data.refund.amount).toBe(order.total);
    expect(b.body.data.order).toMatchObject({ status: 'refunded', payment_status: 'refunded', refunded_amount: order.total });
    const last = b.body.data.order.history.find((h: { to_status: string }) => h.to_status === 'refunded');
    expect(last).toMatchObject({ from_status: 'completed', to_status: 'refunded', note: 'Customer left' });
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(balance + order.total);
    const [couponAfter] = await t.database.db.select().from(coupons).where(eq(coupons.uuid, order.couponUuid!));
    expect(couponAfter.usedCount).toBe(couponBefore.usedCount - 1);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderUuid, order.uuid))).toHaveLength(0);
    // Nothing is left: another refund, or a status change that would refund again, is refused.
    expect((await refund(tok.acmeManager, { order_uuid: order.uuid, reason: 'Again' })).status).toBe(409);
    expect(await sold(order.uuid)).toBe(0);
  });

  it('concurrent refunds of one order give iCash and stock back exactly once', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed', trackedStock: true, quantities: [1] });
    const [line] = await linesOf(order.uuid);
    const stock = await stockOf(line.productUuid!);
    const balance = await walletBalance(t.database.db, alice.uuid);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        refund(tok.acmeCashier, { order_uuid: order.uuid, lines: [{ item_uuid: line.uuid, quantity: 1 }], reason: `Try ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 || r.status === 422)).toHaveLength(4);
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(balance + order.total);
    expect(await stockOf(line.productUuid!)).toBe(stock! + 1);
    expect(await walletRefunds(order.uuid)).toHaveLength(1);
    expect(await refundRows(order.uuid)).toHaveLength(1);
  });

  it('refuses more than is left to refund and changes nothing', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed', quantities: [2] });
    const [line] = await linesOf(order.uuid);
    const balance = await walletBalance(t.database.db, alice.uuid);
    const over = await refund(tok.acmeCashier, { order_uuid: order.uuid, lines: [{ item_uuid: line.uuid, quantity: 3 }], reason: 'Too many' });
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/Only 2/);
    expect((await refund(tok.acmeCashier, { order_uuid: order.uuid, lines: [{ item_uuid: line.uuid, quantity: 1 }], reason: 'One back' })).status).toBe(201);
    const again = await refund(tok.acmeCashier, { order_uuid: order.uuid, lines: [{ item_uuid: line.uuid, quantity: 2 }], reason: 'Two more' });
    expect(again.status).toBe(422);
    expect(await refundRows(order.uuid)).toHaveLength(1);
    const one = (await refundRows(order.uuid))[0].amount;
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(balance + one);
    // A status change to refunded or cancelled would give the whole total back again: refused.
    const byStatus = await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeManager, body: { order_uuid: order.uuid, status: 'refunded' } });
    expect(byStatus.status).toBe(409);
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(balance + one);
  });

  it('refunds a card order through the sandbox gateway: a negative payment row with its reference', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'card', status: 'completed', quantities: [2, 1] });
    const [first] = await linesOf(order.uuid);
    const res = await refund(tok.acmeOwner, { order_uuid: order.uuid, lines: [{ item_uuid: first.uuid, quantity: 1 }], reason: 'Spilled' });
    expect(res.status).toBe(201);
    const amount = res.body.data.refund.amount;
    expect(res.body.data.refund.provider_ref).toMatch(/^sbx_rf_/);
    const pays = await t.database.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    expect(pays.find((p) => p.amount === order.total)?.status).toBe('paid');
    expect(pays.find((p) => p.amount === -amount)).toMatchObject({ status: 'refunded', providerRef: res.body.data.refund.provider_ref, provider: 'sandbox' });
    const rest = await refund(tok.acmeOwner, { order_uuid: order.uuid, reason: 'All back' });
    expect(rest.body.data.order.payment_status).toBe('refunded');
    const after = await t.database.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    expect(after.find((p) => p.amount === order.total)?.status).toBe('refunded');
    expect(after.filter((p) => p.amount < 0).reduce((s, p) => s - p.amount, 0)).toBe(order.total);
  });

  it('records cash handed back from the drawer for a counter order (method counter, who and why)', async () => {
    const order = await makeOrder(t.database.db, { paymentMethod: 'counter', paymentStatus: 'paid', status: 'ready', customerName: 'Walk-in' });
    const res = await refund(tok.acmeCashier, { order_uuid: order.uuid, reason: 'Kitchen closed' });
    expect(res.status).toBe(201);
    const [row] = await refundRows(order.uuid);
    expect(row).toMatchObject({ method: 'counter', amount: order.total, full: true, reason: 'Kitchen closed', storeUuid: order.storeUuid });
    expect(row.createdByUuid).toBeTruthy();
    expect((await orderRow(order.uuid)).status).toBe('refunded');
  });

  it('answers a credit note PDF per refund, with the order view access', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed' });
    const res = await refund(tok.acmeCashier, { order_uuid: order.uuid, reason: 'Refund for test' });
    const uuid = res.body.data.refund.uuid;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/order/credit-note/${uuid}`, headers: { 'x-auth-token': tok.alice } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Number: CN-${order.orderId}-1`);
    expect(text).toContain('Reason: Refund for test');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/order/credit-note/${uuid}`, headers: { 'x-auth-token': tok.bob } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/order/credit-note/${uuid}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/order/credit-note/not-a-uuid', headers: { 'x-auth-token': tok.alice } })).statusCode).toBe(400);
  });

  it('keeps to who may refund: consumers and executives are 403, another store or tenant 404', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed' });
    const body = { order_uuid: order.uuid, reason: 'Not allowed' };
    expect((await refund(tok.alice, body)).status).toBe(403);
    expect((await refund(tok.acmeDesk, body)).status).toBe(403);
    expect((await refund(tok.globexOwner, body)).status).toBe(404);
    const plant = await makeOrder(t.database.db, { store: 'acme-plant', user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed' });
    expect((await refund(tok.acmeCashier, { order_uuid: plant.uuid, reason: 'Other store' })).status).toBe(404);
    expect((await call(t.app, 'POST', '/order/refund', { body })).status).toBe(401);
    expect(await refundRows(order.uuid)).toHaveLength(0);
    expect(await refundRows(plant.uuid)).toHaveLength(0);
  });

  it('refuses bad input with a clear envelope and changes nothing', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed' });
    const unpaid = await makeOrder(t.database.db, { paymentMethod: 'counter', status: 'completed', customerName: 'Unpaid' });
    const [line] = await linesOf(order.uuid);
    const cases: [Record<string, unknown>, number][] = [
      [{ order_uuid: order.uuid }, 400],
      [{ order_uuid: order.uuid, reason: '  ' }, 400],
      [{ reason: 'No order' }, 400],
      [{ order_uuid: order.uuid, reason: 'Zero', lines: [{ item_uuid: line.uuid, quantity: 0 }] }, 400],
      [{ order_uuid: order.uuid, reason: 'Twice', lines: [{ item_uuid: line.uuid, quantity: 1 }, { item_uuid: line.uuid, quantity: 1 }] }, 400],
      [{ order_uuid: order.uuid, reason: 'Empty', lines: [] }, 400],
      [{ order_uuid: order.uuid, reason: 'Foreign line', lines: [{ item_uuid: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 400],
      [{ order_uuid: unpaid.uuid, reason: 'Not paid' }, 409],
      [{ order_uuid: '00000000-0000-4000-8000-000000000000', reason: 'Unknown' }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await refund(tok.acmeCashier, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.status).toBe(false);
      expect(res.body.message).toBeTruthy();
    }
    expect(await refundRows(order.uuid)).toHaveLength(0);
    expect(await refundRows(unpaid.uuid)).toHaveLength(0);
  });

  it('replays a retried refund with the same idempotency key instead of refunding twice', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed', quantities: [2] });
    const [line] = await linesOf(order.uuid);
    const balance = await walletBalance(t.database.db, alice.uuid);
    const body = { order_uuid: order.uuid, lines: [{ item_uuid: line.uuid, quantity: 1 }], reason: 'Retry' };
    const key = { 'idempotency-key': `refund-${order.uuid}` };
    const first = await refund(tok.acmeCashier, body, key);
    const second = await refund(tok.acmeCashier, body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.refund.uuid).toBe(first.body.data.refund.uuid);
    expect(await refundRows(order.uuid)).toHaveLength(1);
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(balance + first.body.data.refund.amount);
  });
});
