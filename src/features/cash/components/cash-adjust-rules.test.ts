import { describe, expect, it } from 'vitest';
import { validateAdjustment } from './cash-adjust-rules';

describe('validateAdjustment', () => {
  it('turns a typed amount into minor units and trims the reason', () => {
    expect(validateAdjustment('12.5', '  top-up at desk ')).toEqual({ value: { amount: 1250, reason: 'top-up at desk' }, errors: {} });
    expect(validateAdjustment('7,25', 'refund')).toMatchObject({ value: { amount: 725 } });
  });
  it('refuses amounts that are not money, or nothing', () => {
    expect(validateAdjustment('abc', 'reason').errors).toEqual({ amount: 'amount' });
    expect(validateAdjustment('1.234', 'reason').errors).toEqual({ amount: 'amount' });
    expect(validateAdjustment('-5', 'reason').errors).toEqual({ amount: 'amount' });
    expect(validateAdjustment('0', 'reason').errors).toEqual({ amount: 'amountZero' });
  });
  it('asks for a reason of 3 to 200 characters', () => {
    expect(validateAdjustment('5', ' ab ').errors).toEqual({ reason: 'reason' });
    expect(validateAdjustment('5', 'x'.repeat(201)).errors).toEqual({ reason: 'reason' });
    expect(validateAdjustment('', '').value).toBeNull();
  });
});
