// zod-free values of ../catalogue.ts: product types, price and stock limits, the bulk file columns. The PWA imports them from here, so that a screen
// which needs one of them does not load zod with it; ../catalogue.ts re-exports them for the server.

export const PRODUCT_TYPES = ['veg', 'non_veg', 'vegan', 'beverage'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Largest price accepted, in minor units (100,000.00 in major units). */
export const MAX_PRICE = 10_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_SORT_ORDER = 100_000;

/** Rows of a bulk product file: the columns the reader requires, then the optional ones. */
export const PRODUCT_BULK_REQUIRED_COLUMNS = ['name', 'category', 'price', 'type'] as const;
/** allergens, may_contain, dietary: lists separated by "," or ";" (names of ALLERGENS / DIETARY_MARKS or their English labels). */
export const PRODUCT_BULK_OPTIONAL_COLUMNS = [
  'description',
  'stock',
  'is_available',
  'sort_order',
  'allergens',
  'may_contain',
  'dietary',
  'spicy_level',
  'kcal',
] as const;
