// Discounts at the till (issue 16): a coupon at the till obeys the coupon's rules and limits; manual
// discounts (per line, per order, amount or percent, with a reason) are worked out by the server and
// never exceed what they are taken from; above the store's limit only with a manager's approval
// (by sign-in, a manager of that store), which is kept with the order; refusals change nothing; the
// shift's X report counts coupon and manual discounts alike.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, discountApprovals, orderDiscounts, orders, stores } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { makeCoupon, newDevice, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice', 'acmeCashier', 'acmeManager', 'acmeOwner']);
const db = () => t.database.db;
const LIMIT = 5_000;

beforeAll(async () => {
  // The store's limit, set as its company would in the back office's store form.
  const res = await call(t.app, 'PUT', `/company/store/update/${w.hq}`, { token: tok.acmeOwner, body: { discount_approval_limit: LIMIT } });
  expect(res.status).toBe(200);
  expect(res.body.data.discount_approval_limit).toBe(LIMIT);
});

type Discount = { line?: number | null; kind: 'amount' | 'percent'; value: number; reason: string };

/** A cash sale at the HQ till: two lines (2 of the first product, 1 of the second) unless told. */
function sell(extra: Record<string, unknown> = {}, token = tok.acmeCashier, device = newDevice()) {
  return call(t.app, 'POST', '/checkout', {
    token,
    body: {
      company_uuid: w.acme,
      store_uuid: w.hq,
      channel: 'cashier',
      payment_method: 'counter',
      items: [
        { product_uuid: w.hqProducts[0].uuid, quantity: 2 },
        { product_uuid: w.hqProducts[1].uuid, quantity: 1 },
      ],
      tendered: 10_000_000,
      ip_address: device,
      ...extra,
    },
  });
}

const approve = (email: string, amount: number, password = DEMO_PASSWORD, token = tok.acmeCashier) =>
  call(t.app, 'POST', '/discount/approve', { token, body: { store_uuid: w.hq, email, password, amount, reason: 'Regular customer' } });

const orderCount = async () => (await db().select({ n: count() }).from(orders)).at(0)!.n;
const line = (i: number, q: number) => w.hqProducts[i].price * q;

describe('the store limit', () => {
  it('the till reads its store limit; a cashier may not read another store’s', async () => {
    const res = await call(t.app, 'GET', '/discount/policy', { token: tok.acmeCashier, query: { store_uuid: w.hq } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ store_uuid: w.hq, approval_limit: LIMIT, currency: expect.any(String) });
    const other = await call(t.app, 'GET', '/discount/policy', { token: tok.acmeCashier, query: { store_uuid: w.plant } });
    expect(other.status).toBe(403);
  });

  it('the store’s manager sets it; a cashier cannot', async () => {
    const set = (token: string, limit: number) => call(t.app, 'PUT', '/discount/policy', { token, body: { store_uuid: w.hq, approval_limit: limit } });
    expect((await set(tok.acmeCashier, 1)).status).toBe(403);
    const res = await set(tok.acmeManager, LIMIT);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ store_uuid: w.hq, approval_limit: LIMIT, currency: expect.any(String) });
  });
});

describe('a coupon at the till', () => {
  it('applies with the same rules and limits as everywhere: the second use of a one-use coupon is refused, and changes nothing', async () => {
    const coupon = await makeCoupon(t.database, w.acme, { type: 'flat', value: 300, usageLimit: 1 });
    const first = await sell({ coupon_code: coupon.code });
    expect(first.status).toBe(201);
    expect(first.body.data.order).toMatchObject({ coupon_code: coupon.code, discount: 300, subtotal: line(0, 2) + line(1, 1) });
    const before = await orderCount();
    const second = await sell({ coupon_code: coupon.code });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ status: false, message: `The coupon ${coupon.code} has been used up` });
    expect(await orderCount()).toBe(before);
    const [row] = await db().select().from(coupons).where(eq(coupons.uuid, coupon.uuid));
    expect(row.usedCount).toBe(1);
  });

  it('says plainly why a coupon does not apply (minimum order), when tried and at the sale', async () => {
    const coupon = await makeCoupon(t.database, w.acme, { minOrder: 100_000_000 });
    const check = (code: string) =>
      call(t.app, 'POST', '/discount/coupon/check', { token: tok.acmeCashier, body: { store_uuid: w.hq, code, subtotal: 1_000 } });
    const tried = await check(coupon.code);
    expect(tried.status).toBe(400);
    expect(tried.body).toMatchObject({ status: false, message: expect.stringMatching(/^Add .* more to use this coupon/) });
    const fits = await makeCoupon(t.database, w.acme, { type: 'percentage', value: 1_000, maxDiscount: 50 });
    const applies = await check(fits.code);
    expect(applies.status).toBe(200);
    expect(applies.body.data).toMatchObject({ code: fits.code, type: 'percentage', discount: 50 });
    const res = await sell({ coupon_code: coupon.code });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Add .* more to use this coupon/);
  });
});

