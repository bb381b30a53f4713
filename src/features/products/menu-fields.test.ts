import { describe, expect, it } from 'vitest';
import { productMenuFieldsSchema } from '../../../server/contracts/menu';
import { emptySlot, menuBody, menuDraftOf, moved, upchargeOf } from './menu-fields';

const P1 = '00000000-0000-4000-8000-000000000011';
const P2 = '00000000-0000-4000-8000-000000000012';
const G1 = '00000000-0000-4000-8000-000000000021';

describe('product menu fields', () => {
  it('a plain product sends its allergens, marks and groups, and no slots', () => {
    const body = menuBody({
      ...menuDraftOf(null),
      allergens: ['milk'],
      may_contain: ['milk', 'nuts'],
      dietary: ['vegetarian'],
      spicy_level: 2,
      kcal: '250',
      groupUuids: [G1],
    });
    expect(body).toEqual({
      allergens: ['milk'],
      may_contain: ['nuts'],
      dietary: ['vegetarian'],
      spicy_level: 2,
      kcal: 250,
      option_group_uuids: [G1],
      is_combo: false,
    });
    expect(productMenuFieldsSchema.safeParse(body).success).toBe(true);
  });

  it('a combo sends its slots with upcharges in minor units; an empty kcal is null', () => {
    const slot = {
      ...emptySlot(),
      name: 'Drink',
      min: '1',
      max: '1',
      items: [
        { product_uuid: P1, name: 'Tea', upcharge: '' },
        { product_uuid: P2, name: 'Juice', upcharge: '0.50' },
      ],
    };
    const body = menuBody({ ...menuDraftOf(null), isCombo: true, slots: [slot] });
    expect(body.kcal).toBeNull();
    expect(body.combo_slots).toEqual([
      { name: 'Drink', min_select: 1, max_select: 1, items: [{ product_uuid: P1, upcharge: 0 }, { product_uuid: P2, upcharge: 50 }] },
    ]);
    expect(productMenuFieldsSchema.safeParse(body).success).toBe(true);
  });

  it('bad numbers reach the schema as NaN and are refused there', () => {
    expect(upchargeOf('abc')).toBeNaN();
    const slot = { ...emptySlot(), name: 'Main', min: '2', max: '1', items: [{ product_uuid: P1, name: 'Thali', upcharge: '0' }] };
    const parsed = productMenuFieldsSchema.safeParse(menuBody({ ...menuDraftOf(null), isCombo: true, slots: [slot] }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['combo_slots', 0, 'min_select']);
  });

  it('moves list entries', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
