import { describe, expect, it } from 'vitest';
import { checkLine, choiceKey, type LineProduct, type MenuOption } from '../menu';

const opt = (uuid: string, name: string, price: number, more: Partial<MenuOption> = {}): MenuOption => ({
  uuid, name, price, is_default: false, available: true, allergens: [], may_contain: [], ...more,
});
const latte: LineProduct & { allergens: ['milk'] } = {
  name: 'Latte',
  price: 12000,
  allergens: ['milk'],
  is_combo: false,
  combo_slots: [],
  option_groups: [
    {
      uuid: 'size',
      name: 'Size',
      kind: 'size',
      min_select: 1,
      max_select: 1,
      required: true,
      options: [opt('s', 'Small', 10000, { is_default: true }), opt('l', 'Large', 14000)],
    },
    {
      uuid: 'milk',
      name: 'Milk',
      kind: 'single',
      min_select: 0,
      max_select: 1,
      required: false,
      options: [
        opt('dairy', 'Dairy', 0, { is_default: true }),
        opt('oat', 'Oat milk', 3000, { allergens: ['gluten'] }),
        opt('soy', 'Soy milk', 2000, { available: false }),
      ],
    },
    {
      uuid: 'extra',
      name: 'Extras',
      kind: 'multiple',
      min_select: 0,
      max_select: 2,
      required: false,
      options: [opt('shot', 'Extra shot', 2500), opt('syrup', 'Syrup', 1500), opt('nosugar', 'No sugar', 0)],
    },
  ],
};
const meal: LineProduct = {
  name: 'Lunch deal',
  price: 15000,
  is_combo: true,
  option_groups: [],
  combo_slots: [
    {
      uuid: 'main',
      name: 'Main',
      min_select: 1,
      max_select: 1,
      items: [
        { product_uuid: 'thali', name: 'Thali', image: null, upcharge: 0, available: true, allergens: [], may_contain: [] },
        { product_uuid: 'biryani', name: 'Biryani', image: null, upcharge: 3000, available: true, allergens: [], may_contain: ['nuts'] },
      ],
    },
    {
      uuid: 'drink',
      name: 'Drink',
      min_select: 1,
      max_select: 1,
      items: [
        { product_uuid: 'lassi', name: 'Lassi', image: null, upcharge: 0, available: false, allergens: ['milk'], may_contain: [] },
        { product_uuid: 'soda', name: 'Soda', image: null, upcharge: 0, available: true, allergens: [], may_contain: [] },
      ],
    },
  ],
};

describe('checkLine', () => {
  it('prices a large latte with oat milk and an extra shot: the size is the base, options add', () => {
    const r = checkLine(latte, { options: ['l', 'oat', 'shot'] });
    expect(r).toMatchObject({ ok: true, base_price: 14000, unit_price: 14000 + 3000 + 2500 });
    if (!r.ok) return;
    expect(r.options.map((o) => o.name)).toEqual(['Large', 'Oat milk', 'Extra shot']);
    expect(r.allergens.sort()).toEqual(['gluten', 'milk']);
  });
  it('takes the defaults when a line names no options, and exactly the named ones otherwise', () => {
    expect(checkLine(latte, {})).toMatchObject({ ok: true, unit_price: 10000 });
    expect(checkLine(latte, { options: [] })).toEqual({ ok: false, problem: { status: 400, path: 'options', message: 'Choose a Size for Latte' } });
  });
  it('refuses too many choices, a choice of another product, a repeat; a sold-out option is a 409', () => {
    expect(checkLine(latte, { options: ['s', 'shot', 'syrup', 'nosugar'] })).toMatchObject({
      ok: false,
      problem: { status: 400, message: 'Choose at most 2 of Extras for Latte' },
    });
    expect(checkLine(latte, { options: ['s', 'l'] })).toMatchObject({ ok: false, problem: { status: 400, message: 'Choose at most 1 of Size for Latte' } });
    expect(checkLine(latte, { options: ['s', 'elsewhere'] })).toMatchObject({ ok: false, problem: { status: 400, path: 'options.1' } });
    expect(checkLine(latte, { options: ['s', 'shot', 'shot'] })).toMatchObject({ ok: false, problem: { status: 400, message: 'Extra shot is chosen twice' } });
    expect(checkLine(latte, { options: ['s', 'soy'] })).toMatchObject({ ok: false, problem: { status: 409, message: 'Soy milk is sold out' } });
  });
  it('fills combo slots from their lists with upcharges', () => {
    expect(
      checkLine(meal, {
        combo: [
          { slot_uuid: 'main', product_uuid: 'biryani' },
          { slot_uuid: 'drink', product_uuid: 'soda' },
        ],
      }),
    ).toMatchObject({ ok: true, unit_price: 18000, may_contain: ['nuts'] });
    expect(checkLine(meal, { combo: [{ slot_uuid: 'main', product_uuid: 'thali' }] })).toMatchObject({
      ok: false,
      problem: { status: 400, message: 'Choose a Drink for Lunch deal' },
    });
    expect(
      checkLine(meal, {
        combo: [
          { slot_uuid: 'main', product_uuid: 'soda' },
          { slot_uuid: 'drink', product_uuid: 'soda' },
        ],
      }),
    ).toMatchObject({ ok: false, problem: { status: 400 } });
    expect(
      checkLine(meal, {
        combo: [
          { slot_uuid: 'main', product_uuid: 'thali' },
          { slot_uuid: 'drink', product_uuid: 'lassi' },
        ],
      }),
    ).toMatchObject({ ok: false, problem: { status: 409, message: 'Lassi is sold out' } });
    expect(checkLine(latte, { combo: [{ slot_uuid: 'main', product_uuid: 'thali' }] })).toMatchObject({
      ok: false,
      problem: { status: 400, message: 'Latte is not a combo' },
    });
  });
  it('uses the prices it is given (an offline device’s honoured ones)', () => {
    expect(checkLine(latte, { options: ['l', 'oat'] }, { option: (uuid, p) => (uuid === 'oat' ? 2500 : p) })).toMatchObject({ ok: true, unit_price: 16500 });
  });
  it('keys the same choices in any order alike', () => {
    expect(choiceKey(['b', 'a'], [{ slot_uuid: 's', product_uuid: 'p' }])).toBe(choiceKey(['a', 'b'], [{ slot_uuid: 's', product_uuid: 'p' }]));
    expect(choiceKey([], [])).toBe('');
    expect(choiceKey(undefined, undefined)).toBe('');
  });
});
