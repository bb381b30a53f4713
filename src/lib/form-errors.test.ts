import { describe, expect, it } from 'vitest';
import { companyBodySchema } from '../../server/contracts/companies';
import { ApiError } from './api-client';
import { errorLeaves, issueKey, messageFor, pathPattern, schemaResolver, serverFieldErrors, validateWith } from './form-errors';

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

describe('zod issues → message keys', () => {
  it('calls an empty value required, else names the kind of issue', () => {
    expect(issueKey('too_small', '')).toBe('form:errors.required');
    expect(issueKey('invalid_type', undefined)).toBe('form:errors.required');
    expect(issueKey('too_small', 'A')).toBe('form:errors.tooSmall');
    expect(issueKey('invalid_format', 'x@')).toBe('form:errors.invalidFormat');
    expect(issueKey('invalid_value', 'soup')).toBe('form:errors.invalidValue');
    expect(issueKey('custom', 'x')).toBe('form:errors.invalid');
  });
  it("prefers the form's own message: exact path, then the row pattern, then the top field", () => {
    const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}:${JSON.stringify(params)}` : key);
    const messages = { name: 'own.name', 'rows.*.price': 'own.price', rows: (code: string | undefined) => `fn.${code}` };
    expect(pathPattern('combo_slots.12.items.3.upcharge')).toBe('combo_slots.*.items.*.upcharge');
    expect(messageFor('name', 'too_small', {}, messages, t)).toBe('own.name');
    expect(messageFor('rows.2.price', 'invalid_type', {}, messages, t)).toBe('own.price');
    expect(messageFor('rows.2.name', 'custom', {}, messages, t)).toBe('fn.custom');
    expect(messageFor('email', 'invalid_format', { email: 'x' }, messages, t)).toBe('form:errors.invalidFormat');
    expect(messageFor('email', 'invalid_format', { email: '' }, messages, t)).toBe('form:errors.required');
  });
});

describe('schemaResolver', () => {
  const t = (key: string) => `T(${key})`;
  const resolve = (values: Record<string, unknown>, messages = {}) =>
    schemaResolver(companyBodySchema, messages, t)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  it("puts the shared schema's failures on their fields, in the person's language", async () => {
    const result = await resolve({ name: 'A', email: 'nope', currency: 'INR' }, { name: 'validation.name' });
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('T(validation.name)');
    // No message of the form's own: the issue's kind.
    expect(result.errors.email?.message).toBe('T(form:errors.invalidFormat)');
  });
  it('hands the parsed body (defaults, transforms) to the save', async () => {
    const result = await resolve({ name: 'Acme Foods', currency: 'inr', join_email_domains: 'Acme.com, acme.com' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Acme Foods', currency: 'INR', tax_rate_bps: 500, join_email_domains: ['acme.com'] });
  });
  it('finds every error of a nested tree, an array with its own error and its rows', () => {
    const tree = { options: { type: 'custom', message: 'a', 0: { name: { type: 'too_small', message: 'b' } } }, kcal: { type: 'invalid_type', message: 'c' } };
    expect(errorLeaves(tree).map(([p, e]) => [p, e.message])).toEqual([
      ['options', 'a'],
      ['options.0.name', 'b'],
      ['kcal', 'c'],
    ]);
    expect(errorLeaves({ options: { root: { type: 'too_small', message: 'r' } } }).map(([p]) => p)).toEqual(['options']);
  });
  it('finds the error of a field called type or message (a product\'s type), which an error node also has', () => {
    const tree = { type: { type: 'invalid_value', message: 'a' }, message: { type: 'too_small', message: 'b' }, name: { type: 'too_small', message: 'c' } };
    expect(errorLeaves(tree).map(([p, e]) => [p, e.message])).toEqual([
      ['type', 'a'],
      ['message', 'b'],
      ['name', 'c'],
    ]);
  });
});

describe('serverFieldErrors', () => {
  it("puts the envelope's field errors on known fields and returns the rest", () => {
    const placed: Record<string, string> = {};
    const err = new ApiError('Invalid input', 400, { slug: 'Slug is taken', 'combo_slots.0.name': 'Too short', owner: 'Not yours' });
    const rest = serverFieldErrors(err, (p, m) => (placed[p] = m), (p) => ['slug', 'combo_slots'].includes(p.split('.')[0]));
    expect(placed).toEqual({ slug: 'Slug is taken', 'combo_slots.0.name': 'Too short' });
    expect(rest).toEqual(['Not yours']);
  });
  it('leaves other failures alone', () => {
    expect(serverFieldErrors(new Error('boom'), () => undefined, () => true)).toBeNull();
    expect(serverFieldErrors(new ApiError('Network', null), () => undefined, () => true)).toBeNull();
  });
});
