// zod-free part of ../menu.ts: the fixed lists (allergens, dietary marks, option group kinds, limits),
// the key of a line's choices and `checkLine`, the one rule for a line's choices and price. The PWA
// imports them from here (kiosk, till, phone), so that a screen does not load zod with them;
// ../menu.ts re-exports them for the server.
import type { ComboChoice, MenuComboItem, MenuComboSlot, MenuOption, MenuOptionGroup, OrderItemComboChoice, OrderItemOption } from '../menu';

// ---- fixed lists -------------------------------------------------------------------------------

/** The 14 allergens of EU Regulation 1169/2011, Annex II. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
/** Dietary marks beyond the product's `type`. */
export const DIETARY_MARKS = ['vegetarian', 'vegan', 'gluten_free', 'halal', 'jain'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];
export const MAX_SPICY_LEVEL = 3;
/** size: one required choice whose option is the item's price; single / multiple: options add a delta. */
export const OPTION_GROUP_KINDS = ['size', 'single', 'multiple'] as const;
export type OptionGroupKind = (typeof OPTION_GROUP_KINDS)[number];
export const MAX_OPTIONS_PER_GROUP = 50;
export const MAX_GROUPS_PER_PRODUCT = 20;
export const MAX_COMBO_SLOTS = 10;
export const MAX_SLOT_ITEMS = 50;
/** Largest price or delta of an option, in minor units (as MAX_PRICE of products). */
export const MAX_OPTION_PRICE = 10_000_000;

/** The same product with the same choices is the same line: this key tells them apart ('' for none). */
export function choiceKey(options: readonly string[] | undefined, combo: readonly ComboChoice[] | undefined): string {
  const o = [...(options ?? [])].sort();
  const c = (combo ?? []).map((x) => `${x.slot_uuid}:${x.product_uuid}`).sort();
  return o.length === 0 && c.length === 0 ? '' : `${o.join(',')}|${c.join(',')}`;
}

// ---- the rule of a line ----------------------------------------------------------------------------

/** What checkLine needs of a product: its base price, name and menu extras. */
export interface LineProduct {
  name: string;
  price: number;
  option_groups: MenuOptionGroup[];
  combo_slots: MenuComboSlot[];
  is_combo: boolean;
}

export type LineProblem =
  /** 400: a choice that is not the product's, a group out of its min/max, a slot not filled. */
  | { status: 400; path: string; message: string }
  /** 409: a real choice that is sold out or off the menu today. */
  | { status: 409; path: string; message: string };

export type LineCheck =
  | {
      ok: true;
      unit_price: number;
      base_price: number;
      options: OrderItemOption[];
      combo: OrderItemComboChoice[];
      allergens: Allergen[];
      may_contain: Allergen[];
    }
  | { ok: false; problem: LineProblem };

/** The options a line gets when it names none: each group's defaults (a size group: its default, else its first available). */
export function defaultOptions(product: Pick<LineProduct, 'option_groups'>): string[] {
  const out: string[] = [];
  for (const g of product.option_groups) {
    const defaults = g.options.filter((o) => o.is_default && o.available).map((o) => o.uuid);
    if (defaults.length) out.push(...defaults.slice(0, g.max_select));
  }
  return out;
}

/**
 * Checks a line's choices against the product and prices it: base (the chosen size's price, or the
 * product's) + option deltas + combo upcharges. `priceOf` may replace a price (an offline device's
 * honoured price); by default the menu's.
 */
