import { describe, expect, it } from 'vitest';
import { taxOn } from '../../modules/cart/service';
import { manualDiscountAmount, tillCouponAmount } from '../constants/discounts';
import { allocateLargestRemainder, paidPerLine, refundLineAmounts, unitsRefund } from '../constants/refund-allocation';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** An order's figures as checkout works them out: line discounts, coupon on the subtotal, the order discount on what is left, tax. */
function checkoutOrder(
  lines: { lineTotal: number; lineDiscount?: { kind: 'amount' | 'percent'; value: number } }[],
  opts: { coupon?: { type: 'percentage' | 'flat'; value: number }; orderDiscount?: { kind: 'amount' | 'percent'; value: number }; taxRateBps?: number } = {},
) {
  const subtotal = sum(lines.map((l) => l.lineTotal));
  const coupon = opts.coupon ? tillCouponAmount({ ...opts.coupon, max_discount: null, min_order: 0 }, subtotal) : 0;
  const onLines = lines.map((l) => (l.lineDiscount ? manualDiscountAmount(l.lineDiscount, l.lineTotal) : 0));
  const left = subtotal - coupon - sum(onLines);
  const whole = opts.orderDiscount ? manualDiscountAmount(opts.orderDiscount, left) : 0;
  const discount = coupon + sum(onLines) + whole;
  const tax = taxOn(subtotal - discount, opts.taxRateBps ?? 0);
  return {
    input: { lines: lines.map((l, i) => ({ lineTotal: l.lineTotal, lineDiscount: onLines[i] })), discount, total: subtotal - discount + tax },
    subtotal,
    coupon,
    whole,
    tax,
  };
}

