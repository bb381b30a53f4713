// Products: back-office lists, the order screens' orderable list, the public menu, writes, the
// availability toggle, the store's "today" list of sold-out switches and the all-or-nothing bulk
// upload from CSV/XLSX. Every query is filtered by the caller's tenant scope (another tenant's
// product is not found; a store named outside the scope is a 403). Writes are audited in the same
// transaction. A product's rich menu (allergens, dietary marks, its option groups, a combo's slots)
// is written with it; menus and order screens read it through loadMenuExtras, once per page.
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { categories, comboSlotItems, comboSlots, companies, optionGroups, productOptionGroups, products, stores } from '../../db/schema';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  MAX_PRICE,
  MAX_SORT_ORDER,
  MAX_STOCK,
  PRODUCT_BULK_REQUIRED_COLUMNS,
  type PRODUCT_SORT_KEYS,
  PRODUCT_TYPES,
  type OrderableProduct,
  type Product,
  type ProductComboSlot,
  type PublicProduct,
  type TodayProduct,
  type productBodySchema,
  type productUpdateSchema,
} from '../../contracts/catalogue';
import {
  ALLERGENS, DIETARY_MARKS, MAX_SPICY_LEVEL, type Allergen, type DietaryMark, type ProductMenuExtras, type ProductMenuFields,
} from '../../contracts/menu';
import type { EntityStatus } from '../../contracts/common';
import { insertAllOrNone } from '../../lib/bulk-insert';
import { givenFields } from '../../lib/changed-fields';
import { inTenant, textSearch, type ListPage } from '../../lib/scoped-filter';
import { badRequest, notFound, paged } from '../../lib/http';
import { readSheet, turnEvery } from '../../lib/spreadsheet';
import { iso, orderByFor, where, type ListSort } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeStore } from '../../plugins/scope';
import { audit, audited, entryOf, statusChange, type StatusSetter } from '../audit/service';
import {
  assertNameFree,
  callerScope,
  categoriesOfStore,
  categoryOfStore,
  listScope,
  orderableProduct,
  slugFromName,
  storeInScope,
} from '../categories/service';
import { EMPTY_EXTRAS, loadMenuExtras } from './menu-extras';
import { catalogueChanged, menuChanged } from './menu-cache';

type User = AuthContext['user'];
type ListFilters = { company_uuid?: string; store_uuid?: string; category_uuid?: string; type?: string; status?: EntityStatus };

/** What every product list shows of the dish and its price. */
const offerColumns = {
  description: products.description,
  translations: products.translations,
  price: products.price,
  currency: companies.currency,
  image: products.image,
  type: products.type,
};

