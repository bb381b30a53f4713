// Shifts and the cash drawer (issue 16). Keeps, in its own tables: the shifts (`shifts`, one open
// per store and till device, enforced by a partial unique index), the cash moved in and out of a
// shift's drawer (`shift_cash_moves`) and, once a shift is closed, which orders it counted
// (`shift_orders`, one shift per order at most).
//
// Which orders belong to a shift — the design, and why:
// - A shift is the drawer of one till: the store and the till's device id (what the till sends as
//   `ip_address` with each checkout and the orders table keeps as `device_id`). Any staff member who
//   rings up an order on that till puts its money in that drawer, so the shift is the till's, not
//   the cashier's.
// - While a shift is open its orders are computed: the store's cashier-channel orders from that
//   device created (received by the server) since the shift opened and not counted by another shift.
//   Received time, not the till's clock, because the till's outbox sends its writes strictly in the
//   order they were made: an open queued offline reaches the server before the orders rung up after
//   it, and a close is refused while writes wait (the PWA's rule; see closeShift's `cash_moves` too).
// - At close, in the close's transaction, those orders are written to `shift_orders` and the Z report
//   is computed from exactly those rows and kept as JSON with the shift: it never changes afterwards,
//   whatever later happens to the orders. No column is added to `orders` (others edit that table).
// - Money: sales are the totals of orders paid (payment_status paid or refunded), per method;
//   refunds are the refunds made on this till while the shift was open (refunds.shift_uuid: the
//   till sends its device id with the refund), whatever shift sold the order, plus those made off a
//   till on the shift's own orders (an order refunded whole without refund rows counts its total),
//   per method; cash expected = float + cash sales − cash refunds + cash in − cash out; over/short =
//   counted − expected.
// Concurrent closes: the close is one conditional UPDATE (`closed_at is null`) that locks the row;
// the first wins and the others find nothing to close (409).
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { companies, orders, refunds as refundRows, shiftCashMoves, shiftOrders, shifts, stores, users } from '../../db/schema';
import type {
  ByMethod,
  CashMove,
  CashMoveBody,
  CurrentShift,
  DrawerState,
  Shift,
  ShiftCloseBody,
  ShiftOpenBody,
  ShiftRefund,
  ShiftReport,
} from '../../contracts/shifts';
import { conflict, forbidden, notFound, paged } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';

type User = AuthContext['user'];
type ShiftRow = typeof shifts.$inferSelect;

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } } | undefined;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** The till's store: a cashier's or manager's own (a shift is opened on a till, which belongs to one store). */
function tillStore(user: User): { storeUuid: string; companyUuid: string } {
  if (!user.storeUuid || !user.companyUuid) throw forbidden('Only staff of a store open a shift on its till');
  return { storeUuid: user.storeUuid, companyUuid: user.companyUuid };
}

const openedBy = alias(users, 'opened_by');
const closedBy = alias(users, 'closed_by');

function shiftWire(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ s: shifts, storeName: stores.name, openedByName: openedBy.name, closedByName: closedBy.name })
    .from(shifts)
    .innerJoin(stores, eq(stores.uuid, shifts.storeUuid))
    .leftJoin(openedBy, eq(openedBy.uuid, shifts.openedByUuid))
    .leftJoin(closedBy, eq(closedBy.uuid, shifts.closedByUuid))
    .where(where);
}

const toShift = (r: { s: ShiftRow; storeName: string; openedByName: string | null; closedByName: string | null }): Shift => ({
  uuid: r.s.uuid,
  company_uuid: r.s.companyUuid,
  store_uuid: r.s.storeUuid,
  store_name: r.storeName,
  device_id: r.s.deviceId,
  currency: r.s.currency,
  opening_float: r.s.openingFloat,
  opened_at: r.s.openedAt.toISOString(),
  opened_by_name: r.openedByName,
  closed_at: r.s.closedAt?.toISOString() ?? null,
  closed_by_name: r.closedByName,
  expected_cash: r.s.expectedCash,
  counted_cash: r.s.countedCash,
  over_short: r.s.overShort,
  close_note: r.s.closeNote,
});

