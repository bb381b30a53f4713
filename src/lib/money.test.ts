import { describe, expect, it } from 'vitest';
import { formatMoney, toMajorText, toMinorUnits } from './money';

describe('prices', () => {
  it('turns typed major units into minor units', () => {
    expect(toMinorUnits('45.50')).toBe(4550);
    expect(toMinorUnits('45,5')).toBe(4550);
    expect(toMinorUnits(' 45 ')).toBe(4500);
    expect(toMinorUnits('0.05')).toBe(5);
    expect(toMinorUnits('100000.00')).toBe(10_000_000);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '45.505', '-3', '1e3', '100000.01', '4 5']) expect(toMinorUnits(bad), bad).toBeNull();
  });
  it('shows minor units as an amount in the currency', () => {
    expect(toMajorText(4550)).toBe('45.50');
    expect(formatMoney(4550, 'INR', 'en-US')).toBe('₹45.50');
    expect(formatMoney(4550, 'EUR', 'de-DE')).toMatch(/^45,50\s€$/);
    expect(formatMoney(4550, null, 'en-US')).toBe('45.50');
  });
  it('writes the rupee sign in every language of the app, never the code', () => {
    expect(formatMoney(6000, 'INR', 'en')).toBe('₹60.00');
    expect(formatMoney(6000, 'INR', 'es')).toMatch(/^60,00\s₹$/);
    expect(formatMoney(6000, 'INR', 'es-ES')).toMatch(/^60,00\s₹$/);
    expect(formatMoney(6000, 'INR', 'de')).toMatch(/^60,00\s₹$/);
    expect(formatMoney(123456, 'INR', 'de-DE')).toMatch(/^1\.234,56\s₹$/);
    for (const language of ['en', 'es', 'de']) expect(formatMoney(6000, 'INR', language)).not.toContain('INR');
  });
});