const productColumns = {
  uuid: products.uuid,
  company_uuid: products.companyUuid,
  company_name: companies.name,
  store_uuid: products.storeUuid,
  store_name: stores.name,
  category_uuid: products.categoryUuid,
  category_name: categories.name,
  category_translations: categories.translations,
  name: products.name,
  slug: products.slug,
  ...offerColumns,
  is_available: products.isAvailable,
  stock: products.stock,
  low_stock_threshold: products.lowStockThreshold,
  sort_order: products.sortOrder,
  status: products.status,
  allergens: products.allergens,
  may_contain: products.mayContain,
  dietary: products.dietary,
  spicy_level: products.spicyLevel,
  kcal: products.kcal,
  is_combo: products.isCombo,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
};

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** Rows with their option group links and combo slots (two queries for the whole list). */
async function toProducts(db: DbOrTx, rows: ProductRow[]): Promise<Product[]> {
  const ids = rows.map((r) => r.uuid);
  const [links, slots] = ids.length
    ? await Promise.all([
        db
          .select({ productUuid: productOptionGroups.productUuid, groupUuid: productOptionGroups.groupUuid })
          .from(productOptionGroups)
          .where(inArray(productOptionGroups.productUuid, ids))
          .orderBy(asc(productOptionGroups.productUuid), asc(productOptionGroups.sortOrder), asc(productOptionGroups.groupUuid)),
        db
          .select({
            comboUuid: comboSlots.comboUuid,
            uuid: comboSlots.uuid,
            name: comboSlots.name,
            minSelect: comboSlots.minSelect,
            maxSelect: comboSlots.maxSelect,
            productUuid: comboSlotItems.productUuid,
            productName: products.name,
            upcharge: comboSlotItems.upcharge,
          })
          .from(comboSlots)
          .leftJoin(comboSlotItems, eq(comboSlotItems.slotUuid, comboSlots.uuid))
          .leftJoin(products, eq(products.uuid, comboSlotItems.productUuid))
          .where(inArray(comboSlots.comboUuid, ids))
          .orderBy(asc(comboSlots.comboUuid), asc(comboSlots.sortOrder), asc(comboSlots.uuid), asc(comboSlotItems.sortOrder), asc(products.name)),
      ])
    : [[], []];
  const groupsOf = new Map<string, string[]>();
  for (const l of links) groupsOf.set(l.productUuid, [...(groupsOf.get(l.productUuid) ?? []), l.groupUuid]);
  const slotsOf = new Map<string, ProductComboSlot[]>();
  for (const r of slots) {
    const list = slotsOf.get(r.comboUuid) ?? [];
    slotsOf.set(r.comboUuid, list);
    let slot = list[list.length - 1];
    if (!slot || slot.uuid !== r.uuid) {
      slot = { uuid: r.uuid, name: r.name, min_select: r.minSelect, max_select: r.maxSelect, items: [] };
      list.push(slot);
    }
    if (r.productUuid) slot.items.push({ product_uuid: r.productUuid, name: r.productName ?? '', upcharge: r.upcharge ?? 0 });
  }
  return rows.map((row) => ({
    ...iso(row),
    allergens: row.allergens as Allergen[],
    may_contain: row.may_contain as Allergen[],
    dietary: row.dietary as DietaryMark[],
    type: row.type as Product['type'],
    option_group_uuids: groupsOf.get(row.uuid) ?? [],
    combo_slots: slotsOf.get(row.uuid) ?? [],
  }));
}

/** Each row merged with its menu extras (loadMenuExtras: a fixed number of queries for the list). */
async function withExtras<T extends { uuid: string }>(db: DbOrTx, rows: T[]): Promise<(T & ProductMenuExtras)[]> {
  const extras = await loadMenuExtras(
    db,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => ({ ...r, ...(extras.get(r.uuid) ?? { ...EMPTY_EXTRAS, option_groups: [], combo_slots: [], in_combos: [] }) }));
}

/** A products query joined to each product's category, store and company (inner: every product has all three). */
const withPlace = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
    .innerJoin(stores, eq(stores.uuid, products.storeUuid))
    .innerJoin(companies, eq(companies.uuid, products.companyUuid));

const selectProducts = (db: DbOrTx, filter: SQL | undefined) => withPlace(db.select(productColumns).from(products).$dynamic()).where(filter);


/** Menu order: store, category position, product position, then name and uuid for a stable tie-break. */
const menuOrder = [
  asc(sql`lower(${stores.name})`),
  asc(categories.sortOrder),
  asc(sql`lower(${categories.name})`),
  asc(products.sortOrder),
  asc(sql`lower(${products.name})`),
  asc(products.uuid),
];

const searchFilter = (search?: string) => textSearch(search, [products.name, products.slug, products.description, categories.name]);

// ---- reads -------------------------------------------------------------------------------------

/** What each sortable column of the back-office list orders by. */
const productSortColumns = {
  name: sql`lower(${products.name})`,
  store: sql`lower(${stores.name})`,
  price: products.price,
  type: products.type,
  stock: products.stock,
  available: products.isAvailable,
  status: products.status,
};

export async function listProducts(db: Db, user: User, page: ListPage, filters: ListFilters & ListSort<(typeof PRODUCT_SORT_KEYS)[number]>) {
  const filter = where(
    inTenant(products, await listScope(db, user, filters)),
    filters.category_uuid ? eq(products.categoryUuid, filters.category_uuid) : undefined,
    filters.type ? eq(products.type, filters.type) : undefined,
    filters.status ? eq(products.status, filters.status) : undefined,
    searchFilter(page.search),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectProducts(db, filter)
      .orderBy(...orderByFor(productSortColumns, filters.sort_by, filters.sort_dir ?? 'asc', menuOrder))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products).innerJoin(categories, eq(categories.uuid, products.categoryUuid)).where(filter),
  ]);
  return paged<Product>(await toProducts(db, rows), total, page.pagenum, page.limit);
}

