// Shifts and the cash drawer (issue 16): a Z report adds up to its own orders, refunds and cash
// moves; one open shift per till; one close wins; bad input changes nothing; a replayed cash move
// lands once; another store's manager reads nothing; a close naming unsent cash moves is refused.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, refunds, shiftCashMoves, shiftOrders, shifts } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { newDevice, setWallet, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice', 'acmeCashier', 'acmeManager', 'acmeOwner', 'globexManager', 'globexOwner', 'admin']);
const db = () => t.database.db;

async function open(device: string, float: number, token = tok.acmeCashier) {
  const res = await call(t.app, 'POST', '/shift/open', { token, body: { device_id: device, opening_float: float } });
  expect(res.status).toBe(201);
  return res.body.data.shift.uuid as string;
}

/** A till order on `device`: cash with tendered, or iCash for Alice. */
async function sell(device: string, method: 'counter' | 'wallet', quantity = 1, product = 0) {
  const res = await call(t.app, 'POST', '/checkout', {
    token: tok.acmeCashier,
    body: {
      company_uuid: w.acme,
      store_uuid: w.hq,
      channel: 'cashier',
      payment_method: method,
      items: [{ product_uuid: w.hqProducts[product].uuid, quantity }],
      ip_address: device,
      ...(method === 'wallet' ? { consumer_uuid: w.alice } : { tendered: 1_000_000 }),
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.order as { uuid: string; total: number; tax: number; discount: number };
}

const move = (shift: string, kind: 'in' | 'out', amount: number, reason: string, headers?: Record<string, string>, uuid?: string) =>
  call(t.app, 'POST', '/shift/cash-move', { token: tok.acmeCashier, headers, body: { shift_uuid: shift, kind, amount, reason, ...(uuid ? { uuid } : {}) } });

const shiftRow = async (uuid: string) => (await db().select().from(shifts).where(eq(shifts.uuid, uuid)))[0];

describe('a shift adds up', () => {
  it('the Z report is the sum of its own orders, refunds and cash moves; expected cash and over/short', async () => {
    await setWallet(t.database, w.alice, 500_000);
    const device = newDevice();
    const other = newDevice();
    const before = await sell(device, 'counter'); // before the shift opened: not its order
    const shift = await open(device, 10_000);

    const cashA = await sell(device, 'counter', 2, 0);
    const cashB = await sell(device, 'counter', 1, 1);
    const icash = await sell(device, 'wallet', 1, 2);
    const elsewhere = await sell(other, 'counter'); // another till: not this drawer
    // A discount on one order (the till's discounts are someone else's work): the report sums what the orders say.
    await db().update(orders).set({ discount: 150 }).where(eq(orders.uuid, cashA.uuid));
    // Cash B is cancelled: its cash goes back out of the drawer (a refund).
    const cancel = await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: cashB.uuid, status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    expect((await move(shift, 'in', 2_000, 'Change from the bank')).status).toBe(201);
    expect((await move(shift, 'out', 700, 'Milk from the shop')).status).toBe(201);

    const expected = 10_000 + cashA.total + cashB.total - cashB.total + 2_000 - 700;
    const x = await call(t.app, 'GET', '/shift/current', { token: tok.acmeCashier, query: { device_id: device } });
    expect(x.status).toBe(200);
    expect(x.body.data.report).toMatchObject({ kind: 'X', orders: 3, cash_expected: expected, cash_in: 2_000, cash_out: 700 });

    const counted = expected - 50;
    const closed = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: counted, cash_moves: 2 } });
    expect(closed.status).toBe(200);
    const z = closed.body.data;
    expect(z).toMatchObject({
      kind: 'Z',
      orders: 3,
      sales: { counter: cashA.total + cashB.total, wallet: icash.total, card: 0, total: cashA.total + cashB.total + icash.total },
      refunds: { counter: cashB.total, wallet: 0, card: 0, total: cashB.total, count: 1 },
      net: cashA.total + icash.total,
      discounts: 150,
      tax: cashA.tax + cashB.tax + icash.tax,
      cash_in: 2_000,
      cash_out: 700,
      cash_expected: expected,
      counted_cash: counted,
      over_short: -50,
    });
    expect(z.moves.map((m: { kind: string; amount: number; reason: string }) => [m.kind, m.amount, m.reason])).toEqual([
      ['in', 2_000, 'Change from the bank'],
      ['out', 700, 'Milk from the shop'],
    ]);
    // Linked: exactly its own orders, and kept with the shift.
    const linked = await db().select({ order: shiftOrders.orderUuid }).from(shiftOrders).where(eq(shiftOrders.shiftUuid, shift));
    expect(linked.map((l) => l.order).sort()).toEqual([cashA.uuid, cashB.uuid, icash.uuid].sort());
    expect(linked.map((l) => l.order)).not.toContain(before.uuid);
    expect(linked.map((l) => l.order)).not.toContain(elsewhere.uuid);
    expect(await shiftRow(shift)).toMatchObject({ expectedCash: expected, countedCash: counted, overShort: -50 });

    // A sale after the close belongs to no closed shift: the kept Z report does not move.
    await sell(device, 'counter');
    const kept = await call(t.app, 'GET', `/shift/report/${shift}`, { token: tok.acmeManager });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toEqual(z);
  });

  it('a drawer counted over the expected records the surplus', async () => {
    const device = newDevice();
    const shift = await open(device, 5_000);
    const closed = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: 5_120 } });
    expect(closed.body.data).toMatchObject({ orders: 0, cash_expected: 5_000, counted_cash: 5_120, over_short: 120 });
  });

  it('a refund of one line of a cash sale is cash out of the drawer: the X report counts what was given back', async () => {
    const device = newDevice();
    const shift = await open(device, 5_000);
    const sale = await sell(device, 'counter', 3, 0);
    const [line] = await db().select({ uuid: orderItems.uuid }).from(orderItems).where(eq(orderItems.orderUuid, sale.uuid));
    const refund = await call(t.app, 'POST', '/order/refund', {
      token: tok.acmeCashier,
      body: { order_uuid: sale.uuid, lines: [{ item_uuid: line.uuid, quantity: 1 }], reason: 'Spilt' },
    });
    expect(refund.status).toBe(201);
    const back = (await db().select({ amount: refunds.amount }).from(refunds).where(eq(refunds.orderUuid, sale.uuid)))[0].amount;
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThan(sale.total);
    const x = await call(t.app, 'GET', '/shift/current', { token: tok.acmeCashier, query: { device_id: device } });
    expect(x.body.data.report).toMatchObject({
      refunds: { counter: back, total: back, count: 1 },
      net: sale.total - back,
      cash_expected: 5_000 + sale.total - back,
    });
    const body = { shift_uuid: shift, counted_cash: 5_000 + sale.total - back };
    expect((await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body })).status).toBe(200);
  });
});