describe('allocateLargestRemainder', () => {
  it('splits 1/3 each with the spare unit to the earliest of equal remainders, adding up exactly', () => {
    expect(allocateLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateLargestRemainder(200, [1, 1, 1])).toEqual([67, 67, 66]);
    expect(allocateLargestRemainder(1, [1, 1, 1])).toEqual([1, 0, 0]);
  });

  it('gives the spare units to the largest remainders, not the largest weights', () => {
    // 10 over 7,2,1 of 10 → exact 7, 2, 1; 10 over 5,3,3 → 4.545.., 2.727.., 2.727.. → 4, 3, 3.
    expect(allocateLargestRemainder(10, [7, 2, 1])).toEqual([7, 2, 1]);
    expect(allocateLargestRemainder(10, [5, 3, 3])).toEqual([4, 3, 3]);
  });

  it('gives zero weights nothing, splits evenly when all are zero, handles negatives and empty', () => {
    expect(allocateLargestRemainder(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(allocateLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(allocateLargestRemainder(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateLargestRemainder(0, [1, 2])).toEqual([0, 0]);
    expect(allocateLargestRemainder(5, [])).toEqual([]);
    expect(() => allocateLargestRemainder(1.5, [1])).toThrow();
    expect(() => allocateLargestRemainder(1, [-1, 2])).toThrow();
  });

  it('always adds up exactly and each share is within one unit of the exact one', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    for (let k = 0; k < 500; k++) {
      const weights = Array.from({ length: 1 + rnd(6) }, () => rnd(5000));
      const amount = rnd(100_000);
      const shares = allocateLargestRemainder(amount, weights);
      expect(sum(shares)).toBe(amount);
      const total = sum(weights);
      shares.forEach((s, i) => {
        const exact = total > 0 ? (amount * weights[i]) / total : amount / weights.length;
        expect(Math.abs(s - exact)).toBeLessThan(1);
      });
    }
  });
});

describe('paidPerLine', () => {
  it('three lines of a third each with tax: the lines add up to the total exactly', () => {
    const o = checkoutOrder([{ lineTotal: 333 }, { lineTotal: 333 }, { lineTotal: 333 }], { orderDiscount: { kind: 'amount', value: 100 }, taxRateBps: 1000 });
    const paid = paidPerLine(o.input);
    // The order discount 100 over three equal lines: 34, 33, 33 → taxed 299, 300, 300 (899); tax 90
    // shares 29.9, 30.03, 30.03 → 30, 30, 30 (the spare unit to the largest remainder, the first).
    expect(o.input.total).toBe(989);
    expect(paid.map((p) => p.orderDiscount)).toEqual([34, 33, 33]);
    expect(paid.map((p) => p.tax)).toEqual([30, 30, 30]);
    expect(paid.map((p) => p.paid)).toEqual([329, 330, 330]);
    expect(sum(paid.map((p) => p.paid))).toBe(o.input.total);
    expect(sum(paid.map((p) => p.orderDiscount))).toBe(100);
    expect(sum(paid.map((p) => p.tax))).toBe(o.tax);
  });

  it('a line given away at 100 % was paid nothing and takes no share of the order discount or tax', () => {
    const o = checkoutOrder([{ lineTotal: 500, lineDiscount: { kind: 'percent', value: 10_000 } }, { lineTotal: 1000 }], {
      coupon: { type: 'flat', value: 100 },
      taxRateBps: 800,
    });
    const paid = paidPerLine(o.input);
    expect(paid[0]).toEqual({ net: 0, orderDiscount: 0, tax: 0, paid: 0 });
    expect(paid[1].paid).toBe(o.input.total);
  });

  it('line discount, coupon and order discount together: each line pays its own discount, the rest shared, tax as charged', () => {
    const o = checkoutOrder(
      [
        { lineTotal: 1200, lineDiscount: { kind: 'percent', value: 2500 } },
        { lineTotal: 700 },
        { lineTotal: 455, lineDiscount: { kind: 'amount', value: 55 } },
      ],
      { coupon: { type: 'percentage', value: 1000 }, orderDiscount: { kind: 'percent', value: 500 }, taxRateBps: 1900 },
    );
    const paid = paidPerLine(o.input);
    expect(paid.map((p) => p.net)).toEqual([900, 700, 400]);
    expect(sum(paid.map((p) => p.orderDiscount))).toBe(o.coupon + o.whole);
    expect(sum(paid.map((p) => p.tax))).toBe(o.tax);
    expect(sum(paid.map((p) => p.paid))).toBe(o.input.total);
    // The discounted line pays less than its share of the subtotal would say.
    const naive = Math.round((1200 * o.input.total) / o.subtotal);
    expect(paid[0].paid).toBeLessThan(naive);
    // Each line's order discount and tax are within a unit of its exact share.
    const taxedSum = sum(paid.map((p) => p.net - p.orderDiscount));
    paid.forEach((p) => {
      expect(Math.abs(p.orderDiscount - ((o.coupon + o.whole) * p.net) / 2000)).toBeLessThan(1);
      expect(Math.abs(p.tax - (o.tax * (p.net - p.orderDiscount)) / taxedSum)).toBeLessThan(1);
    });
  });

  it('an order given away whole is paid nothing per line', () => {
    const o = checkoutOrder([{ lineTotal: 300 }, { lineTotal: 200 }], { orderDiscount: { kind: 'percent', value: 10_000 }, taxRateBps: 1000 });
    expect(o.input.total).toBe(0);
    expect(paidPerLine(o.input).map((p) => p.paid)).toEqual([0, 0]);
  });

  it('adds up to the total for many random till orders', () => {
    let seed = 11;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    for (let k = 0; k < 300; k++) {
      const lines = Array.from({ length: 1 + rnd(5) }, () => {
        const lineTotal = 1 + rnd(3000);
        return rnd(3) === 0 ? { lineTotal, lineDiscount: { kind: 'percent' as const, value: rnd(10_001) } } : { lineTotal };
      });
      const o = checkoutOrder(lines, {
        coupon: rnd(2) ? { type: 'percentage', value: rnd(3000) } : undefined,
        orderDiscount: rnd(2) ? { kind: 'percent', value: 1 + rnd(5000) } : undefined,
        taxRateBps: rnd(2500),
      });
      const paid = paidPerLine(o.input);
      expect(sum(paid.map((p) => p.paid))).toBe(o.input.total);
      paid.forEach((p, i) => {
        expect(p.paid).toBeGreaterThanOrEqual(0);
        if (o.input.lines[i].lineDiscount === o.input.lines[i].lineTotal) expect(p.paid).toBe(0);
      });
    }
  });
});

describe('unitsRefund', () => {
  it('partial quantities add up to the line exactly, in any steps', () => {
    expect(unitsRefund(100, 3, 0, 1)).toBe(33);
    expect(unitsRefund(100, 3, 1, 1)).toBe(34);
    expect(unitsRefund(100, 3, 2, 1)).toBe(33);
    expect(unitsRefund(100, 3, 0, 1) + unitsRefund(100, 3, 1, 2)).toBe(100);
    expect(unitsRefund(100, 3, 0, 3)).toBe(100);
    expect(unitsRefund(0, 4, 0, 4)).toBe(0);
    expect(unitsRefund(7, 0, 0, 1)).toBe(0);
  });

  it('scales with the line as paid, not its list price', () => {
    // A line of 4 at 250 with 40 % off paid 600: two units give back 300.
    expect(unitsRefund(600, 4, 0, 2)).toBe(300);
    expect(unitsRefund(600, 4, 2, 2)).toBe(300);
  });
});

describe('refundLineAmounts', () => {
  const order = {
    items: [
      { uuid: 'a', quantity: 3, lineTotal: 900 },
      { uuid: 'b', quantity: 1, lineTotal: 300 },
      { uuid: 'c', quantity: 2, lineTotal: 200 },
    ],
    // 300 off a, 100 % off c (two rows on c add up), 60 of coupon and order discount.
    lineDiscounts: [
      { itemUuid: 'a', amount: 300 },
      { itemUuid: 'c', amount: 150 },
      { itemUuid: 'c', amount: 50 },
      { itemUuid: null, amount: 60 },
    ],
    discount: 300 + 200 + 60,
    total: 1400 - 560 + 84,
  };

  it('each line by what it was paid, a free line nothing, partial steps adding up to the total', () => {
    // Nets 600, 300, 0; the 60 shared 40, 20; taxed 560, 280; tax 84 shared 56, 28.
    expect(refundLineAmounts(order, new Map(), [{ uuid: 'a', quantity: 3 }, { uuid: 'b', quantity: 1 }, { uuid: 'c', quantity: 2 }])).toEqual([616, 308, 0]);
    const first = refundLineAmounts(order, new Map(), [{ uuid: 'a', quantity: 1 }]);
    const rest = refundLineAmounts(order, new Map([['a', 1]]), [{ uuid: 'a', quantity: 2 }, { uuid: 'b', quantity: 1 }]);
    expect(first).toEqual([205]);
    expect(first[0] + rest[0] + rest[1]).toBe(order.total);
    expect(refundLineAmounts(order, new Map(), [{ uuid: 'zzz', quantity: 1 }])).toEqual([0]);
  });
});
