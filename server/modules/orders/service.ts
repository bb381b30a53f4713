// Orders: the scoped lists, one order's full view, and status changes through the one state machine
// (server/contracts/orders.ts). A status change is one transaction: a conditional update on the
// status the change starts from, a history row, the side effects of a cancel or refund (stock back,
// coupon released, money back to the wallet or card) and the notifications; the caller emits the
// realtime events after it commits. Another tenant's or consumer's order is simply not found (404).
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  companies,
  couponRedemptions,
  coupons,
  feedback,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  productReviews,
  products,
  stores,
  users,
  walletEntries,
} from '../../db/schema';
import {
  canTransition,
  type OrderDetail,
  type OrderHistory,
  type OrderItem,
  type OrderListQuery,
  type OrderPage,
  type OrderRow,
  type OrderStatus,
  type OrderStatusBody,
} from '../../contracts/orders';
import type { OrderEventPayload } from '../../contracts/realtime';
import { AppError, badRequest, conflict, forbidden, notFound, paged } from '../../lib/http';
import { after, cursorTime, encodeCursor, type ListPosition } from '../../lib/cursor';
import { where } from '../../lib/sql';
import { textSearch } from '../../lib/scoped-filter';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany } from '../../plugins/scope';
import { audit } from '../audit/service';
import { listScope } from '../categories/service';
import { createNotifications, statusNotifications, type CreatedNotification } from '../notifications/service';
import { refund as refundThroughProvider } from '../payments/service';
import { appendWalletEntry } from '../wallet/ledger';
import { orderEvent } from './event';
import { menuChanged } from '../products/menu-cache';
import { fireAtColumn, firedCondition, pickupSlotColumn, scheduledCondition } from '../pickup-slots/fire';
import { releaseSlot } from '../pickup-slots/service';
import { readManualDiscounts } from '../discounts/service';
import { orderRefunds } from '../refunds/read';

type User = AuthContext['user'];
/** A list page: by number (`offset`), or, given `after`, the `limit` orders right after that position. */
type Page = { pagenum: number; limit: number; offset: number; search?: string; after?: ListPosition };

const CONSUMERS = new Set(['consumer', 'company_consumer']);
export const isConsumer = (user: User) => CONSUMERS.has(user.role);

/**
 * A YYYY-MM-DD day as an instant range in the server's time zone: [start of day, start of next day).
 * A cafeteria's "today" is the local day, so the filters read dates the way the staff do.
 */
export function dayRange(start?: string, end?: string): { from?: Date; to?: Date } {
  const local = (s: string, addDays = 0) => {
    const [y, m, d] = s.split('-').map(Number);
    return new Date(y, m - 1, d + addDays, 0, 0, 0, 0);
  };
  const from = start ? local(start) : undefined;
  const to = end ? local(end, 1) : undefined;
  if (from && to && to <= from) throw badRequest('The end date is before the start date', [{ path: 'end_date', message: 'Before the start date' }]);
  return { from, to };
}

/** What a caller may see: admin all, company/executive their company, store roles their store, consumers their own orders. */
export function orderScopeFilter(user: User): SQL | undefined {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'company':
    case 'executive':
      return eq(orders.companyUuid, user.companyUuid ?? '00000000-0000-0000-0000-000000000000');
    case 'manager':
    case 'cashier':
      return eq(orders.storeUuid, user.storeUuid ?? '00000000-0000-0000-0000-000000000000');
    default:
      return eq(orders.userUuid, user.uuid);
  }
}