const orderableColumns = {
  uuid: products.uuid,
  store_uuid: products.storeUuid,
  store_name: stores.name,
  category_uuid: products.categoryUuid,
  category_name: categories.name,
  category_translations: categories.translations,
  category_sort_order: categories.sortOrder,
  name: products.name,
  ...offerColumns,
  stock: products.stock,
  sort_order: products.sortOrder,
};

/**
 * The order screens' list (cashier, back office): every product that can be ordered now, in menu
 * order, not paged. An admin names a company or a store so that the list stays one tenant's menu.
 */
export async function orderableProducts(
  db: Db,
  user: User,
  q: { search?: string; company_uuid?: string; store_uuid?: string; type?: string },
): Promise<OrderableProduct[]> {
  const { companyUuid, storeUuid } = await listScope(db, user, q);
  if (!companyUuid && !storeUuid) throw badRequest('Choose a company or a store', [{ path: 'store_uuid', message: 'Choose a company or a store' }]);
  const rows = await withPlace(db.select(orderableColumns).from(products).$dynamic())
    .where(
      where(
        orderableProduct(),
        eq(categories.status, 'active'),
        eq(stores.status, 'active'),
        eq(companies.status, 'active'),
        inTenant(products, { companyUuid, storeUuid }),
        q.type ? eq(products.type, q.type) : undefined,
        searchFilter(q.search),
      ),
    )
    .orderBy(...menuOrder);
  return withExtras(db, rows as Omit<OrderableProduct, keyof ProductMenuExtras>[]);
}

const inStock = sql<boolean>`(${products.stock} is null or ${products.stock} > 0)`;

const publicColumns = {
  uuid: products.uuid,
  name: products.name,
  slug: products.slug,
  ...offerColumns,
  stock: products.stock,
  in_stock: inStock,
  category_uuid: products.categoryUuid,
  category_name: categories.name,
  category_translations: categories.translations,
  store_uuid: products.storeUuid,
  store_name: stores.name,
  store_slug: stores.slug,
  sort_order: products.sortOrder,
};

/** Public menu (consumer app, kiosk): active and available products of active categories, stores and companies. */
export async function publicProducts(
  db: Db,
  page: ListPage,
  q: { company_slug?: string; store_slug?: string; store_uuid?: string; category_uuid?: string; type?: string; exclude_allergens?: Allergen[] },
) {
  const exclude = q.exclude_allergens ?? [];
  const filter = where(
    eq(products.status, 'active'),
    eq(products.isAvailable, true),
    eq(categories.status, 'active'),
    eq(stores.status, 'active'),
    eq(companies.status, 'active'),
    q.company_slug ? eq(companies.slug, q.company_slug) : undefined,
    q.store_slug ? eq(stores.slug, q.store_slug) : undefined,
    q.store_uuid ? eq(stores.uuid, q.store_uuid) : undefined,
    q.category_uuid ? eq(products.categoryUuid, q.category_uuid) : undefined,
    q.type ? eq(products.type, q.type) : undefined,
    // What the dish itself contains; "may contain" traces stay on the menu, marked.
    exclude.length
      ? sql`not (${products.allergens} && array[${sql.join(
          exclude.map((a) => sql`${a}`),
          sql`, `,
        )}]::text[])`
      : undefined,
    searchFilter(page.search),
  );
  const [rows, [{ total }]] = await Promise.all([
    withPlace(db.select(publicColumns).from(products).$dynamic())
      .where(filter)
      .orderBy(...menuOrder)
      .limit(page.limit)
      .offset(page.offset),
    withPlace(db.select({ total: count() }).from(products).$dynamic()).where(filter),
  ]);
  return paged<PublicProduct>(await withExtras(db, rows as Omit<PublicProduct, keyof ProductMenuExtras>[]), total, page.pagenum, page.limit);
}

/**
 * The store's "today" screen: every active product with its own switch and stock, and its active
 * option groups with each option's switch, so a manager or cashier marks things sold out for the day.
 */