/** A shift of the caller's till store (cashier, manager), for the till's own writes; 404 outside it. */
async function tillShift(db: DbOrTx, user: User, uuid: string) {
  const { storeUuid } = tillStore(user);
  const [row] = await shiftWire(db, and(eq(shifts.uuid, uuid), eq(shifts.storeUuid, storeUuid)));
  if (!row) throw notFound('Shift');
  return row;
}

/** A shift the caller may read: admin any, company its own, manager and cashier their store's. */
async function readableShift(db: DbOrTx, user: User, uuid: string) {
  const [row] = await shiftWire(db, eq(shifts.uuid, uuid));
  if (!row) throw notFound('Shift');
  if (user.role !== 'admin') {
    if (row.s.companyUuid !== user.companyUuid) throw notFound('Shift');
    if ((user.role === 'manager' || user.role === 'cashier') && row.s.storeUuid !== user.storeUuid) throw notFound('Shift');
  }
  return row;
}

/** The orders an open shift counts (see the header): this till's, since it opened, not another shift's. */
function openShiftOrders(s: ShiftRow): SQL {
  return and(
    eq(orders.storeUuid, s.storeUuid),
    eq(orders.channel, 'cashier'),
    eq(orders.deviceId, s.deviceId),
    gte(orders.createdAt, s.openedAt),
    notExists(sql`(select 1 from ${shiftOrders} where ${shiftOrders.orderUuid} = ${orders.uuid})`),
  )!;
}

const zero = (): ByMethod => ({ counter: 0, wallet: 0, card: 0, total: 0 });