// eq() keeps the columns qualified inside the subquery.
export const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${eq(orderItems.orderUuid, orders.uuid)})`;

/** Who an order is between: its company and store, and its customer (a guest's own name and mobile, else the account's). */
export const orderParties = {
  company_uuid: orders.companyUuid,
  company_name: companies.name,
  store_uuid: orders.storeUuid,
  store_name: stores.name,
  user_uuid: orders.userUuid,
  customer_name: sql<string | null>`coalesce(${orders.customerName}, ${users.name})`,
  customer_mobile: sql<string | null>`coalesce(${orders.customerMobile}, ${users.mobile})`,
};

/** An orders query joined to what orderParties reads: the company, the store and the account (a guest has none). */
export const withParties = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(companies, eq(companies.uuid, orders.companyUuid))
    .innerJoin(stores, eq(stores.uuid, orders.storeUuid))
    .leftJoin(users, eq(users.uuid, orders.userUuid));

/** What an order search looks in: the order number, the call number, a guest's name and mobile, the account's name, e-mail and mobile. */
export const orderSearchColumns = [orders.orderId, orders.callNumber, orders.customerName, orders.customerMobile, users.name, users.email, users.mobile];

const rowColumns = {
  uuid: orders.uuid,
  order_id: orders.orderId,
  call_number: orders.callNumber,
  ...orderParties,
  customer_email: users.email,
  channel: orders.channel,
  status: orders.status,
  payment_method: orders.paymentMethod,
  payment_status: orders.paymentStatus,
  subtotal: orders.subtotal,
  discount: orders.discount,
  tax: orders.tax,
  total: orders.total,
  currency: orders.currency,
  item_count: itemCount,
  placed_offline: orders.placedOffline,
  needs_review: orders.needsReview,
  review: orders.review,
  pickup_slot: pickupSlotColumn(orders.uuid),
  fire_at: fireAtColumn(orders.uuid),
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
};

type RawRow = { [K in keyof typeof rowColumns]: unknown } & { created_at: Date; updated_at: Date };
/** The price-check flag is the store's business: consumers and guests get the order without it. */
const toRow = (r: RawRow, staff: boolean): OrderRow => {
  const { needs_review, review, ...rest } = r;
  return {
    ...(rest as unknown as OrderRow),
    ...(staff ? { needs_review: needs_review as boolean, review: (review ?? null) as OrderRow['review'] } : {}),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
};

interface ListFilters {
  companyUuid?: string;
  storeUuid?: string;
  userUuid?: string;
  status?: string;
  paymentMethod?: string;
  needsReview?: boolean;
  /** Whether the order is still scheduled for a later pickup slot (pickup-slots/fire.ts). */
  scheduled?: boolean;
  from?: Date;
  to?: Date;
  scope?: SQL;
  /** Whether the caller is staff (sees the price-check flag). */
  staff: boolean;
}

async function listOrders(db: Db, page: Page, f: ListFilters): Promise<OrderPage> {
  // The store implies its company (listScope checked it), but the planner multiplies the two
  // selectivities as if independent and halves its estimate: the estimate leaves the company out.
  const conditions = (forEstimate: boolean) => [
    forEstimate && f.storeUuid ? undefined : f.scope,
    forEstimate && f.storeUuid ? undefined : f.companyUuid ? eq(orders.companyUuid, f.companyUuid) : undefined,
    f.storeUuid ? eq(orders.storeUuid, f.storeUuid) : undefined,
    f.userUuid ? eq(orders.userUuid, f.userUuid) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
    f.needsReview !== undefined ? eq(orders.needsReview, f.needsReview) : undefined,
    f.scheduled === undefined ? undefined : f.scheduled ? scheduledCondition(orders.uuid) : firedCondition(orders.uuid),
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    textSearch(page.search, orderSearchColumns),
  ];
  const filter = where(...conditions(false));
  // One row past the page tells whether there is a next one. The total counts the whole list, not
  // what is left after a cursor, so that it reads the same on every page.
  const [rows, [{ total }]] = await Promise.all([
    withParties(db.select({ ...rowColumns, cursor_at: cursorTime(orders.createdAt) }).from(orders).$dynamic())
      .where(where(filter, page.after && after(orders.createdAt, orders.uuid, page.after)))
      .orderBy(desc(orders.createdAt), desc(orders.uuid))
      .limit(page.limit + 1)
      .offset(page.after ? 0 : page.offset),
    countOrders(db, filter, where(...conditions(true)), !!page.search, Math.max(EXACT_COUNT_UP_TO, page.offset + page.limit + 1)),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    ...paged<OrderRow>(shown.map(({ cursor_at: _c, ...r }) => toRow(r as RawRow, f.staff)), total, page.pagenum, page.limit),
    next_cursor: rows.length > page.limit && last ? encodeCursor({ at: last.cursor_at, uuid: last.uuid }) : null,
  };
}

/** Up to this many matching orders the list's total is exact; past it, the planner's estimate. */
export const EXACT_COUNT_UP_TO = 1000;

/**
 * The total of an order list without scanning a year of orders on every page: the matches are counted
 * up to `bound` (the page's index serves that), and only a list with more than that many asks the
 * planner for its estimate (never below what was counted). Lists of order money (reports) keep exact
 * sums of their own. The users join is there only for a search term: it cannot change the count.
 */
async function countOrders(db: Db, filter: SQL | undefined, estimateFilter: SQL | undefined, joinUsers: boolean, bound: number): Promise<{ total: number }[]> {
  // Drizzle's builders change in place (limit() included): each use builds its own.
  const matching = (w: SQL | undefined) =>
    (joinUsers ? db.select({ one: sql`1` }).from(orders).leftJoin(users, eq(users.uuid, orders.userUuid)) : db.select({ one: sql`1` }).from(orders)).where(w);
  const [{ counted }] = await db.select({ counted: count() }).from(matching(filter).limit(bound).as('matching'));
  if (counted < bound) return [{ total: counted }];
  const explain = sql`explain (format json) ${matching(estimateFilter)}`;
  const estimate = await keptEstimate(db, explain, async () => {
    const raw = (await db.execute<{ 'QUERY PLAN': unknown }>(explain)).rows[0]?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
    return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  });
  return [{ total: Math.max(counted, estimate) }];
}

/** How long a big list's estimate is reused: its pages and refreshes share it instead of planning it again. */
export const ESTIMATE_KEPT_MS = 30_000;
const ESTIMATES_KEPT = 1000;
const estimatesOf = new WeakMap<Db, Map<string, { rows: number; at: number }>>();
const dialect = new PgDialect();

/** The planner's estimate for a query, from memory while younger than ESTIMATE_KEPT_MS (per database). */
async function keptEstimate(db: Db, query: SQL, plan: () => Promise<number>): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const kept = estimatesOf.get(db) ?? new Map<string, { rows: number; at: number }>();
  estimatesOf.set(db, kept);
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_KEPT_MS) return hit.rows;
  const rows = await plan();
  kept.delete(key);
  kept.set(key, { rows, at: Date.now() });
  if (kept.size > ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  return rows;
}

/** Company, admin and store lists: the caller's scope, narrowed by the filters they send. */
export async function listStaffOrders(db: Db, user: User, page: Page, q: Omit<OrderListQuery, 'pagenum' | 'page' | 'limit' | 'search'>) {
  const { companyUuid, storeUuid } = await listScope(db, user, { company_uuid: q.company_uuid, store_uuid: q.store_uuid });
  const { from, to } = dayRange(q.start_date, q.end_date);
  return listOrders(db, page, {
    companyUuid,
    storeUuid,
    status: q.order_status,
    paymentMethod: q.payment_method,
    needsReview: q.needs_review,
    scheduled: q.scheduled,
    from,
    to,
    scope: orderScopeFilter(user),
    staff: true,
  });
}

/**
 * The consumer a caller asks about: consumers only themselves (another uuid is a 403); staff a
 * consumer of their company (admins any consumer). Used by the order, wallet and profile modules.
 */
export async function consumerInScope(db: DbOrTx, user: User, requested?: string) {
  if (isConsumer(user)) {
    if (requested && requested !== user.uuid) throw forbidden('You may only see your own account');
    return { uuid: user.uuid, name: user.name, companyUuid: user.companyUuid };
  }
  if (!requested) throw badRequest('Name the consumer: user_uuid', [{ path: 'user_uuid', message: 'Required' }]);
  const [row] = await db
    .select({ uuid: users.uuid, name: users.name, role: users.role, companyUuid: users.companyUuid })
    .from(users)
    .where(and(eq(users.uuid, requested), inArray(users.role, ['consumer', 'company_consumer'])));
  if (user.role === 'admin') {
    if (!row) throw notFound('Consumer');
    return row;
  }
  if (!row || !row.companyUuid || row.companyUuid !== user.companyUuid) throw forbidden('That consumer is outside your access');
  return row;
}

export async function listConsumerOrders(db: Db, user: User, page: Page, q: { user_uuid?: string; order_status?: string }) {
  const consumer = await consumerInScope(db, user, q.user_uuid);
  return listOrders(db, page, { userUuid: consumer.uuid, status: q.order_status, scope: orderScopeFilter(user), staff: !isConsumer(user) });
}

// ---- one order ---------------------------------------------------------------------------------

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refFilter = (ref: string) => (UUID_RE.test(ref) ? eq(orders.uuid, ref) : eq(orders.orderId, ref.toUpperCase()));

export interface Viewer {
  user: User | null;
  /** A guest's device id: opens an order without an account that was placed from this device. */
  deviceId?: string;
  companyUuid?: string;
}

/** Finds an order the viewer may see, or answers 404 (never telling whether it exists elsewhere). */
async function findVisibleOrder(db: DbOrTx, viewer: Viewer, ref: string) {
  const [order] = await db.select().from(orders).where(refFilter(ref)).limit(1);
  const user = viewer.user;
  if (user && viewer.companyUuid) scopeCompany(user, viewer.companyUuid);
  if (!order) throw notFound('Order');
  if (viewer.companyUuid && order.companyUuid !== viewer.companyUuid) throw notFound('Order');
  const guestMatch = !order.userUuid && !!order.deviceId && !!viewer.deviceId && order.deviceId === viewer.deviceId;
  if (guestMatch) return order;
  if (!user) throw notFound('Order');
  const ok =
    user.role === 'admin' ||
    ((user.role === 'company' || user.role === 'executive') && order.companyUuid === user.companyUuid) ||
    ((user.role === 'manager' || user.role === 'cashier') && order.storeUuid === user.storeUuid) ||
    (isConsumer(user) && order.userUuid === user.uuid);
  if (!ok) throw notFound('Order');
  return order;
}

const effectiveRateBps = (subtotal: number, discount: number, tax: number, companyRate: number) => {
  const base = subtotal - discount;
  if (Math.round((base * companyRate) / 10000) === tax) return companyRate;
  return base > 0 ? Math.round((tax * 10000) / base) : companyRate;
};

/** One order's row with what only its full view shows. */
const detailColumns = {
  ...rowColumns,
  note: orders.note,
  device_id: orders.deviceId,
  coupon_code: coupons.code,
  company_tax_rate_bps: companies.taxRateBps,
  company_address: companies.address,
  store_address: stores.address,
  offline_taken_at: orders.offlineTakenAt,
};

export async function viewOrder(db: DbOrTx, viewer: Viewer, ref: string): Promise<OrderDetail> {
  const found = await findVisibleOrder(db, viewer, ref);
  const [[row], items, history, pays, fb, reviews, given, manual] = await Promise.all([
    withParties(db.select(detailColumns).from(orders).$dynamic())
      .leftJoin(coupons, eq(coupons.uuid, orders.couponUuid))
      .where(eq(orders.uuid, found.uuid)),
    db
      .select({
        uuid: orderItems.uuid,
        product_uuid: orderItems.productUuid,
        name: orderItems.name,
        unit_price: orderItems.unitPrice,
        quantity: orderItems.quantity,
        line_total: orderItems.lineTotal,
        note: orderItems.note,
        base_price: orderItems.basePrice,
        options: orderItems.options,
        combo: orderItems.combo,
      })
      .from(orderItems)
      .where(eq(orderItems.orderUuid, found.uuid))
      .orderBy(asc(orderItems.name), asc(orderItems.uuid)),
    db
      .select({
        uuid: orderStatusHistory.uuid,
        from_status: orderStatusHistory.fromStatus,
        to_status: orderStatusHistory.toStatus,
        note: orderStatusHistory.note,
        changed_by_uuid: orderStatusHistory.changedByUuid,
        changed_by_name: users.name,
        changed_by_role: users.role,
        created_at: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.uuid, orderStatusHistory.changedByUuid))
      .where(eq(orderStatusHistory.orderUuid, found.uuid))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.uuid)),
    db.select().from(payments).where(eq(payments.orderUuid, found.uuid)).orderBy(asc(payments.createdAt), asc(payments.uuid)),
    db.select().from(feedback).where(eq(feedback.orderUuid, found.uuid)),
    db.select().from(productReviews).where(eq(productReviews.orderUuid, found.uuid)).orderBy(asc(productReviews.createdAt)),
    orderRefunds(db, found.uuid),
    readManualDiscounts(db, [found.uuid]),
  ]);
  const { company_tax_rate_bps, device_id, ...rest } = row;
  const staff = !!viewer.user && !isConsumer(viewer.user);
  const base = toRow(rest as unknown as RawRow, staff);
  return {
    ...base,
    note: rest.note,
    ...(staff ? { device_id } : {}),
    coupon_code: rest.coupon_code,
    tax_rate_bps: effectiveRateBps(base.subtotal, base.discount, base.tax, company_tax_rate_bps),
    company_address: rest.company_address,
    store_address: rest.store_address,
    offline_taken_at: rest.offline_taken_at?.toISOString() ?? null,
    items: items.map((i) => ({ ...i, options: i.options as OrderItem['options'], combo: i.combo as OrderItem['combo'] })),
    history: history.map((h) => ({ ...h, created_at: h.created_at.toISOString() }) as OrderHistory),
    payments: pays.map((p) => ({
      uuid: p.uuid,
      method: p.method,
      provider: p.provider,
      amount: p.amount,
      status: p.status,
      provider_ref: p.providerRef,
      tendered: p.tendered,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: given,
    refunded_amount: given.reduce((sum, r) => sum + r.amount, 0),
    manual_discounts: manual.get(found.uuid) ?? [],
    feedback: fb[0] ? { uuid: fb[0].uuid, rating: fb[0].rating, comment: fb[0].comment, created_at: fb[0].createdAt.toISOString() } : null,
    reviews: reviews.map((r) => ({ uuid: r.uuid, product_uuid: r.productUuid, rating: r.rating, comment: r.comment, created_at: r.createdAt.toISOString() })),
  };
}

// ---- status changes ----------------------------------------------------------------------------

const STATUS_ROLES = new Set(['admin', 'company', 'manager', 'cashier']);

export interface StatusChangeResult {
  order: OrderDetail;
  event: OrderEventPayload;
  notifications: CreatedNotification[];
}

type OrderRecord = typeof orders.$inferSelect;

/**
 * Money back for a paid order, through the payments module's providers: iCash to the wallet (a
 * 'refund' ledger entry), a card through its gateway, counter cash handed back at the till. Each
 * paid payment row is locked and refunded once. Answers whether anything was refunded.
 */
async function refundPayment(tx: Tx, order: OrderRecord, actor: User) {
  if (order.paymentStatus !== 'paid') return false;
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderUuid, order.uuid), eq(payments.status, 'paid'), gt(payments.amount, 0)));
  let refunded = false;
  for (const p of paid) {
    const r = await refundThroughProvider(tx, p, { userUuid: order.userUuid, byUuid: actor.uuid });
    refunded = refunded || r.refunded;
  }
  if (!refunded && order.paymentMethod === 'wallet' && order.userUuid) {
    // An order marked paid by iCash with no payment row (written before payments existed): the
    // ledger itself says whether it was refunded already.
    const [already] = await tx
      .select({ uuid: walletEntries.uuid })
      .from(walletEntries)
      .where(and(eq(walletEntries.orderUuid, order.uuid), eq(walletEntries.type, 'refund')))
      .limit(1);
    if (!already) {
      await appendWalletEntry(tx, {
        userUuid: order.userUuid,
        amount: order.total,
        type: 'refund',
        reason: `Refund of order ${order.orderId}`,
        orderUuid: order.uuid,
        createdByUuid: actor.uuid,
      });
    }
    refunded = true;
  }
  return refunded || order.paymentMethod === 'counter';
}

/** Stock back for every product the order took: its lines' and the products chosen in its combos (checkout takes both). */
async function restoreStock(tx: Tx, orderUuid: string) {
  const items = await tx
    .select({ productUuid: orderItems.productUuid, quantity: orderItems.quantity, combo: orderItems.combo })
    .from(orderItems)
    .where(eq(orderItems.orderUuid, orderUuid));
  const back = new Map<string, number>();
  const give = (uuid: string, n: number) => back.set(uuid, (back.get(uuid) ?? 0) + n);
  for (const item of items) {
    if (item.productUuid) give(item.productUuid, item.quantity);
    for (const c of item.combo) give(c.product_uuid, item.quantity);
  }
  // In uuid order, as checkout locks them. Only tracked stock (a number) goes back; untracked (null) stays null.
  for (const uuid of [...back.keys()].sort()) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${back.get(uuid)!}`, updatedAt: new Date() })
      .where(and(eq(products.uuid, uuid), isNotNull(products.stock)));
  }
}