export async function todayProducts(db: Db, user: User, q: { store_uuid?: string }): Promise<TodayProduct[]> {
  const storeUuid = q.store_uuid ?? scopeStore(user);
  if (!storeUuid) throw badRequest('Choose a store', [{ path: 'store_uuid', message: 'Choose a store' }]);
  const store = await storeInScope(db, user, storeUuid);
  const rows = await db
    .select({
      uuid: products.uuid,
      name: products.name,
      category_uuid: products.categoryUuid,
      category_name: categories.name,
  category_translations: categories.translations,
      price: products.price,
      currency: companies.currency,
      image: products.image,
      type: products.type,
      is_available: products.isAvailable,
      stock: products.stock,
      in_stock: inStock,
      is_combo: products.isCombo,
    })
    .from(products)
    .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
    .innerJoin(companies, eq(companies.uuid, products.companyUuid))
    .where(and(eq(products.storeUuid, store.uuid), eq(products.status, 'active')))
    .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`), asc(products.sortOrder), asc(sql`lower(${products.name})`), asc(products.uuid));
  const extras = await loadMenuExtras(
    db,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => ({
    ...r,
    type: r.type as TodayProduct['type'],
    in_stock: Boolean(r.in_stock),
    option_groups: (extras.get(r.uuid)?.option_groups ?? []).map((g) => ({
      uuid: g.uuid,
      name: g.name,
      kind: g.kind,
      options: g.options.map((o) => ({ uuid: o.uuid, name: o.name, price: o.price, is_available: o.available })),
    })),
  }));
}

async function findProduct(db: DbOrTx, user: User, uuid: string): Promise<Product> {
  const [row] = await selectProducts(db, where(eq(products.uuid, uuid), inTenant(products, callerScope(user))));
  if (!row) throw notFound('Product');
  return (await toProducts(db, [row]))[0];
}

// ---- writes ------------------------------------------------------------------------------------

async function assertCategoryOfStore(db: DbOrTx, storeUuid: string, categoryUuid: string) {
  const category = await categoryOfStore(db, storeUuid, categoryUuid);
  if (!category) throw badRequest('The category does not belong to that store', [{ path: 'category_uuid', message: 'Choose a category of the same store' }]);
  return category;
}

/** The product columns of the menu fields given (absent: left as they are). */
const menuColumns = (input: ProductMenuFields) => givenFields(input, ['allergens', 'may_contain', 'dietary', 'spicy_level', 'kcal', 'is_combo']);

interface MenuTarget {
  uuid: string;
  name: string;
  storeUuid: string;
  /** Whether it is a combo once this write is done, and whether it was one before. */
  isCombo: boolean;
  wasCombo: boolean;
}

/**
 * Checks the product's option groups and combo slots against its store and writes them, inside the
 * product's transaction: a list given replaces the old one; a product that stops being a combo
 * loses its slots. A slot that keeps its name keeps its uuid, so carts holding the combo stay valid.
 */
async function writeMenuLinks(tx: Tx, target: MenuTarget, input: ProductMenuFields) {
  const errors: { path: string; message: string }[] = [];
  const groupIds = input.option_group_uuids;
  if (groupIds !== undefined) {
    const found = groupIds.length
      ? await tx
          .select({ uuid: optionGroups.uuid, kind: optionGroups.kind, name: optionGroups.name })
          .from(optionGroups)
          .where(and(inArray(optionGroups.uuid, groupIds), eq(optionGroups.storeUuid, target.storeUuid)))
      : [];
    const byUuid = new Map(found.map((g) => [g.uuid, g]));
    const seen = new Set<string>();
    groupIds.forEach((id, i) => {
      if (!byUuid.has(id)) errors.push({ path: `option_group_uuids.${i}`, message: 'Choose an option group of the same store' });
      else if (seen.has(id)) errors.push({ path: `option_group_uuids.${i}`, message: `${byUuid.get(id)!.name} is chosen twice` });
      seen.add(id);
    });
    if (found.filter((g) => g.kind === 'size').length > 1) errors.push({ path: 'option_group_uuids', message: 'A product has at most one size group' });
  }

  const slots = input.combo_slots;
  if (!target.isCombo && slots?.length) errors.push({ path: 'combo_slots', message: 'Only a combo has slots: mark the product as a combo' });
  if (target.isCombo && !target.wasCombo) {
    const [inside] = await tx
      .select({ name: products.name })
      .from(comboSlotItems)
      .innerJoin(comboSlots, eq(comboSlots.uuid, comboSlotItems.slotUuid))
      .innerJoin(products, eq(products.uuid, comboSlots.comboUuid))
      .where(eq(comboSlotItems.productUuid, target.uuid))
      .limit(1);
    if (inside) errors.push({ path: 'is_combo', message: `${target.name} is a choice in the combo "${inside.name}"; a combo cannot be part of another combo` });
  }
  if (target.isCombo && slots?.length) {
    const ids = [...new Set(slots.flatMap((sl) => sl.items.map((it) => it.product_uuid)))];
    const found = await tx
      .select({ uuid: products.uuid, name: products.name, isCombo: products.isCombo })
      .from(products)
      .where(and(inArray(products.uuid, ids), eq(products.storeUuid, target.storeUuid)));
    const byUuid = new Map(found.map((p) => [p.uuid, p]));
    const names = new Set<string>();
    slots.forEach((sl, i) => {
      const key = sl.name.toLowerCase();
      if (names.has(key)) errors.push({ path: `combo_slots.${i}.name`, message: `"${sl.name}" is a slot twice` });
      names.add(key);
      if (sl.min_select > sl.items.length) errors.push({ path: `combo_slots.${i}.min_select`, message: `${sl.name} asks for more choices than it offers` });
      sl.items.forEach((it, j) => {
        const path = `combo_slots.${i}.items.${j}.product_uuid`;
        const p = byUuid.get(it.product_uuid);
        if (it.product_uuid === target.uuid) errors.push({ path, message: 'A combo cannot offer itself' });
        else if (!p) errors.push({ path, message: 'Choose a product of the same store' });
        else if (p.isCombo) errors.push({ path, message: `${p.name} is a combo itself; a combo cannot be part of another combo` });
      });
    });
  }
  if (errors.length) throw badRequest(errors.length === 1 ? errors[0].message : 'Some menu choices are not valid', errors);

  if (groupIds !== undefined) {
    await tx.delete(productOptionGroups).where(eq(productOptionGroups.productUuid, target.uuid));
    if (groupIds.length) await tx.insert(productOptionGroups).values(groupIds.map((groupUuid, i) => ({ productUuid: target.uuid, groupUuid, sortOrder: i })));
  }
  if (!target.isCombo) {
    if (target.wasCombo) await tx.delete(comboSlots).where(eq(comboSlots.comboUuid, target.uuid));
  } else if (slots !== undefined) {
    const existing = await tx.select({ uuid: comboSlots.uuid, name: comboSlots.name }).from(comboSlots).where(eq(comboSlots.comboUuid, target.uuid));
    const byName = new Map(existing.map((sl) => [sl.name.toLowerCase(), sl.uuid]));
    const kept: string[] = [];
    for (const [i, sl] of slots.entries()) {
      const values = { name: sl.name, minSelect: sl.min_select, maxSelect: sl.max_select, sortOrder: i };
      let slotUuid = byName.get(sl.name.toLowerCase());
      if (slotUuid) {
        await tx.update(comboSlots).set(values).where(eq(comboSlots.uuid, slotUuid));
        await tx.delete(comboSlotItems).where(eq(comboSlotItems.slotUuid, slotUuid));
      } else {
        [{ uuid: slotUuid }] = await tx
          .insert(comboSlots)
          .values({ comboUuid: target.uuid, ...values })
          .returning({ uuid: comboSlots.uuid });
      }
      kept.push(slotUuid);
      await tx
        .insert(comboSlotItems)
        .values(sl.items.map((it, j) => ({ slotUuid: slotUuid!, productUuid: it.product_uuid, upcharge: it.upcharge, sortOrder: j })));
    }
    await tx
      .delete(comboSlots)
      .where(kept.length ? and(eq(comboSlots.comboUuid, target.uuid), notInArray(comboSlots.uuid, kept)) : eq(comboSlots.comboUuid, target.uuid));
  }
}

export async function createProduct(db: Db, user: User, input: z.output<typeof productBodySchema>): Promise<Product> {
  const store = await storeInScope(db, user, input.store_uuid);
  await assertCategoryOfStore(db, store.uuid, input.category_uuid);
  const slug = slugFromName(input.name, 'product');
  await assertNameFree(db, products, store.uuid, input.name, slug);
  const uuid = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        companyUuid: store.companyUuid,
        storeUuid: store.uuid,
        categoryUuid: input.category_uuid,
        name: input.name,
        slug,
        description: input.description ?? null,
        translations: input.translations ?? {},
        price: input.price,
        image: input.image ?? null,
        type: input.type,
        isAvailable: input.is_available,
        stock: input.stock ?? null,
        lowStockThreshold: input.low_stock_threshold ?? null,
        sortOrder: input.sort_order,
        status: input.status,
        ...menuColumns(input),
      })
      .returning({ uuid: products.uuid });
    await writeMenuLinks(tx, { uuid: row.uuid, name: input.name, storeUuid: store.uuid, isCombo: input.is_combo ?? false, wasCombo: false }, input);
    await audit(tx, user, { action: 'create', entity: 'product', entityUuid: row.uuid, companyUuid: store.companyUuid, storeUuid: store.uuid, data: input });
    return row.uuid;
  });
  menuChanged(db, store.companyUuid);
  return findProduct(db, user, uuid);
}

export async function updateProduct(db: Db, user: User, uuid: string, input: z.output<typeof productUpdateSchema>): Promise<Product> {
  const existing = await findProduct(db, user, uuid);
  if (input.category_uuid !== undefined) await assertCategoryOfStore(db, existing.store_uuid, input.category_uuid);
  const slug = input.name !== undefined ? slugFromName(input.name, 'product') : undefined;
  if (input.name !== undefined && slug !== undefined) await assertNameFree(db, products, existing.store_uuid, input.name, slug, uuid);
  const changes = {
    ...(input.name !== undefined && { name: input.name, slug }),
    ...givenFields(input, [
      'category_uuid', 'description', 'translations', 'price', 'type', 'image', 'is_available', 'stock', 'low_stock_threshold', 'sort_order', 'status',
    ]),
    ...menuColumns(input),
  };
  const isCombo = input.is_combo ?? existing.is_combo;
  const target = { uuid, name: input.name ?? existing.name, storeUuid: existing.store_uuid, isCombo, wasCombo: existing.is_combo };
  const write = async (tx: Tx) => {
    await tx.update(products).set({ ...changes, updatedAt: new Date() }).where(eq(products.uuid, uuid));
    await writeMenuLinks(tx, target, input);
  };
  await audited(db, user, write, { action: 'update', ...entryOf('product', existing), data: input });
  menuChanged(db, existing.company_uuid);
  return findProduct(db, user, uuid);
}

export async function setAvailability(db: Db, user: User, uuid: string, isAvailable: boolean): Promise<Product> {
  const existing = await findProduct(db, user, uuid);
  const write = (tx: Tx) => tx.update(products).set({ isAvailable, updatedAt: new Date() }).where(eq(products.uuid, uuid));
  await audited(db, user, write, { action: 'availability', ...entryOf('product', existing), data: { is_available: isAvailable } });
  menuChanged(db, existing.company_uuid);
  return findProduct(db, user, uuid);
}

export const setProductStatus: StatusSetter<Product> = statusChange({ table: products, entity: 'product', find: findProduct, changed: catalogueChanged });

// ---- bulk upload -------------------------------------------------------------------------------

const cell = (v: string | undefined) => (v ?? '').trim();
const optionalCell = (v: string | undefined) => (cell(v) === '' ? undefined : cell(v));

/** "45.50" -> 4550; two decimals at most; no thousands separators or currency signs. */
const majorUnits = z
  .string()
  .transform((s) => s.replace(/^[₹$€£]\s*/, ''))
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Price must be an amount like 45.50'))
  .transform((s) => {
    const [whole, frac = ''] = s.split('.');
    return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  })
  .pipe(z.number().max(MAX_PRICE, `Price is at most ${(MAX_PRICE / 100).toFixed(2)}`));

const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${label} must be a whole number of 0 or more`)
    .transform(Number)
    .pipe(z.number().max(max, `${label} is at most ${max}`));

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

