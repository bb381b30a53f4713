import { describe, expect, it } from 'vitest';
import type { OrderableProduct } from '../../../../server/contracts/catalogue';
import { bodyFingerprint, checkoutBody, draftLines, setQuantity, subtotalOf } from './order-draft';

const product = (uuid: string, price: number): OrderableProduct => ({
  uuid,
  store_uuid: 's',
  store_name: 'HQ',
  category_uuid: 'c',
  category_name: 'Mains',
  category_sort_order: 0,
  name: `P${uuid}`,
  description: null,
  price,
  currency: 'INR',
  image: null,
  type: 'veg' as OrderableProduct['type'],
  stock: null,
  sort_order: 0,
});

describe('setQuantity', () => {
  it('adds, changes and removes lines, keeping quantities within 0..99', () => {
    let q = setQuantity({}, 'a', 2);
    expect(q).toEqual({ a: 2 });
    q = setQuantity(q, 'a', 150);
    expect(q).toEqual({ a: 99 });
    q = setQuantity(q, 'a', 0);
    expect(q).toEqual({});
    expect(setQuantity({}, 'b', Number.NaN)).toEqual({});
    expect(setQuantity({}, 'b', 2.7)).toEqual({ b: 2 });
  });
  it('refuses a 101st line', () => {
    const full = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, 1]));
    expect(setQuantity(full, 'extra', 1)).toBe(full);
    expect(setQuantity(full, 'p1', 3).p1).toBe(3);
  });
});

describe('draftLines and subtotal', () => {
  it('follows the menu order, drops products not offered, adds up line totals', () => {
    const products = [product('a', 1000), product('b', 250)];
    const lines = draftLines({ b: 2, a: 1, gone: 4 }, products);
    expect(lines.map((l) => [l.product.uuid, l.quantity, l.lineTotal])).toEqual([
      ['a', 1, 1000],
      ['b', 2, 500],
    ]);
    expect(subtotalOf(lines)).toBe(1500);
  });
});

describe('checkoutBody', () => {
  const lines = draftLines({ a: 2 }, [product('a', 100)]);
  const form = { companyUuid: 'co', storeUuid: 'st', consumerUuid: 'u', payment: 'wallet' as const, coupon: ' save10 ', note: '  no onions ' };
  it('is a back-office order for the consumer with items, upper-cased coupon and trimmed note', () => {
    expect(checkoutBody(form, lines)).toEqual({
      company_uuid: 'co',
      store_uuid: 'st',
      consumer_uuid: 'u',
      channel: 'backoffice',
      payment_method: 'wallet',
      items: [{ product_uuid: 'a', quantity: 2 }],
      coupon_code: 'SAVE10',
      note: 'no onions',
    });
  });
  it('leaves out an empty coupon and note', () => {
    const body = checkoutBody({ ...form, coupon: ' ', note: '' }, lines);
    expect(body).not.toHaveProperty('coupon_code');
    expect(body).not.toHaveProperty('note');
  });
  it('fingerprints differ when the order differs', () => {
    expect(bodyFingerprint(checkoutBody(form, lines))).not.toBe(bodyFingerprint(checkoutBody({ ...form, payment: 'counter' }, lines)));
  });
});
