// Refunds of discounted till orders (issue 16): a line gives back what was actually paid for it —
// its total less its own manual discount, less its share of the coupon and the order's manual
// discount, plus its share of the tax as the order charged it — and refunding every line, in any
// steps, adds up to the order's total exactly. The credit note and the shift's X report show the
// refund rows' figures.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds } from '../../server/db/schema';
import { pdfMoney } from '../../server/lib/pdf';
import { paidPerLine } from '../../server/contracts/constants/refund-allocation';
import { call, useTestApp, useTokens } from './helpers';
import { makeCoupon, newDevice, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeCashier', 'acmeManager']);

type Line = { uuid: string; name: string; quantity: number; line_total: number };
type Manual = { item_uuid: string | null; amount: number };
interface Sold {
  uuid: string;
  order_id: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  items: Line[];
  manual_discounts: Manual[];
}

/**
 * A cash sale at the HQ till by its manager (no approval needed): 3 of the first product with a
 * third off, 2 of the second, 1 of the third given away at 100 %, a 10 % coupon and 77 off the order.
 */
async function sellDiscounted(device = newDevice()): Promise<Sold> {
  const coupon = await makeCoupon(t.database, w.acme, { type: 'percentage', value: 1000 });
  const res = await call(t.app, 'POST', '/checkout', {
    token: tok.acmeManager,
    body: {
      company_uuid: w.acme,
      store_uuid: w.hq,
      channel: 'cashier',
      payment_method: 'counter',
      items: [
        { product_uuid: w.hqProducts[0].uuid, quantity: 3 },
        { product_uuid: w.hqProducts[1].uuid, quantity: 2 },
        { product_uuid: w.hqProducts[2].uuid, quantity: 1 },
      ],
      coupon_code: coupon.code,
      manual_discounts: [
        { line: 0, kind: 'percent', value: 3333, reason: 'Dented cups' },
        { line: 2, kind: 'percent', value: 10_000, reason: 'On the house' },
        { kind: 'amount', value: 77, reason: 'Waited too long' },
      ],
      tendered: 10_000_000,
      ip_address: device,
    },
  });
  expect(res.status).toBe(201);
  const o = res.body.data.order as Sold;
  expect(o.items).toHaveLength(3);
  expect(o.manual_discounts).toHaveLength(3);
  return o;
}

/** The order's lines in the order sold (by product), each with its own discount and what it was paid. */
function linesOf(o: Sold) {
  const items = w.hqProducts.slice(0, 3).map((p) => o.items.find((i) => i.name === p.name)!);
  const own = items.map((i) => o.manual_discounts.filter((d) => d.item_uuid === i.uuid).reduce((s, d) => s + d.amount, 0));
  const paid = paidPerLine({ lines: items.map((i, k) => ({ lineTotal: i.line_total, lineDiscount: own[k] })), discount: o.discount, total: o.total });
  return items.map((item, k) => ({ item, own: own[k], paid: paid[k].paid }));
}

const refund = (body: Record<string, unknown>) => call(t.app, 'POST', '/order/refund', { token: tok.acmeCashier, body });
const rowsOf = (orderUuid: string) => t.database.db.select().from(refunds).where(eq(refunds.orderUuid, orderUuid));

describe('refunds of a discounted till order', () => {
  it('the discounted line alone gives back exactly what was paid for it, not its share of the subtotal', async () => {
    const o = await sellDiscounted();
    const [cups, , free] = linesOf(o);
    expect(free.own).toBe(free.item.line_total);
    expect(o.total).toBe(o.subtotal - o.discount + o.tax);

    // Worked out by hand from the order's figures: its own third off, then its part of the coupon
    // and the order discount (by what is left of each line), then its part of the tax.
    const nets = linesOf(o).map((l) => l.item.line_total - l.own);
    const netSum = nets.reduce((s, x) => s + x, 0);
    const orderLevel = o.discount - linesOf(o).reduce((s, l) => s + l.own, 0);
    const taxed = nets[0] - (orderLevel * nets[0]) / netSum;
    const exact = taxed + (o.tax * taxed) / (netSum - orderLevel);
    expect(Math.abs(cups.paid - exact)).toBeLessThan(2);

    const res = await refund({ order_uuid: o.uuid, lines: [{ item_uuid: cups.item.uuid, quantity: 3 }], reason: 'Dented' });
    expect(res.status).toBe(201);
    expect(res.body.data.refund).toMatchObject({ amount: cups.paid, full: false, lines: [{ item_uuid: cups.item.uuid, quantity: 3, amount: cups.paid }] });
    // The old share of the subtotal would have paid back more than the line cost.
    expect(cups.paid).toBeLessThan(Math.round((cups.item.line_total * o.total) / o.subtotal));
    expect(res.body.data.order).toMatchObject({ payment_status: 'paid', refunded_amount: cups.paid });
    const rows = await rowsOf(o.uuid);
    expect(rows.map((r) => r.amount)).toEqual([cups.paid]);

    // The credit note shows the same figure.
    const url = `/api/v1/order/credit-note/${res.body.data.refund.uuid}`;
    const pdf = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': tok.acmeManager } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain(Buffer.from(pdfMoney(cups.paid, o.currency), 'latin1').toString('hex'));
  });

  it('a line given away at 100 % gives back nothing; every other line one by one (a quantity in two steps) adds up to the total exactly', async () => {
    const o = await sellDiscounted();
    const [cups, second, free] = linesOf(o);
    expect(free.paid).toBe(0);
    const nothing = await refund({ order_uuid: o.uuid, lines: [{ item_uuid: free.item.uuid, quantity: 1 }], reason: 'Free' });
    expect(nothing.status).toBe(422);
    expect(nothing.body).toMatchObject({ status: false, message: 'There is no money to give back for those lines' });
    expect(await rowsOf(o.uuid)).toHaveLength(0);

    const steps = [
      { item_uuid: cups.item.uuid, quantity: 1 },
      { item_uuid: second.item.uuid, quantity: 2 },
      { item_uuid: cups.item.uuid, quantity: 2 },
    ];
    const amounts: number[] = [];
    for (const [k, line] of steps.entries()) {
      const res = await refund({ order_uuid: o.uuid, lines: [line], reason: `Step ${k}` });
      expect(res.status).toBe(201);
      amounts.push(res.body.data.refund.amount);
      expect(res.body.data.refund.lines[0].amount).toBe(res.body.data.refund.amount);
    }
    expect(amounts[1]).toBe(second.paid);
    expect(amounts[0] + amounts[2]).toBe(cups.paid);
    expect(amounts.reduce((s, x) => s + x, 0)).toBe(o.total);
    // All the money is back (only the free line is left): the order is refunded.
    const view = await call(t.app, 'GET', `/order/view/${o.uuid}`, { token: tok.acmeManager });
    expect(view.body.data).toMatchObject({ status: 'refunded', payment_status: 'refunded', refunded_amount: o.total });
    expect((await rowsOf(o.uuid)).reduce((s, r) => s + r.amount, 0)).toBe(o.total);
    const more = await refund({ order_uuid: o.uuid, reason: 'Again' });
    expect(more.status).toBe(409);
  });

  it('the rest at once after one line: the two refunds add up to the total exactly', async () => {
    const o = await sellDiscounted();
    const [, second] = linesOf(o);
    const a = await refund({ order_uuid: o.uuid, lines: [{ item_uuid: second.item.uuid, quantity: 1 }], reason: 'One' });
    expect(a.status).toBe(201);
    const b = await refund({ order_uuid: o.uuid, reason: 'The rest' });
    expect(b.status).toBe(201);
    expect(b.body.data.refund.full).toBe(true);
    expect(a.body.data.refund.amount + b.body.data.refund.amount).toBe(o.total);
    const lines = b.body.data.refund.lines as { amount: number }[];
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(b.body.data.refund.amount);
  });

  it('concurrent refunds of the discounted line give it back exactly once', async () => {
    const o = await sellDiscounted();
    const [cups] = linesOf(o);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund({ order_uuid: o.uuid, lines: [{ item_uuid: cups.item.uuid, quantity: 3 }], reason: `Try ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 || r.status === 422)).toHaveLength(4);
    const rows = await rowsOf(o.uuid);
    expect(rows.map((r) => r.amount)).toEqual([cups.paid]);
  });

  it("the till's X report pays out the refund rows' amounts", async () => {
    const device = newDevice();
    const opened = await call(t.app, 'POST', '/shift/open', { token: tok.acmeCashier, body: { device_id: device, opening_float: 1_000 } });
    expect(opened.status).toBe(201);
    const o = await sellDiscounted(device);
    const [cups, second] = linesOf(o);
    const x0 = (await call(t.app, 'GET', '/shift/current', { token: tok.acmeCashier, query: { device_id: device } })).body.data.report;
    for (const l of [cups, second]) {
      const res = await refund({ order_uuid: o.uuid, lines: [{ item_uuid: l.item.uuid, quantity: l.item.quantity }], reason: 'Back', device_id: device });
      expect(res.status).toBe(201);
    }
    const x = (await call(t.app, 'GET', '/shift/current', { token: tok.acmeCashier, query: { device_id: device } })).body.data.report;
    expect(x.refunds.counter - x0.refunds.counter).toBe(o.total);
    expect(x.refunds.counter - x0.refunds.counter).toBe(cups.paid + second.paid);
  });
});