describe('a refund comes out of the drawer of the till it is made on', () => {
  const refund = (order: string, device: string, reason: string) =>
    call(t.app, 'POST', '/order/refund', { token: tok.acmeCashier, body: { order_uuid: order, reason, device_id: device } });
  const xReport = async (device: string) =>
    (await call(t.app, 'GET', '/shift/current', { token: tok.acmeCashier, query: { device_id: device } })).body.data.report;

  it('an order sold in an earlier, closed shift: the next shift pays it out, the kept Z report does not move', async () => {
    const device = newDevice();
    const shiftA = await open(device, 4_000);
    const sale = await sell(device, 'counter', 2, 0);
    const closedA = await call(t.app, 'POST', '/shift/close', {
      token: tok.acmeCashier,
      body: { shift_uuid: shiftA, counted_cash: 4_000 + sale.total },
    });
    expect(closedA.status).toBe(200);
    const zA = closedA.body.data;
    expect(zA).toMatchObject({ cash_expected: 4_000 + sale.total, over_short: 0, refunds: { total: 0, count: 0 } });

    const shiftB = await open(device, 100_000);
    expect((await xReport(device)).cash_expected).toBe(100_000);
    const res = await refund(sale.uuid, device, 'Customer changed their mind');
    expect(res.status).toBe(201);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderUuid, sale.uuid));
    expect(row).toMatchObject({ shiftUuid: shiftB, amount: sale.total, method: 'counter' });

    const x = await xReport(device);
    expect(x).toMatchObject({
      orders: 0,
      sales: { total: 0 },
      refunds: { counter: sale.total, total: sale.total, count: 1 },
      net: -sale.total,
      cash_expected: 100_000 - sale.total,
    });
    expect(x.refund_list).toEqual([
      expect.objectContaining({ order_uuid: sale.uuid, method: 'counter', amount: sale.total, reason: 'Customer changed their mind', other_shift: true }),
    ]);
    // A's kept Z report is as it was at its close.
    const keptA = await call(t.app, 'GET', `/shift/report/${shiftA}`, { token: tok.acmeManager });
    expect(keptA.body.data).toEqual(zA);

    const closedB = await call(t.app, 'POST', '/shift/close', {
      token: tok.acmeCashier,
      body: { shift_uuid: shiftB, counted_cash: 100_000 - sale.total },
    });
    expect(closedB.status).toBe(200);
    expect(closedB.body.data).toMatchObject({ cash_expected: 100_000 - sale.total, over_short: 0, refunds: { counter: sale.total, count: 1 } });
    expect(closedB.body.data.refund_list).toHaveLength(1);
  });

  it('an order of another till’s open shift refunded here: this drawer pays, the other one does not', async () => {
    const till1 = newDevice();
    const till2 = newDevice();
    await open(till1, 1_000);
    const shift2 = await open(till2, 100_000);
    const sale = await sell(till1, 'counter', 1, 1);
    expect((await xReport(till1)).cash_expected).toBe(1_000 + sale.total);
    expect((await refund(sale.uuid, till2, 'Wrong item rung up')).status).toBe(201);
    const x1 = await xReport(till1);
    expect(x1).toMatchObject({ orders: 1, refunds: { total: 0, count: 0 }, cash_expected: 1_000 + sale.total });
    expect(x1.refund_list).toEqual([]);
    const x2 = await xReport(till2);
    expect(x2).toMatchObject({ orders: 0, refunds: { counter: sale.total, count: 1 }, cash_expected: 100_000 - sale.total });
    expect(x2.shift.uuid).toBe(shift2);
  });

  it('a refund made off a till (no open shift on that device) still counts in the order’s own open shift', async () => {
    const till = newDevice();
    await open(till, 1_000);
    const sale = await sell(till, 'counter', 1, 0);
    expect((await refund(sale.uuid, newDevice(), 'Refunded from the office')).status).toBe(201);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderUuid, sale.uuid));
    expect(row.shiftUuid).toBeNull();
    const x = await xReport(till);
    expect(x).toMatchObject({ refunds: { counter: sale.total, count: 1 }, cash_expected: 1_000 });
    expect(x.refund_list[0]).toMatchObject({ order_uuid: sale.uuid, other_shift: false });
  });
});

