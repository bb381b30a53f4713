// Products: back-office lists, the order screens' orderable list, the public menu, writes, the
// availability toggle and the all-or-nothing bulk upload from CSV/XLSX. Every query is filtered by
// the caller's tenant scope (another tenant's product is not found; a store named outside the scope
// is a 403). Writes are audited in the same transaction.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { categories, companies, products, stores } from '../../db/schema';
import {
  MAX_PRICE,
  MAX_SORT_ORDER,
  MAX_STOCK,
  PRODUCT_BULK_REQUIRED_COLUMNS,
  type PRODUCT_SORT_KEYS,
  PRODUCT_TYPES,
  type OrderableProduct,
  type Product,
  type PublicProduct,
  type productBodySchema,
  type productUpdateSchema,
} from '../../contracts/catalogue';
import type { EntityStatus } from '../../contracts/common';
import { badRequest, conflict, likeTerm, notFound, paged } from '../../lib/http';
import { readSheet } from '../../lib/spreadsheet';
import { iso, orderByFor, where, type ListSort } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';
import { categoriesOfStore, categoryOfStore, listScope, orderableProduct, slugFromName, storeInScope } from '../categories/service';

type User = AuthContext['user'];
type Page = { pagenum: number; limit: number; offset: number; search?: string };
type ListFilters = { company_uuid?: string; store_uuid?: string; category_uuid?: string; type?: string; status?: EntityStatus };

const INSERT_BATCH = 500;

const productColumns = {
  uuid: products.uuid,
  company_uuid: products.companyUuid,
  company_name: companies.name,
  store_uuid: products.storeUuid,
  store_name: stores.name,
  category_uuid: products.categoryUuid,
  category_name: categories.name,
  name: products.name,
  slug: products.slug,
  description: products.description,
  price: products.price,
  currency: companies.currency,
  image: products.image,
  type: products.type,
  is_available: products.isAvailable,
  stock: products.stock,
  sort_order: products.sortOrder,
  status: products.status,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
};

const toProduct = (row: Awaited<ReturnType<typeof selectProducts>>[number]) => iso(row) as Product;

function selectProducts(db: DbOrTx, filter: SQL | undefined) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
    .innerJoin(stores, eq(stores.uuid, products.storeUuid))
    .innerJoin(companies, eq(companies.uuid, products.companyUuid))
    .where(filter);
}

/** Menu order: store, category position, product position, then name and uuid for a stable tie-break. */
const menuOrder = [
  asc(sql`lower(${stores.name})`),
  asc(categories.sortOrder),
  asc(sql`lower(${categories.name})`),
  asc(products.sortOrder),
  asc(sql`lower(${products.name})`),
  asc(products.uuid),
];

const searchFilter = (search?: string) => {
  if (!search) return undefined;
  const term = likeTerm(search);
  return or(ilike(products.name, term), ilike(products.slug, term), ilike(products.description, term), ilike(categories.name, term));
};

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