/** The English labels of Annex II (and a few everyday names) a spreadsheet may use for an allergen. */
const ALLERGEN_WORDS: Record<string, Allergen> = {
  'cereals containing gluten': 'gluten',
  cereals: 'gluten',
  wheat: 'gluten',
  crustacean: 'crustaceans',
  shellfish: 'crustaceans',
  egg: 'eggs',
  peanut: 'peanuts',
  soy: 'soybeans',
  soya: 'soybeans',
  soybean: 'soybeans',
  dairy: 'milk',
  lactose: 'milk',
  nut: 'nuts',
  'tree nuts': 'nuts',
  'sesame seeds': 'sesame',
  'sulphur dioxide and sulphites': 'sulphites',
  'sulphur dioxide': 'sulphites',
  sulfites: 'sulphites',
  'sulfur dioxide and sulfites': 'sulphites',
  lupine: 'lupin',
  mollusc: 'molluscs',
  mollusks: 'molluscs',
};
const DIETARY_WORDS: Record<string, DietaryMark> = { veg: 'vegetarian', gluten_free: 'gluten_free', glutenfree: 'gluten_free' };

/** "Milk (including lactose); Eggs" -> ['milk', 'eggs']: names or labels, "," or ";" between them. */
const wordList = <T extends string>(label: string, names: readonly T[], words: Record<string, T>, key: (w: string) => string) =>
  z.string().transform((s, ctx) => {
    const out = new Set<T>();
    // A label's own note goes first: "Cereals containing gluten (wheat, rye)" is one name.
    for (const raw of s.replace(/\(.*?\)/g, '').split(/[,;]/)) {
      const word = key(raw);
      if (!word) continue;
      const hit = (names as readonly string[]).includes(word) ? (word as T) : Object.hasOwn(words, word) ? words[word] : undefined;
      if (hit) out.add(hit);
      else ctx.addIssue({ code: 'custom', message: `"${raw.trim()}" is not ${label} (one of: ${names.join(', ')})` });
    }
    return [...out];
  });
