import { describe, expect, it } from 'vitest';
import type { OrderableProduct } from '../../../../server/contracts/catalogue';
import type { MenuOptionGroup } from '../../../../server/contracts/menu';
import { checkoutSchema } from '../../../../server/contracts/ordering';
import {
  addLine, bodyFingerprint, checkoutBody, draftLines, hasChoices, lineKey, plainQuantity, replaceLine, setLineQuantity, subtotalOf,
} from './order-draft';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const product = (uuid: string, price: number, groups: MenuOptionGroup[] = []): OrderableProduct => ({
  uuid,
  store_uuid: 's',
  store_name: 'HQ',
  category_uuid: 'c',
  category_name: 'Mains',
  category_sort_order: 0,
  name: `P${uuid.slice(-2)}`,
  description: null,
  price,
  currency: 'INR',
  image: null,
  type: 'veg',
  stock: null,
  sort_order: 0,
  allergens: [],
  may_contain: [],
  dietary: [],
  spicy_level: 0,
  kcal: null,
  is_combo: false,
  option_groups: groups,
  combo_slots: [],
  in_combos: [],
});

const opt = (uuid: string, name: string, price: number, extra: { is_default?: boolean; available?: boolean } = {}) => ({
  uuid,
  name,
  price,
  is_default: extra.is_default ?? false,
  available: extra.available ?? true,
  allergens: [],
  may_contain: [],
});
const SIZE: MenuOptionGroup = {
  uuid: U(50),
  name: 'Size',
  kind: 'size',
  min_select: 1,
  max_select: 1,
  required: true,
  options: [opt(U(51), 'Small', 15000, { is_default: true }), opt(U(52), 'Large', 19000)],
};
const MILK: MenuOptionGroup = {
  uuid: U(60),
  name: 'Milk',
  kind: 'single',
  min_select: 0,
  max_select: 1,
  required: false,
  options: [opt(U(61), 'Oat milk', 3000), opt(U(62), 'Soy milk', 3000, { available: false })],
};
const latte = product(U(1), 12000, [SIZE, MILK]);
const tea = product(U(2), 2500);

describe('lines', () => {
  it('adds a plain product, raises it, and removes it at 0; quantities stay within 0..99', () => {
    let lines = addLine([], { productUuid: tea.uuid, quantity: 2 });
    expect(plainQuantity(lines, tea.uuid)).toBe(2);
    lines = addLine(lines, { productUuid: tea.uuid, quantity: 150 });
    expect(plainQuantity(lines, tea.uuid)).toBe(99);
    lines = setLineQuantity(lines, lineKey(tea.uuid, undefined, undefined), 0);
    expect(lines).toEqual([]);
    expect(addLine([], { productUuid: tea.uuid, quantity: Number.NaN })).toEqual([]);
  });

  it('the same product with other options is another line; with the same options, the same line', () => {
    let lines = addLine([], { productUuid: latte.uuid, options: [U(52), U(61)], quantity: 1 });
    lines = addLine(lines, { productUuid: latte.uuid, options: [U(51)], quantity: 1 });
    lines = addLine(lines, { productUuid: latte.uuid, options: [U(61), U(52)], quantity: 2, note: 'extra hot' });
    expect(lines.map((l) => [l.options, l.quantity, l.note])).toEqual([
      [[U(52), U(61)], 3, 'extra hot'],
      [[U(51)], 1, ''],
    ]);
  });

  it('refuses a 101st line', () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ key: `k${i}`, productUuid: `p${i}`, quantity: 1, note: '' }));
    expect(addLine(full, { productUuid: tea.uuid, quantity: 1 })).toHaveLength(100);
  });

  it('an edited line keeps its place, or joins the line that already has those choices', () => {
    let lines = addLine([], { productUuid: latte.uuid, options: [U(51)], quantity: 1 });
    lines = addLine(lines, { productUuid: tea.uuid, quantity: 1 });
    const edited = replaceLine(lines, lines[0].key, { productUuid: latte.uuid, options: [U(52), U(61)], quantity: 2 });
    expect(edited.map((l) => [l.productUuid, l.options, l.quantity])).toEqual([
      [latte.uuid, [U(52), U(61)], 2],
      [tea.uuid, undefined, 1],
    ]);
    const withSmall = addLine(edited, { productUuid: latte.uuid, options: [U(51)], quantity: 1 });
    const joined = replaceLine(withSmall, withSmall[2].key, { productUuid: latte.uuid, options: [U(61), U(52)], quantity: 1 });
    expect(joined.map((l) => l.quantity)).toEqual([3, 1]);
  });
});

describe('draftLines and subtotal', () => {
  it('prices each line by checkLine: the size price plus deltas, times the quantity; a plain product at its price', () => {
    let lines = addLine([], { productUuid: latte.uuid, options: [U(52), U(61)], quantity: 2 });
    lines = addLine(lines, { productUuid: tea.uuid, quantity: 1 });
    lines = addLine(lines, { productUuid: U(99), quantity: 4 });
    const drafted = draftLines(lines, [latte, tea]);
    expect(drafted.map((l) => [l.product.uuid, l.unitPrice, l.lineTotal])).toEqual([
      [latte.uuid, 22000, 44000],
      [tea.uuid, 2500, 2500],
    ]);
    expect(drafted[0].options.map((o) => [o.name, o.price])).toEqual([
      ['Large', 19000],
      ['Oat milk', 3000],
    ]);
    expect(subtotalOf(drafted)).toBe(46500);
  });

  it('a line whose option is sold out carries checkLine\'s sentence', () => {
    const drafted = draftLines(addLine([], { productUuid: latte.uuid, options: [U(51), U(62)], quantity: 1 }), [latte]);
    expect(drafted[0].problem).toBe('Soy milk is sold out');
  });

  it('products with groups or combos go through the sheet', () => {
    expect(hasChoices(latte)).toBe(true);
    expect(hasChoices(tea)).toBe(false);
    expect(hasChoices({ ...tea, is_combo: true })).toBe(true);
  });
});

describe('checkoutBody', () => {
  const lines = draftLines(
    addLine(addLine([], { productUuid: tea.uuid, quantity: 2 }), { productUuid: latte.uuid, options: [U(52), U(61)], quantity: 1, note: 'no foam' }),
    [latte, tea],
  );
  const form = { companyUuid: U(7), storeUuid: U(8), consumerUuid: U(9), payment: 'wallet' as const, coupon: ' save10 ', note: '  no onions ' };
  it('is a back-office order for the consumer: options only where chosen (absent = defaults), line notes, upper-cased coupon, trimmed note', () => {
    const body = checkoutBody(form, lines);
    expect(body).toEqual({
      company_uuid: U(7),
      store_uuid: U(8),
      consumer_uuid: U(9),
      channel: 'backoffice',
      payment_method: 'wallet',
      items: [
        { product_uuid: tea.uuid, quantity: 2 },
        { product_uuid: latte.uuid, quantity: 1, options: [U(52), U(61)], note: 'no foam' },
      ],
      coupon_code: 'SAVE10',
      note: 'no onions',
    });
    expect(checkoutSchema.safeParse(body).success).toBe(true);
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
