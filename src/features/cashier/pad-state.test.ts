import { describe, expect, it } from 'vitest';
import type { MenuOption, MenuOptionGroup } from '../../../server/contracts/menu';
import { checkPad, choicesOf, initialChoices, needsPad, padGroups, padLine, padSlots, tapComboItem, tapOption, unmet, type TillProduct } from './pad-state';
import { lineKey, offlineClaims, placeLine } from './till-math';

const opt = (uuid: string, price: number, extra: Partial<MenuOption> = {}): MenuOption => ({
  uuid,
  name: uuid,
  price,
  is_default: false,
  available: true,
  allergens: [],
  may_contain: [],
  ...extra,
});
const group = (uuid: string, kind: MenuOptionGroup['kind'], min: number, max: number, options: MenuOption[]): MenuOptionGroup => ({
  uuid,
  name: uuid,
  kind,
  min_select: min,
  max_select: max,
  required: min > 0,
  options,
});

const base = {
  store_uuid: 's',
  store_name: 'S',
  category_uuid: 'c',
  category_name: 'Coffee',
  category_sort_order: 0,
  description: null,
  currency: 'EUR',
  image: null,
  type: 'beverage' as const,
  stock: null,
  sort_order: 0,
};
const latte: TillProduct = {
  ...base,
  uuid: 'latte',
  name: 'Latte',
  price: 300,
  option_groups: [
    group('extras', 'multiple', 0, 2, [opt('shot', 60), opt('syrup', 40), opt('cream', 30)]),
    group('milk', 'single', 1, 1, [opt('dairy', 0, { is_default: true }), opt('oat', 50, { allergens: ['gluten'] }), opt('soy', 40, { available: false })]),
    group('size', 'size', 1, 1, [opt('small', 280), opt('large', 380, { is_default: true })]),
    group('sugar', 'single', 0, 1, [opt('sugar', 0)]),
  ],
  combo_slots: [],
  is_combo: false,
};
const plain: TillProduct = { ...base, uuid: 'tea', name: 'Tea', price: 150 };
const lunch: TillProduct = {
  ...base,
  uuid: 'lunch',
  name: 'Lunch deal',
  price: 900,
  is_combo: true,
  option_groups: [],
  combo_slots: [
    {
      uuid: 'drink',
      name: 'Drink',
      min_select: 0,
      max_select: 1,
      items: [{ product_uuid: 'cola', name: 'Cola', image: null, upcharge: 0, available: true, allergens: [], may_contain: [] }],
    },
    {
      uuid: 'main',
      name: 'Main',
      min_select: 1,
      max_select: 1,
      items: [
        { product_uuid: 'wrap', name: 'Wrap', image: null, upcharge: 0, available: true, allergens: [], may_contain: [] },
        { product_uuid: 'burger', name: 'Burger', image: null, upcharge: 150, available: true, allergens: [], may_contain: [] },
      ],
    },
    {
      uuid: 'side',
      name: 'Side',
      min_select: 1,
      max_select: 1,
      items: [{ product_uuid: 'fries', name: 'Fries', image: null, upcharge: 0, available: true, allergens: [], may_contain: [] }],
    },
  ],
};

