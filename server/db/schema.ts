// The one Drizzle schema: every table of the product, the same on PGlite and PostgreSQL.
// Money is integer minor units (paise, cents). Statuses are text with CHECK constraints so that a
// new value is one migration line, and uuids are made by the database.
import { sql } from 'drizzle-orm';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ExtraConfigColumn, PgColumnBuilderBase, PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import type { Translations } from '../contracts/translations';

const id = () => uuid('uuid').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const statusCol = () => text('status').notNull().default('active');
const statusCheck = (table: string, col: unknown) => check(`${table}_status_check`, sql`${col} in ('active', 'inactive')`);

/** A table whose rows are known by a `uuid` primary key that the database makes. */
function entity<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extra?: (t: BuildExtraConfigColumns<TName, WithKey<TColumns>, 'pg'>) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, WithKey<TColumns>>(name, { uuid: id(), ...columns }, extra);
}
type WithKey<TColumns> = { uuid: ReturnType<typeof id> } & TColumns;

// References to the tables most rows point at; `.notNull()` where the row must have one.
const cascade = { onDelete: 'cascade' } as const;
const companyRef = () => uuid('company_uuid').references(() => companies.uuid);
const storeRef = () => uuid('store_uuid').references(() => stores.uuid);
const userRef = (name = 'user_uuid') => uuid(name).references(() => users.uuid);
const orderRef = (actions?: typeof cascade) => uuid('order_uuid').references(() => orders.uuid, actions);
const productRef = (actions?: typeof cascade) => uuid('product_uuid').references(() => products.uuid, actions);
const couponRef = () => uuid('coupon_uuid').references(() => coupons.uuid);

// Column groups that many tables share, spread in where the table has them (same columns, same order).
/** created_at and updated_at: every row that is edited after it is made. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** status (active | inactive) and the timestamps: the tail of every back-office resource. */
const lifecycle = () => ({ status: statusCol(), ...timestamps() });
/** The company and the store a row of one store belongs to. */
const storeScope = () => ({ companyUuid: companyRef().notNull(), storeUuid: storeRef().notNull() });
/** A price and the window it was in force (`valid_to` null: the current one), kept by a trigger. */
const priceWindow = () => ({
  price: integer('price').notNull(),
  validFrom: ts('valid_from').notNull().defaultNow(),
  validTo: ts('valid_to'),
});
/** An order's rating by its consumer (order feedback, product reviews). */
const ratingColumns = () => ({
  userUuid: userRef().notNull(),
  ...storeScope(),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  createdAt: createdAt(),
});
/** A rating table's lookups by company and by store (newest last), and its 1 to 5 rule. */
const ratingExtras = (table: string, t: Record<'companyUuid' | 'storeUuid' | 'createdAt' | 'rating', ExtraConfigColumn>) => [
  index(`${table}_company_idx`).on(t.companyUuid, t.createdAt),
  index(`${table}_store_idx`).on(t.storeUuid, t.createdAt),
  check(`${table}_rating_check`, sql`${t.rating} between 1 and 5`),
];
/** A min..max choice: option groups and combo slots. */
const selectCheck = (table: string, t: { minSelect: unknown; maxSelect: unknown }, most: number) =>
  check(
    `${table}_select_check`,
    sql`${t.minSelect} >= 0 and ${t.maxSelect} >= 1 and ${t.maxSelect} >= ${t.minSelect} and ${t.maxSelect} <= ${sql.raw(String(most))}`,
  );

export const companies = entity(
  'companies',
  {
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    address: text('address'),
    currency: text('currency').notNull().default('INR'),
    taxRateBps: integer('tax_rate_bps').notNull().default(500),
    logo: text('logo'),
    /**
     * Who may join as a company consumer on their own: e-mail domains the company lists (lower
     * case, no @), and a join code it hands out (stored hashed). Otherwise only by invitation.
     */
    joinEmailDomains: text('join_email_domains').array().notNull().default(sql`'{}'::text[]`),
    joinCodeHash: text('join_code_hash'),
    ...lifecycle(),
  },
  (t) => [uniqueIndex('companies_slug_uq').on(t.slug), index('companies_name_idx').on(t.name), statusCheck('companies', t.status)],
);

