// The catalogue on the wire: categories and products (requests, queries and the rows lists answer),
// shared by the API server and the PWA. Prices are integer minor units (paise, cents).
import { z } from 'zod';
import { entityStatusSchema, pagingQuerySchema, searchSchema, slugSchema, sortQuery, uuidSchema } from './common';
import { ALLERGENS, productMenuFieldsSchema, type OptionGroupKind, type ProductFoodInfo, type ProductMenuExtras } from './menu';
import { MAX_PRICE, MAX_SORT_ORDER, MAX_STOCK, PRODUCT_TYPES, type ProductType } from './constants/catalogue';
import { translationsSchema, type Translations } from './translations';

export * from './constants/catalogue';

/**
 * A stored image path as the upload routes answer it (`/uploads/<folder>/<uuid>.webp`), or one of
 * the seeded demo pictures (`/uploads/demo/<name>.png`) so that editing a demo record keeps its image.
 */
export const imagePathSchema = (folder: 'categories' | 'products') =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^/uploads/(?:${folder}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.webp|demo/[a-z0-9][a-z0-9-]{0,100}\\.png)$`),
      `Image must be a path returned by the ${folder === 'products' ? 'product' : 'category'} image upload`,
    );

const nameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120, 'Name is at most 120 characters');
const descriptionSchema = z.string().trim().max(1000, 'Description is at most 1000 characters').optional().nullable();
const sortOrderSchema = z
  .number({ message: 'Sort order must be a number' })
  .int('Sort order must be a whole number')
  .min(0, 'Sort order cannot be negative')
  .max(MAX_SORT_ORDER);
const productTypeSchema = z.enum(PRODUCT_TYPES, { message: 'Type must be veg, non_veg, vegan or beverage' });
const optionalUuid = uuidSchema.optional();

// ---- categories --------------------------------------------------------------------------------

export const categoryBodySchema = z.object({
  company_uuid: optionalUuid,
  store_uuid: uuidSchema,
  name: nameSchema,
  description: descriptionSchema,
  translations: translationsSchema.optional(),
  image: imagePathSchema('categories').optional().nullable(),
  sort_order: sortOrderSchema.default(0),
  status: entityStatusSchema.default('active'),
});
/** A category stays in its store; everything else may change. */
export const categoryUpdateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    translations: translationsSchema,
    image: imagePathSchema('categories').nullable(),
    sort_order: sortOrderSchema,
    status: entityStatusSchema,
  })
  .partial();

export const CATEGORY_SORT_KEYS = ['name', 'store', 'products', 'sort_order', 'status'] as const;
export const categoryListQuerySchema = pagingQuerySchema.extend({
  company_uuid: optionalUuid,
  store_uuid: optionalUuid,
  ...sortQuery(CATEGORY_SORT_KEYS).shape,
});
export const categoryCompanyDropdownQuerySchema = z.object({ company_uuid: optionalUuid });
export const categoryStoreDropdownQuerySchema = z.object({ store_uuid: optionalUuid });
export const categoryDropdownQuerySchema = z.object({ company_uuid: optionalUuid, store_uuid: optionalUuid });
/** Public: a store by its uuid or its slug (the kiosk and consumer menus know one or the other). */
export const publicCategoryQuerySchema = z
  .object({ company_uuid: optionalUuid, store_uuid: optionalUuid, store_slug: slugSchema.optional() })
  .refine((q) => q.store_uuid || q.store_slug, { message: 'Give store_uuid or store_slug', path: ['store_uuid'] });

export interface Category {
  uuid: string;
  company_uuid: string;
  company_name: string;
  store_uuid: string;
  store_name: string;
  name: string;
  slug: string;
  description: string | null;
  /** The name and description in es and de; the menus fall back to `name` and `description`. */
  translations?: Translations;
  image: string | null;
  sort_order: number;
  status: string;
  /** Every product of the category, whatever its status. */
  product_count: number;
  created_at: string;
  updated_at: string;
}

export interface CategoryDropdownItem {
  uuid: string;
  name: string;
  slug: string;
  store_uuid: string;
  store_name: string;
}

export interface PublicCategory {
  uuid: string;
  name: string;
  slug: string;
  description: string | null;
  translations?: Translations;
  image: string | null;
  sort_order: number;
  /** Products a consumer can order now: active, available, in stock or untracked. */
  product_count: number;
}

// ---- products ----------------------------------------------------------------------------------

const priceSchema = z
  .number({ message: 'Price must be a number in minor units (e.g. 4550 for 45.50)' })
  .int('Price is a whole number of minor units (e.g. 4550 for 45.50)')
  .min(0, 'Price cannot be negative')
  .max(MAX_PRICE, `Price is at most ${MAX_PRICE} minor units`);
const stockSchema = z
  .number({ message: 'Stock must be a number, or null when not tracked' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(MAX_STOCK, `Stock is at most ${MAX_STOCK}`)
  .nullable();
/** "Running out" at or below this many (dashboard); null: the store's default. */
export const lowStockThresholdSchema = z
  .number({ message: 'The low-stock level must be a number, or empty for the store default' })
  .int('The low-stock level must be a whole number')
  .min(0, 'The low-stock level cannot be negative')
  .max(MAX_STOCK, `The low-stock level is at most ${MAX_STOCK}`)
  .nullable();

export const productBodySchema = z.object({
  store_uuid: uuidSchema,
  category_uuid: uuidSchema,
  name: nameSchema,
  description: descriptionSchema,
  translations: translationsSchema.optional(),
  price: priceSchema,
  type: productTypeSchema,
  image: imagePathSchema('products').optional().nullable(),
  is_available: z.boolean({ message: 'is_available must be true or false' }).default(true),
  /** null or absent: stock is not tracked. */
  stock: stockSchema.optional(),
  low_stock_threshold: lowStockThresholdSchema.optional(),
  sort_order: sortOrderSchema.default(0),
  status: entityStatusSchema.default('active'),
  // The rich menu (contracts/menu.ts): allergens, dietary marks, option groups of the same store,
  // and for a combo its slots. combo_slots only with is_combo.
  ...productMenuFieldsSchema.shape,
});
/** A product stays in its store; its category may change to another of the same store. */
export const productUpdateSchema = z
  .object({
    category_uuid: uuidSchema,
    name: nameSchema,
    description: descriptionSchema,
    translations: translationsSchema,
    price: priceSchema,
    type: productTypeSchema,
    image: imagePathSchema('products').nullable(),
    is_available: z.boolean({ message: 'is_available must be true or false' }),
    stock: stockSchema,
    low_stock_threshold: lowStockThresholdSchema,
    sort_order: sortOrderSchema,
    status: entityStatusSchema,
  })
  .partial()
  // Each menu field left out stays as it is; option_group_uuids and combo_slots, when given, replace the whole list.
  .extend(productMenuFieldsSchema.shape);
export const productAvailabilitySchema = z.object({ uuid: uuidSchema, is_available: z.boolean({ message: 'is_available must be true or false' }) });

const typeFilter = productTypeSchema.optional();
export const PRODUCT_SORT_KEYS = ['name', 'store', 'price', 'type', 'stock', 'available', 'status'] as const;
export const productAdminListQuerySchema = pagingQuerySchema.extend({
  ...sortQuery(PRODUCT_SORT_KEYS).shape,
  company_uuid: optionalUuid,
  store_uuid: optionalUuid,
  category_uuid: optionalUuid,
  type: typeFilter,
  status: entityStatusSchema.optional(),
});
export const productListQuerySchema = productAdminListQuerySchema;
export const productCompanyOrderQuerySchema = z.object({ search: searchSchema, company_uuid: optionalUuid, store_uuid: optionalUuid, type: typeFilter });
export const productStoreOrderQuerySchema = z.object({ search: searchSchema, store_uuid: optionalUuid, type: typeFilter });
/** `exclude_allergens=peanuts,milk`: a comma list of ALLERGENS (an unknown name is a 400). */
export const excludeAllergensSchema = z
  .string()
  .max(300)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ALLERGENS, { message: `exclude_allergens holds names of: ${ALLERGENS.join(', ')}` })).transform((l) => [...new Set(l)]))
  .optional();

/** Public menu: a store by slug (or uuid), or every active store of a company by its slug. */
export const publicProductQuerySchema = pagingQuerySchema
  .extend({
    company_slug: slugSchema.optional(),
    store_slug: slugSchema.optional(),
    store_uuid: optionalUuid,
    category_uuid: optionalUuid,
    type: typeFilter,
    /** Hides products whose own allergens (contains, not may contain) hold any of these. */
    exclude_allergens: excludeAllergensSchema,
  })
  .refine((q) => q.company_slug || q.store_slug || q.store_uuid, { message: 'Give store_slug, store_uuid or company_slug', path: ['store_slug'] });

/** A combo's slot as the product editor reads it back (the body's shape, with names). */
export interface ProductComboSlot {
  uuid: string;
  name: string;
  min_select: number;
  max_select: number;
  items: { product_uuid: string; name: string; upcharge: number }[];
}

/** What every list of products shows of one: its name, price (in the store's currency), picture and type. */
interface ProductFace {
  uuid: string;
  name: string;
  /** Its name and description in es and de; a menu falls back to `name` (and `description`). */
  translations?: Translations;
  price: number;
  currency: string;
  image: string | null;
  type: ProductType;
}

/** Where a product is sold: its store and its category there. */
interface ProductPlace {
  store_uuid: string;
  store_name: string;
  category_uuid: string;
  category_name: string;
  category_translations?: Translations;
}

export interface Product extends ProductFace, ProductPlace, ProductFoodInfo {
  company_uuid: string;
  company_name: string;
  slug: string;
  description: string | null;
  is_available: boolean;
  /** null: not tracked. */
  stock: number | null;
  /** Running out at or below this; null: the store's default. */
  low_stock_threshold: number | null;
  sort_order: number;
  status: string;
  /** The option groups it offers, in order (all of them, active or not). */
  option_group_uuids: string[];
  /** A combo's slots, in order; [] for other products. */
  combo_slots: ProductComboSlot[];
  created_at: string;
  updated_at: string;
}

/** A product on an order screen (cashier, back office): orderable now, sorted by category. */
export interface OrderableProduct extends ProductFace, ProductPlace, ProductMenuExtras {
  category_sort_order: number;
  description: string | null;
  stock: number | null;
  sort_order: number;
}

/** A product on the public menu (consumer app, kiosk). */
export interface PublicProduct extends ProductFace, ProductPlace, ProductMenuExtras {
  slug: string;
  description: string | null;
  /** Units left when tracked, else null. */
  stock: number | null;
  in_stock: boolean;
  store_slug: string;
  sort_order: number;
}

export interface BulkUploadResult {
  inserted: number;
}

// ---- the store's "today" screen (sold-out switches) ----------------------------------------------

export const productTodayQuerySchema = z.object({ store_uuid: optionalUuid });

export interface TodayOption {
  uuid: string;
  name: string;
  price: number;
  is_available: boolean;
}

export interface TodayOptionGroup {
  uuid: string;
  name: string;
  kind: OptionGroupKind;
  options: TodayOption[];
}

/** Every active product of a store with its switches: the product's and each of its options'. */
export interface TodayProduct extends ProductFace, Pick<ProductPlace, 'category_uuid' | 'category_name' | 'category_translations'> {
  is_available: boolean;
  /** null: not tracked. */
  stock: number | null;
  in_stock: boolean;
  is_combo: boolean;
  /** Its active groups with their active options, in the product's order. */
  option_groups: TodayOptionGroup[];
}

// ---- option groups (queries; the bodies are in contracts/menu.ts) -------------------------------

/** The active groups of one store, for the product editor's picker; store roles may leave it out. */
export const optionGroupDropdownQuerySchema = z.object({ store_uuid: optionalUuid });
