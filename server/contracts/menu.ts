// The rich menu on the wire: option groups (sizes, single and multiple choice) and their options,
// combos made of choice slots, allergens and dietary marks, the choices an order line carries, and
// the snapshot an order keeps. `checkLine` is the one rule for a line's choices and its price: the
// server runs it inside the checkout transaction on rows it just read, and the PWA runs it on the
// menu it holds (kiosk sheet, till pad, phone) to show the running price and keep Add disabled until
// the choices are complete, so both always agree.
import { z } from 'zod';
import { entityStatusSchema, pagingQuerySchema, uuidSchema } from './common';
import { translationsSchema, type Translations } from './translations';
import {
  ALLERGENS,
  DIETARY_MARKS,
  MAX_COMBO_SLOTS,
  MAX_GROUPS_PER_PRODUCT,
  MAX_OPTION_PRICE,
  MAX_OPTIONS_PER_GROUP,
  MAX_SLOT_ITEMS,
  MAX_SPICY_LEVEL,
  OPTION_GROUP_KINDS,
  type Allergen,
  type DietaryMark,
  type OptionGroupKind,
} from './constants/menu';

export * from './constants/menu';

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
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`);

// ---- option groups (back office) --------------------------------------------------------------

export const optionBodySchema = z.object({
  /** An existing option of this group keeps its uuid (and its place in past carts); absent: a new one. */
  uuid: uuidSchema.optional(),
  name: nameSchema,
  /** Its name in es and de (contracts/translations.ts); left out on an update: the kept ones stay. */
  translations: translationsSchema.optional(),
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
  /** Its name in es and de; left out on an update: the kept ones stay. */
  translations: translationsSchema.optional(),
  kind: z.enum(OPTION_GROUP_KINDS, { message: 'Kind must be size, single or multiple' }),
  min_select: selectCount('Minimum choices', 0, MAX_OPTIONS_PER_GROUP).default(0),
  max_select: selectCount('Maximum choices', 1, MAX_OPTIONS_PER_GROUP).default(1),
  sort_order: sortOrderSchema.default(0),
  status: entityStatusSchema.default('active'),
  /** The whole list: options left out are removed (past orders keep their snapshot). */
  options: z.array(optionBodySchema).min(1, 'Add at least one option').max(MAX_OPTIONS_PER_GROUP),
});

type GroupBody = z.output<typeof optionGroupFields>;
/** The rules of a group's shape, shared by the create and update bodies. */
function groupRules(g: GroupBody, ctx: z.RefinementCtx) {
  const defaults = g.options.filter((o) => o.is_default).length;
  if (g.kind === 'size') {
    if (g.min_select !== 1 || g.max_select !== 1) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'A size group is one required choice (minimum and maximum 1)' });
    }
    g.options.forEach((o, i) => {
      if (o.price < 0) ctx.addIssue({ code: 'custom', path: ['options', i, 'price'], message: 'A size is the item price and cannot be negative' });
    });
  }
  if (g.kind === 'single' && g.max_select !== 1) ctx.addIssue({ code: 'custom', path: ['max_select'], message: 'A single-choice group allows one choice' });
  if (g.min_select > g.max_select) ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the maximum' });
  if (g.min_select > g.options.length) ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the number of options' });
  if (defaults > g.max_select) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: `At most ${g.max_select} default option${g.max_select === 1 ? '' : 's'}` });
  }
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
  translations?: Translations;
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
  translations?: Translations;
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
      .array(
        z.object({
          product_uuid: uuidSchema,
          upcharge: z
            .number()
            .int('An upcharge is a whole number of minor units')
            .min(0, 'An upcharge cannot be negative')
            .max(MAX_OPTION_PRICE)
            .default(0),
        }),
      )
      .min(1, 'A slot offers at least one product')
      .max(MAX_SLOT_ITEMS),
  })
  .superRefine((s, ctx) => {
    if (s.min_select > s.max_select) ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the maximum' });
    if (new Set(s.items.map((i) => i.product_uuid)).size !== s.items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'A product appears once in a slot' });
    }
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
  /** Its name in es and de (the PWA picks the person's, src/lib/in-language.ts). */
  translations?: Translations;
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
  translations?: Translations;
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

/** A product's food information: allergens, traces, dietary marks, spiciness, energy, and whether it is a combo. */
export interface ProductFoodInfo {
  allergens: Allergen[];
  may_contain: Allergen[];
  dietary: DietaryMark[];
  spicy_level: number;
  kcal: number | null;
  is_combo: boolean;
}

/** What every menu and order-taking list carries per product, besides its name and price. */
export interface ProductMenuExtras extends ProductFoodInfo {
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