export const stores = entity(
  'stores',
  {
    companyUuid: companyRef().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    address: text('address'),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    /** Whether the public pickup screen shows the customer's first name beside the call number (off: numbers only). */
    pickupShowNames: boolean('pickup_show_names').notNull().default(false),
    /** Tracked stock at or below this is "running out" (dashboard) unless a product sets its own; null: LOW_STOCK_THRESHOLD. */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * Manual discounts at the till up to this many minor units per order need no manager; above it a
     * manager of the store approves (modules/discounts). 0: every manual discount needs approval.
     */
    discountApprovalLimit: integer('discount_approval_limit').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    uniqueIndex('stores_slug_uq').on(t.slug),
    index('stores_company_idx').on(t.companyUuid, t.name),
    statusCheck('stores', t.status),
    check('stores_low_stock_threshold_check', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`),
  ],
);

export const users = entity(
  'users',
  {
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    companyUuid: companyRef(),
    storeUuid: storeRef(),
    employeeCode: text('employee_code'),
    status: statusCol(),
    lastLoginAt: ts('last_login_at'),
    /** Wrong passwords since the last good one; at the limit the account locks until `locked_until`. */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** A consumer's own allergens (ALLERGENS): the apps warn before adding an item holding one. */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    lockedUntil: ts('locked_until'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    index('users_company_role_idx').on(t.companyUuid, t.role),
    index('users_store_role_idx').on(t.storeUuid, t.role),
    index('users_role_idx').on(t.role, t.createdAt),
    check('users_role_check', sql`${t.role} in ('admin', 'company', 'executive', 'manager', 'cashier', 'consumer', 'company_consumer')`),
    // A staff member below admin always has a company; store roles always have a store.
    check(
      'users_company_scope_check',
      sql`${t.role} not in ('company', 'executive', 'manager', 'cashier', 'company_consumer') or ${t.companyUuid} is not null`,
    ),
    check('users_store_scope_check', sql`${t.role} not in ('manager', 'cashier') or ${t.storeUuid} is not null`),
    statusCheck('users', t.status),
  ],
);

/** A company's invitation to one e-mail or mobile: registering with it makes a company consumer. */
export const companyInvitations = entity(
  'company_invitations',
  {
    companyUuid: companyRef().notNull(),
    /** Lower-case e-mail or a mobile number. */
    target: text('target').notNull(),
    createdByUuid: userRef('created_by_uuid'),
    acceptedAt: ts('accepted_at'),
    acceptedByUuid: userRef('accepted_by_uuid'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_invitations_target_idx').on(t.target), index('company_invitations_company_idx').on(t.companyUuid, t.createdAt)],
);

/** Login sessions: the JWT names its session so that logout and refresh rotation revoke it. */
export const sessions = entity(
  'sessions',
  {
    userUuid: userRef().notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    userAgent: text('user_agent'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_refresh_uq').on(t.refreshTokenHash), index('sessions_user_idx').on(t.userUuid)],
);

export const categories = entity(
  'categories',
  {
    ...storeScope(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    /** The name and description in es and de (contracts/translations.ts); {} when only the default. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    uniqueIndex('categories_store_slug_uq').on(t.storeUuid, t.slug),
    index('categories_company_idx').on(t.companyUuid, t.name),
    index('categories_store_sort_idx').on(t.storeUuid, t.sortOrder),
    statusCheck('categories', t.status),
  ],
);

export const products = entity(
  'products',
  {
    ...storeScope(),
    categoryUuid: uuid('category_uuid').notNull().references(() => categories.uuid),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    /** The name and description in es and de (contracts/translations.ts); {} when only the default. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    price: integer('price').notNull(),
    image: text('image'),
    /** veg | non_veg | vegan | beverage: the spec's `type` filter on product lists. */
    type: text('type').notNull().default('veg'),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Null means not tracked; a number is units left and never goes below zero. */
    stock: integer('stock'),
    /** Its stock at or below this is "running out" (dashboard); null: the store's default. */
    lowStockThreshold: integer('low_stock_threshold'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** EU allergens (contracts/catalogue-options.ts ALLERGENS) the dish contains, and may contain (traces). */
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    mayContain: text('may_contain').array().notNull().default(sql`'{}'::text[]`),
    /** Dietary marks beyond `type` (vegetarian, vegan, gluten_free, halal, jain). */
    dietary: text('dietary').array().notNull().default(sql`'{}'::text[]`),
    /** 0 (not spicy) to 3. */
    spicyLevel: integer('spicy_level').notNull().default(0),
    kcal: integer('kcal'),
    /** A combo: a bundle of choice slots (combo_slots) sold at this product's price plus upcharges. */
    isCombo: boolean('is_combo').notNull().default(false),
    ...lifecycle(),
  },
  (t) => [
    uniqueIndex('products_store_slug_uq').on(t.storeUuid, t.slug),
    index('products_company_idx').on(t.companyUuid, t.name),
    index('products_store_category_idx').on(t.storeUuid, t.categoryUuid, t.sortOrder),
    index('products_category_idx').on(t.categoryUuid),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`),
    check('products_type_check', sql`${t.type} in ('veg', 'non_veg', 'vegan', 'beverage')`),
    check('products_spicy_check', sql`${t.spicyLevel} between 0 and 3`),
    check('products_kcal_check', sql`${t.kcal} is null or ${t.kcal} between 0 and 100000`),
    statusCheck('products', t.status),
  ],
);

/**
 * Every price a product has had, with when it was in force (`valid_to` null: the current one). Kept
 * by a trigger on `products`, so every write path (form, bulk upload, seed) records it; checkout
 * reads it to honour an offline order's price only if the server published it.
 */