export async function listProducts(db: Db, user: User, page: Page, filters: ListFilters & ListSort<(typeof PRODUCT_SORT_KEYS)[number]>) {
  const { companyUuid, storeUuid } = await listScope(db, user, filters);
  const filter = where(
    companyUuid ? eq(products.companyUuid, companyUuid) : undefined,
    storeUuid ? eq(products.storeUuid, storeUuid) : undefined,
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
  return paged<Product>(rows.map(toProduct), total, page.pagenum, page.limit);
}

/**
 * The order screens' list (cashier, back office): every product that can be ordered now, in menu
 * order, not paged. An admin names a company or a store so that the list stays one tenant's menu.
 */
export async function orderableProducts(db: Db, user: User, q: { search?: string; company_uuid?: string; store_uuid?: string; type?: string }): Promise<OrderableProduct[]> {
  const { companyUuid, storeUuid } = await listScope(db, user, q);
  if (!companyUuid && !storeUuid) throw badRequest('Choose a company or a store', [{ path: 'store_uuid', message: 'Choose a company or a store' }]);
  const rows = await db
    .select({
      uuid: products.uuid,
      store_uuid: products.storeUuid,
      store_name: stores.name,
      category_uuid: products.categoryUuid,
      category_name: categories.name,
      category_sort_order: categories.sortOrder,
      name: products.name,
      description: products.description,
      price: products.price,
      currency: companies.currency,
      image: products.image,
      type: products.type,
      stock: products.stock,
      sort_order: products.sortOrder,
    })
    .from(products)
    .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
    .innerJoin(stores, eq(stores.uuid, products.storeUuid))
    .innerJoin(companies, eq(companies.uuid, products.companyUuid))
    .where(
      where(
        orderableProduct(),
        eq(categories.status, 'active'),
        eq(stores.status, 'active'),
        eq(companies.status, 'active'),
        companyUuid ? eq(products.companyUuid, companyUuid) : undefined,
        storeUuid ? eq(products.storeUuid, storeUuid) : undefined,
        q.type ? eq(products.type, q.type) : undefined,
        searchFilter(q.search),
      ),
    )
    .orderBy(...menuOrder);
  return rows as OrderableProduct[];
}

/** Public menu (consumer app, kiosk): active and available products of active categories, stores and companies. */
export async function publicProducts(
  db: Db,
  page: Page,
  q: { company_slug?: string; store_slug?: string; store_uuid?: string; category_uuid?: string; type?: string },
) {
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
    searchFilter(page.search),
  );
  const from = () =>
    db
      .select({
        uuid: products.uuid,
        name: products.name,
        slug: products.slug,
        description: products.description,
        price: products.price,
        currency: companies.currency,
        image: products.image,
        type: products.type,
        stock: products.stock,
        in_stock: sql<boolean>`(${products.stock} is null or ${products.stock} > 0)`,
        category_uuid: products.categoryUuid,
        category_name: categories.name,
        store_uuid: products.storeUuid,
        store_name: stores.name,
        store_slug: stores.slug,
        sort_order: products.sortOrder,
      })
      .from(products)
      .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
      .innerJoin(stores, eq(stores.uuid, products.storeUuid))
      .innerJoin(companies, eq(companies.uuid, products.companyUuid))
      .where(filter);
  const [rows, [{ total }]] = await Promise.all([
    from()
      .orderBy(...menuOrder)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
      .innerJoin(stores, eq(stores.uuid, products.storeUuid))
      .innerJoin(companies, eq(companies.uuid, products.companyUuid))
      .where(filter),
  ]);
  return paged<PublicProduct>(rows as PublicProduct[], total, page.pagenum, page.limit);
}

async function findProduct(db: DbOrTx, user: User, uuid: string): Promise<Product> {
  const companyUuid = scopeCompany(user);
  const storeUuid = scopeStore(user);
  const [row] = await selectProducts(
    db,
    where(eq(products.uuid, uuid), companyUuid ? eq(products.companyUuid, companyUuid) : undefined, storeUuid ? eq(products.storeUuid, storeUuid) : undefined),
  );
  if (!row) throw notFound('Product');
  return toProduct(row);
}

// ---- writes ------------------------------------------------------------------------------------

async function assertCategoryOfStore(db: DbOrTx, storeUuid: string, categoryUuid: string) {
  const category = await categoryOfStore(db, storeUuid, categoryUuid);
  if (!category) throw badRequest('The category does not belong to that store', [{ path: 'category_uuid', message: 'Choose a category of the same store' }]);
  return category;
}

/** Names are unique per store, compared by their slug and case-insensitively. */
async function assertNameFree(db: DbOrTx, storeUuid: string, name: string, slug: string, exceptUuid?: string) {
  const [hit] = await db
    .select({ uuid: products.uuid })
    .from(products)
    .where(and(eq(products.storeUuid, storeUuid), or(eq(products.slug, slug), sql`lower(${products.name}) = lower(${name})`)))
    .limit(1);
  if (hit && hit.uuid !== exceptUuid) throw conflict(`A product named "${name}" already exists in this store`, 'name');
}

