// Discounts at the till, the parts without zod (the till's first screen works its totals out with
// these; contracts/discounts.ts re-exports them with the wire schemas).

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The amount a manual discount takes off `base` (a line's or the order's amount), before it is checked against it. */
export function manualDiscountAmount(d: { kind: DiscountKind; value: number }, base: number): number {
  return d.kind === 'percent' ? Math.round((base * d.value) / 10_000) : d.value;
}

/** A coupon that applies at the till: its terms, so the till works its amount out again as the ticket changes. */
export interface TillCoupon {
  code: string;
  type: 'percentage' | 'flat';
  value: number;
  max_discount: number | null;
  min_order: number;
  /** What it takes off the subtotal it was checked with. */
  discount: number;
}

/** A coupon's amount on a subtotal, as the server's discountFor works it out (0 below its minimum order). */
export function tillCouponAmount(c: Pick<TillCoupon, 'type' | 'value' | 'max_discount' | 'min_order'>, subtotal: number): number {
  if (subtotal < c.min_order) return 0;
  let d = c.type === 'percentage' ? Math.round((subtotal * c.value) / 10_000) : c.value;
  if (c.type === 'percentage' && c.max_discount != null) d = Math.min(d, c.max_discount);
  return Math.max(0, Math.min(d, subtotal));
}
