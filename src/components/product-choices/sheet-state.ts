// The product sheet's choices as plain data, kept apart from the screen so the rules can be tested
// without a browser: which options are chosen per group, which products per combo slot, and what the
// sheet says is still missing. The price and the final word on a line always come from checkLine
// (server/contracts/menu.ts), the rule the server applies at checkout.
import type { ComboChoice, MenuComboSlot, MenuOptionGroup, ProductMenuExtras } from '../../../server/contracts/menu';
import { checkLine, defaultOptions, type Allergen, type LineCheck } from '../../../server/contracts/constants/menu';

/** What the sheet needs of a product: what every menu list carries. */
export interface SheetProduct extends ProductMenuExtras {
  uuid: string;
  name: string;
  price: number;
  currency: string;
  image: string | null;
  description?: string | null;
}

/** group uuid -> chosen option uuids (or slot uuid -> chosen product uuids). */
export type Picks = Record<string, string[]>;

/** A line's choices for the sheet to start from (editing a line, or a combo with its main chosen). */
export interface InitialChoices {
  options?: readonly string[];
  combo?: readonly ComboChoice[];
  quantity?: number;
  note?: string | null;
}

/** Sizes first, then required groups, then the rest; the product's own order within each. */
export function orderedGroups(groups: readonly MenuOptionGroup[]): MenuOptionGroup[] {
  const rank = (g: MenuOptionGroup) => (g.kind === 'size' ? 0 : g.min_select > 0 ? 1 : 2);
  return groups.map((g, i) => ({ g, i })).sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i).map((x) => x.g);
}

/** The options chosen when the sheet opens: the line's own, or each group's available defaults. */
export function initialPicks(product: Pick<SheetProduct, 'option_groups'>, options?: readonly string[]): Picks {
  const chosen = new Set(options ?? defaultOptions(product));
  return picksOf(product.option_groups, (g) => g.options.filter((o) => chosen.has(o.uuid)).map((o) => o.uuid));
}

/** Picks for every group or slot, as `chosen` says. */
function picksOf<T extends { uuid: string }>(list: readonly T[], chosen: (item: T) => string[]): Picks {
  return Object.fromEntries(list.map((item) => [item.uuid, chosen(item)]));
}

/**
 * A tap on an option. One-choice groups (size, single, or any group of at most one) take the tapped
 * option in place of the last; a group of several toggles it, and refuses one more past its maximum.
 * A sold-out option is never taken; taking it off is always allowed (an edited line may hold one).
 */