export async function releaseCoupon(tx: Tx, orderUuid: string) {
  const released = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderUuid, orderUuid)).returning({ coupon: couponRedemptions.couponUuid });
  for (const r of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)`, updatedAt: new Date() })
      .where(eq(coupons.uuid, r.coupon));
  }
}

/**
 * A placed order whose card payment the gateway declined: cancelled inside the caller's transaction,
 * with its stock and coupon released and the consumer told. Nothing happens to an order that has
 * already moved on (the store may have accepted it; staff then decide).
 */
export async function cancelDeclinedOrder(tx: Tx, orderUuid: string): Promise<{ event: OrderEventPayload; notifications: CreatedNotification[] } | null> {
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(orders.uuid, orderUuid), eq(orders.status, 'placed')))
    .returning();
  if (!updated) return null;
  await tx.insert(orderStatusHistory).values({
    orderUuid,
    fromStatus: 'placed',
    toStatus: 'cancelled',
    changedByUuid: null,
    note: 'Card payment declined',
    createdAt: now,
  });
  await restoreStock(tx, orderUuid);
  await releaseCoupon(tx, orderUuid);
  await releaseSlot(tx, orderUuid);
  const notifications = await createNotifications(tx, statusNotifications(updated, 'cancelled'));
  return { event: orderEvent(updated, 'placed'), notifications };
}

export async function changeStatus(db: Db, user: User, body: OrderStatusBody): Promise<StatusChangeResult> {
  const ref = body.order_uuid ?? body.order_id!;
  const to = body.status as OrderStatus;
  const viewer: Viewer = { user };
  const current = await findVisibleOrder(db, viewer, ref);
  if (isConsumer(user)) {
    if (to !== 'cancelled') throw forbidden('You may only cancel your own order');
  } else if (!STATUS_ROLES.has(user.role)) {
    throw forbidden('Your role may not change an order status');
  }
  if (body.expected_status && body.expected_status !== current.status) {
    throw conflict(`The order changed meanwhile: it is now ${current.status}`, 'expected_status');
  }
  const from = current.status as OrderStatus;
  if (!canTransition(from, to)) throw conflict(`An order cannot go from ${from} to ${to}`, 'status');
  if (isConsumer(user) && from !== 'placed') throw conflict(`The order is already ${from}; ask the store to cancel it`, 'status');

  const { notes, row } = await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orders.uuid, current.uuid), eq(orders.status, from)))
      .returning();
    if (!updated) {
      const [fresh] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.uuid, current.uuid));
      throw new AppError(409, `The order changed meanwhile: it is now ${fresh?.status ?? 'gone'}`);
    }
    // Under the row lock a till refund also takes: money given back in part is not given back again here.
    if ((to === 'cancelled' || to === 'refunded') && (await orderRefunds(tx, current.uuid)).length > 0) {
      throw conflict('Part of this order was refunded already: refund the rest from the order (POST /order/refund)', 'status');
    }
    await tx.insert(orderStatusHistory).values({
      orderUuid: current.uuid,
      fromStatus: from,
      toStatus: to,
      changedByUuid: user.uuid,
      note: body.note ?? null,
      createdAt: now,
    });
    if (to === 'cancelled') {
      await restoreStock(tx, current.uuid);
      await releaseCoupon(tx, current.uuid);
    }
    if (to === 'cancelled' || to === 'refunded') {
      // After stock and coupon, before the money: the lock order checkout takes them in.
      await releaseSlot(tx, current.uuid);
      if (await refundPayment(tx, updated, user)) {
        await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.uuid, current.uuid));
        updated.paymentStatus = 'refunded';
      }
    }
    const created = await createNotifications(tx, statusNotifications(updated, to));
    if (!isConsumer(user)) {
      await audit(tx, user, {
        action: 'status',
        entity: 'order',
        entityUuid: current.uuid,
        companyUuid: current.companyUuid,
        storeUuid: current.storeUuid,
        data: { from, to, note: body.note ?? null },
      });
    }
    return { notes: created, row: updated };
  });
  // Cancelling gave tracked stock back: the menu's in_stock may change.
  if (to === 'cancelled') menuChanged(db, current.companyUuid);

  const order = await viewOrder(db, viewer, current.uuid);
  const event = orderEvent(row, from);
  return { order, event, notifications: notes };
}

/** Everything the invoice prints, with the same access as the view. */
export async function invoiceData(db: Db, viewer: Viewer, ref: string) {
  return viewOrder(db, viewer, ref);
}