const allergenWord = (w: string) => w.trim().toLowerCase().replace(/\s+/g, ' ');
const dietaryWord = (w: string) => w.trim().toLowerCase().replace(/[\s-]+/g, '_');

const bulkRowSchema = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters').max(120, 'Name is at most 120 characters'),
  category: z.string().min(1, 'Category is required'),
  price: z.string().min(1, 'Price is required').pipe(majorUnits),
  type: z
    .string()
    .min(1, 'Type is required')
    .transform((s) => s.toLowerCase().replace(/[\s-]+/g, '_'))
    .pipe(z.enum(PRODUCT_TYPES, { message: 'Type must be veg, non_veg, vegan or beverage' })),
  description: z.string().max(1000, 'Description is at most 1000 characters').optional(),
  stock: wholeNumber('Stock', MAX_STOCK).optional(),
  is_available: z
    .string()
    .transform((s) => s.toLowerCase())
    .refine((s) => TRUE_WORDS.has(s) || FALSE_WORDS.has(s), 'is_available must be yes/no, true/false or 1/0')
    .transform((s) => TRUE_WORDS.has(s))
    .optional(),
  sort_order: wholeNumber('Sort order', MAX_SORT_ORDER).optional(),
  allergens: wordList('an allergen', ALLERGENS, ALLERGEN_WORDS, allergenWord).optional(),
  may_contain: wordList('an allergen', ALLERGENS, ALLERGEN_WORDS, allergenWord).optional(),
  dietary: wordList('a dietary mark', DIETARY_MARKS, DIETARY_WORDS, dietaryWord).optional(),
  spicy_level: wholeNumber('Spicy level', MAX_SPICY_LEVEL).optional(),
  kcal: wholeNumber('kcal', 100_000).optional(),
});