export function checkLine(
  product: LineProduct & { allergens?: Allergen[]; may_contain?: Allergen[] },
  choices: { options?: readonly string[]; combo?: readonly ComboChoice[] },
  priceOf: { base?: number; option?: (uuid: string, menuPrice: number) => number } = {},
): LineCheck {
  const chosen = choices.options === undefined ? defaultOptions(product) : [...choices.options];
  const byUuid = new Map<string, { group: MenuOptionGroup; option: MenuOption }>();
  for (const group of product.option_groups) for (const option of group.options) byUuid.set(option.uuid, { group, option });
  const picked = new Map<string, MenuOption[]>();
  const seen = new Set<string>();
  for (const [i, uuid] of chosen.entries()) {
    const hit = byUuid.get(uuid);
    if (!hit) return { ok: false, problem: { status: 400, path: `options.${i}`, message: `That choice is not an option of ${product.name}` } };
    if (seen.has(uuid)) return { ok: false, problem: { status: 400, path: `options.${i}`, message: `${hit.option.name} is chosen twice` } };
    seen.add(uuid);
    if (!hit.option.available) return { ok: false, problem: { status: 409, path: `options.${i}`, message: `${hit.option.name} is sold out` } };
    picked.set(hit.group.uuid, [...(picked.get(hit.group.uuid) ?? []), hit.option]);
  }
  const allergens = new Set<Allergen>(product.allergens ?? []);
  const mayContain = new Set<Allergen>(product.may_contain ?? []);
  let base = priceOf.base ?? product.price;
  let deltas = 0;
  const snapshot: OrderItemOption[] = [];
  for (const group of product.option_groups) {
    const list = picked.get(group.uuid) ?? [];
    if (list.length < group.min_select) {
      const message =
        group.min_select === 1
          ? `Choose a ${group.name} for ${product.name}`
          : `Choose at least ${group.min_select} of ${group.name} for ${product.name}`;
      return { ok: false, problem: { status: 400, path: 'options', message } };
    }
    if (list.length > group.max_select) {
      return { ok: false, problem: { status: 400, path: 'options', message: `Choose at most ${group.max_select} of ${group.name} for ${product.name}` } };
    }
    for (const option of list) {
      const price = priceOf.option ? priceOf.option(option.uuid, option.price) : option.price;
      if (group.kind === 'size') base = price;
      else deltas += price;
      snapshot.push({ group_uuid: group.uuid, group_name: group.name, option_uuid: option.uuid, name: option.name, price, kind: group.kind });
      option.allergens.forEach((a) => allergens.add(a));
      option.may_contain.forEach((a) => mayContain.add(a));
    }
  }

  const combo: OrderItemComboChoice[] = [];
  const comboChoices = choices.combo ?? [];
  if (comboChoices.length && !product.is_combo) return { ok: false, problem: { status: 400, path: 'combo', message: `${product.name} is not a combo` } };
  if (product.is_combo) {
    const slots = new Map(product.combo_slots.map((s) => [s.uuid, s]));
    const perSlot = new Map<string, MenuComboItem[]>();
    const pairs = new Set<string>();
    for (const [i, c] of comboChoices.entries()) {
      const slot = slots.get(c.slot_uuid);
      if (!slot) return { ok: false, problem: { status: 400, path: `combo.${i}.slot_uuid`, message: `That is not a part of ${product.name}` } };
      const item = slot.items.find((x) => x.product_uuid === c.product_uuid);
      if (!item) {
        return { ok: false, problem: { status: 400, path: `combo.${i}.product_uuid`, message: `That is not a choice for ${slot.name} in ${product.name}` } };
      }
      const pair = `${c.slot_uuid}:${c.product_uuid}`;
      if (pairs.has(pair)) return { ok: false, problem: { status: 400, path: `combo.${i}`, message: `${item.name} is chosen twice for ${slot.name}` } };
      pairs.add(pair);
      if (!item.available) return { ok: false, problem: { status: 409, path: `combo.${i}.product_uuid`, message: `${item.name} is sold out` } };
      perSlot.set(slot.uuid, [...(perSlot.get(slot.uuid) ?? []), item]);
    }
    for (const slot of product.combo_slots) {
      const list = perSlot.get(slot.uuid) ?? [];
      if (list.length < slot.min_select) {
        return {
          ok: false,
          problem: {
            status: 400,
            path: 'combo',
            message: `Choose ${slot.min_select === 1 ? 'a' : `at least ${slot.min_select}`} ${slot.name} for ${product.name}`,
          },
        };
      }
      if (list.length > slot.max_select) {
        return { ok: false, problem: { status: 400, path: 'combo', message: `Choose at most ${slot.max_select} ${slot.name} for ${product.name}` } };
      }
      for (const item of list) {
        deltas += item.upcharge;
        combo.push({ slot_uuid: slot.uuid, slot_name: slot.name, product_uuid: item.product_uuid, name: item.name, upcharge: item.upcharge });
        item.allergens.forEach((a) => allergens.add(a));
        item.may_contain.forEach((a) => mayContain.add(a));
      }
    }
  }
  const unit = base + deltas;
  if (unit < 0) return { ok: false, problem: { status: 400, path: 'options', message: `These choices would make ${product.name} cost less than nothing` } };
  return {
    ok: true,
    unit_price: unit,
    base_price: base,
    options: snapshot,
    combo,
    allergens: [...allergens],
    may_contain: [...mayContain].filter((a) => !allergens.has(a)),
  };
}
