import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '../../../server/contracts/catalogue';
import { ORDER_ID_PATTERN } from '../../../server/contracts/ordering';
import { cartReducer, cartTotals, newOrderId, type KioskLine } from './kiosk-cart';

const product = (uuid: string, price: number, stock: number | null = null) => ({ uuid, name: `P ${uuid}`, image: null, price, stock }) as PublicProduct;

describe('the kiosk cart', () => {
  it('adds a product once and raises its quantity on the next touch, up to the stock left', () => {
    let lines: KioskLine[] = [];
    lines = cartReducer(lines, { type: 'add', product: product('a', 250, 2) });
    lines = cartReducer(lines, { type: 'add', product: product('a', 250, 2) });
    lines = cartReducer(lines, { type: 'add', product: product('a', 250, 2) });
    expect(lines).toEqual([{ product_uuid: 'a', name: 'P a', image: null, unit_price: 250, quantity: 2 }]);
    expect(cartReducer([], { type: 'add', product: product('b', 100, 0) })).toEqual([]);
  });

  it('sets quantities, removes a line at 0 and clears', () => {
    let lines = cartReducer([], { type: 'add', product: product('a', 250) });
    lines = cartReducer(lines, { type: 'add', product: product('b', 100) });
    lines = cartReducer(lines, { type: 'set', product_uuid: 'a', quantity: 4 });
    expect(lines.map((l) => l.quantity)).toEqual([4, 1]);
    lines = cartReducer(lines, { type: 'set', product_uuid: 'b', quantity: 0 });
    expect(lines.map((l) => l.product_uuid)).toEqual(['a']);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('totals as the server does: tax on subtotal minus discount, rounded once', () => {
    const lines = cartReducer(cartReducer([], { type: 'add', product: product('a', 333) }), { type: 'set', product_uuid: 'a', quantity: 3 });
    expect(cartTotals(lines, 500)).toEqual({ items: 3, subtotal: 999, discount: 0, tax: 50, total: 1049 });
    expect(cartTotals(lines, 500, 100)).toEqual({ items: 3, subtotal: 999, discount: 100, tax: 45, total: 944 });
  });

  it('makes order ids the server accepts', () => {
    for (let i = 0; i < 50; i++) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
  });
});