describe('one shift per till, one close', () => {
  it('refuses a second open shift on the same till; another till may open', async () => {
    const device = newDevice();
    const first = await open(device, 1_000);
    const again = await call(t.app, 'POST', '/shift/open', { token: tok.acmeManager, body: { device_id: device, opening_float: 2_000 } });
    expect(again.status).toBe(409);
    expect(again.body.status).toBe(false);
    expect((await db().select({ n: count() }).from(shifts).where(eq(shifts.deviceId, device)))[0].n).toBe(1);
    const elsewhere = await open(newDevice(), 0);
    expect(elsewhere).not.toBe(first);
    // Once closed, the till opens its next shift.
    expect((await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: first, counted_cash: 1_000 } })).status).toBe(200);
    await open(device, 1_000);
  });

  it('concurrent closes: exactly one wins, the rest are 409 and the kept count is the winner’s', async () => {
    const shift = await open(newDevice(), 3_000);
    const counts = [3_000, 3_100, 2_900, 3_050];
    const results = await Promise.all(
      counts.map((c) => call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: c } })),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(counts.length - 1);
    expect((await shiftRow(shift)).countedCash).toBe(won[0].body.data.counted_cash);
    // A cash move after the close is refused too.
    expect((await move(shift, 'in', 100, 'Late')).status).toBe(409);
  });

  it('a close naming cash moves the server has not received is refused and the shift stays open', async () => {
    const shift = await open(newDevice(), 1_000);
    expect((await move(shift, 'out', 100, 'Stamps')).status).toBe(201);
    const early = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: 900, cash_moves: 2 } });
    expect(early.status).toBe(409);
    expect(early.body.errors?.[0]?.path).toBe('cash_moves');
    expect((await shiftRow(shift)).closedAt).toBeNull();
    const later = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: 900, cash_moves: 1 } });
    expect(later.status).toBe(200);
    expect(later.body.data.over_short).toBe(0);
  });
});

