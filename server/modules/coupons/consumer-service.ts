// Coupons on the consumer side: the list a consumer may use now, the rules that decide whether a
// coupon applies to an order (each refusal with its own sentence), and the redemption that checkout
// writes in its transaction. A coupon's use is counted in `coupons.used_count` (raised with a
// conditional update, so a usage limit holds under concurrency) and one `coupon_redemptions` row per
// order (per-user and per-device limits count those).
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { companies, couponRedemptions, coupons, orders, stores } from '../../db/schema';
import type { ConsumerCoupon } from '../../contracts/ordering';
import { AppError } from '../../lib/http';

export type CouponRow = typeof coupons.$inferSelect;

const SYMBOLS: Record<string, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£' };

/** "₹50" or "₹12.50": the way a person reads an amount of minor units. */
export function formatMoney(minor: number, currency: string): string {
  const major = minor / 100;
  const text = Number.isInteger(major) ? String(major) : major.toFixed(2);
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${text}` : `${currency} ${text}`;
}

const dateText = (d: Date) => d.toISOString().slice(0, 10);

export function describeCoupon(c: Pick<CouponRow, 'type' | 'value' | 'maxDiscount' | 'minOrder' | 'offerType'>, currency: string): string {
  const pct = c.value / 100;
  let text = c.type === 'percentage' ? `${Number.isInteger(pct) ? pct : pct.toFixed(2)}% off` : `${formatMoney(c.value, currency)} off`;
  if (c.type === 'percentage' && c.maxDiscount) text += `, up to ${formatMoney(c.maxDiscount, currency)}`;
  if (c.minOrder > 0) text += `${c.type === 'percentage' && c.maxDiscount ? ',' : ''} on orders of ${formatMoney(c.minOrder, currency)} or more`;
  if (c.offerType === 'first_order') text += ', on your first order';
  if (c.offerType === 'wallet') text += ' when you pay with iCash';
  return text;
}

/** The amount a coupon takes off a subtotal: a percentage capped at max_discount, never above the subtotal. */
export function discountFor(c: Pick<CouponRow, 'type' | 'value' | 'maxDiscount'>, subtotal: number): number {
  let d = c.type === 'percentage' ? Math.round((subtotal * c.value) / 10_000) : c.value;
  if (c.type === 'percentage' && c.maxDiscount != null) d = Math.min(d, c.maxDiscount);
  return Math.max(0, Math.min(d, subtotal));
}

export interface CouponContext {
  companyUuid: string;
  storeUuid: string | null;
  subtotal: number;
  currency: string;
  userUuid: string | null;
  deviceId: string | null;
  /** Known at checkout; absent while the coupon only sits on a cart. */
  paymentMethod?: string;
  now?: Date;
}

export type CouponVerdict = { ok: true; discount: number } | { ok: false; reason: string };

/** Finds a coupon by code for a company; a code known only at other companies says so. */
export async function findCouponByCode(db: DbOrTx, companyUuid: string, code: string): Promise<{ coupon: CouponRow } | { reason: string }> {
  const rows = await db.select().from(coupons).where(eq(coupons.code, code));
  const own = rows.find((c) => c.companyUuid === companyUuid);
  if (own) return { coupon: own };
  if (rows.length) return { reason: `The coupon ${code} is not valid at this company` };
  return { reason: `There is no coupon with the code ${code}` };
}

/** Every rule, in the order a person would want to hear them. `db` may be a transaction. */
export async function evaluateCoupon(db: DbOrTx, c: CouponRow, ctx: CouponContext): Promise<CouponVerdict> {
  const now = ctx.now ?? new Date();
  const refuse = (reason: string): CouponVerdict => ({ ok: false, reason });
  if (c.status !== 'active') return refuse(`The coupon ${c.code} is no longer active`);
  if (c.companyUuid !== ctx.companyUuid) return refuse(`The coupon ${c.code} is not valid at this company`);
  if (c.validFrom > now) return refuse(`The coupon ${c.code} can be used from ${dateText(c.validFrom)}`);
  if (c.validTo <= now) return refuse(`The coupon ${c.code} expired on ${dateText(c.validTo)}`);
  if (c.storeUuid && ctx.storeUuid && c.storeUuid !== ctx.storeUuid) {
    const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.uuid, c.storeUuid));
    return refuse(`The coupon ${c.code} is valid only at ${store?.name ?? 'another store'}`);
  }
  if (ctx.subtotal < c.minOrder) {
    return refuse(
      `Add ${formatMoney(c.minOrder - ctx.subtotal, ctx.currency)} more to use this coupon (minimum order ${formatMoney(c.minOrder, ctx.currency)})`,
    );
  }
  if (c.usageLimit != null && c.usedCount >= c.usageLimit) return refuse(`The coupon ${c.code} has been used up`);
  if (c.perUserLimit != null && (ctx.userUuid || ctx.deviceId)) {
    const who = ctx.userUuid ? eq(couponRedemptions.userUuid, ctx.userUuid) : eq(couponRedemptions.deviceId, ctx.deviceId!);
    const [{ n }] = await db.select({ n: count() }).from(couponRedemptions).where(and(eq(couponRedemptions.couponUuid, c.uuid), who));
    if (n >= c.perUserLimit) {
      return refuse(`You have already used the coupon ${c.code} ${c.perUserLimit === 1 ? 'once, its limit' : `${n} times, its limit per customer`}`);
    }
  }
  if (c.offerType === 'first_order') {
    if (!ctx.userUuid && !ctx.deviceId) return refuse(`The coupon ${c.code} is for a first order; log in to use it`);
    const who = ctx.userUuid ? eq(orders.userUuid, ctx.userUuid) : and(eq(orders.deviceId, ctx.deviceId!), isNull(orders.userUuid));
    const [{ n }] = await db.select({ n: count() }).from(orders).where(and(who, ne(orders.status, 'cancelled')));
    if (n > 0) return refuse(`The coupon ${c.code} is for a first order only`);
  }
  if (c.offerType === 'wallet') {
    if (!ctx.userUuid) return refuse(`The coupon ${c.code} applies when you pay with iCash; log in to use it`);
    if (ctx.paymentMethod && ctx.paymentMethod !== 'wallet') return refuse(`The coupon ${c.code} applies only when you pay with iCash`);
  }
  return { ok: true, discount: discountFor(c, ctx.subtotal) };
}

/**
 * Checkout's claim, inside its transaction: locks the coupon row (concurrent redemptions queue here,
 * so the per-user count below sees the ones committed before), re-checks every rule, and raises
 * used_count only while under the limit. Throws 400 with the reason when refused, 409 when the last
 * use went to someone else meanwhile. recordRedemption() then writes the order's redemption row.
 */
export async function claimCoupon(tx: Tx, couponUuid: string, ctx: CouponContext): Promise<{ coupon: CouponRow; discount: number }> {
  const [c] = await tx.select().from(coupons).where(eq(coupons.uuid, couponUuid)).for('update');
  if (!c) throw new AppError(400, 'That coupon no longer exists');
  const verdict = await evaluateCoupon(tx, c, ctx);
  if (!verdict.ok) throw new AppError(400, verdict.reason, [{ path: 'coupon_code', message: verdict.reason }]);
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.uuid, couponUuid), or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`)))
    .returning({ uuid: coupons.uuid });
  if (!taken) throw new AppError(409, `The coupon ${c.code} has been used up`, [{ path: 'coupon_code', message: 'Used up' }]);
  return { coupon: c, discount: verdict.discount };
}

