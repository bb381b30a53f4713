import { describe, expect, it } from 'vitest';
import { IDS, latte, lunchDeal } from './test-menu';
import {
  checkPicks,
  firstOpenStep,
  fromPrice,
  initialComboPicks,
  initialPicks,
  lineAllergens,
  orderedGroups,
  pickedOptions,
  sheetHint,
  toggleComboItem,
  toggleOption,
} from './sheet-state';

describe('the sheet choices', () => {
  it('puts sizes first, then required groups, then optional ones', () => {
    expect(orderedGroups(latte.option_groups).map((g) => g.name)).toEqual(['Size', 'Milk', 'Extras']);
  });

  it('starts from the defaults, leaves a size without a default unchosen, and keeps Add off until a size is chosen', () => {
    let picks = initialPicks(latte);
    expect(pickedOptions(latte, picks)).toEqual([IDS.whole]);
    let check = checkPicks(latte, picks, {});
    expect(check.ok).toBe(false);
    expect(sheetHint(latte, picks, {}, check)).toEqual({ kind: 'choose', group: 'Size' });
    picks = toggleOption(latte, picks, IDS.sizeGroup, IDS.large);
    check = checkPicks(latte, picks, {});
    expect(check.ok && check.unit_price).toBe(22_000);
    expect(sheetHint(latte, picks, {}, check)).toBeNull();
  });

  it('runs the price: size price + deltas (a negative delta too)', () => {
    let picks = initialPicks(latte, [IDS.large]);
    picks = toggleOption(latte, picks, IDS.milkGroup, IDS.oat);
    picks = toggleOption(latte, picks, IDS.extrasGroup, IDS.shot);
    const check = checkPicks(latte, picks, {});
    expect(check.ok && check.unit_price).toBe(22_000 + 3_000 + 4_000);
    expect(check.ok && check.options.map((o) => o.name)).toEqual(['Oat milk', 'Large', 'Extra shot']);
    picks = toggleOption(latte, picks, IDS.extrasGroup, IDS.syrup);
    const again = checkPicks(latte, picks, {});
    expect(again.ok && again.unit_price).toBe(22_000 + 3_000 + 4_000 - 1_000);
  });

  it('never takes a sold-out option, but lets an edited line drop one it holds', () => {
    const picks = initialPicks(latte, [IDS.large, IDS.whole]);
    expect(toggleOption(latte, picks, IDS.milkGroup, IDS.soy)).toBe(picks);
    const edited = initialPicks(latte, [IDS.large, IDS.soy]);
    const check = checkPicks(latte, edited, {});
    expect(check.ok).toBe(false);
    expect(sheetHint(latte, edited, {}, check)).toEqual({ kind: 'soldOut', name: 'Soy milk' });
    const fixed = toggleOption(latte, edited, IDS.milkGroup, IDS.whole);
    expect(checkPicks(latte, fixed, {}).ok).toBe(true);
  });

  it('toggles a group of several up to its maximum; one-choice groups swap', () => {
    let picks = initialPicks(latte, [IDS.small]);
    picks = toggleOption(latte, picks, IDS.sizeGroup, IDS.large);
    expect(picks[IDS.sizeGroup]).toEqual([IDS.large]);
    picks = toggleOption(latte, picks, IDS.extrasGroup, IDS.syrup);
    picks = toggleOption(latte, picks, IDS.extrasGroup, IDS.shot);
    expect(picks[IDS.extrasGroup]).toEqual([IDS.shot, IDS.syrup]);
    picks = toggleOption(latte, picks, IDS.extrasGroup, IDS.shot);
    expect(picks[IDS.extrasGroup]).toEqual([IDS.syrup]);
  });

  it('tells the allergens of the line as it stands', () => {
    const picks = initialPicks(latte, [IDS.large, IDS.oat]);
    expect(lineAllergens(latte, picks, {})).toEqual({ allergens: ['milk', 'gluten'], may_contain: [] });
  });

  it('fills a combo slot by slot: a pre-chosen main starts at the drink; upcharges add; a sold-out drink is refused', () => {
    let combo = initialComboPicks(lunchDeal, [{ slot_uuid: IDS.mainSlot, product_uuid: IDS.wrap }]);
    expect(firstOpenStep(lunchDeal, combo)).toBe(1);
    expect(checkPicks(lunchDeal, {}, combo).ok).toBe(false);
    expect(sheetHint(lunchDeal, {}, combo, checkPicks(lunchDeal, {}, combo))).toEqual({ kind: 'choose', group: 'Drink' });
    expect(toggleComboItem(lunchDeal, combo, IDS.drinkSlot, IDS.lassi)).toBe(combo);
    combo = toggleComboItem(lunchDeal, combo, IDS.drinkSlot, IDS.chai);
    const check = checkPicks(lunchDeal, {}, combo);
    expect(check.ok && check.unit_price).toBe(22_000);
    expect(check.ok && check.combo.map((c) => `${c.slot_name}: ${c.name}`)).toEqual(['Main: Grilled Chicken Wrap', 'Drink: Masala Chai']);
    expect(lineAllergens(lunchDeal, {}, combo)).toEqual({ allergens: ['gluten', 'eggs', 'milk'], may_contain: ['sesame'] });
  });

  it('says "from" the cheapest available size', () => {
    expect(fromPrice(latte)).toEqual({ price: 15_000, varies: true });
    expect(fromPrice(lunchDeal)).toEqual({ price: 20_000, varies: false });
  });
});