/**
 * Validates the whole file (each row, duplicates inside the file and against the store) and writes
 * every row in one transaction, or none: a bad row answers 400 naming each bad line and why.
 */
export async function bulkUpload(db: Db, user: User, requestedStore: string | undefined, data: Buffer): Promise<{ inserted: number }> {
  const storeUuid = requestedStore ?? scopeStore(user);
  if (!storeUuid) throw badRequest('Choose the store to upload into', [{ path: 'store_uuid', message: 'Choose a store' }]);
  const store = await storeInScope(db, user, storeUuid);
  const rows = await readSheet(data, PRODUCT_BULK_REQUIRED_COLUMNS);

  const storeCategories = await categoriesOfStore(db, store.uuid);
  const categoryByKey = new Map<string, string>();
  for (const c of storeCategories) {
    categoryByKey.set(c.name.trim().toLowerCase(), c.uuid);
    categoryByKey.set(c.slug, c.uuid);
  }
  const existing = await db.select({ name: products.name, slug: products.slug }).from(products).where(eq(products.storeUuid, store.uuid));
  const takenSlugs = new Set(existing.map((p) => p.slug));
  const takenNames = new Set(existing.map((p) => p.name.trim().toLowerCase()));

  const errors: { path: string; message: string }[] = [];
  const firstLineOf = new Map<string, number>();
  const values: (typeof products.$inferInsert)[] = [];

  for (const [index, { line, values: v }] of rows.entries()) {
    await turnEvery(index);
    const parsed = bulkRowSchema.safeParse({
      name: cell(v.name),
      category: cell(v.category),
      price: cell(v.price),
      type: cell(v.type),
      description: optionalCell(v.description),
      stock: optionalCell(v.stock),
      is_available: optionalCell(v.is_available),
      sort_order: optionalCell(v.sort_order),
      allergens: optionalCell(v.allergens),
      may_contain: optionalCell(v.may_contain),
      dietary: optionalCell(v.dietary),
      spicy_level: optionalCell(v.spicy_level),
      kcal: optionalCell(v.kcal),
    });
    const problems: string[] = [];
    if (!parsed.success) for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.') || 'row'}: ${issue.message}`);

    const name = cell(v.name);
    const slug = name.length >= 2 ? slugFromName(name, 'product') : '';
    const key = name.toLowerCase();
    if (slug) {
      const first = firstLineOf.get(slug) ?? firstLineOf.get(`name:${key}`);
      if (first !== undefined) problems.push(`name: "${name}" is already on line ${first} of this file`);
      else if (takenSlugs.has(slug) || takenNames.has(key)) problems.push(`name: a product named "${name}" already exists in this store`);
      if (first === undefined) {
        firstLineOf.set(slug, line);
        firstLineOf.set(`name:${key}`, line);
      }
    }
    const categoryName = cell(v.category);
    const categoryUuid = categoryByKey.get(categoryName.toLowerCase());
    if (categoryName && !categoryUuid) problems.push(`category: no category "${categoryName}" in this store`);

    if (problems.length || !parsed.success || !categoryUuid) {
      errors.push({ path: `line ${line}`, message: problems.join('; ') });
      continue;
    }
    const row = parsed.data;
    values.push({
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      categoryUuid,
      name: row.name,
      slug,
      description: row.description ?? null,
      price: row.price,
      type: row.type,
      isAvailable: row.is_available ?? true,
      stock: row.stock ?? null,
      sortOrder: row.sort_order ?? 0,
      allergens: row.allergens ?? [],
      mayContain: row.may_contain ?? [],
      dietary: row.dietary ?? [],
      spicyLevel: row.spicy_level ?? 0,
      kcal: row.kcal ?? null,
    });
  }

  if (errors.length) {
    const n = errors.length;
    throw badRequest(`${n} row${n === 1 ? ' has' : 's have'} problems; nothing was uploaded`, errors);
  }

  try {
    await insertAllOrNone(db, products, values, (tx) =>
      audit(tx, user, { action: 'bulk_create', entity: 'product', companyUuid: store.companyUuid, storeUuid: store.uuid, data: { inserted: values.length } }),
    );
  } finally {
    // Also after a failed upload: on the embedded database a menu read may have seen its first slices.
    menuChanged(db, store.companyUuid);
  }
  return { inserted: values.length };
}

