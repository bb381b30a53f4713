// What each line of an order was actually paid (issue 16), so a refund gives back no more and no
// less than that: the line's total minus its own manual discount, minus its share of the order-level
// discounts (the coupon and the whole-order manual discount, shared in proportion to what is left of
// each line after its own discount), plus its share of the order's tax (shared in proportion to
// each line's taxed amount, the tax itself as the order computed it). Every share is split by the
// largest remainder, so the lines add up exactly to the order's total: no cent lost or gained.
// A partial quantity takes the cumulative part of its line: units a+1..a+q of a line of Q units paid P
// are round(P·(a+q)/Q) − round(P·a/Q), so refunding a line in any steps adds up to P exactly.
// Pure: no database, no dates; the refund service feeds it the order's rows, and the till's refund
// dialog the order's view, so its estimate is the server's figure.

/**
 * `amount` split over `weights` in proportion, in whole minor units, adding up to `amount` exactly.
 * The floor of each share first, then the remaining units one each to the largest fractional
 * remainders (ties to the earlier index). Zero weights get nothing unless all weights are zero, when
 * the amount is split evenly (the same way). Negative amounts are split as their opposite, negated.
 */
export function allocateLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  if (!Number.isInteger(amount)) throw new Error(`Cannot allocate a fraction of a unit (${amount})`);
  if (amount < 0) return allocateLargestRemainder(-amount, weights).map((x) => (x === 0 ? 0 : -x));
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new Error('Weights must be finite and not negative');
  const total = weights.reduce((s, w) => s + w, 0);
  const ws = total > 0 ? weights : weights.map(() => 1);
  const sum = total > 0 ? total : n;
  // Integer arithmetic where the inputs are integers (money always is): quotient and remainder of amount·w / sum.
  const shares = ws.map((w) => Math.floor((amount * w) / sum));
  const rems = ws.map((w, i) => amount * w - shares[i] * sum);
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = ws.map((_, i) => i).sort((a, b) => rems[b] - rems[a] || a - b);
  for (let k = 0; left > 0; k = (k + 1) % n) {
    shares[order[k]] += 1;
    left -= 1;
  }
  return shares;
}

export interface PaidLineInput {
  /** The line's amount before any discount (unit price × quantity). */
  lineTotal: number;
  /** The manual discounts given on this line itself. */
  lineDiscount: number;
}

export interface PaidOrderInput {
  lines: readonly PaidLineInput[];
  /** The order's whole discount: coupon + manual discounts on lines + manual discount on the order. */
  discount: number;
  /** The order's total as charged (subtotal − discount + tax). */
  total: number;
}

export interface PaidLine {
  /** What is left of the line after its own discount. */
  net: number;
  /** Its share of the order-level discounts (coupon and order manual discount). */
  orderDiscount: number;
  /** Its share of the tax. */
  tax: number;
  /** What was actually paid for the line: net − orderDiscount + tax. */
  paid: number;
}

/** What each line was paid; the `paid` figures add up to `total` exactly. */
export function paidPerLine(input: PaidOrderInput): PaidLine[] {
  const nets = input.lines.map((l) => Math.max(0, l.lineTotal - Math.min(l.lineDiscount, l.lineTotal)));
  const onLines = input.lines.reduce((s, l, i) => s + (l.lineTotal - nets[i]), 0);
  const netSum = nets.reduce((s, x) => s + x, 0);
  // The order-level discounts: all the discount not given on a line, never more than what is left.
  const orderLevel = Math.min(Math.max(0, input.discount - onLines), netSum);
  const orderShares = netSum > 0 ? allocateLargestRemainder(orderLevel, nets) : nets.map(() => 0);
  const taxed = nets.map((x, i) => x - orderShares[i]);
  const taxedSum = taxed.reduce((s, x) => s + x, 0);
  // The tax as the order charged it: whatever of the total is not the taxed amounts (so the lines add
  // up to the total even for an order whose figures were worked out elsewhere, e.g. offline).
  const tax = input.total - taxedSum;
  const taxShares =
    taxedSum > 0
      ? allocateLargestRemainder(tax, taxed)
      : // Nothing taxed (all given away) but something charged: shared by the lines' amounts.
        allocateLargestRemainder(tax, input.lines.map((l) => l.lineTotal));
  return nets.map((net, i) => ({ net, orderDiscount: orderShares[i], tax: taxShares[i], paid: taxed[i] + taxShares[i] }));
}

/**
 * The refund of `quantity` more units of a line of `lineQuantity` units paid `paid`, when
 * `alreadyRefunded` of them were refunded before: the cumulative part, so all steps add up to `paid`.
 */
export function unitsRefund(paid: number, lineQuantity: number, alreadyRefunded: number, quantity: number): number {
  if (lineQuantity <= 0) return 0;
  const upTo = (k: number) => Math.round((paid * Math.min(Math.max(k, 0), lineQuantity)) / lineQuantity);
  return upTo(alreadyRefunded + quantity) - upTo(alreadyRefunded);
}

export interface RefundableOrder {
  items: readonly { uuid: string; quantity: number; lineTotal: number }[];
  /** Manual discounts given on lines: item uuid and amount (several on one line add up). */
  lineDiscounts: readonly { itemUuid: string | null; amount: number }[];
  discount: number;
  total: number;
}

/**
 * What refunding `wanted` gives back per wanted line, when `already` (item uuid → quantity) were
 * refunded before: the server's rule, and the refund dialog's estimate before sending.
 */
export function refundLineAmounts(
  order: RefundableOrder,
  already: ReadonlyMap<string, number>,
  wanted: readonly { uuid: string; quantity: number }[],
): number[] {
  const own = new Map<string, number>();
  for (const d of order.lineDiscounts) if (d.itemUuid) own.set(d.itemUuid, (own.get(d.itemUuid) ?? 0) + d.amount);
  const paid = paidPerLine({
    lines: order.items.map((i) => ({ lineTotal: i.lineTotal, lineDiscount: own.get(i.uuid) ?? 0 })),
    discount: order.discount,
    total: order.total,
  });
  return wanted.map((w) => {
    const k = order.items.findIndex((i) => i.uuid === w.uuid);
    return k < 0 ? 0 : unitsRefund(paid[k].paid, order.items[k].quantity, already.get(w.uuid) ?? 0, w.quantity);
  });
}