async function computeReport(
  db: DbOrTx,
  row: { s: ShiftRow; storeName: string; openedByName: string | null; closedByName: string | null },
  orderFilter: SQL,
  kind: 'X' | 'Z',
  now: Date,
): Promise<ShiftReport> {
  const rows = await db
    .select({
      uuid: orders.uuid,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      method: orders.paymentMethod,
      total: orders.total,
      discount: orders.discount,
      tax: orders.tax,
      orderId: orders.orderId,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(orderFilter);
  // The refunds this shift counts: those made on this till while it was open (refunds.shift_uuid),
  // whichever shift sold the order — the cash left this drawer — and those made off a till (no
  // shift) on its own orders. An order of its own refunded on another till counts there, not here.
  const uuids = rows.map((o) => o.uuid);
  const own = new Set(uuids);
  const counted = or(
    eq(refundRows.shiftUuid, row.s.uuid),
    uuids.length ? and(isNull(refundRows.shiftUuid), inArray(refundRows.orderUuid, uuids)) : undefined,
  )!;
  const given = await db
    .select({ r: refundRows, orderId: orders.orderId })
    .from(refundRows)
    .innerJoin(orders, eq(orders.uuid, refundRows.orderUuid))
    .where(counted)
    .orderBy(asc(refundRows.createdAt), asc(refundRows.uuid));
  // Its orders with any refund row, wherever made: the rest, refunded whole (cancelled paid, or
  // before refund rows existed), count their total.
  const withRows = new Set(
    uuids.length
      ? (await db.selectDistinct({ order: refundRows.orderUuid }).from(refundRows).where(inArray(refundRows.orderUuid, uuids))).map((r) => r.order)
      : [],
  );
  const sales = zero();
  const refunds = { ...zero(), count: 0 };
  const refundList: ShiftRefund[] = given.map(({ r, orderId }) => ({
    uuid: r.uuid,
    order_uuid: r.orderUuid,
    order_id: orderId,
    method: r.method as ShiftRefund['method'],
    amount: r.amount,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    other_shift: !own.has(r.orderUuid),
  }));
  let count = 0;
  let discounts = 0;
  let tax = 0;
  let unpaid = 0;
  let cancelled = 0;
  for (const o of rows) {
    const method = o.method as 'counter' | 'wallet' | 'card';
    const paid = o.paymentStatus === 'paid' || o.paymentStatus === 'refunded';
    if (o.status === 'cancelled' && o.paymentStatus !== 'refunded') {
      cancelled++;
      continue;
    }
    if (!paid) {
      unpaid++;
      continue;
    }
    count++;
    sales[method] += o.total;
    sales.total += o.total;
    discounts += o.discount;
    tax += o.tax;
    if (!withRows.has(o.uuid) && (o.paymentStatus === 'refunded' || o.status === 'refunded')) {
      refundList.push({
        uuid: o.uuid,
        order_uuid: o.uuid,
        order_id: o.orderId,
        method,
        amount: o.total,
        reason: null,
        created_at: o.updatedAt.toISOString(),
        other_shift: false,
      });
    }
  }
  refundList.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.uuid.localeCompare(b.uuid));
  for (const r of refundList) {
    refunds[r.method] += r.amount;
    refunds.total += r.amount;
  }
  refunds.count = new Set(refundList.map((r) => r.order_uuid)).size;
  const moveRows = await db
    .select({ m: shiftCashMoves, name: users.name })
    .from(shiftCashMoves)
    .leftJoin(users, eq(users.uuid, shiftCashMoves.createdByUuid))
    .where(eq(shiftCashMoves.shiftUuid, row.s.uuid))
    .orderBy(asc(shiftCashMoves.createdAt), asc(shiftCashMoves.uuid));
  const moves: CashMove[] = moveRows.map(({ m, name }) => ({
    uuid: m.uuid,
    kind: m.kind as CashMove['kind'],
    amount: m.amount,
    reason: m.reason,
    created_by_name: name,
    created_at: m.createdAt.toISOString(),
  }));
  const cashIn = moves.filter((m) => m.kind === 'in').reduce((a, m) => a + m.amount, 0);
  const cashOut = moves.filter((m) => m.kind === 'out').reduce((a, m) => a + m.amount, 0);
  const cashExpected = row.s.openingFloat + sales.counter - refunds.counter + cashIn - cashOut;
  return {
    kind,
    shift: toShift(row),
    generated_at: now.toISOString(),
    orders: count,
    sales,
    refunds,
    refund_list: refundList,
    net: sales.total - refunds.total,
    discounts,
    tax,
    unpaid,
    cancelled,
    cash_in: cashIn,
    cash_out: cashOut,
    moves,
    cash_expected: cashExpected,
    counted_cash: row.s.countedCash,
    over_short: row.s.overShort,
  };
}

/** Open a shift on this till with its float. The same uuid again (a replay from the outbox) answers the shift as it is. */
export async function openShift(db: Db, user: User, body: ShiftOpenBody): Promise<{ created: boolean; current: CurrentShift }> {
  const { storeUuid, companyUuid } = tillStore(user);
  if (body.uuid) {
    const [mine] = await db.select().from(shifts).where(eq(shifts.uuid, body.uuid));
    if (mine) {
      if (mine.storeUuid !== storeUuid) throw notFound('Shift');
      return { created: false, current: await currentShift(db, user, mine.deviceId) };
    }
  }
  const [company] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.uuid, companyUuid));
  if (!company) throw notFound('Company');
  try {
    await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(shifts)
        .values({
          ...(body.uuid ? { uuid: body.uuid } : {}),
          companyUuid,
          storeUuid,
          deviceId: body.device_id,
          openedByUuid: user.uuid,
          openingFloat: body.opening_float,
          currency: company.currency,
        })
        .returning();
      await audit(tx, user, { action: 'open', entity: 'shift', entityUuid: made.uuid, companyUuid, storeUuid, data: body });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('This till already has an open shift: close it first', 'device_id');
    throw e;
  }
  return { created: true, current: await currentShift(db, user, body.device_id) };
}

