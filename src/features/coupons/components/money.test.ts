import { describe, expect, it } from 'vitest';
import { fromMinor, percentToBps, toMinor } from './money';

describe('coupon money fields', () => {
  it('turns a percentage into basis points', () => {
    expect(percentToBps('10')).toBe(1000);
    expect(percentToBps('12,5')).toBe(1250);
    expect(percentToBps('')).toBeNaN();
  });
  it('turns major units into minor units by the currency', () => {
    expect(toMinor('45.50', 'INR')).toBe(4550);
    expect(toMinor('500', 'JPY')).toBe(500);
    expect(toMinor('abc', 'INR')).toBeNaN();
    expect(fromMinor(4550, 'EUR')).toBe('45.5');
    expect(fromMinor(null, 'EUR')).toBe('');
  });
});