describe('bad input and replays', () => {
  it('answers envelope errors and changes nothing', async () => {
    const device = newDevice();
    const shiftsBefore = (await db().select({ n: count() }).from(shifts))[0].n;
    for (const body of [
      { device_id: device, opening_float: -1 },
      { device_id: device, opening_float: 1.5 },
      { device_id: '', opening_float: 100 },
      { device_id: device, opening_float: '100' },
      { device_id: device },
    ]) {
      const res = await call(t.app, 'POST', '/shift/open', { token: tok.acmeCashier, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false });
      expect(res.body.message).toBeTruthy();
    }
    expect((await db().select({ n: count() }).from(shifts))[0].n).toBe(shiftsBefore);

    const shift = await open(device, 1_000);
    for (const [kind, amount, reason] of [
      ['in', 0, 'Zero'],
      ['out', -5, 'Negative'],
      ['sideways', 100, 'Kind'],
      ['in', 100, '   '],
      ['in', 100, 'x'.repeat(201)],
    ] as const) {
      const res = await call(t.app, 'POST', '/shift/cash-move', { token: tok.acmeCashier, body: { shift_uuid: shift, kind, amount, reason } });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(false);
    }
    expect((await db().select({ n: count() }).from(shiftCashMoves).where(eq(shiftCashMoves.shiftUuid, shift)))[0].n).toBe(0);
    const badClose = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: -1 } });
    expect(badClose.status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const unknown = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: nobody, counted_cash: 1 } });
    expect(unknown.status).toBe(404);
    expect((await shiftRow(shift)).closedAt).toBeNull();
  });

  it('a cash move replayed with the same Idempotency-Key (or the same uuid) lands once', async () => {
    const shift = await open(newDevice(), 0);
    const key = `move-${newDevice()}`;
    const first = await move(shift, 'in', 1_234, 'Float top-up', { 'idempotency-key': key });
    const second = await move(shift, 'in', 1_234, 'Float top-up', { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data.uuid).toBe(first.body.data.uuid);
    // The outbox retrying with a new key (a person edited it) still names the move by its uuid.
    const uuid = crypto.randomUUID();
    expect((await move(shift, 'out', 200, 'Bin bags', { 'idempotency-key': `a-${key}` }, uuid)).status).toBe(201);
    expect((await move(shift, 'out', 200, 'Bin bags', { 'idempotency-key': `b-${key}` }, uuid)).status).toBe(200);
    const rows = await db().select().from(shiftCashMoves).where(eq(shiftCashMoves.shiftUuid, shift));
    expect(rows.map((r) => r.amount).sort()).toEqual([1_234, 200].sort());
  });
});