export function toggleOption(product: Pick<SheetProduct, 'option_groups'>, picks: Picks, groupUuid: string, optionUuid: string): Picks {
  const group = product.option_groups.find((g) => g.uuid === groupUuid);
  const option = group?.options.find((o) => o.uuid === optionUuid);
  if (!group || !option) return picks;
  const current = picks[groupUuid] ?? [];
  const has = current.includes(optionUuid);
  if (group.kind !== 'multiple' || group.max_select === 1) {
    if (has) return group.kind === 'multiple' ? { ...picks, [groupUuid]: [] } : picks;
    return option.available ? { ...picks, [groupUuid]: [optionUuid] } : picks;
  }
  if (has) return { ...picks, [groupUuid]: current.filter((u) => u !== optionUuid) };
  if (!option.available || current.length >= group.max_select) return picks;
  const order = group.options.map((o) => o.uuid);
  return { ...picks, [groupUuid]: [...current, optionUuid].sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

/** "None" in a single-choice group that may be left empty. */
export const clearGroup = (picks: Picks, groupUuid: string): Picks => ({ ...picks, [groupUuid]: [] });

/** The chosen option uuids in the product's group order: what the line sends. */
export function pickedOptions(product: Pick<SheetProduct, 'option_groups'>, picks: Picks): string[] {
  return product.option_groups.flatMap((g) => picks[g.uuid] ?? []);
}

export function initialComboPicks(product: Pick<SheetProduct, 'combo_slots'>, combo?: readonly ComboChoice[]): Picks {
  return picksOf(product.combo_slots, (s) => (combo ?? []).filter((c) => c.slot_uuid === s.uuid).map((c) => c.product_uuid));
}

/** A tap on a slot's product: a slot of one takes it in place of the last; a bigger slot toggles up to its maximum. */
export function toggleComboItem(product: Pick<SheetProduct, 'combo_slots'>, picks: Picks, slotUuid: string, productUuid: string): Picks {
  const slot = product.combo_slots.find((s) => s.uuid === slotUuid);
  const item = slot?.items.find((i) => i.product_uuid === productUuid);
  if (!slot || !item) return picks;
  const current = picks[slotUuid] ?? [];
  if (current.includes(productUuid)) {
    return slot.max_select === 1 && slot.min_select > 0 ? picks : { ...picks, [slotUuid]: current.filter((u) => u !== productUuid) };
  }
  if (!item.available) return picks;
  if (slot.max_select === 1) return { ...picks, [slotUuid]: [productUuid] };
  if (current.length >= slot.max_select) return picks;
  return { ...picks, [slotUuid]: [...current, productUuid] };
}

export function pickedCombo(product: Pick<SheetProduct, 'combo_slots'>, picks: Picks): ComboChoice[] {
  return product.combo_slots.flatMap((s) => (picks[s.uuid] ?? []).map((product_uuid) => ({ slot_uuid: s.uuid, product_uuid })));
}

/** A slot is done when it holds at least its minimum. */
export const slotDone = (slot: MenuComboSlot, picks: Picks): boolean => (picks[slot.uuid] ?? []).length >= slot.min_select;

/** Where a combo's steps start: the first slot still to fill (the last one when all are filled). */
export function firstOpenStep(product: Pick<SheetProduct, 'combo_slots'>, picks: Picks): number {
  const i = product.combo_slots.findIndex((s) => !slotDone(s, picks));
  return i < 0 ? Math.max(0, product.combo_slots.length - 1) : i;
}

/** The line as it stands: checkLine on the sheet's picks (options always sent, so defaults never creep back in). */
export function checkPicks(product: SheetProduct, picks: Picks, comboPicks: Picks): LineCheck {
  return checkLine(product, { options: pickedOptions(product, picks), combo: product.is_combo ? pickedCombo(product, comboPicks) : [] });
}

/** Why Add is not ready yet, in words the sheet translates (the contract's English sentence as a last resort). */
export type SheetHint =
  | { kind: 'choose'; group: string }
  | { kind: 'atLeast'; group: string; count: number }
  | { kind: 'atMost'; group: string; count: number }
  | { kind: 'soldOut'; name: string }
  | { kind: 'other'; message: string };

export function sheetHint(product: SheetProduct, picks: Picks, comboPicks: Picks, check: LineCheck): SheetHint | null {
  if (check.ok) return null;
  for (const g of product.option_groups) {
    for (const uuid of picks[g.uuid] ?? []) {
      const o = g.options.find((x) => x.uuid === uuid);
      if (o && !o.available) return { kind: 'soldOut', name: o.name };
    }
  }
  if (product.is_combo) {
    for (const s of product.combo_slots) {
      for (const uuid of comboPicks[s.uuid] ?? []) {
        const item = s.items.find((x) => x.product_uuid === uuid);
        if (item && !item.available) return { kind: 'soldOut', name: item.name };
      }
    }
  }
  const missing = (name: string, min: number, have: number, max: number): SheetHint | null => {
    if (have < min) return min === 1 ? { kind: 'choose', group: name } : { kind: 'atLeast', group: name, count: min };
    if (have > max) return { kind: 'atMost', group: name, count: max };
    return null;
  };
  for (const g of orderedGroups(product.option_groups)) {
    const hint = missing(g.name, g.min_select, (picks[g.uuid] ?? []).length, g.max_select);
    if (hint) return hint;
  }
  if (product.is_combo) {
    for (const s of product.combo_slots) {
      const hint = missing(s.name, s.min_select, (comboPicks[s.uuid] ?? []).length, s.max_select);
      if (hint) return hint;
    }
  }
  return { kind: 'other', message: check.problem.message };
}

/** The lowest price a product can be had for: its cheapest available size, else its own price. */
export function fromPrice(product: Pick<SheetProduct, 'price' | 'option_groups'>): { price: number; varies: boolean } {
  const sizes = product.option_groups.find((g) => g.kind === 'size');
  const prices = sizes?.options.filter((o) => o.available).map((o) => o.price) ?? [];
  if (!prices.length) return { price: product.price, varies: false };
  return { price: Math.min(...prices), varies: new Set(prices).size > 1 };
}

/** Whether a tap can add the product as it is, with no sheet: no groups to choose from and not a combo. */
export const needsChoices = (product: Pick<SheetProduct, 'option_groups' | 'is_combo'>): boolean => product.is_combo || product.option_groups.length > 0;

/** The allergens of a list that the person avoids. */
export const avoided = (list: readonly Allergen[], avoid: readonly Allergen[] | undefined): Allergen[] =>
  avoid?.length ? list.filter((a) => avoid.includes(a)) : [];

/** What the line contains as it stands (also while incomplete): the product's, its chosen options' and combo products'. */
export function lineAllergens(product: SheetProduct, picks: Picks, comboPicks: Picks): { allergens: Allergen[]; may_contain: Allergen[] } {
  const contains = new Set<Allergen>(product.allergens);
  const traces = new Set<Allergen>(product.may_contain);
  for (const g of product.option_groups) {
    for (const o of g.options) {
      if (!(picks[g.uuid] ?? []).includes(o.uuid)) continue;
      o.allergens.forEach((a) => contains.add(a));
      o.may_contain.forEach((a) => traces.add(a));
    }
  }
  if (product.is_combo) {
    for (const s of product.combo_slots) {
      for (const item of s.items) {
        if (!(comboPicks[s.uuid] ?? []).includes(item.product_uuid)) continue;
        item.allergens.forEach((a) => contains.add(a));
        item.may_contain.forEach((a) => traces.add(a));
      }
    }
  }
  return { allergens: [...contains], may_contain: [...traces].filter((a) => !contains.has(a)) };
}