export async function recordRedemption(
  tx: Tx,
  r: { couponUuid: string; orderUuid: string; userUuid: string | null; deviceId: string | null; discount: number },
) {
  await tx.insert(couponRedemptions).values({
    couponUuid: r.couponUuid,
    orderUuid: r.orderUuid,
    userUuid: r.userUuid,
    deviceId: r.userUuid ? null : r.deviceId,
    discountAmount: r.discount,
  });
}

/** Active coupons valid now for a company (and store), with a sentence each; first-order offers hidden from those who ordered. */
export async function listConsumerCoupons(
  db: DbOrTx,
  q: { companyUuid: string; storeUuid?: string; userUuid?: string | null; deviceId?: string | null },
): Promise<ConsumerCoupon[]> {
  const [company] = await db.select({ currency: companies.currency, status: companies.status }).from(companies).where(eq(companies.uuid, q.companyUuid));
  if (!company || company.status !== 'active') return [];
  const now = new Date();
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.companyUuid, q.companyUuid),
        eq(coupons.status, 'active'),
        lte(coupons.validFrom, now),
        gt(coupons.validTo, now),
        q.storeUuid ? or(isNull(coupons.storeUuid), eq(coupons.storeUuid, q.storeUuid)) : undefined,
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
      ),
    )
    .orderBy(asc(coupons.validTo), asc(coupons.code));
  let hasOrdered = false;
  if (rows.some((c) => c.offerType === 'first_order') && (q.userUuid || q.deviceId)) {
    const who = q.userUuid ? eq(orders.userUuid, q.userUuid) : and(eq(orders.deviceId, q.deviceId!), isNull(orders.userUuid));
    const [{ n }] = await db.select({ n: count() }).from(orders).where(and(who, ne(orders.status, 'cancelled')));
    hasOrdered = n > 0;
  }
  let usedUp = new Set<string>();
  const limited = rows.filter((c) => c.perUserLimit != null).map((c) => c.uuid);
  if (limited.length && (q.userUuid || q.deviceId)) {
    const who = q.userUuid ? eq(couponRedemptions.userUuid, q.userUuid) : eq(couponRedemptions.deviceId, q.deviceId!);
    const used = await db
      .select({ coupon: couponRedemptions.couponUuid, n: count() })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponUuid, limited), who))
      .groupBy(couponRedemptions.couponUuid);
    usedUp = new Set(used.filter((u) => u.n >= (rows.find((c) => c.uuid === u.coupon)?.perUserLimit ?? Infinity)).map((u) => u.coupon));
  }
  return rows
    .filter((c) => !(hasOrdered && c.offerType === 'first_order') && !usedUp.has(c.uuid))
    .map((c) => ({
      uuid: c.uuid,
      code: c.code,
      type: c.type,
      offer_type: c.offerType,
      value: c.value,
      max_discount: c.maxDiscount,
      min_order: c.minOrder,
      store_uuid: c.storeUuid,
      valid_to: c.validTo.toISOString(),
      description: c.description ?? describeCoupon(c, company.currency),
      terms: describeCoupon(c, company.currency),
    }));
}
