// Discounts at the till (issue 16): manual discounts on a line or the whole order, worked out and
// checked inside checkout's transaction (never from a client's total; a discount never exceeds the
// amount it is taken from), the store's limit above which a manager approves, and that approval.
// A manager approves on the till with their sign-in (POST /discount/approve): the server checks the
// password (the same wrong-try lock as login) and that they manage this store (or own its company),
// and keeps an approval for the cashier who asked, for at most an amount, for DISCOUNT_APPROVAL_MINUTES.
// The order that uses it claims it in its own transaction (order_uuid, once), so it is kept with the
// order; the order's history note names who approved. A manager (or the company) at the till needs no
// second manager. Offline: discounts within the limit go through the outbox like any till order;
// above it the till needs the network for the approval (an approval already given still counts).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { audit } from '../audit/service';
import { discountApprovals, orderDiscounts, orderItems, stores, users } from '../../db/schema';
import {
  DISCOUNT_APPROVAL_MINUTES,
  manualDiscountAmount,
  type DiscountApproval,
  type DiscountApprovalInput,
  type DiscountPolicy,
  type ManualDiscountInput,
  type TillCoupon,
  type TillCouponCheckInput,
  type OrderManualDiscount,
} from '../../contracts/discounts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { checkPassword } from '../auth/service';
import { evaluateCoupon, findCouponByCode, formatMoney } from '../coupons/consumer-service';
import { companies } from '../../db/schema';

type User = AuthContext['user'];

/** Who gives discounts above the limit without anyone else: the store's manager, its company, an admin. */
const APPROVER_ROLES = new Set(['manager', 'company', 'admin']);

async function storeOf(db: DbOrTx, storeUuid: string) {
  const [s] = await db
    .select({ uuid: stores.uuid, companyUuid: stores.companyUuid, limit: stores.discountApprovalLimit, currency: companies.currency })
    .from(stores)
    .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
    .where(eq(stores.uuid, storeUuid));
  if (!s) throw notFound('Store');
  return s;
}

/** The store's limit, for the till (kept on the device for offline use). */
export async function discountPolicy(db: DbOrTx, user: User, storeUuid: string): Promise<DiscountPolicy> {
  const s = await storeOf(db, storeUuid);
  scopeCompany(user, s.companyUuid);
  scopeStore(user, storeUuid);
  return { store_uuid: s.uuid, approval_limit: s.limit, currency: s.currency };
}

/** The store's manager, its company or an admin sets the limit (the back office's store form does it too); audited. */
export async function setDiscountPolicy(db: Db, user: User, storeUuid: string, limit: number): Promise<DiscountPolicy> {
  const s = await storeOf(db, storeUuid);
  scopeCompany(user, s.companyUuid);
  scopeStore(user, storeUuid);
  if (!APPROVER_ROLES.has(user.role)) throw forbidden('Only a manager sets the discount limit');
  await db.transaction(async (tx) => {
    await tx.update(stores).set({ discountApprovalLimit: limit, updatedAt: new Date() }).where(eq(stores.uuid, storeUuid));
    const data = { discount_approval_limit: limit };
    await audit(tx, user, { action: 'update', entity: 'store', entityUuid: storeUuid, companyUuid: s.companyUuid, storeUuid, data });
  });
  return { store_uuid: storeUuid, approval_limit: limit, currency: s.currency };
}

/** Whether `approver` may approve discounts at the store. */
function managesStore(approver: typeof users.$inferSelect, store: { uuid: string; companyUuid: string }): boolean {
  if (approver.role === 'manager') return approver.storeUuid === store.uuid && approver.companyUuid === store.companyUuid;
  if (approver.role === 'company') return approver.companyUuid === store.companyUuid;
  return approver.role === 'admin';
}

