import { describe, expect, it } from 'vitest';
import { companyBodySchema } from '../../server/contracts/companies';
import { validateWith } from './form-errors';

describe('validateWith', () => {
  it('gives each failing field its translated message once', () => {
    const { data, errors } = validateWith(companyBodySchema, { name: 'A', email: 'nope', currency: 'EU' }, { name: 'N', email: 'E' });
    expect(data).toBeNull();
    expect(errors.name).toBe('N');
    expect(errors.email).toBe('E');
    expect(errors.currency).toMatch(/3-letter/);
  });
  it('returns parsed data when valid', () => {
    const { data, errors } = validateWith(companyBodySchema, { name: 'Acme Foods', currency: 'inr' }, {});
    expect(errors).toEqual({});
    expect(data?.currency).toBe('INR');
    expect(data?.tax_rate_bps).toBe(500);
  });
});
