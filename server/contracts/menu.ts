// The rich menu on the wire: option groups (sizes, single and multiple choice) and their options,
// combos made of choice slots, allergens and dietary marks, the choices an order line carries, and
// the snapshot an order keeps. `checkLine` is the one rule for a line's choices and its price: the
// server runs it inside the checkout transaction on rows it just read, and the PWA runs it on the
// menu it holds (kiosk sheet, till pad, phone) to show the running price and keep Add disabled until
// the choices are complete, so both always agree.
import { z } from 'zod';
import { ENTITY_STATUSES, pagingQuerySchema, uuidSchema } from './common';

// ---- fixed lists -------------------------------------------------------------------------------

/** The 14 allergens of EU Regulation 1169/2011, Annex II. */
export const ALLERGENS = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const;
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

const unique = <T>(list: T[]) => [...new Set(list)];
export const allergenListSchema = z
  .array(z.enum(ALLERGENS, { message: `An allergen is one of: ${ALLERGENS.join(', ')}` }))
  .max(ALLERGENS.length)
  .transform(unique);
export const dietaryListSchema = z
  .array(z.enum(DIETARY_MARKS, { message: `A dietary mark is one of: ${DIETARY_MARKS.join(', ')}` }))
  .max(DIETARY_MARKS.length)
  .transform(unique);