/** This till's open shift and its X report, or nulls. */
export async function currentShift(db: DbOrTx, user: User, deviceId: string, now = new Date()): Promise<CurrentShift> {
  const { storeUuid, companyUuid } = tillStore(user);
  const [row] = await shiftWire(db, and(eq(shifts.storeUuid, storeUuid), eq(shifts.deviceId, deviceId), isNull(shifts.closedAt)));
  if (!row) {
    const [company] = await db.select({ currency: companies.currency }).from(companies).where(eq(companies.uuid, companyUuid));
    return { currency: company?.currency ?? 'INR', shift: null, report: null };
  }
  return { currency: row.s.currency, shift: toShift(row), report: await computeReport(db, row, openShiftOrders(row.s), 'X', now) };
}

/** Cash into or out of an open shift's drawer, with its reason. The same uuid again answers the move as it was. */
export async function moveCash(db: Db, user: User, body: CashMoveBody): Promise<{ created: boolean; move: CashMove }> {
  const row = await tillShift(db, user, body.shift_uuid);
  const wire = (m: typeof shiftCashMoves.$inferSelect): CashMove => ({
    uuid: m.uuid,
    kind: m.kind as CashMove['kind'],
    amount: m.amount,
    reason: m.reason,
    created_by_name: user.name,
    created_at: m.createdAt.toISOString(),
  });
  if (body.uuid) {
    const [seen] = await db.select().from(shiftCashMoves).where(eq(shiftCashMoves.uuid, body.uuid));
    if (seen) {
      if (seen.shiftUuid !== body.shift_uuid) throw conflict('That cash move belongs to another shift', 'uuid');
      return { created: false, move: wire(seen) };
    }
  }
  return db.transaction(async (tx) => {
    // Locks the shift row: a close running now either finishes first (and this is refused) or waits for it.
    const [open] = await tx
      .select({ uuid: shifts.uuid })
      .from(shifts)
      .where(and(eq(shifts.uuid, body.shift_uuid), isNull(shifts.closedAt)))
      .for('update');
    if (!open) throw conflict('This shift is closed', 'shift_uuid');
    const [made] = await tx
      .insert(shiftCashMoves)
      .values({
        ...(body.uuid ? { uuid: body.uuid } : {}),
        shiftUuid: body.shift_uuid,
        kind: body.kind,
        amount: body.amount,
        reason: body.reason,
        createdByUuid: user.uuid,
      })
      .returning();
    const where = { companyUuid: row.s.companyUuid, storeUuid: row.s.storeUuid };
    await audit(tx, user, { action: `cash_${body.kind}`, entity: 'shift', entityUuid: body.shift_uuid, ...where, data: body });
    return { created: true, move: wire(made) };
  });
}

/** An X report of an open shift, or the kept Z report of a closed one. */
export async function shiftReport(db: Db, user: User, uuid: string, now = new Date()): Promise<ShiftReport> {
  const row = await readableShift(db, user, uuid);
  if (row.s.closedAt) return row.s.zReport as ShiftReport;
  return computeReport(db, row, openShiftOrders(row.s), 'X', now);
}

