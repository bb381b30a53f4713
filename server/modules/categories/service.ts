// Categories: the back-office lists and dropdowns, the public menu's category list, and writes.
// Every query is filtered by the caller's tenant scope (another tenant's category is not found);
// a store named outside the scope is refused with 403. Writes are audited in the same transaction.
// Also home of the store-scope check and the category look-ups that the products module uses.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, gt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { categories, companies, products, stores } from '../../db/schema';
import type { CATEGORY_SORT_KEYS, Category, CategoryDropdownItem, PublicCategory, categoryBodySchema, categoryUpdateSchema } from '../../contracts/catalogue';
import { badRequest, conflict, forbidden, notFound, paged, slugify } from '../../lib/http';
import { givenFields } from '../../lib/changed-fields';
import { inTenant, textSearch, type TenantScope, type ListPage } from '../../lib/scoped-filter';
import { iso, orderByFor, where, type ListSort } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audited, entryOf, statusChange, type StatusSetter } from '../audit/service';
import { catalogueChanged, menuChanged } from '../products/menu-cache';

type User = AuthContext['user'];

/** A slug made from a name; a name with no Latin letters or digits gets a short random one. */
export const slugFromName = (name: string, prefix: string) => slugify(name) || `${prefix}-${randomBytes(4).toString('hex')}`;

// ---- tenant scope ------------------------------------------------------------------------------

export interface ScopedStore {
  uuid: string;
  companyUuid: string;
  name: string;
}

/**
 * The store a caller names, checked against their scope: a store role naming another store, or a
 * company role naming a store of another company (or one that does not exist), is a 403. An admin
 * naming an unknown store gets a 400 on `path`.
 */
export async function storeInScope(db: DbOrTx, user: User, storeUuid: string, opts: { companyUuid?: string; path?: string } = {}): Promise<ScopedStore> {
  const path = opts.path ?? 'store_uuid';
  scopeStore(user, storeUuid);
  const companyUuid = scopeCompany(user, opts.companyUuid);
  const [store] = await db.select({ uuid: stores.uuid, companyUuid: stores.companyUuid, name: stores.name }).from(stores).where(eq(stores.uuid, storeUuid));
  if (user.role !== 'admin') {
    if (!store || store.companyUuid !== companyUuid) throw forbidden('That store is outside your access');
    return store;
  }
  if (!store) throw badRequest('That store does not exist', [{ path, message: 'Unknown store' }]);
  if (companyUuid && store.companyUuid !== companyUuid) {
    throw badRequest('That store does not belong to that company', [{ path, message: 'Store of another company' }]);
  }
  return store;
}

/** The company and store filters of a list: the caller's own scope, narrowed by what they ask for. */
export async function listScope(db: DbOrTx, user: User, requested: { company_uuid?: string; store_uuid?: string }) {
  const companyUuid = scopeCompany(user, requested.company_uuid);
  let storeUuid = scopeStore(user, requested.store_uuid);
  if (requested.store_uuid && user.role !== 'admin') storeUuid = (await storeInScope(db, user, requested.store_uuid, { companyUuid })).uuid;
  return { companyUuid, storeUuid };
}

/** The caller's own scope, as a look-up by uuid applies it: another tenant's record is not found. */
export const callerScope = (user: User): TenantScope => ({ companyUuid: scopeCompany(user), storeUuid: scopeStore(user) });

// ---- reads -------------------------------------------------------------------------------------

// eq() keeps the columns table-qualified inside the subquery even when the outer query has one table.
const productCount = sql<number>`(select count(*)::int from ${products} where ${eq(products.categoryUuid, categories.uuid)})`;

const categoryColumns = {
  uuid: categories.uuid,
  company_uuid: categories.companyUuid,
  company_name: companies.name,
  store_uuid: categories.storeUuid,
  store_name: stores.name,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  translations: categories.translations,
  image: categories.image,
  sort_order: categories.sortOrder,
  status: categories.status,
  product_count: productCount,
  created_at: categories.createdAt,
  updated_at: categories.updatedAt,
};


const selectCategories = (db: DbOrTx) =>
  db
    .select(categoryColumns)
    .from(categories)
    .innerJoin(stores, eq(stores.uuid, categories.storeUuid))
    .innerJoin(companies, eq(companies.uuid, categories.companyUuid));

export async function listCategories(
  db: Db,
  user: User,
  page: ListPage,
  requested: { company_uuid?: string; store_uuid?: string },
  sort: ListSort<(typeof CATEGORY_SORT_KEYS)[number]> = {},
) {
  const filter = where(
    inTenant(categories, await listScope(db, user, requested)),
    textSearch(page.search, [categories.name, categories.slug, categories.description, stores.name]),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectCategories(db)
      .where(filter)
      .orderBy(
        ...orderByFor(
          {
            name: sql`lower(${categories.name})`,
            store: sql`lower(${stores.name})`,
            products: productCount,
            sort_order: categories.sortOrder,
            status: categories.status,
          },
          sort.sort_by,
          sort.sort_dir ?? 'asc',
          [asc(sql`lower(${stores.name})`), asc(categories.sortOrder), asc(sql`lower(${categories.name})`), asc(categories.uuid)],
        ),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(categories).innerJoin(stores, eq(stores.uuid, categories.storeUuid)).where(filter),
  ]);
  return paged<Category>(rows.map(iso), total, page.pagenum, page.limit);
}