describe('offline: the till\'s outbox', () => {
  it('an open and its cash moves sent in a batch land once, however often the batch is sent', async () => {
    const device = newDevice();
    const shift = crypto.randomUUID();
    const moveA = crypto.randomUUID();
    const moveB = crypto.randomUUID();
    const items = [
      { method: 'POST', path: '/shift/open', idempotency_key: shift, body: { uuid: shift, device_id: device, opening_float: 4_000 } },
      { method: 'POST', path: '/shift/cash-move', idempotency_key: moveA, body: { uuid: moveA, shift_uuid: shift, kind: 'out', amount: 250, reason: 'Bread' } },
      { method: 'POST', path: '/shift/cash-move', idempotency_key: moveB, body: { uuid: moveB, shift_uuid: shift, kind: 'in', amount: 100, reason: 'Coins' } },
    ];
    const first = await call(t.app, 'POST', '/outbox/batch', { token: tok.acmeCashier, body: { items } });
    expect(first.status).toBe(200);
    expect(first.body.data.results.map((r: { status: number }) => r.status)).toEqual([201, 201, 201]);
    const again = await call(t.app, 'POST', '/outbox/batch', { token: tok.acmeCashier, body: { items } });
    expect(again.body.data.results.map((r: { status: number }) => r.status)).toEqual([201, 201, 201]);
    expect(again.body.data.results.every((r: { replayed: boolean }) => r.replayed)).toBe(true);
    expect((await db().select({ n: count() }).from(shifts).where(eq(shifts.deviceId, device)))[0].n).toBe(1);
    const moves = await db().select().from(shiftCashMoves).where(eq(shiftCashMoves.shiftUuid, shift));
    expect(moves.map((m) => m.uuid).sort()).toEqual([moveA, moveB].sort());
    const x = await call(t.app, 'GET', `/shift/report/${shift}`, { token: tok.acmeCashier });
    expect(x.body.data).toMatchObject({ kind: 'X', cash_in: 100, cash_out: 250, cash_expected: 4_000 - 250 + 100 });
  });
});

describe('who reads the books', () => {
  it('the store manager, its company and the admin read a closed shift; another store’s manager and consumers do not', async () => {
    const shift = await open(newDevice(), 2_500);
    expect((await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: shift, counted_cash: 2_500 } })).status).toBe(200);
    for (const token of [tok.acmeManager, tok.acmeOwner, tok.admin]) {
      const report = await call(t.app, 'GET', `/shift/report/${shift}`, { token });
      expect(report.status).toBe(200);
      expect(report.body.data.kind).toBe('Z');
      const list = await call(t.app, 'GET', '/shift/list', { token, query: { limit: 100 } });
      expect(list.status).toBe(200);
      expect(list.body.data.items.map((s: { uuid: string }) => s.uuid)).toContain(shift);
    }
    for (const token of [tok.globexManager, tok.globexOwner]) {
      expect((await call(t.app, 'GET', `/shift/report/${shift}`, { token })).status).toBe(404);
      const list = await call(t.app, 'GET', '/shift/list', { token, query: { limit: 100 } });
      expect(list.body.data.items.map((s: { uuid: string }) => s.uuid)).not.toContain(shift);
    }
    expect((await call(t.app, 'GET', '/shift/list', { token: tok.globexManager, query: { store_uuid: w.hq } })).status).toBe(403);
    expect((await call(t.app, 'GET', `/shift/report/${shift}`, { token: tok.alice })).status).toBe(403);
    expect((await call(t.app, 'GET', '/shift/list', { token: tok.acmeCashier })).status).toBe(403);
    // Another store's till cannot move cash in this store's shift, nor close it.
    const open2 = await open(newDevice(), 0);
    const foreignMove = { shift_uuid: open2, kind: 'in', amount: 1, reason: 'x' };
    expect((await call(t.app, 'POST', '/shift/cash-move', { token: tok.globexManager, body: foreignMove })).status).toBe(404);
    expect((await call(t.app, 'POST', '/shift/close', { token: tok.globexManager, body: { shift_uuid: open2, counted_cash: 0 } })).status).toBe(404);
    expect((await shiftRow(open2)).closedAt).toBeNull();
  });
});