/** Close a shift with the counted drawer: link its orders, keep the Z report. Exactly one close wins. */
export async function closeShift(db: Db, user: User, body: ShiftCloseBody, now = new Date()): Promise<ShiftReport> {
  await tillShift(db, user, body.shift_uuid);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .update(shifts)
      .set({ closedAt: now, closedByUuid: user.uuid, countedCash: body.counted_cash, closeNote: body.note || null })
      .where(and(eq(shifts.uuid, body.shift_uuid), isNull(shifts.closedAt)))
      .returning();
    if (!locked) throw conflict('This shift is already closed', 'shift_uuid');
    if (body.cash_moves !== undefined) {
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(shiftCashMoves).where(eq(shiftCashMoves.shiftUuid, locked.uuid));
      if (n < body.cash_moves) {
        throw conflict(`This till still has ${body.cash_moves - n} cash moves to send: sync before closing`, 'cash_moves');
      }
    }
    const open = { ...locked, closedAt: null };
    const ids = await tx.select({ uuid: orders.uuid }).from(orders).where(openShiftOrders(open));
    if (ids.length) await tx.insert(shiftOrders).values(ids.map((o) => ({ orderUuid: o.uuid, shiftUuid: locked.uuid })));
    const [row] = await shiftWire(tx, eq(shifts.uuid, locked.uuid));
    const linked = ids.length ? inArray(orders.uuid, ids.map((o) => o.uuid)) : sql`false`;
    const report = await computeReport(tx, row, linked, 'Z', now);
    const overShort = body.counted_cash - report.cash_expected;
    const z: ShiftReport = {
      ...report,
      shift: { ...report.shift, expected_cash: report.cash_expected, counted_cash: body.counted_cash, over_short: overShort },
      counted_cash: body.counted_cash,
      over_short: overShort,
    };
    await tx.update(shifts).set({ expectedCash: report.cash_expected, overShort, zReport: z }).where(eq(shifts.uuid, locked.uuid));
    await audit(tx, user, {
      action: 'close',
      entity: 'shift',
      entityUuid: locked.uuid,
      companyUuid: locked.companyUuid,
      storeUuid: locked.storeUuid,
      data: { counted_cash: body.counted_cash, expected_cash: report.cash_expected, over_short: overShort },
    });
    return z;
  });
}

/** Closed shifts in the caller's scope, newest first (admin: any or one company; company: its stores; manager: their store). */
export async function listClosedShifts(
  db: Db,
  user: User,
  page: { offset: number; limit: number; pagenum: number },
  q: { company_uuid?: string; store_uuid?: string },
) {
  const company = scopeCompany(user, q.company_uuid);
  const store = scopeStore(user, q.store_uuid);
  const where = and(
    isNotNull(shifts.closedAt),
    company ? eq(shifts.companyUuid, company) : undefined,
    store ? eq(shifts.storeUuid, store) : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(shifts).where(where);
  const rows = await shiftWire(db, where).orderBy(desc(shifts.closedAt), desc(shifts.uuid)).limit(page.limit).offset(page.offset);
  return paged(rows.map(toShift), total, page.pagenum, page.limit);
}

/**
 * The drawers' state for the dashboard's "needs attention" (modules/reports/attention.ts): the open
 * shifts in scope, oldest first, each with the cash its drawer should hold now (its X report), and
 * the shifts closed in [dayFrom, dayTo) with their over/short, latest first; `limit` of each and
 * their counts.
 */
export async function drawerState(
  db: DbOrTx,
  scope: { companyUuid?: string | null; storeUuid?: string | null },
  day: { from: Date; to: Date },
  limit: number,
  now = new Date(),
): Promise<DrawerState> {
  const inScope = and(
    scope.companyUuid ? eq(shifts.companyUuid, scope.companyUuid) : undefined,
    scope.storeUuid ? eq(shifts.storeUuid, scope.storeUuid) : undefined,
  );
  const openWhere = and(inScope, isNull(shifts.closedAt));
  const closedWhere = and(inScope, gte(shifts.closedAt, day.from), sql`${shifts.closedAt} < ${day.to}`);
  const [[{ open: openCount }], [{ closed: closedCount }], openRows, closedRows] = await Promise.all([
    db.select({ open: sql<number>`count(*)::int` }).from(shifts).where(openWhere),
    db.select({ closed: sql<number>`count(*)::int` }).from(shifts).where(closedWhere),
    shiftWire(db, openWhere).orderBy(asc(shifts.openedAt), asc(shifts.uuid)).limit(limit),
    shiftWire(db, closedWhere).orderBy(desc(shifts.closedAt), desc(shifts.uuid)).limit(limit),
  ]);
  const open = [];
  for (const row of openRows) {
    const x = await computeReport(db, row, openShiftOrders(row.s), 'X', now);
    open.push({ ...toShift(row), cash_expected: x.cash_expected });
  }
  return { open, open_count: openCount, closed_today: closedRows.map(toShift), closed_count: closedCount };
}