/** A manager's approval, given on the till by their sign-in, for the caller (the cashier who asks). */
export async function approveDiscount(db: DbOrTx, user: User, input: DiscountApprovalInput): Promise<DiscountApproval> {
  const store = await storeOf(db, input.store_uuid);
  scopeCompany(user, store.companyUuid);
  scopeStore(user, store.uuid);
  const approver = await checkPassword(db, input.email, input.password);
  if (!managesStore(approver, store)) {
    throw new AppError(403, `${approver.name} is not a manager of this store and cannot approve discounts here`, [
      { path: 'email', message: 'Not a manager of this store' },
    ]);
  }
  const expiresAt = new Date(Date.now() + DISCOUNT_APPROVAL_MINUTES * 60_000);
  const [row] = await db
    .insert(discountApprovals)
    .values({
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      approvedByUuid: approver.uuid,
      requestedByUuid: user.uuid,
      amount: input.amount,
      reason: input.reason,
      expiresAt,
    })
    .returning();
  return {
    uuid: row.uuid,
    store_uuid: row.storeUuid,
    approved_by_uuid: approver.uuid,
    approved_by_name: approver.name,
    amount: row.amount,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export interface PricedLine {
  itemUuid: string;
  name: string;
  lineTotal: number;
}

export interface ManualDiscountPlan {
  /** Minor units taken off by the manual discounts together. */
  amount: number;
  rows: { itemUuid: string | null; itemName: string | null; kind: 'amount' | 'percent'; value: number; amount: number; reason: string }[];
  approval: { uuid: string; approvedByName: string } | null;
}

const tooMuch = (message: string, path: string) => badRequest(message, [{ path, message }]);

/**
 * Works out an order's manual discounts on its priced lines, after the coupon (`couponDiscount`):
 * each line's on that line's amount, the order's on what is left. Refuses a discount larger than
 * the amount it is taken from, and a total above the store's limit without a valid approval (which
 * is locked here and claimed by claimApproval once the order is written).
 */
export async function planManualDiscounts(
  tx: Tx,
  ctx: {
    storeUuid: string;
    limit: number;
    currency: string;
    user: User | null;
    couponDiscount: number;
    approvalUuid: string | undefined;
  },
  lines: PricedLine[],
  discounts: ManualDiscountInput[],
): Promise<ManualDiscountPlan> {
  const money = (n: number) => formatMoney(n, ctx.currency);
  const rows: ManualDiscountPlan['rows'] = [];
  let onLines = 0;
  discounts.forEach((d, i) => {
    if (d.line == null) return;
    const line = lines[d.line];
    const amount = manualDiscountAmount(d, line.lineTotal);
    if (amount > line.lineTotal) {
      throw tooMuch(`A discount of ${money(amount)} on ${line.name} is more than the line's ${money(line.lineTotal)}`, `manual_discounts.${i}.value`);
    }
    onLines += amount;
    rows.push({ itemUuid: line.itemUuid, itemName: line.name, kind: d.kind, value: d.value, amount, reason: d.reason });
  });
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const left = subtotal - ctx.couponDiscount - onLines;
  if (left < 0) {
    throw tooMuch(`The discounts together (${money(ctx.couponDiscount + onLines)}) are more than the order's ${money(subtotal)}`, 'manual_discounts');
  }
  const whole = discounts.findIndex((d) => d.line == null);
  if (whole >= 0) {
    const d = discounts[whole];
    const amount = manualDiscountAmount(d, left);
    if (amount > left) throw tooMuch(`A discount of ${money(amount)} is more than the order's ${money(left)}`, `manual_discounts.${whole}.value`);
    rows.push({ itemUuid: null, itemName: null, kind: d.kind, value: d.value, amount, reason: d.reason });
  }
  const total = rows.reduce((s, r) => s + r.amount, 0);

  let approval: ManualDiscountPlan['approval'] = null;
  const selfApproved = ctx.user !== null && APPROVER_ROLES.has(ctx.user.role);
  if (total > ctx.limit && !selfApproved) {
    const needs = `A discount of ${money(total)} is above this store's limit of ${money(ctx.limit)}: a manager must approve it`;
    if (!ctx.approvalUuid) throw new AppError(403, needs, [{ path: 'discount_approval_uuid', message: 'A manager must approve' }]);
    const [a] = await tx
      .select({ row: discountApprovals, name: users.name })
      .from(discountApprovals)
      .innerJoin(users, eq(users.uuid, discountApprovals.approvedByUuid))
      .where(eq(discountApprovals.uuid, ctx.approvalUuid))
      .for('update', { of: discountApprovals });
    const refuse = (why: string) => new AppError(403, `${needs}; ${why}`, [{ path: 'discount_approval_uuid', message: why }]);
    if (!a || a.row.storeUuid !== ctx.storeUuid || a.row.requestedByUuid !== ctx.user?.uuid) throw refuse('that approval is not for this till');
    if (a.row.orderUuid) throw refuse('that approval was used by another order');
    if (a.row.expiresAt <= new Date()) throw refuse('that approval has expired');
    if (a.row.amount < total) throw refuse(`the approval covers only ${money(a.row.amount)}`);
    approval = { uuid: a.row.uuid, approvedByName: a.name };
  }
  return { amount: total, rows, approval };
}

/** The order's manual discounts and its approval, written once the order and its lines are. */
export async function writeManualDiscounts(tx: Tx, orderUuid: string, createdByUuid: string | null, plan: ManualDiscountPlan) {
  if (plan.approval) {
    await tx.update(discountApprovals).set({ orderUuid }).where(eq(discountApprovals.uuid, plan.approval.uuid));
  }
  if (plan.rows.length === 0) return;
  await tx.insert(orderDiscounts).values(
    plan.rows.map((r) => ({
      orderUuid,
      itemUuid: r.itemUuid,
      kind: r.kind,
      value: r.value,
      amount: r.amount,
      reason: r.reason,
      approvalUuid: plan.approval?.uuid ?? null,
      createdByUuid,
    })),
  );
}

/** The history note's words for the manual discounts (server text, like the other history notes). */
export function discountNote(plan: ManualDiscountPlan, currency: string): string | null {
  if (plan.rows.length === 0) return null;
  const parts = plan.rows.map((r) => `${formatMoney(r.amount, currency)}${r.itemName ? ` on ${r.itemName}` : ''} (${r.reason})`);
  return `Manual discount ${parts.join(', ')}${plan.approval ? `; approved by ${plan.approval.approvedByName}` : ''}`;
}

/** An order's manual discounts with their approval, for its detail and the till's answer. */
export async function readManualDiscounts(db: DbOrTx, orderUuids: string[]): Promise<Map<string, OrderManualDiscount[]>> {
  const out = new Map<string, OrderManualDiscount[]>();
  if (orderUuids.length === 0) return out;
  const rows = await db
    .select({ d: orderDiscounts, itemName: orderItems.name, approval: discountApprovals, approverName: users.name })
    .from(orderDiscounts)
    .leftJoin(orderItems, eq(orderItems.uuid, orderDiscounts.itemUuid))
    .leftJoin(discountApprovals, eq(discountApprovals.uuid, orderDiscounts.approvalUuid))
    .leftJoin(users, eq(users.uuid, discountApprovals.approvedByUuid))
    .where(inArray(orderDiscounts.orderUuid, orderUuids))
    // The lines' discounts (by line name) before the whole order's, as they were worked out.
    .orderBy(sql`${orderDiscounts.itemUuid} is null`, asc(orderItems.name), asc(orderDiscounts.uuid));
  for (const r of rows) {
    const list = out.get(r.d.orderUuid) ?? [];
    list.push({
      uuid: r.d.uuid,
      item_uuid: r.d.itemUuid,
      item_name: r.itemName,
      kind: r.d.kind as 'amount' | 'percent',
      value: r.d.value,
      amount: r.d.amount,
      reason: r.d.reason,
      approval: r.approval
        ? {
            uuid: r.approval.uuid,
            approved_by_name: r.approverName ?? '',
            approved_at: r.approval.createdAt.toISOString(),
            amount: r.approval.amount,
            reason: r.approval.reason,
          }
        : null,
    });
    out.set(r.d.orderUuid, list);
  }
  return out;
}

/** The manual discounts a checkout may carry: staff at a till or the back office only. */
export function assertMayDiscount(staff: boolean, hasDiscounts: boolean) {
  if (hasDiscounts && !staff) throw forbidden('Only staff at a till may give a manual discount');
}

/** A coupon tried at the till: every rule (as checkout will check it), the refusal in its own words (400). */
export async function checkTillCoupon(db: DbOrTx, user: User, input: TillCouponCheckInput): Promise<TillCoupon> {
  const store = await storeOf(db, input.store_uuid);
  scopeCompany(user, store.companyUuid);
  scopeStore(user, store.uuid);
  const found = await findCouponByCode(db, store.companyUuid, input.code);
  if ('reason' in found) throw badRequest(found.reason, [{ path: 'code', message: found.reason }]);
  const verdict = await evaluateCoupon(db, found.coupon, {
    companyUuid: store.companyUuid,
    storeUuid: store.uuid,
    subtotal: input.subtotal,
    currency: store.currency,
    userUuid: null,
    deviceId: input.device_id ?? null,
  });
  if (!verdict.ok) throw badRequest(verdict.reason, [{ path: 'code', message: verdict.reason }]);
  const c = found.coupon;
  return {
    code: c.code,
    type: c.type as TillCoupon['type'],
    value: c.value,
    max_discount: c.maxDiscount,
    min_order: c.minOrder,
    discount: verdict.discount,
  };
}