describe('manual discounts', () => {
  it('within the limit: per line (percent) and per order (amount), worked out by the server, with the coupon', async () => {
    const coupon = await makeCoupon(t.database, w.acme, { type: 'flat', value: 100 });
    const discounts: Discount[] = [
      { line: 0, kind: 'percent', value: 1000, reason: 'Staff meal' },
      { kind: 'amount', value: 150, reason: 'Waited too long' },
    ];
    const res = await sell({ coupon_code: coupon.code, manual_discounts: discounts, subtotal: 1, total: 1 });
    expect(res.status).toBe(201);
    const o = res.body.data.order;
    const onLine = Math.round(line(0, 2) / 10);
    expect(onLine + 150).toBeLessThanOrEqual(LIMIT);
    expect(o.discount).toBe(100 + onLine + 150);
    expect(o.total).toBe(o.subtotal - o.discount + o.tax);
    expect(o.manual_discounts.map((d: { amount: number; reason: string; item_name: string | null }) => [d.amount, d.reason, d.item_name])).toEqual([
      [onLine, 'Staff meal', w.hqProducts[0].name],
      [150, 'Waited too long', null],
    ]);
    const view = await call(t.app, 'GET', `/order/view/${o.uuid}`, { token: tok.acmeManager });
    expect(view.body.data.manual_discounts).toHaveLength(2);
    expect(view.body.data.history[0].note).toContain('Manual discount');
  });

  it('above the limit without approval is refused with a clear error, and nothing changes', async () => {
    const coupon = await makeCoupon(t.database, w.acme, { type: 'flat', value: 100 });
    const before = await orderCount();
    const res = await sell({ coupon_code: coupon.code, manual_discounts: [{ kind: 'amount', value: LIMIT + 1, reason: 'Birthday' }] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false });
    expect(res.body.message).toMatch(/above this store's limit .* a manager must approve it/);
    expect(await orderCount()).toBe(before);
    const [row] = await db().select().from(coupons).where(eq(coupons.uuid, coupon.uuid));
    expect(row.usedCount).toBe(0);
  });

  it('above the limit with a manager’s approval: placed, and the approval (who, when, amount, reason) is kept with the order', async () => {
    const ok = await approve(ACCOUNTS.acmeManager, 8_000);
    expect(ok.status).toBe(201);
    const approval = ok.body.data;
    expect(approval).toMatchObject({ amount: 8_000, reason: 'Regular customer', store_uuid: w.hq });
    const res = await sell({ manual_discounts: [{ kind: 'amount', value: 8_000, reason: 'Regular customer' }], discount_approval_uuid: approval.uuid });
    expect(res.status).toBe(201);
    const o = res.body.data.order;
    expect(o.discount).toBe(8_000);
    const [kept] = await db().select().from(discountApprovals).where(eq(discountApprovals.uuid, approval.uuid));
    expect(kept).toMatchObject({ orderUuid: o.uuid, amount: 8_000, reason: 'Regular customer', approvedByUuid: approval.approved_by_uuid });
    const view = await call(t.app, 'GET', `/order/view/${o.uuid}`, { token: tok.acmeManager });
    expect(view.body.data.manual_discounts[0].approval).toMatchObject({ approved_by_name: approval.approved_by_name, amount: 8_000 });
    expect(view.body.data.history[0].note).toContain(`approved by ${approval.approved_by_name}`);

    // One approval, one order.
    const again = await sell({ manual_discounts: [{ kind: 'amount', value: 8_000, reason: 'Regular customer' }], discount_approval_uuid: approval.uuid });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/used by another order/);
  });

  it('an approval for less than the discount is refused', async () => {
    const { body } = await approve(ACCOUNTS.acmeManager, 6_000);
    const res = await sell({ manual_discounts: [{ kind: 'amount', value: 7_000, reason: 'Regular customer' }], discount_approval_uuid: body.data.uuid });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/covers only/);
  });

  it('a non-manager, a manager of another store or company, or a wrong password cannot approve', async () => {
    const before = (await db().select({ n: count() }).from(discountApprovals)).at(0)!.n;
    const cashier = await approve(ACCOUNTS.acmeCashier, 8_000);
    expect(cashier.status).toBe(403);
    expect(cashier.body.message).toMatch(/not a manager of this store/);
    expect((await approve(ACCOUNTS.alice, 8_000)).status).toBe(403);
    expect((await approve('manager.plant@acme.example.com', 8_000)).status).toBe(403);
    expect((await approve(ACCOUNTS.globexManager, 8_000)).status).toBe(403);
    const wrong = await approve(ACCOUNTS.acmeManager, 8_000, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await db().select({ n: count() }).from(discountApprovals)).at(0)!.n).toBe(before);
  });

  it('a discount larger than its line or what is left of the order is refused', async () => {
    const before = await orderCount();
    const onLine = await sell({ manual_discounts: [{ line: 1, kind: 'amount', value: line(1, 1) + 1, reason: 'Too much' }] }, tok.acmeManager);
    expect(onLine.status).toBe(400);
    expect(onLine.body.message).toMatch(/is more than the line's/);
    const onOrder = await sell({ manual_discounts: [{ kind: 'amount', value: line(0, 2) + line(1, 1) + 1, reason: 'Too much' }] }, tok.acmeManager);
    expect(onOrder.status).toBe(400);
    expect(onOrder.body.message).toMatch(/is more than the order's/);
    const percent = await sell({ manual_discounts: [{ kind: 'percent', value: 10_001, reason: 'Too much' }] }, tok.acmeManager);
    expect(percent.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('a manager at the till needs no second manager; the whole order at 100 % is free', async () => {
    const res = await sell({ manual_discounts: [{ kind: 'percent', value: 10_000, reason: 'Complaint' }] }, tok.acmeManager);
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ discount: res.body.data.order.subtotal, tax: 0, total: 0 });
  });

  it('a consumer cannot give themselves a manual discount', async () => {
    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.alice,
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        payment_method: 'counter',
        items: [{ product_uuid: w.hqProducts[0].uuid, quantity: 1 }],
        manual_discounts: [{ kind: 'amount', value: 10, reason: 'Me' }],
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('the shift counts till discounts', () => {
  it('the X report’s discount figure is the coupon and the manual discounts of its own orders', async () => {
    const device = newDevice();
    const opened = await call(t.app, 'POST', '/shift/open', { token: tok.acmeCashier, body: { device_id: device, opening_float: 1_000 } });
    expect(opened.status).toBe(201);
    const coupon = await makeCoupon(t.database, w.acme, { type: 'flat', value: 200 });
    const a = await sell({ coupon_code: coupon.code }, tok.acmeCashier, device);
    const b = await sell({ manual_discounts: [{ line: 0, kind: 'amount', value: 120, reason: 'Staff meal' }] }, tok.acmeCashier, device);
    expect([a.status, b.status]).toEqual([201, 201]);
    const x = await call(t.app, 'GET', '/shift/current', { token: tok.acmeCashier, query: { device_id: device } });
    expect(x.body.data.report.discounts).toBe(320);
    const rows = await db().select().from(orderDiscounts).where(eq(orderDiscounts.orderUuid, b.body.data.order.uuid));
    expect(rows).toHaveLength(1);
    // Not touched: the store's other settings.
    const [store] = await db().select().from(stores).where(eq(stores.uuid, w.hq));
    expect(store.discountApprovalLimit).toBe(LIMIT);
  });
});
