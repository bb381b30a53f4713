// What every store sells, kept as data in menu.json: categories with their dishes (price, type,
// description, allergens, traces, dietary marks, spicy level and kcal per dish), the espresso drinks
// every store serves, the option groups of drinks and mains, and the combos. The file is checked
// against the schemas below when the seed loads, so a misspelt allergen or key fails at once.
//
// Drinks that take the Milk group carry milk through their Dairy option, not as the dish's own
// allergen: a guest avoiding milk can still have them with soy milk (and they are not marked
// gluten-free, since oat milk brings gluten). Combos carry no allergens: their choices do.
import { z } from 'zod';
import { PRODUCT_TYPES } from '../../contracts/constants/catalogue';
import { ALLERGENS, DIETARY_MARKS, MAX_SPICY_LEVEL, OPTION_GROUP_KINDS } from '../../contracts/constants/menu';
import { DEMO_THEMES } from '../demo-images';
import menu from './menu.json';

const allergens = z.array(z.enum(ALLERGENS)).default([]);

/** A dish; what it leaves out is empty (no allergens, traces or marks), not spicy, kcal unknown. */
const dishSchema = z.strictObject({
  name: z.string().min(1),
  /** The base price in minor units, before a store's price factor. */
  price: z.number().int().positive(),
  type: z.enum(PRODUCT_TYPES),
  description: z.string(),
  contains: allergens,
  mayContain: allergens,
  dietary: z.array(z.enum(DIETARY_MARKS)).default([]),
  spicy: z.number().int().min(0).max(MAX_SPICY_LEVEL).default(0),
  kcal: z.number().int().nonnegative().nullable().default(null),
});

const optionSchema = z.strictObject({
  name: z.string().min(1),
  /** Size: the price as a share of the product's (1 = the product's price). Others: a delta in minor units. */
  price: z.number(),
  isDefault: z.boolean().optional(),
  allergens: z.array(z.enum(ALLERGENS)).optional(),
  mayContain: z.array(z.enum(ALLERGENS)).optional(),
});

const groupSchema = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  kind: z.enum(OPTION_GROUP_KINDS),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  options: z.array(optionSchema).min(1),
  /** The dishes offering it, in the order their groups are shown. */
  products: z.array(z.string()).min(1),
});

/** A combo's choice: the dishes offered with their upcharge; a dish the store does not serve is left out. */
const slotSchema = z.strictObject({
  name: z.string().min(1),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  items: z.array(z.strictObject({ name: z.string().min(1), upcharge: z.number().int().nonnegative() })).min(1),
});

const menuSchema = z
  .strictObject({
    categories: z.array(z.strictObject({ key: z.enum(DEMO_THEMES), name: z.string().min(1), description: z.string(), dishes: z.array(dishSchema) })),
    /** Added to every store's Beverages after the random pick (they use no randomness). */
    espresso: z.array(dishSchema),
    optionGroups: z.array(groupSchema),
    /** Slots that more than one combo offers, named by key in a combo's slots. */
    sharedSlots: z.record(z.string(), slotSchema),
    combos: z.array(dishSchema.extend({ category: z.enum(DEMO_THEMES), slots: z.array(z.union([slotSchema, z.string()])).min(1) })),
  })
  .transform(({ sharedSlots, combos, ...rest }) => ({
    ...rest,
    combos: combos.map((combo) => ({
      ...combo,
      slots: combo.slots.map((slot) => {
        if (typeof slot !== 'string') return slot;
        const shared = sharedSlots[slot];
        if (!shared) throw new Error(`Demo menu: ${combo.name} names a slot "${slot}" that sharedSlots does not have`);
        return shared;
      }),
    })),
  }));

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type CategoryKey = (typeof DEMO_THEMES)[number];
export type GroupKind = (typeof OPTION_GROUP_KINDS)[number];
export type Dish = z.infer<typeof dishSchema>;

const MENU = menuSchema.parse(menu);
export const { categories: CATEGORIES, espresso: ESPRESSO, optionGroups: OPTION_GROUPS, combos: COMBOS } = MENU;
