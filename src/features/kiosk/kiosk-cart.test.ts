import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '../../../server/contracts/catalogue';
import { ORDER_ID_PATTERN } from '../../../server/contracts/ordering';
import type { ProductChoicesResult } from '../../components/product-choices/product-choices-sheet';
import { IDS, latte as latteSheet } from '../../components/product-choices/test-menu';
import { offlinePrices, orderItem } from './api/kiosk-orders';
import { cartReducer, cartTotals, lineKey, newOrderId, productCount, type KioskLine } from './kiosk-cart';

const product = (uuid: string, price: number, stock: number | null = null) => ({ uuid, name: `P ${uuid}`, image: null, price, stock }) as PublicProduct;
const latte = { ...latteSheet, stock: null, in_stock: true } as unknown as PublicProduct;

/** What the sheet hands back for a latte with these options (prices as the test menu has them). */
function latteChoice(options: string[], quantity = 1, note = ''): ProductChoicesResult {
  const all = latteSheet.option_groups.flatMap((g) => g.options.map((o) => ({ g, o })));
  // In the product's group order, as checkLine gives it, whatever order the uuids come in.
  const chosen = all.filter((x) => options.includes(x.o.uuid));
  const size = chosen.find((c) => c.g.kind === 'size');
  const deltas = chosen.filter((c) => c.g.kind !== 'size').reduce((n, c) => n + c.o.price, 0);
  return {
    options,
    combo: [],
    quantity,
    note,
    unit_price: (size?.o.price ?? latteSheet.price) + deltas,
    base_price: size?.o.price ?? latteSheet.price,
    snapshot: {
      options: chosen.map((c) => ({ group_uuid: c.g.uuid, group_name: c.g.name, option_uuid: c.o.uuid, name: c.o.name, price: c.o.price, kind: c.g.kind })),
      combo: [],
    },
    allergens: [],
    may_contain: [],
  };
}

describe('the kiosk cart', () => {
  it('adds a product once and raises its quantity on the next touch, up to the stock left', () => {
    let lines: KioskLine[] = [];
    lines = cartReducer(lines, { type: 'add', product: product('a', 250, 2) });
    lines = cartReducer(lines, { type: 'add', product: product('a', 250, 2) });
    lines = cartReducer(lines, { type: 'add', product: product('a', 250, 2) });
    expect(lines).toEqual([
      {
        key: 'a#',
        product_uuid: 'a',
        name: 'P a',
        image: null,
        unit_price: 250,
        product_price: 250,
        quantity: 2,
        chosen: [],
        combo_chosen: [],
        note: '',
        cap: 2,
      },
    ]);
    expect(cartReducer([], { type: 'add', product: product('b', 100, 0) })).toEqual([]);
  });

  it('sets quantities, removes a line at 0 and clears', () => {
    let lines = cartReducer([], { type: 'add', product: product('a', 250) });
    lines = cartReducer(lines, { type: 'add', product: product('b', 100) });
    lines = cartReducer(lines, { type: 'set', key: 'a#', quantity: 4 });
    expect(lines.map((l) => l.quantity)).toEqual([4, 1]);
    lines = cartReducer(lines, { type: 'set', key: 'b#', quantity: 0 });
    expect(lines.map((l) => l.product_uuid)).toEqual(['a']);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('keeps two lattes with different milks as two lines, and the same choices as one', () => {
    let lines: KioskLine[] = [];
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.large, IDS.oat, IDS.shot]) });
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.large, IDS.whole]) });
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.shot, IDS.oat, IDS.large], 2, 'extra hot') });
    expect(lines.map((l) => [l.quantity, l.unit_price, l.chosen.map((o) => o.name).join('+'), l.note])).toEqual([
      [3, 29_000, 'Oat milk+Large+Extra shot', 'extra hot'],
      [1, 22_000, 'Whole milk+Large', ''],
    ]);
    expect(lines[0].key).toBe(lineKey(IDS.latte, [IDS.oat, IDS.shot, IDS.large], []));
    expect(productCount(lines, IDS.latte)).toBe(4);
    expect(cartTotals(lines, 0).subtotal).toBe(3 * 29_000 + 22_000);
  });

  it('replaces an edited line in place; new choices equal to another line merge into it', () => {
    let lines: KioskLine[] = [];
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.large, IDS.whole]) });
    lines = cartReducer(lines, { type: 'add', product: product('b', 100) });
    const key = lines[0].key;
    lines = cartReducer(lines, { type: 'replace', key, product: latte, choice: latteChoice([IDS.small, IDS.oat], 2) });
    expect(lines.map((l) => [l.name, l.quantity, l.unit_price])).toEqual([
      ['Latte', 2, 18_000],
      ['P b', 1, 100],
    ]);
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.large, IDS.whole]) });
    lines = cartReducer(lines, { type: 'replace', key: lines[2].key, product: latte, choice: latteChoice([IDS.small, IDS.oat]) });
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Latte', 3],
      ['P b', 1],
    ]);
  });

  it('sends each line with its choices, and offline the prices it showed: products once, options once', () => {
    let lines: KioskLine[] = [];
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.large, IDS.oat, IDS.shot], 1, 'no foam') });
    lines = cartReducer(lines, { type: 'add', product: latte, choice: latteChoice([IDS.large, IDS.whole]) });
    lines = cartReducer(lines, { type: 'add', product: product('b', 100) });
    expect(lines.map(orderItem)).toEqual([
      { product_uuid: IDS.latte, quantity: 1, options: [IDS.large, IDS.oat, IDS.shot], note: 'no foam' },
      { product_uuid: IDS.latte, quantity: 1, options: [IDS.large, IDS.whole] },
      { product_uuid: 'b', quantity: 1 },
    ]);
    expect(offlinePrices(lines)).toEqual({
      offline_prices: [
        { product_uuid: IDS.latte, unit_price: 15_000 },
        { product_uuid: 'b', unit_price: 100 },
      ],
      offline_option_prices: [
        { option_uuid: IDS.oat, price: 3_000 },
        { option_uuid: IDS.large, price: 22_000 },
        { option_uuid: IDS.shot, price: 4_000 },
        { option_uuid: IDS.whole, price: 0 },
      ],
    });
  });

  it('totals as the server does: tax on subtotal minus discount, rounded once', () => {
    const lines = cartReducer(cartReducer([], { type: 'add', product: product('a', 333) }), { type: 'set', key: 'a#', quantity: 3 });
    expect(cartTotals(lines, 500)).toEqual({ items: 3, subtotal: 999, discount: 0, tax: 50, total: 1049 });
    expect(cartTotals(lines, 500, 100)).toEqual({ items: 3, subtotal: 999, discount: 100, tax: 45, total: 944 });
  });

  it('makes order ids the server accepts', () => {
    for (let i = 0; i < 50; i++) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
  });
});