export const productPrices = entity(
  'product_prices',
  {
    productUuid: productRef(cascade).notNull(),
    ...priceWindow(),
  },
  (t) => [index('product_prices_product_idx').on(t.productUuid, t.validFrom)],
);

/**
 * Option groups of a store ("Size", "Milk", "Add-ons"), shared by any of its products through
 * product_option_groups. `kind`: size (one required choice whose option carries the item's price),
 * single or multiple (options carry a price delta, which may be 0 or negative). A group is required
 * when min_select >= 1.
 */
export const optionGroups = entity(
  'option_groups',
  {
    ...storeScope(),
    name: text('name').notNull(),
    /** The name in es and de (contracts/translations.ts); {} when only the default. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    kind: text('kind').notNull().default('single'),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    index('option_groups_store_idx').on(t.storeUuid, t.sortOrder),
    index('option_groups_company_idx').on(t.companyUuid, t.name),
    check('option_groups_kind_check', sql`${t.kind} in ('size', 'single', 'multiple')`),
    selectCheck('option_groups', t, 50),
    check('option_groups_size_check', sql`${t.kind} <> 'size' or (${t.minSelect} = 1 and ${t.maxSelect} = 1)`),
    statusCheck('option_groups', t.status),
  ],
);

/** The options of a group. `is_available` is the day's switch (sold out) that managers and cashiers flip. */
export const options = entity(
  'options',
  {
    groupUuid: uuid('group_uuid').notNull().references(() => optionGroups.uuid, cascade),
    ...storeScope(),
    name: text('name').notNull(),
    /** The name in es and de (contracts/translations.ts); {} when only the default. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    /** In a size group: the item's price. Otherwise: the delta added to it (may be 0 or negative). */
    price: integer('price').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    mayContain: text('may_contain').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    index('options_group_idx').on(t.groupUuid, t.sortOrder),
    index('options_store_idx').on(t.storeUuid),
    check('options_price_check', sql`${t.price} between -10000000 and 10000000`),
    statusCheck('options', t.status),
  ],
);

/** Which option groups a product offers, in which order. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productUuid: productRef(cascade).notNull(),
    groupUuid: uuid('group_uuid').notNull().references(() => optionGroups.uuid, cascade),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_option_groups_uq').on(t.productUuid, t.groupUuid), index('product_option_groups_group_idx').on(t.groupUuid)],
);

/** A combo's choice slots ("Main", "Drink"): pick min..max of the slot's products. */
export const comboSlots = entity(
  'combo_slots',
  {
    comboUuid: uuid('combo_uuid').notNull().references(() => products.uuid, cascade),
    name: text('name').notNull(),
    minSelect: integer('min_select').notNull().default(1),
    maxSelect: integer('max_select').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('combo_slots_combo_idx').on(t.comboUuid, t.sortOrder),
    selectCheck('combo_slots', t, 20),
  ],
);

/** The products a slot offers, each with an optional upcharge. */
export const comboSlotItems = pgTable(
  'combo_slot_items',
  {
    slotUuid: uuid('slot_uuid').notNull().references(() => comboSlots.uuid, cascade),
    productUuid: productRef(cascade).notNull(),
    upcharge: integer('upcharge').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('combo_slot_items_uq').on(t.slotUuid, t.productUuid),
    index('combo_slot_items_product_idx').on(t.productUuid),
    check('combo_slot_items_upcharge_check', sql`${t.upcharge} between 0 and 10000000`),
  ],
);

/** Every price an option has had (like product_prices), kept by a trigger on `options`. */
export const optionPrices = entity(
  'option_prices',
  {
    optionUuid: uuid('option_uuid').notNull().references(() => options.uuid, cascade),
    ...priceWindow(),
  },
  (t) => [index('option_prices_option_idx').on(t.optionUuid, t.validFrom)],
);

export const coupons = entity(
  'coupons',
  {
    companyUuid: companyRef().notNull(),
    /** Null: valid in every store of the company. */
    storeUuid: storeRef(),
    code: text('code').notNull(),
    description: text('description'),
    /** percentage | flat */
    type: text('type').notNull(),
    /** all | first_order | wallet: who the offer is for */
    offerType: text('offer_type').notNull().default('all'),
    /** Percentage in basis points (1000 = 10%) or a flat amount in minor units. */
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrder: integer('min_order').notNull().default(0),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    uniqueIndex('coupons_company_code_uq').on(t.companyUuid, t.code),
    index('coupons_store_idx').on(t.storeUuid),
    check('coupons_type_check', sql`${t.type} in ('percentage', 'flat')`),
    check('coupons_offer_type_check', sql`${t.offerType} in ('all', 'first_order', 'wallet')`),
    check('coupons_value_check', sql`${t.value} > 0`),
    check('coupons_usage_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check('coupons_window_check', sql`${t.validTo} > ${t.validFrom}`),
    statusCheck('coupons', t.status),
  ],
);

export const couponRedemptions = entity(
  'coupon_redemptions',
  {
    couponUuid: couponRef().notNull(),
    orderUuid: orderRef().notNull(),
    userUuid: userRef(),
    deviceId: text('device_id'),
    discountAmount: integer('discount_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderUuid),
    index('coupon_redemptions_coupon_user_idx').on(t.couponUuid, t.userUuid),
    index('coupon_redemptions_coupon_device_idx').on(t.couponUuid, t.deviceId),
  ],
);

export const banners = entity(
  'banners',
  {
    companyUuid: companyRef(),
    storeUuid: storeRef(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** The title (as `name`) and subtitle (as `description`) in es and de (contracts/translations.ts). */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    image: text('image').notNull(),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [index('banners_company_idx').on(t.companyUuid, t.sortOrder), index('banners_store_idx').on(t.storeUuid), statusCheck('banners', t.status)],
);

export const carts = entity(
  'carts',
  {
    companyUuid: companyRef().notNull(),
    storeUuid: storeRef(),
    userUuid: userRef(),
    /** A guest cart's key: the device id the PWA makes and keeps (the spec's ip_address field). */
    deviceId: text('device_id'),
    couponUuid: couponRef(),
    discountAmount: integer('discount_amount').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('carts_user_company_uq').on(t.userUuid, t.companyUuid),
    uniqueIndex('carts_device_company_uq').on(t.deviceId, t.companyUuid),
    check('carts_owner_check', sql`${t.userUuid} is not null or ${t.deviceId} is not null`),
  ],
);

export const cartItems = entity(
  'cart_items',
  {
    cartUuid: uuid('cart_uuid').notNull().references(() => carts.uuid, cascade),
    productUuid: productRef().notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    /** The chosen option uuids and combo choices ({ slot_uuid, product_uuid }[]); priced at checkout. */
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    combo: jsonb('combo').$type<{ slot_uuid: string; product_uuid: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** The same product with the same choices is one line: a canonical key of the choices ('' for none). */
    choiceKey: text('choice_key').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_choice_uq').on(t.cartUuid, t.productUuid, t.choiceKey),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'completed', 'cancelled', 'refunded'] as const;

export const orders = entity(
  'orders',
  {
    /** ORD- and 8 characters; a client working offline may propose its own. */
    orderId: text('order_id').notNull(),
    ...storeScope(),
    userUuid: userRef(),
    deviceId: text('device_id'),
    customerName: text('customer_name'),
    customerMobile: text('customer_mobile'),
    /** consumer | guest | kiosk | cashier | backoffice */
    channel: text('channel').notNull(),
    status: text('status').notNull().default('placed'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    couponUuid: couponRef(),
    /** counter | wallet | card */
    paymentMethod: text('payment_method').notNull(),
    /** pending | paid | failed | refunded */
    paymentStatus: text('payment_status').notNull().default('pending'),
    note: text('note'),
    placedOffline: boolean('placed_offline').notNull().default(false),
    offlineTakenAt: ts('offline_taken_at'),
    /**
     * Set when an offline order's prices could not be honoured (never published within the device's
     * offline window): the order was charged at the current prices and a manager should look.
     * `review` holds the lines with the offline and the charged price.
     */
    needsReview: boolean('needs_review').notNull().default(false),
    review: jsonb('review'),
    createdByUuid: userRef('created_by_uuid'),
    /** What the counter calls out (`K-042`): unique per store and business day; null on orders older than call numbers. */
    callNumber: text('call_number'),
    /** The store's business day the call number belongs to (modules/call-numbers). */
    callDay: date('call_day', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_order_id_uq').on(t.orderId),
    uniqueIndex('orders_call_number_uq').on(t.storeUuid, t.callDay, t.callNumber),
    // The lists' order (created_at desc, uuid desc) in full, after each scope: a page, and a keyset
    // page `(created_at, uuid) < (…)`, read straight from the index without sorting.
    index('orders_store_created_uuid_idx').on(t.storeUuid, t.createdAt, t.uuid),
    index('orders_company_created_uuid_idx').on(t.companyUuid, t.createdAt, t.uuid),
    index('orders_user_created_uuid_idx').on(t.userUuid, t.createdAt, t.uuid),
    index('orders_status_created_uuid_idx').on(t.status, t.createdAt, t.uuid),
    index('orders_created_uuid_idx').on(t.createdAt, t.uuid),
    check('orders_status_check', sql`${t.status} in ('placed', 'accepted', 'preparing', 'ready', 'completed', 'cancelled', 'refunded')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('counter', 'wallet', 'card')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'refunded')`),
    check('orders_channel_check', sql`${t.channel} in ('consumer', 'guest', 'kiosk', 'cashier', 'backoffice')`),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0`),
  ],
);

export const orderItems = entity(
  'order_items',
  {
    orderUuid: orderRef(cascade).notNull(),
    productUuid: productRef(),
    /** Snapshots: what the consumer saw when ordering, whatever the product becomes later. */
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
    note: text('note'),
    /** The item's price before options and upcharges (a size's price when it has sizes). */
    basePrice: integer('base_price'),
    /** Snapshot of the chosen options: OrderItemOption[] (contracts/catalogue-options.ts). */
    options: jsonb('options')
      .$type<{ group_uuid: string; group_name: string; option_uuid: string; name: string; price: number; kind: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Snapshot of a combo's choices: OrderItemComboChoice[]. */
    combo: jsonb('combo')
      .$type<{ slot_uuid: string; slot_name: string; product_uuid: string; name: string; upcharge: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderUuid),
    index('order_items_product_idx').on(t.productUuid),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = entity(
  'order_status_history',
  {
    orderUuid: orderRef(cascade).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedByUuid: userRef('changed_by_uuid'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderUuid, t.createdAt)],
);

export const payments = entity(
  'payments',
  {
    orderUuid: orderRef().notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    /** pending | paid | failed | refunded */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    tendered: integer('tendered'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef), index('payments_order_idx').on(t.orderUuid)],
);

/** iCash ledger: the balance is the sum of a user's entries and each row records it; never negative. */
export const walletEntries = entity(
  'wallet_entries',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userUuid: userRef().notNull(),
    companyUuid: companyRef(),
    /** Signed minor units: credits positive, debits negative. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** credit | debit | refund | payment */
    type: text('type').notNull(),
    reason: text('reason'),
    orderUuid: orderRef(),
    createdByUuid: userRef('created_by_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_entries_seq_uq').on(t.seq),
    index('wallet_entries_user_idx').on(t.userUuid, t.seq),
    index('wallet_entries_company_idx').on(t.companyUuid, t.createdAt),
    check('wallet_entries_balance_check', sql`${t.balanceAfter} >= 0`),
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
    check('wallet_entries_type_check', sql`${t.type} in ('credit', 'debit', 'refund', 'payment')`),
  ],
);

export const feedback = entity(
  'feedback',
  {
    orderUuid: orderRef().notNull(),
    ...ratingColumns(),
  },
  (t) => [
    uniqueIndex('feedback_order_uq').on(t.orderUuid),
    ...ratingExtras('feedback', t),
  ],
);

export const productReviews = entity(
  'product_reviews',
  {
    productUuid: productRef().notNull(),
    orderUuid: orderRef().notNull(),
    ...ratingColumns(),
  },
  (t) => [
    uniqueIndex('product_reviews_order_product_uq').on(t.orderUuid, t.productUuid),
    index('product_reviews_product_idx').on(t.productUuid, t.createdAt),
    ...ratingExtras('product_reviews', t),
  ],
);

export const notifications = entity(
  'notifications',
  {
    /** admin | company | store | user: who sees it */
    audience: text('audience').notNull(),
    companyUuid: companyRef(),
    storeUuid: storeRef(),
    userUuid: userRef(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    orderUuid: orderRef(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_company_idx').on(t.audience, t.companyUuid, t.createdAt),
    index('notifications_store_idx').on(t.audience, t.storeUuid, t.createdAt),
    index('notifications_user_idx').on(t.audience, t.userUuid, t.createdAt),
    check('notifications_audience_check', sql`${t.audience} in ('admin', 'company', 'store', 'user')`),
  ],
);

export const oneTimeCodes = entity(
  'one_time_codes',
  {
    userUuid: userRef(),
    /** password_reset | mobile_login */
    purpose: text('purpose').notNull(),
    /** The e-mail or mobile the code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

export const idempotencyKeys = entity(
  'idempotency_keys',
  {
    /** The caller: user uuid, or device id for guests; keys never collide across callers. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** in_progress | done */
    state: text('state').notNull().default('in_progress'),
    /**
     * An in-progress row is a lease: past this time its request is taken as dead (a crash, a cut
     * connection) and a retry may run. A crash never leaves a key blocked for longer.
     */
    leaseUntil: ts('lease_until'),
    responseCode: integer('response_code'),
    /** The answer's body exactly as sent, so that a replay is the same bytes. */
    responseText: text('response_text'),
    responseType: text('response_type'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Outgoing mail and SMS: written in the same transaction as the change that causes them. */
export const outboxMessages = entity(
  'outbox_messages',
  {
    /** email | sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** pending | sent | logged | failed */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_messages_state_idx').on(t.state, t.createdAt)],
);

export const auditLog = entity(
  'audit_log',
  {
    actorUuid: userRef('actor_uuid'),
    actorRole: text('actor_role').notNull(),
    companyUuid: uuid('company_uuid'),
    storeUuid: uuid('store_uuid'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityUuid: uuid('entity_uuid'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityUuid), index('audit_log_company_idx').on(t.companyUuid, t.createdAt)],
);

/** Kiosk devices bound to one store until a manager unbinds them. */
export const kioskDevices = entity(
  'kiosk_devices',
  {
    storeUuid: storeRef().notNull(),
    companyUuid: companyRef().notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    boundByUuid: userRef('bound_by_uuid'),
    unboundAt: ts('unbound_at'),
    lastSeenAt: ts('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kiosk_devices_secret_uq').on(t.secretHash), index('kiosk_devices_store_idx').on(t.storeUuid)],
);

/**
 * Web Push subscriptions (modules/push): a browser's push endpoint and its encryption keys, owned by
 * a consumer's account or, for a guest, by the device id that placed the guest's order. `language`
 * is the app's language on that device when it subscribed (the notification's words).
 */
export const pushSubscriptions = entity(
  'push_subscriptions',
  {
    userUuid: uuid('user_uuid').references(() => users.uuid, cascade),
    deviceId: text('device_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userUuid, t.createdAt),
    index('push_subscriptions_device_idx').on(t.deviceId, t.createdAt),
    check('push_subscriptions_owner_check', sql`${t.userUuid} is not null or ${t.deviceId} is not null`),
    check('push_subscriptions_language_check', sql`${t.language} in ('en', 'es', 'de')`),
  ],
);

/** The server's VAPID key pair when none is configured: made once, one row, shared by every process. */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row_check', sql`${t.id} = 1`)],
);

// ---- pickup slots (issue 15: ordering ahead for a pickup time) ----------------------------------

/**
 * A store's pickup-slot settings, one row per store that has set them: slot length, capacity per
 * slot (orders, items or both; null = no limit of that kind), how far ahead and until how long
 * before a slot orders are taken, the daily hours slots are offered in (minutes from local
 * midnight, the server's time zone; 1440 = midnight at the end of the day), the kitchen's prep lead
 * (a slot's order is fired this long before the slot starts) and its pace for the wait estimate.
 */
export const pickupSlotSettings = pgTable(
  'pickup_slot_settings',
  {
    storeUuid: uuid('store_uuid')
      .primaryKey()
      .references(() => stores.uuid, cascade),
    enabled: boolean('enabled').notNull().default(true),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    ordersPerSlot: integer('orders_per_slot'),
    itemsPerSlot: integer('items_per_slot'),
    aheadHours: integer('ahead_hours').notNull().default(24),
    cutoffMinutes: integer('cutoff_minutes').notNull().default(15),
    opensAt: integer('opens_at').notNull().default(480),
    closesAt: integer('closes_at').notNull().default(1200),
    prepLeadMinutes: integer('prep_lead_minutes').notNull().default(10),
    minutesPerOrder: integer('minutes_per_order').notNull().default(3),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pickup_slot_settings_slot_check', sql`${t.slotMinutes} between 5 and 240`),
    check('pickup_slot_settings_capacity_check', sql`coalesce(${t.ordersPerSlot}, 1) >= 1 and coalesce(${t.itemsPerSlot}, 1) >= 1`),
    check('pickup_slot_settings_hours_check', sql`${t.opensAt} >= 0 and ${t.closesAt} <= 1440 and ${t.opensAt} < ${t.closesAt}`),
    check('pickup_slot_settings_ahead_check', sql`${t.aheadHours} between 1 and 168 and ${t.cutoffMinutes} between 0 and 1440`),
    check('pickup_slot_settings_kitchen_check', sql`${t.prepLeadMinutes} between 0 and 480 and ${t.minutesPerOrder} between 1 and 120`),
  ],
);

/**
 * How much of one slot is taken: the row a checkout claims with a conditional upsert (under the
 * capacity, or nothing), so that concurrent checkouts of one slot queue on it and never exceed it.
 */
export const pickupSlotUsage = pgTable(
  'pickup_slot_usage',
  {
    storeUuid: uuid('store_uuid')
      .notNull()
      .references(() => stores.uuid, cascade),
    slotStart: ts('slot_start').notNull(),
    orders: integer('orders').notNull().default(0),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeUuid, t.slotStart] }), check('pickup_slot_usage_counts_check', sql`${t.orders} >= 0 and ${t.items} >= 0`)],
);

/**
 * An order placed for a pickup slot: its slot, its item count (what it took of the slot), when the
 * kitchen should see it (`fire_at`: the slot's start less the store's prep lead) and, once cancelled
 * or refunded, when its place in the slot was given back.
 */
export const orderPickupSlots = pgTable(
  'order_pickup_slots',
  {
    orderUuid: uuid('order_uuid')
      .primaryKey()
      .references(() => orders.uuid, cascade),
    storeUuid: uuid('store_uuid')
      .notNull()
      .references(() => stores.uuid, cascade),
    slotStart: ts('slot_start').notNull(),
    items: integer('items').notNull(),
    fireAt: ts('fire_at').notNull(),
    releasedAt: ts('released_at'),
    createdAt: createdAt(),
  },
  (t) => [index('order_pickup_slots_store_fire_idx').on(t.storeUuid, t.fireAt)],
);

/**
 * Money given back on a paid order (the till's refunds): one row per refund, full or per line, to
 * the order's payment method. The shift module's Z report reads them by store, method and time.
 */
export const refunds = entity(
  'refunds',
  {
    orderUuid: orderRef().notNull(),
    ...storeScope(),
    /** Minor units given back by this refund (> 0). */
    amount: integer('amount').notNull(),
    /** The order's payment method the money went back to: counter (cash out of the drawer) | wallet (iCash) | card. */
    method: text('method').notNull(),
    /** The lines refunded: [{ item_uuid, name, quantity, amount }]; every line of the order on a full refund. */
    lines: jsonb('lines').$type<{ item_uuid: string; name: string; quantity: number; amount: number }[]>().notNull().default(sql`'[]'::jsonb`),
    /** True when this refund gave back the rest of the order (the order is then status 'refunded'). */
    full: boolean('full').notNull().default(false),
    reason: text('reason').notNull(),
    /** The card gateway's or the wallet ledger's reference; null for cash. */
    providerRef: text('provider_ref'),
    /** Who refunded (cashier, manager, company, admin). */
    createdByUuid: userRef('created_by_uuid'),
    /**
     * The open shift of the till the refund was made on (its device, in the order's store), whatever
     * shift sold the order: cash comes out of that drawer and its Z report lists the refund. Null when
     * made off a till (back office) or before this column: the order's own shift counts it then.
     */
    shiftUuid: uuid('shift_uuid').references((): AnyPgColumn => shifts.uuid, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_shift_idx').on(t.shiftUuid),
    index('refunds_order_idx').on(t.orderUuid, t.createdAt),
    index('refunds_store_created_idx').on(t.storeUuid, t.createdAt),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_method_check', sql`${t.method} in ('counter', 'wallet', 'card')`),
  ],
);

/**
 * The last call number given out per store, business day and letter (modules/call-numbers): one row,
 * bumped by an upsert in the order's own statement, so numbers are consecutive and never doubled.
 */
export const callNumberCounters = pgTable(
  'call_number_counters',
  {
    storeUuid: storeRef().notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    letter: text('letter').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeUuid, t.businessDay, t.letter] })],
);

/**
 * The letter a till or kiosk numbers its offline orders with on one business day (its own, so two
 * offline devices never print the same number); reserved while online.
 */
export const callNumberLetters = pgTable(
  'call_number_letters',
  {
    storeUuid: storeRef().notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    letter: text('letter').notNull(),
    /** `kiosk:<device uuid>` or `till:<device id>`. */
    deviceKey: text('device_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeUuid, t.businessDay, t.letter] }),
    uniqueIndex('call_number_letters_device_uq').on(t.storeUuid, t.businessDay, t.deviceKey),
  ],
);

// ---- kitchen display stations (issue 15) -------------------------------------------------------

/** A store's kitchen stations (grill, drinks, …): each has a board showing only the lines routed to it. */
export const kitchenStations = entity(
  'kitchen_stations',
  {
    ...storeScope(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...lifecycle(),
  },
  (t) => [
    index('kitchen_stations_store_idx').on(t.storeUuid, t.sortOrder),
    uniqueIndex('kitchen_stations_store_name_uq').on(t.storeUuid, sql`lower(${t.name})`),
    statusCheck('kitchen_stations', t.status),
  ],
);

/**
 * What goes to a station: a whole category or one product (a product's own routes win over its
 * category's). A product or category may go to several stations.
 */
export const kitchenRoutes = entity(
  'kitchen_routes',
  {
    stationUuid: uuid('station_uuid').notNull().references(() => kitchenStations.uuid, cascade),
    storeUuid: storeRef().notNull(),
    categoryUuid: uuid('category_uuid').references(() => categories.uuid, cascade),
    productUuid: productRef(cascade),
  },
  (t) => [
    uniqueIndex('kitchen_routes_station_category_uq').on(t.stationUuid, t.categoryUuid),
    uniqueIndex('kitchen_routes_station_product_uq').on(t.stationUuid, t.productUuid),
    index('kitchen_routes_store_idx').on(t.storeUuid),
    check('kitchen_routes_target_check', sql`(${t.categoryUuid} is null) <> (${t.productUuid} is null)`),
  ],
);

/**
 * A store's kitchen settings: when a ticket turns to warning and to late (minutes since fired), and
 * where lines with no route go (a station, or every station when null).
 */
export const kitchenSettings = pgTable(
  'kitchen_settings',
  {
    storeUuid: storeRef().primaryKey(),
    companyUuid: companyRef().notNull(),
    warnMinutes: integer('warn_minutes').notNull().default(5),
    lateMinutes: integer('late_minutes').notNull().default(10),
    defaultStationUuid: uuid('default_station_uuid').references(() => kitchenStations.uuid, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'kitchen_settings_minutes_check',
      sql`${t.warnMinutes} between 1 and 240 and ${t.lateMinutes} between 1 and 240 and ${t.lateMinutes} > ${t.warnMinutes}`,
    ),
  ],
);

/**
 * A line done at a station (bumped). One row per order line and station; a recall deletes the rows
 * of the ticket it brings back. `action_uuid` groups the rows one bump made.
 */
export const kitchenBumps = entity(
  'kitchen_bumps',
  {
    orderUuid: orderRef(cascade).notNull(),
    orderItemUuid: uuid('order_item_uuid').notNull().references(() => orderItems.uuid, cascade),
    stationUuid: uuid('station_uuid').notNull().references(() => kitchenStations.uuid, cascade),
    storeUuid: storeRef().notNull(),
    actionUuid: uuid('action_uuid').notNull(),
    bumpedByUuid: userRef('bumped_by_uuid'),
    bumpedAt: ts('bumped_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kitchen_bumps_item_station_uq').on(t.orderItemUuid, t.stationUuid),
    index('kitchen_bumps_order_idx').on(t.orderUuid),
    index('kitchen_bumps_station_idx').on(t.stationUuid, t.bumpedAt),
  ],
);

/**
 * A till's shift (issue 16): a cashier opens the drawer of one till (device) with a float, moves cash
 * in and out, and closes it with a counted amount. At most one open shift per store and till device
 * (shifts_open_device_uq). Its uuid may be made by the till (an open queued offline). At close the
 * expected cash, the counted amount, the difference and the Z report (a JSON snapshot) are kept.
 */
export const shifts = entity(
  'shifts',
  {
    ...storeScope(),
    deviceId: text('device_id').notNull(),
    openedByUuid: userRef('opened_by_uuid').notNull(),
    openedAt: ts('opened_at').notNull().defaultNow(),
    openingFloat: integer('opening_float').notNull(),
    currency: text('currency').notNull(),
    closedByUuid: userRef('closed_by_uuid'),
    closedAt: ts('closed_at'),
    expectedCash: integer('expected_cash'),
    countedCash: integer('counted_cash'),
    overShort: integer('over_short'),
    closeNote: text('close_note'),
    zReport: jsonb('z_report'),
  },
  (t) => [
    uniqueIndex('shifts_open_device_uq').on(t.storeUuid, t.deviceId).where(sql`${t.closedAt} is null`),
    index('shifts_store_closed_idx').on(t.storeUuid, t.closedAt),
    index('shifts_company_closed_idx').on(t.companyUuid, t.closedAt),
    check('shifts_amounts_check', sql`${t.openingFloat} >= 0 and (${t.countedCash} is null or ${t.countedCash} >= 0)`),
  ],
);

/** Cash put into or taken out of a shift's drawer (not a sale), with its reason. Its uuid may be the till's. */
export const shiftCashMoves = entity(
  'shift_cash_moves',
  {
    shiftUuid: uuid('shift_uuid')
      .notNull()
      .references(() => shifts.uuid, cascade),
    /** in | out */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdByUuid: userRef('created_by_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_cash_moves_shift_idx').on(t.shiftUuid, t.createdAt),
    check('shift_cash_moves_kind_check', sql`${t.kind} in ('in', 'out')`),
    check('shift_cash_moves_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The orders a closed shift counted (filled at close, see modules/shifts/service.ts): an order belongs to one shift at most. */
export const shiftOrders = pgTable(
  'shift_orders',
  {
    orderUuid: uuid('order_uuid')
      .primaryKey()
      .references(() => orders.uuid, cascade),
    shiftUuid: uuid('shift_uuid')
      .notNull()
      .references(() => shifts.uuid, cascade),
  },
  (t) => [index('shift_orders_shift_idx').on(t.shiftUuid)],
);

/**
 * A manager's approval of a manual discount above the store's limit (modules/discounts): given on the
 * till by the manager's sign-in, for the cashier who asked, for at most `amount`, used by one order
 * (order_uuid is set by that order's checkout, in its transaction) within a few minutes.
 */
export const discountApprovals = entity(
  'discount_approvals',
  {
    ...storeScope(),
    approvedByUuid: userRef('approved_by_uuid').notNull(),
    requestedByUuid: userRef('requested_by_uuid').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    expiresAt: ts('expires_at').notNull(),
    orderUuid: orderRef(cascade),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_approvals_order_uq').on(t.orderUuid),
    index('discount_approvals_store_idx').on(t.storeUuid, t.createdAt),
    check('discount_approvals_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A manual discount given at the till on one line (item_uuid) or the whole order (null), as checkout worked it out. */
export const orderDiscounts = entity(
  'order_discounts',
  {
    orderUuid: orderRef(cascade).notNull(),
    itemUuid: uuid('item_uuid').references(() => orderItems.uuid, cascade),
    /** amount (value in minor units) | percent (value in hundredths of a percent) */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** Minor units taken off. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    approvalUuid: uuid('approval_uuid').references(() => discountApprovals.uuid),
    createdByUuid: userRef('created_by_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderUuid),
    check('order_discounts_kind_check', sql`${t.kind} in ('amount', 'percent')`),
    check('order_discounts_amount_check', sql`${t.amount} >= 0 and ${t.value} > 0`),
  ],
);
