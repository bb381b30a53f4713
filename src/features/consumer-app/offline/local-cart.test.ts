import { describe, expect, it } from 'vitest';
import type { CartItemView, CartView } from '../../../../server/contracts/ordering';
import { addLine, cartId, fromServer, keyOfItem, reconcile, setCoupon, setLineNote, setLineQuantity, toView, type NewLine } from './local-cart';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const STORE = '00000000-0000-4000-8000-0000000000a1';
const OTHER_STORE = '00000000-0000-4000-8000-0000000000b2';
const TEA = '00000000-0000-4000-8000-00000000000e';
const SOUP = '00000000-0000-4000-8000-00000000000f';
const BREAD = '00000000-0000-4000-8000-000000000010';
const LARGE = '00000000-0000-4000-8000-000000000020';

function item(product: string, name: string, unit: number, quantity: number, extra: Partial<CartItemView> = {}): CartItemView {
  return {
    uuid: `server-${product}-${extra.options?.length ?? 0}`,
    product_uuid: product,
    name,
    image: null,
    unit_price: unit,
    base_price: unit,
    quantity,
    line_total: unit * quantity,
    note: null,
    options: [],
    combo: [],
    allergens: [],
    may_contain: [],
    available: true,
    problem: null,
    stock: null,
    ...extra,
  };
}

function view(items: CartItemView[], extra: Partial<CartView> = {}): CartView {
  const subtotal = items.filter((i) => i.available).reduce((s, i) => s + i.line_total, 0);
  const discount = extra.discount_amount ?? 0;
  const tax = Math.round((subtotal - discount) * 0.05);
  return {
    uuid: 'cart-1',
    company_uuid: COMPANY,
    store_uuid: items.length ? STORE : null,
    store_name: items.length ? 'HQ' : null,
    currency: 'INR',
    items,
    subtotal,
    coupon: null,
    discount_amount: discount,
    tax,
    total: subtotal - discount + tax,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    ...extra,
  };
}

const newLine = (product: string, name: string, unit: number, quantity: number, extra: Partial<NewLine> = {}): NewLine => {
  const { uuid: _u, line_total: _t, ...rest } = item(product, name, unit, quantity);
  return { ...rest, ...extra };
};

const id = cartId('user-1', COMPANY);

describe('the cart changed offline', () => {
  it('adds lines, raises a line with the same choices, sets and removes quantities, marking each as waiting', () => {
    let cart = fromServer(id, view([item(TEA, 'Tea', 2000, 1)]), 1000);
    expect(toView(cart)).toMatchObject({ waiting: false, estimated: false, total: 2100 });

    let added = addLine(cart, newLine(SOUP, 'Soup', 6000, 2), STORE, 'HQ');
    if (!added.ok) throw new Error('refused');
    cart = added.cart;
    added = addLine(cart, newLine(SOUP, 'Soup', 6000, 1, { note: 'Hot' }), STORE, 'HQ');
    if (!added.ok) throw new Error('refused');
    cart = added.cart;
    expect(added.line).toMatchObject({ quantity: 3, note: 'Hot', pending: true, uuid: `local:${SOUP}#` });

    const teaUuid = cart.lines[0].uuid;
    cart = setLineQuantity(cart, teaUuid, 4)!.cart;
    const shown = toView(cart);
    expect(shown.items.map((l) => [l.name, l.quantity, l.pending])).toEqual([
      ['Tea', 4, true],
      ['Soup', 3, true],
    ]);
    expect(shown).toMatchObject({ waiting: true, estimated: true, subtotal: 4 * 2000 + 3 * 6000, item_count: 7 });
    // The tax estimated at the rate the server applied last (5 %).
    expect(shown.tax).toBe(Math.round(shown.subtotal * 0.05));

    cart = setLineQuantity(cart, teaUuid, 0)!.cart;
    expect(cart.lines.map((l) => l.name)).toEqual(['Soup']);
    expect(setLineQuantity(cart, 'nope', 1)).toBeNull();
    expect(setLineNote(cart, cart.lines[0].uuid, '  Extra hot ')!.line.note).toBe('Extra hot');
  });

  it('keeps lines of other choices apart and caps a line at 99', () => {
    let cart = fromServer(id, view([]), 1000);
    const large = { group_uuid: 'g', group_name: 'Size', option_uuid: LARGE, name: 'Large', price: 3000, kind: 'size' as const };
    for (const extra of [{}, { options: [large], unit_price: 3000 }, { quantity: 120 }]) {
      const added = addLine(cart, newLine(TEA, 'Tea', 2000, 1, extra), STORE, 'HQ');
      if (!added.ok) throw new Error('refused');
      cart = added.cart;
    }
    expect(cart.lines.map((l) => [l.key, l.quantity])).toEqual([
      [`${TEA}#`, 99],
      [`${TEA}#${LARGE}|`, 1],
    ]);
  });

  it('asks before a product of another store empties the cart', () => {
    const cart = fromServer(id, view([item(TEA, 'Tea', 2000, 1)], { coupon: { code: 'SAVE', type: 'flat', value: 500 } }), 1000);
    const refused = addLine(cart, newLine(BREAD, 'Bread', 1500, 1), OTHER_STORE, 'Plant');
    expect(refused).toEqual({ ok: false, reason: 'other-store', storeName: 'HQ' });
    const replaced = addLine(cart, newLine(BREAD, 'Bread', 1500, 1), OTHER_STORE, 'Plant', true);
    if (!replaced.ok) throw new Error('refused');
    expect(replaced.cart).toMatchObject({ store_uuid: OTHER_STORE, store_name: 'Plant', coupon: null });
    expect(replaced.cart.lines.map((l) => l.name)).toEqual(['Bread']);
  });

  it('shows a coupon asked for offline as waiting, without a discount until the server applies it', () => {
    const cart = setCoupon(fromServer(id, view([item(TEA, 'Tea', 2000, 2)]), 1000), ' save10 ');
    expect(toView(cart)).toMatchObject({ pending_coupon: 'SAVE10', coupon: null, discount_amount: 0 });
  });
});