const nameSchema = z.string().trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters');
const sortOrderSchema = z.number({ message: 'Sort order must be a number' }).int('Sort order must be a whole number').min(0).max(100_000);
const selectCount = (label: string, min: number, max: number) =>
  z.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} is at least ${min}`).max(max, `${label} is at most ${max}`);

// ---- option groups (back office) --------------------------------------------------------------

export const optionBodySchema = z.object({
  /** An existing option of this group keeps its uuid (and its place in past carts); absent: a new one. */
  uuid: uuidSchema.optional(),
  name: nameSchema,
  /** In a size group: the item's price (>= 0). Otherwise: the delta added to it (may be 0 or negative). */
  price: z
    .number({ message: 'Price must be a number in minor units' })
    .int('Price is a whole number of minor units')
    .min(-MAX_OPTION_PRICE)
    .max(MAX_OPTION_PRICE),
  is_default: z.boolean().default(false),
  is_available: z.boolean().default(true),
  allergens: allergenListSchema.default([]),
  may_contain: allergenListSchema.default([]),
  sort_order: sortOrderSchema.default(0),
});

const optionGroupFields = z.object({
  name: nameSchema,
  kind: z.enum(OPTION_GROUP_KINDS, { message: 'Kind must be size, single or multiple' }),
  min_select: selectCount('Minimum choices', 0, MAX_OPTIONS_PER_GROUP).default(0),
  max_select: selectCount('Maximum choices', 1, MAX_OPTIONS_PER_GROUP).default(1),
  sort_order: sortOrderSchema.default(0),
  status: z.enum(ENTITY_STATUSES, { message: 'Status must be active or inactive' }).default('active'),
  /** The whole list: options left out are removed (past orders keep their snapshot). */
  options: z.array(optionBodySchema).min(1, 'Add at least one option').max(MAX_OPTIONS_PER_GROUP),
});

type GroupBody = z.output<typeof optionGroupFields>;
/** The rules of a group's shape, shared by the create and update bodies. */
function groupRules(g: GroupBody, ctx: z.RefinementCtx) {
  const defaults = g.options.filter((o) => o.is_default).length;
  if (g.kind === 'size') {
    if (g.min_select !== 1 || g.max_select !== 1) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'A size group is one required choice (minimum and maximum 1)' });
    g.options.forEach((o, i) => {
      if (o.price < 0) ctx.addIssue({ code: 'custom', path: ['options', i, 'price'], message: 'A size is the item price and cannot be negative' });
    });
  }
  if (g.kind === 'single' && g.max_select !== 1) ctx.addIssue({ code: 'custom', path: ['max_select'], message: 'A single-choice group allows one choice' });
  if (g.min_select > g.max_select) ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the maximum' });
  if (g.min_select > g.options.length) ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the number of options' });
  if (defaults > g.max_select) ctx.addIssue({ code: 'custom', path: ['options'], message: `At most ${g.max_select} default option${g.max_select === 1 ? '' : 's'}` });
  const names = new Set<string>();
  g.options.forEach((o, i) => {
    const key = o.name.toLowerCase();
    if (names.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: `"${o.name}" is in the group twice` });
    names.add(key);
  });
}

export const optionGroupBodySchema = optionGroupFields.extend({ store_uuid: uuidSchema }).superRefine(groupRules);
export const optionGroupUpdateSchema = optionGroupFields.superRefine(groupRules);
export const optionGroupListQuerySchema = pagingQuerySchema.extend({ company_uuid: uuidSchema.optional(), store_uuid: uuidSchema.optional() });
/** The day's switch: a manager or cashier marks an option sold out (or back) without editing anything else. */
export const optionAvailabilitySchema = z.object({ uuid: uuidSchema, is_available: z.boolean({ message: 'is_available must be true or false' }) });

export interface OptionView {
  uuid: string;
  name: string;
  price: number;
  is_default: boolean;
  is_available: boolean;
  allergens: Allergen[];
  may_contain: Allergen[];
  sort_order: number;
}

export interface OptionGroup {
  uuid: string;
  company_uuid: string;
  store_uuid: string;
  store_name: string;
  name: string;
  kind: OptionGroupKind;
  min_select: number;
  max_select: number;
  required: boolean;
  sort_order: number;
  status: string;
  options: OptionView[];
  /** Products offering this group. */
  product_count: number;
  created_at: string;
  updated_at: string;
}

// ---- a product's menu fields (product add/update bodies) ---------------------------------------

export const comboSlotBodySchema = z
  .object({
    name: nameSchema,
    min_select: selectCount('Minimum choices', 0, 20).default(1),
    max_select: selectCount('Maximum choices', 1, 20).default(1),
    items: z
      .array(z.object({ product_uuid: uuidSchema, upcharge: z.number().int('An upcharge is a whole number of minor units').min(0, 'An upcharge cannot be negative').max(MAX_OPTION_PRICE).default(0) }))
      .min(1, 'A slot offers at least one product')
      .max(MAX_SLOT_ITEMS),
  })
  .superRefine((s, ctx) => {
    if (s.min_select > s.max_select) ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the maximum' });
    if (new Set(s.items.map((i) => i.product_uuid)).size !== s.items.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'A product appears once in a slot' });
  });

/** Fields a product body may carry besides today's (all optional on update). */
export const productMenuFieldsSchema = z.object({
  allergens: allergenListSchema.optional(),
  may_contain: allergenListSchema.optional(),
  dietary: dietaryListSchema.optional(),
  spicy_level: selectCount('Spicy level', 0, MAX_SPICY_LEVEL).optional(),
  kcal: z.number().int('kcal is a whole number').min(0).max(100_000).nullable().optional(),
  /** The option groups (of the product's store) it offers, in order. */
  option_group_uuids: z.array(uuidSchema).max(MAX_GROUPS_PER_PRODUCT).optional(),
  is_combo: z.boolean().optional(),
  /** A combo's slots (the whole list); only with is_combo. */
  combo_slots: z.array(comboSlotBodySchema).max(MAX_COMBO_SLOTS).optional(),
});
export type ProductMenuFields = z.output<typeof productMenuFieldsSchema>;

// ---- what a menu carries per product ------------------------------------------------------------

export interface MenuOption {
  uuid: string;
  name: string;
  price: number;
  is_default: boolean;
  /** False while sold out (the day's switch) or inactive. */
  available: boolean;
  allergens: Allergen[];
  may_contain: Allergen[];
}

export interface MenuOptionGroup {
  uuid: string;
  name: string;
  kind: OptionGroupKind;
  min_select: number;
  max_select: number;
  required: boolean;
  options: MenuOption[];
}

export interface MenuComboItem {
  product_uuid: string;
  name: string;
  image: string | null;
  upcharge: number;
  /** The product can be ordered now (active, available, in stock). */
  available: boolean;
  allergens: Allergen[];
  may_contain: Allergen[];
}

export interface MenuComboSlot {
  uuid: string;
  name: string;
  min_select: number;
  max_select: number;
  items: MenuComboItem[];
}

/** What every menu and order-taking list carries per product, besides its name and price. */
export interface ProductMenuExtras {
  allergens: Allergen[];
  may_contain: Allergen[];
  dietary: DietaryMark[];
  spicy_level: number;
  kcal: number | null;
  is_combo: boolean;
  option_groups: MenuOptionGroup[];
  combo_slots: MenuComboSlot[];
  /** Combos offering this product in a slot ("Make it a meal?"). */
  in_combos: string[];
}

// ---- a line's choices (cart, checkout, offline) --------------------------------------------------

export const comboChoiceSchema = z.object({ slot_uuid: uuidSchema, product_uuid: uuidSchema });
export type ComboChoice = z.output<typeof comboChoiceSchema>;
/**
 * The choices of an order or cart line. `options` absent: the product's default options (so a plain
 * item needs no choices); present, even empty: exactly these.
 */
export const lineChoicesFields = {
  options: z.array(uuidSchema).max(MAX_GROUPS_PER_PRODUCT * 5, 'Too many options on one line').optional(),
  combo: z.array(comboChoiceSchema).max(MAX_COMBO_SLOTS * 5, 'Too many combo choices on one line').optional(),
};

/** The same product with the same choices is the same line: this key tells them apart ('' for none). */
export function choiceKey(options: readonly string[] | undefined, combo: readonly ComboChoice[] | undefined): string {
  const o = [...(options ?? [])].sort();
  const c = (combo ?? []).map((x) => `${x.slot_uuid}:${x.product_uuid}`).sort();
  return o.length === 0 && c.length === 0 ? '' : `${o.join(',')}|${c.join(',')}`;
}

/**
 * The prices an offline device showed for a line's options: honoured like product prices, only when
 * the server had them in force within the offline window.
 */
export const offlineOptionPriceSchema = z.object({
  option_uuid: uuidSchema,
  price: z.number().int().min(-MAX_OPTION_PRICE).max(MAX_OPTION_PRICE),
});

// ---- what an order keeps -------------------------------------------------------------------------

export interface OrderItemOption {
  group_uuid: string;
  group_name: string;
  option_uuid: string;
  name: string;
  /** The size's price, or the delta, as charged. */
  price: number;
  kind: OptionGroupKind;
}

export interface OrderItemComboChoice {
  slot_uuid: string;
  slot_name: string;
  product_uuid: string;
  name: string;
  upcharge: number;
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
  | { ok: true; unit_price: number; base_price: number; options: OrderItemOption[]; combo: OrderItemComboChoice[]; allergens: Allergen[]; may_contain: Allergen[] }
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
      const message = group.min_select === 1 ? `Choose a ${group.name} for ${product.name}` : `Choose at least ${group.min_select} of ${group.name} for ${product.name}`;
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
      if (!item) return { ok: false, problem: { status: 400, path: `combo.${i}.product_uuid`, message: `That is not a choice for ${slot.name} in ${product.name}` } };
      const pair = `${c.slot_uuid}:${c.product_uuid}`;
      if (pairs.has(pair)) return { ok: false, problem: { status: 400, path: `combo.${i}`, message: `${item.name} is chosen twice for ${slot.name}` } };
      pairs.add(pair);
      if (!item.available) return { ok: false, problem: { status: 409, path: `combo.${i}.product_uuid`, message: `${item.name} is sold out` } };
      perSlot.set(slot.uuid, [...(perSlot.get(slot.uuid) ?? []), item]);
    }
    for (const slot of product.combo_slots) {
      const list = perSlot.get(slot.uuid) ?? [];
      if (list.length < slot.min_select) return { ok: false, problem: { status: 400, path: 'combo', message: `Choose ${slot.min_select === 1 ? 'a' : `at least ${slot.min_select}`} ${slot.name} for ${product.name}` } };
      if (list.length > slot.max_select) return { ok: false, problem: { status: 400, path: 'combo', message: `Choose at most ${slot.max_select} ${slot.name} for ${product.name}` } };
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
  return { ok: true, unit_price: unit, base_price: base, options: snapshot, combo, allergens: [...allergens], may_contain: [...mayContain].filter((a) => !allergens.has(a)) };
}
