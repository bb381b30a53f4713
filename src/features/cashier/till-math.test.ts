import { describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN } from '../../../server/contracts/ordering';
import {
  changeDue,
  discountAmounts,
  elapsedLabel,
  lineKey,
  manualDiscountsBody,
  newClientOrderId,
  parseTicket,
  quickTenders,
  taxOn,
  tillTotals,
} from './till-math';

describe('newClientOrderId', () => {
  it('makes ids the server accepts', () => {
    for (let i = 0; i < 200; i++) expect(newClientOrderId()).toMatch(ORDER_ID_PATTERN);
  });
  it('uses the whole alphabet without 0, O, 1 or I', () => {
    expect(newClientOrderId(() => new Uint8Array([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('ORD-ABCD6789');
    expect(newClientOrderId(() => new Uint8Array([32, 255, 64, 96, 128, 160, 192, 224]))).toBe('ORD-A9AAAAAA');
  });
});

describe('tillTotals', () => {
  const lines = [
    { product_uuid: 'a', name: 'Tea', unit_price: 1550, quantity: 2, note: '' },
    { product_uuid: 'b', name: 'Dosa', unit_price: 6000, quantity: 1, note: 'no onion' },
  ];
  it('adds lines and the tax the server adds', () => {
    expect(tillTotals(lines, 500)).toEqual({ subtotal: 9100, discount: 0, tax: 455, total: 9555, itemCount: 3 });
  });
  it('rounds tax like the server', () => {
    expect(taxOn(1010, 500)).toBe(51);
    expect(taxOn(1009, 500)).toBe(50);
    expect(tillTotals([], 500)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0, itemCount: 0 });
  });
});

describe('cash', () => {
  it('gives change only when the cash covers the total', () => {
    expect(changeDue(null, 500)).toBeNull();
    expect(changeDue(499, 500)).toBeNull();
    expect(changeDue(500, 500)).toBe(0);
    expect(changeDue(2000, 955)).toBe(1045);
  });
  it('offers the exact amount and round notes above it', () => {
    expect(quickTenders(9555)).toEqual([9555, 10000, 50000]);
    expect(quickTenders(10000)).toEqual([10000, 50000]);
    expect(quickTenders(120)).toEqual([120, 1000, 5000, 10000]);
  });
});

describe('elapsedLabel', () => {
  const t0 = Date.parse('2026-01-01T10:00:00Z');
  it('counts minutes and seconds, then hours', () => {
    expect(elapsedLabel('2026-01-01T10:00:00Z', t0 + 247_000)).toBe('4:07');
    expect(elapsedLabel('2026-01-01T10:00:00Z', t0 + 3_750_000)).toBe('1:02:30');
  });
  it('never goes negative when the clocks disagree', () => {
    expect(elapsedLabel('2026-01-01T10:00:05Z', t0)).toBe('0:00');
  });
});

describe('parseTicket', () => {
  it('keeps well-formed lines and drops anything else storage may hold', () => {
    const good = { product_uuid: 'p1', name: 'Tea', unit_price: 2000, quantity: 2, note: 'no sugar' };
    expect(parseTicket([good, { ...good, quantity: 0 }, { ...good, unit_price: 1.5 }, { ...good, note: 3 }, null, 'x'])).toEqual([good]);
    expect(parseTicket({ lines: [good] })).toEqual([]);
    expect(parseTicket(null)).toEqual([]);
  });
  it('keeps a line’s choices and drops a line whose choices are malformed', () => {
    const good = { product_uuid: 'p1', name: 'Latte', unit_price: 430, quantity: 1, note: '', product_price: 300 };
    const oat = { group_uuid: 'g', group_name: 'Milk', option_uuid: 'o', name: 'Oat milk', price: 50, kind: 'single' };
    const main = { slot_uuid: 's', slot_name: 'Main', product_uuid: 'w', name: 'Wrap', upcharge: 0 };
    const withChoices = { ...good, options: [oat], combo: [main] };
    expect(
      parseTicket([
        withChoices,
        { ...good, options: null },
        { ...good, options: [{ ...oat, price: '50' }] },
        { ...good, combo: [{}] },
        { ...good, product_price: 'x' },
      ]),
    ).toEqual([withChoices, { ...good, options: null }]);
  });
});

describe('discounts on the ticket', () => {
  const a = { product_uuid: 'a', name: 'Tea', unit_price: 2000, quantity: 2, note: '' };
  const b = { product_uuid: 'b', name: 'Cake', unit_price: 3000, quantity: 1, note: '' };
  const coupon = { code: 'TEN', type: 'percentage' as const, value: 1000, max_discount: null, min_order: 0, discount: 0 };

  it('takes the coupon off the subtotal, each line discount off its line, the order discount off the rest, tax on what is left', () => {
    const d = {
      coupon,
      manual: [
        { line: lineKey(a), kind: 'percent' as const, value: 5000, reason: 'Staff' },
        { line: null, kind: 'amount' as const, value: 500, reason: 'Late' },
      ],
      approval: null,
    };
    expect(tillTotals([a, b], 500, d)).toEqual({ subtotal: 7000, discount: 700 + 2000 + 500, tax: 190, total: 3990, itemCount: 3 });
    expect(manualDiscountsBody([b, a], d)).toEqual([
      { line: 1, kind: 'percent', value: 5000, reason: 'Staff' },
      { kind: 'amount', value: 500, reason: 'Late' },
    ]);
  });

  it('flags a discount above its amount and never takes off more than the subtotal', () => {
    const d = { coupon: null, manual: [{ line: lineKey(b), kind: 'amount' as const, value: 3001, reason: 'Too much' }], approval: null };
    expect(discountAmounts([a, b], d).over).toBe(true);
    expect(discountAmounts([a, b], { ...d, manual: [{ ...d.manual[0], value: 3000 }] }).over).toBe(false);
    expect(tillTotals([b], 0, { coupon: null, manual: [{ line: null, kind: 'amount', value: 9999, reason: 'x' }], approval: null }).total).toBe(0);
  });
});