describe('reconcile: what the server changed', () => {
  const madeOffline = () => {
    let cart = fromServer(id, view([item(TEA, 'Tea', 2000, 1)]), 1000);
    for (const line of [newLine(SOUP, 'Soup', 6000, 2), newLine(BREAD, 'Bread', 1500, 1)]) {
      const added = addLine(cart, line, STORE, 'HQ');
      if (!added.ok) throw new Error('refused');
      cart = added.cart;
    }
    return setCoupon(cart, 'SAVE10');
  };

  it('finds nothing when the server has the same cart', () => {
    const cart = madeOffline();
    const server = view([item(TEA, 'Tea', 2000, 1), item(SOUP, 'Soup', 6000, 2), item(BREAD, 'Bread', 1500, 1)], {
      coupon: { code: 'SAVE10', type: 'percent', value: 10 },
    });
    expect(reconcile(cart, server)).toEqual([]);
  });

  it('says which price changed, from what to what', () => {
    const server = view([item(TEA, 'Tea', 2000, 1), item(SOUP, 'Soup', 7500, 2), item(BREAD, 'Bread', 1500, 1)], {
      coupon: { code: 'SAVE10', type: 'percent', value: 10 },
    });
    expect(reconcile(madeOffline(), server)).toEqual([{ kind: 'repriced', name: 'Soup', from: 6000, to: 7500 }]);
  });

  it('names a product that did not make it with the server’s reason, one sold out since, a capped quantity, a line from elsewhere and a refused coupon', () => {
    const server = view([
      item(TEA, 'Tea', 2000, 1, { available: false, problem: 'Tea is sold out' }),
      item(SOUP, 'Soup', 6000, 1),
      item(LARGE, 'Cake', 9000, 1),
    ]);
    const changes = reconcile(madeOffline(), server, [
      { key: `${BREAD}#`, message: 'Bread is not available right now' },
      { code: 'SAVE10', message: 'The coupon has expired' },
    ]);
    expect(changes).toEqual([
      { kind: 'unavailable', name: 'Tea', reason: 'Tea is sold out' },
      { kind: 'quantity', name: 'Soup', from: 2, to: 1 },
      { kind: 'gone', name: 'Bread', reason: 'Bread is not available right now' },
      { kind: 'extra', name: 'Cake', quantity: 1 },
      { kind: 'coupon', code: 'SAVE10', reason: 'The coupon has expired' },
    ]);
  });

  it('says a line is gone even when no refusal names it, and takes a dropped coupon’s sentence from the cart', () => {
    const server = view([item(TEA, 'Tea', 2000, 1), item(SOUP, 'Soup', 6000, 2)], { coupon_message: 'The coupon was removed: the cart changed' });
    expect(reconcile(madeOffline(), server)).toEqual([
      { kind: 'gone', name: 'Bread', reason: null },
      { kind: 'coupon', code: 'SAVE10', reason: 'The coupon was removed: the cart changed' },
    ]);
  });

  it('matches lines by product and choices, as the server keys them', () => {
    const large = { group_uuid: 'g', group_name: 'Size', option_uuid: LARGE, name: 'Large', price: 3000, kind: 'size' as const };
    const serverLine = item(TEA, 'Tea', 3000, 1, { options: [large] });
    const cart = fromServer(id, view([serverLine]), 1000);
    expect(cart.lines[0].key).toBe(keyOfItem(serverLine));
    expect(reconcile(cart, view([item(TEA, 'Tea', 2000, 1)]))).toEqual([
      { kind: 'gone', name: 'Tea', reason: null },
      { kind: 'extra', name: 'Tea', quantity: 1 },
    ]);
  });
});