describe('the modifier pad', () => {
  it('opens only for products with choices', () => {
    expect(needsPad(latte)).toBe(true);
    expect(needsPad(lunch)).toBe(true);
    expect(needsPad(plain)).toBe(false);
  });

  it('shows sizes first, then the other required groups, then the optional ones', () => {
    expect(padGroups(latte).map((g) => g.uuid)).toEqual(['size', 'milk', 'extras', 'sugar']);
    expect(padSlots(lunch).map((s) => s.uuid)).toEqual(['main', 'side', 'drink']);
  });

  it('starts from the defaults and fills a required slot that has one choice', () => {
    expect(initialChoices(latte)).toEqual({ options: ['dairy', 'large'], combo: [] });
    expect(initialChoices(lunch)).toEqual({ options: [], combo: [{ slot_uuid: 'side', product_uuid: 'fries' }] });
  });

  it('one tap replaces a single choice; tapping it again keeps a required one and clears an optional one', () => {
    let o = tapOption(latte, ['dairy', 'large'], 'milk', 'oat');
    expect(o.sort()).toEqual(['large', 'oat']);
    expect(tapOption(latte, o, 'milk', 'oat').sort()).toEqual(['large', 'oat']);
    o = tapOption(latte, o, 'sugar', 'sugar');
    expect(o).toContain('sugar');
    expect(tapOption(latte, o, 'sugar', 'sugar')).not.toContain('sugar');
  });

  it('a multiple group adds and removes, and stops at its maximum', () => {
    let o = tapOption(latte, [], 'extras', 'shot');
    o = tapOption(latte, o, 'extras', 'syrup');
    expect(tapOption(latte, o, 'extras', 'cream')).toEqual(['shot', 'syrup']);
    expect(tapOption(latte, o, 'extras', 'shot')).toEqual(['syrup']);
  });

  it('never picks a sold-out option', () => {
    expect(tapOption(latte, ['dairy'], 'milk', 'soy')).toEqual(['dairy']);
  });

  it('prices the line with checkLine and says which group is missing', () => {
    const choices = { options: ['large', 'oat', 'shot'], combo: [] };
    const check = checkPad(latte, choices);
    expect(check.ok && check.unit_price).toBe(380 + 50 + 60);
    expect([...unmet(latte, { options: ['large'], combo: [] })]).toEqual(['milk']);
    expect(checkPad(latte, { options: ['large'], combo: [] }).ok).toBe(false);
  });

  it('fills combo slots one tap each, with their upcharges', () => {
    let combo = initialChoices(lunch).combo;
    combo = tapComboItem(lunch, combo, 'main', 'wrap');
    combo = tapComboItem(lunch, combo, 'main', 'burger');
    expect(combo).toEqual([{ slot_uuid: 'side', product_uuid: 'fries' }, { slot_uuid: 'main', product_uuid: 'burger' }]);
    const check = checkPad(lunch, { options: [], combo });
    expect(check.ok && check.unit_price).toBe(1050);
    expect(tapComboItem(lunch, combo, 'drink', 'cola')).toHaveLength(3);
  });
});

describe('ticket lines', () => {
  const line = (options: string[], quantity = 1) => {
    const check = checkPad(latte, { options, combo: [] });
    return padLine(latte, check, quantity, '');
  };

  it('keeps the same product with other choices on its own line, and merges the same choices', () => {
    let lines = placeLine([], line(['large', 'oat']));
    lines = placeLine(lines, line(['large', 'dairy']));
    expect(lines).toHaveLength(2);
    lines = placeLine(lines, line(['oat', 'large'], 2));
    expect(lines).toHaveLength(2);
    expect(lines[0].quantity).toBe(3);
  });

  it('an edited line keeps its place, or joins a line that already has its new choices', () => {
    const a = line(['large', 'oat']);
    const b = line(['small', 'dairy']);
    let lines = placeLine(placeLine([], a), b);
    lines = placeLine(lines, line(['large', 'dairy']), lineKey(a));
    expect(lines.map((l) => l.options?.map((o) => o.option_uuid))).toEqual([['dairy', 'large'], ['dairy', 'small']]);
    lines = placeLine(lines, line(['small', 'dairy'], 2), lineKey(lines[0]));
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(3);
  });

  it('gives the pad back a line’s choices for editing', () => {
    expect(choicesOf(latte, line(['small', 'oat', 'shot'])).options.sort()).toEqual(['oat', 'shot', 'small']);
    expect(choicesOf(latte, { product_uuid: 'latte', name: 'Latte', unit_price: 300, quantity: 1, note: '' }).options).toEqual(['dairy', 'large']);
  });

  it('a plain product sends no options; a pad line sends exactly its choices', () => {
    expect(padLine(plain, null, 1, '').options).toBeUndefined();
    expect(line(['small', 'dairy']).options?.map((o) => o.option_uuid)).toEqual(['dairy', 'small']);
  });

  it('claims each product price once and each option price shown, for an offline order', () => {
    const claims = offlineClaims([line(['large', 'oat', 'shot']), line(['small', 'oat']), padLine(plain, null, 2, '')]);
    expect(claims.offline_prices).toEqual([
      { product_uuid: 'latte', unit_price: 300 },
      { product_uuid: 'tea', unit_price: 150 },
    ]);
    expect(claims.offline_option_prices).toEqual([
      { option_uuid: 'shot', price: 60 },
      { option_uuid: 'oat', price: 50 },
      { option_uuid: 'large', price: 380 },
      { option_uuid: 'small', price: 280 },
    ]);
    expect(offlineClaims([padLine(plain, null, 1, '')])).not.toHaveProperty('offline_option_prices');
  });
});