/** Active categories in scope for pickers (product form, list filters, order screens). */
export async function categoryDropdown(db: Db, user: User, requested: { company_uuid?: string; store_uuid?: string }): Promise<CategoryDropdownItem[]> {
  const { companyUuid, storeUuid } = await listScope(db, user, requested);
  return db
    .select({ uuid: categories.uuid, name: categories.name, slug: categories.slug, store_uuid: categories.storeUuid, store_name: stores.name })
    .from(categories)
    .innerJoin(stores, eq(stores.uuid, categories.storeUuid))
    .where(where(eq(categories.status, 'active'), inTenant(categories, { companyUuid, storeUuid })))
    .orderBy(asc(sql`lower(${stores.name})`), asc(categories.sortOrder), asc(sql`lower(${categories.name})`), asc(categories.uuid));
}

/** Products a consumer can order now: the same rule the public product list applies. */
export const orderableProduct = () =>
  and(eq(products.status, 'active'), eq(products.isAvailable, true), or(isNull(products.stock), gt(products.stock, 0)));

/** Public: the active categories of an active store of an active company, in menu order. */
export async function publicCategories(db: Db, q: { company_uuid?: string; store_uuid?: string; store_slug?: string }): Promise<PublicCategory[]> {
  const [store] = await db
    .select({ uuid: stores.uuid })
    .from(stores)
    .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
    .where(
      where(
        q.store_uuid ? eq(stores.uuid, q.store_uuid) : undefined,
        q.store_slug ? eq(stores.slug, q.store_slug) : undefined,
        q.company_uuid ? eq(stores.companyUuid, q.company_uuid) : undefined,
        eq(stores.status, 'active'),
        eq(companies.status, 'active'),
      ),
    );
  if (!store) throw notFound('Store');
  const orderable = sql<number>`(select count(*)::int from ${products} where ${eq(products.categoryUuid, categories.uuid)} and ${orderableProduct()})`;
  return db
    .select({
      uuid: categories.uuid,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      translations: categories.translations,
      image: categories.image,
      sort_order: categories.sortOrder,
      product_count: orderable,
    })
    .from(categories)
    .where(and(eq(categories.storeUuid, store.uuid), eq(categories.status, 'active')))
    .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`), asc(categories.uuid));
}

async function findCategory(db: DbOrTx, user: User, uuid: string) {
  const [row] = await selectCategories(db).where(where(eq(categories.uuid, uuid), inTenant(categories, callerScope(user))));
  if (!row) throw notFound('Category');
  return row;
}

/** A category of the given store, or undefined (the products module checks a product's category). */
export async function categoryOfStore(db: DbOrTx, storeUuid: string, categoryUuid: string) {
  const [row] = await db
    .select({ uuid: categories.uuid, name: categories.name, status: categories.status })
    .from(categories)
    .where(and(eq(categories.uuid, categoryUuid), eq(categories.storeUuid, storeUuid)));
  return row;
}

/** Every category of a store, whatever its status (bulk product files name them by name or slug). */
export async function categoriesOfStore(db: DbOrTx, storeUuid: string) {
  return db.select({ uuid: categories.uuid, name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.storeUuid, storeUuid));
}

// ---- writes ------------------------------------------------------------------------------------

/** Names are unique per store, among its categories and among its products: compared by their slug and case-insensitively. */
export async function assertNameFree(
  db: DbOrTx,
  table: typeof categories | typeof products,
  storeUuid: string,
  name: string,
  slug: string,
  exceptUuid?: string,
) {
  const [hit] = await db
    .select({ uuid: table.uuid })
    .from(table)
    .where(and(eq(table.storeUuid, storeUuid), or(eq(table.slug, slug), sql`lower(${table.name}) = lower(${name})`)))
    .limit(1);
  const what = table === categories ? 'category' : 'product';
  if (hit && hit.uuid !== exceptUuid) throw conflict(`A ${what} named "${name}" already exists in this store`, 'name');
}

export async function createCategory(db: Db, user: User, input: z.output<typeof categoryBodySchema>): Promise<Category> {
  const store = await storeInScope(db, user, input.store_uuid, { companyUuid: input.company_uuid });
  const slug = slugFromName(input.name, 'category');
  await assertNameFree(db, categories, store.uuid, input.name, slug);
  const place = { companyUuid: store.companyUuid, storeUuid: store.uuid };
  const values = {
    ...place,
    name: input.name,
    slug,
    description: input.description ?? null,
    translations: input.translations ?? {},
    image: input.image ?? null,
    sortOrder: input.sort_order,
  };
  const uuid = await audited(
    db,
    user,
    async (tx) => (await tx.insert(categories).values({ ...values, status: input.status }).returning({ uuid: categories.uuid }))[0].uuid,
    (created) => ({ action: 'create', entity: 'category', entityUuid: created, ...place, data: input }),
  );
  menuChanged(db, store.companyUuid);
  return iso(await findCategory(db, user, uuid));
}

export async function updateCategory(db: Db, user: User, uuid: string, input: z.output<typeof categoryUpdateSchema>): Promise<Category> {
  const existing = await findCategory(db, user, uuid);
  const slug = input.name !== undefined ? slugFromName(input.name, 'category') : undefined;
  if (input.name !== undefined && slug !== undefined) await assertNameFree(db, categories, existing.store_uuid, input.name, slug, uuid);
  const changes = {
    ...(input.name !== undefined && { name: input.name, slug }),
    ...givenFields(input, ['description', 'translations', 'image', 'sort_order', 'status']),
  };
  const write = (tx: Tx) => tx.update(categories).set({ ...changes, updatedAt: new Date() }).where(eq(categories.uuid, uuid));
  await audited(db, user, write, { action: 'update', ...entryOf('category', existing), data: input });
  menuChanged(db, existing.company_uuid);
  return iso(await findCategory(db, user, uuid));
}

export const setCategoryStatus: StatusSetter<Category> = statusChange({
  table: categories, entity: 'category', find: findCategory, view: iso, changed: catalogueChanged,
});