export async function createProduct(db: Db, user: User, input: z.output<typeof productBodySchema>): Promise<Product> {
  const store = await storeInScope(db, user, input.store_uuid);
  await assertCategoryOfStore(db, store.uuid, input.category_uuid);
  const slug = slugFromName(input.name, 'product');
  await assertNameFree(db, store.uuid, input.name, slug);
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
        price: input.price,
        image: input.image ?? null,
        type: input.type,
        isAvailable: input.is_available,
        stock: input.stock ?? null,
        sortOrder: input.sort_order,
        status: input.status,
      })
      .returning({ uuid: products.uuid });
    await audit(tx, user, { action: 'create', entity: 'product', entityUuid: row.uuid, companyUuid: store.companyUuid, storeUuid: store.uuid, data: input });
    return row.uuid;
  });
  return findProduct(db, user, uuid);
}

export async function updateProduct(db: Db, user: User, uuid: string, input: z.output<typeof productUpdateSchema>): Promise<Product> {
  const existing = await findProduct(db, user, uuid);
  if (input.category_uuid !== undefined) await assertCategoryOfStore(db, existing.store_uuid, input.category_uuid);
  const slug = input.name !== undefined ? slugFromName(input.name, 'product') : undefined;
  if (input.name !== undefined && slug !== undefined) await assertNameFree(db, existing.store_uuid, input.name, slug, uuid);
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({
        ...(input.category_uuid !== undefined && { categoryUuid: input.category_uuid }),
        ...(input.name !== undefined && { name: input.name, slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.price !== undefined && { price: input.price }),
        ...(input.type !== undefined && { type: input.type }),
        ...(input.image !== undefined && { image: input.image }),
        ...(input.is_available !== undefined && { isAvailable: input.is_available }),
        ...(input.stock !== undefined && { stock: input.stock }),
        ...(input.sort_order !== undefined && { sortOrder: input.sort_order }),
        ...(input.status !== undefined && { status: input.status }),
        updatedAt: new Date(),
      })
      .where(eq(products.uuid, uuid));
    await audit(tx, user, { action: 'update', entity: 'product', entityUuid: uuid, companyUuid: existing.company_uuid, storeUuid: existing.store_uuid, data: input });
  });
  return findProduct(db, user, uuid);
}

export async function setAvailability(db: Db, user: User, uuid: string, isAvailable: boolean): Promise<Product> {
  const existing = await findProduct(db, user, uuid);
  await db.transaction(async (tx) => {
    await tx.update(products).set({ isAvailable, updatedAt: new Date() }).where(eq(products.uuid, uuid));
    await audit(tx, user, { action: 'availability', entity: 'product', entityUuid: uuid, companyUuid: existing.company_uuid, storeUuid: existing.store_uuid, data: { is_available: isAvailable } });
  });
  return findProduct(db, user, uuid);
}

export async function setProductStatus(db: Db, user: User, uuid: string, status: EntityStatus): Promise<Product> {
  const existing = await findProduct(db, user, uuid);
  await db.transaction(async (tx) => {
    await tx.update(products).set({ status, updatedAt: new Date() }).where(eq(products.uuid, uuid));
    await audit(tx, user, { action: 'status', entity: 'product', entityUuid: uuid, companyUuid: existing.company_uuid, storeUuid: existing.store_uuid, data: { status } });
  });
  return findProduct(db, user, uuid);
}

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

  for (const { line, values: v } of rows) {
    const parsed = bulkRowSchema.safeParse({
      name: cell(v.name),
      category: cell(v.category),
      price: cell(v.price),
      type: cell(v.type),
      description: optionalCell(v.description),
      stock: optionalCell(v.stock),
      is_available: optionalCell(v.is_available),
      sort_order: optionalCell(v.sort_order),
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
    });
  }

  if (errors.length) {
    const n = errors.length;
    throw badRequest(`${n} row${n === 1 ? ' has' : 's have'} problems; nothing was uploaded`, errors);
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += INSERT_BATCH) await tx.insert(products).values(values.slice(i, i + INSERT_BATCH));
    await audit(tx, user, { action: 'bulk_create', entity: 'product', companyUuid: store.companyUuid, storeUuid: store.uuid, data: { inserted: values.length } });
  });
  return { inserted: values.length };
}

