// Companies and stores: lists, dropdowns and writes, always filtered by the caller's tenant scope so
// that another tenant's record is not found. Writes are audited in the same transaction.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { companies, stores } from '../../db/schema';
import type { companyBodySchema, companyUpdateSchema, storeBodySchema, storeUpdateSchema } from '../../contracts/companies';
import type { COMPANY_SORT_KEYS, Company, DropdownItem, STORE_SORT_KEYS, Store } from '../../contracts/companies';
import type { EntityStatus } from '../../contracts/common';
import { badRequest, conflict, forbidden, notFound, paged, slugify } from '../../lib/http';
import { givenFields } from '../../lib/changed-fields';
import { iso, orderByFor, where, type ListSort } from '../../lib/sql';
import { inTenant, textSearch, type ListPage } from '../../lib/scoped-filter';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit, audited } from '../audit/service';
import { callerScope } from '../categories/service';
import { auditableJoinRules, joinRulesUpdate } from './join';
import { menuChanged } from '../products/menu-cache';

type User = AuthContext['user'];

const companyColumns = {
  uuid: companies.uuid,
  name: companies.name,
  slug: companies.slug,
  email: companies.email,
  mobile: companies.mobile,
  address: companies.address,
  currency: companies.currency,
  tax_rate_bps: companies.taxRateBps,
  logo: companies.logo,
  status: companies.status,
  join_email_domains: companies.joinEmailDomains,
  // Whether a code is set; the hash itself never leaves the server.
  has_join_code: sql<boolean>`(${companies.joinCodeHash} is not null)`,
  created_at: companies.createdAt,
  updated_at: companies.updatedAt,
};

const storeColumns = {
  uuid: stores.uuid,
  company_uuid: stores.companyUuid,
  company_name: companies.name,
  name: stores.name,
  slug: stores.slug,
  address: stores.address,
  phone: stores.phone,
  opening_hours: stores.openingHours,
  pickup_show_names: stores.pickupShowNames,
  low_stock_threshold: stores.lowStockThreshold,
  discount_approval_limit: stores.discountApprovalLimit,
  status: stores.status,
  created_at: stores.createdAt,
  updated_at: stores.updatedAt,
};

/** A store's tenant columns: its company, and itself. */
const storeTenant = { companyUuid: stores.companyUuid, storeUuid: stores.uuid };

// ---- companies ---------------------------------------------------------------------------------

export async function listCompanies(
  db: Db,
  user: User,
  page: ListPage,
  opts: { activeOnly?: boolean } = {},
  sort: ListSort<(typeof COMPANY_SORT_KEYS)[number]> = {},
) {
  const companyUuid = user.role === 'admin' ? undefined : scopeCompany(user);
  const filter = where(
    companyUuid ? eq(companies.uuid, companyUuid) : undefined,
    opts.activeOnly ? eq(companies.status, 'active') : undefined,
    textSearch(page.search, [companies.name, companies.slug, companies.email, companies.mobile]),
  );
  // Written out: drizzle leaves columns unqualified inside a raw subquery, which would compare
  // stores.company_uuid with stores.uuid.
  const storeCount = sql<number>`(select count(*)::int from "stores" s where s."company_uuid" = "companies"."uuid")`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...companyColumns, store_count: storeCount })
      .from(companies)
      .where(filter)
      .orderBy(
        ...orderByFor({ name: sql`lower(${companies.name})`, store_count: storeCount, status: companies.status }, sort.sort_by, sort.sort_dir ?? 'asc', [
          asc(sql`lower(${companies.name})`),
          asc(companies.uuid),
        ]),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(companies).where(filter),
  ]);
  return paged<Company>(rows.map(iso), total, page.pagenum, page.limit);
}

/** The public company list (consumer app's company picker): active companies, no contact details. */
export async function listPublicCompanies(db: Db, page: ListPage) {
  const filter = where(eq(companies.status, 'active'), textSearch(page.search, [companies.name, companies.slug]));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ uuid: companies.uuid, name: companies.name, slug: companies.slug, logo: companies.logo, currency: companies.currency })
      .from(companies)
      .where(filter)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.uuid))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(companies).where(filter),
  ]);
  return paged(rows, total, page.pagenum, page.limit);
}

export async function companyDropdown(db: Db, user: User): Promise<DropdownItem[]> {
  const companyUuid = scopeCompany(user);
  return db
    .select({ uuid: companies.uuid, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(where(eq(companies.status, 'active'), companyUuid ? eq(companies.uuid, companyUuid) : undefined))
    .orderBy(asc(sql`lower(${companies.name})`));
}

export async function viewCompany(db: Db, user: User, uuid: string): Promise<Company> {
  return iso(await findCompany(db, user, uuid));
}

async function findCompany(db: Db, user: User, uuid: string) {
  const companyUuid = scopeCompany(user);
  if (companyUuid && companyUuid !== uuid) throw notFound('Company');
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.uuid, uuid));
  if (!row) throw notFound('Company');
  return row;
}

async function uniqueSlug(db: Db, table: typeof companies | typeof stores, base: string, exceptUuid?: string): Promise<string> {
  const root = slugify(base) || 'item';
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? root : `${root.slice(0, 56)}-${i + 1}`;
    const [hit] = await db.select({ uuid: table.uuid }).from(table).where(eq(table.slug, candidate)).limit(1);
    if (!hit || hit.uuid === exceptUuid) return candidate;
  }
  throw conflict('Could not find a free slug; choose one', 'slug');
}

async function assertSlugFree(db: Db, table: typeof companies | typeof stores, slug: string, exceptUuid?: string) {
  const [hit] = await db.select({ uuid: table.uuid }).from(table).where(eq(table.slug, slug)).limit(1);
  if (hit && hit.uuid !== exceptUuid) throw conflict(`The slug "${slug}" is already taken`, 'slug');
}

export async function createCompany(db: Db, user: User, input: z.output<typeof companyBodySchema>): Promise<Company> {
  const slug = input.slug ?? (await uniqueSlug(db, companies, input.name));
  await assertSlugFree(db, companies, slug);
  const join = await joinRulesUpdate(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({
        name: input.name,
        slug,
        email: input.email ?? null,
        mobile: input.mobile ?? null,
        address: input.address ?? null,
        currency: input.currency,
        taxRateBps: input.tax_rate_bps,
        status: input.status,
        ...join,
      })
      .returning(companyColumns);
    await audit(tx, user, { action: 'create', entity: 'company', entityUuid: row.uuid, companyUuid: row.uuid, data: auditableJoinRules(input) });
    return iso(row);
  });
}

export async function updateCompany(db: Db, user: User, uuid: string, input: z.output<typeof companyUpdateSchema>): Promise<Company> {
  await findCompany(db, user, uuid);
  if (input.status !== undefined && user.role !== 'admin') throw forbidden('Only an administrator may change a company status');
  if (input.slug) await assertSlugFree(db, companies, input.slug, uuid);
  const join = await joinRulesUpdate(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({
        ...givenFields(input, ['name', 'slug', 'email', 'mobile', 'address', 'currency', 'tax_rate_bps', 'status']),
        ...join,
        updatedAt: new Date(),
      })
      .where(eq(companies.uuid, uuid))
      .returning(companyColumns);
    await audit(tx, user, { action: 'update', entity: 'company', entityUuid: uuid, companyUuid: uuid, data: auditableJoinRules(input) });
    return iso(row);
  }).finally(() => menuChanged(db));
}

export async function setCompanyStatus(db: Db, user: User, uuid: string, status: EntityStatus): Promise<Company> {
  await findCompany(db, user, uuid);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(companies).set({ status, updatedAt: new Date() }).where(eq(companies.uuid, uuid)).returning(companyColumns);
    await audit(tx, user, { action: 'status', entity: 'company', entityUuid: uuid, companyUuid: uuid, data: { status } });
    return iso(row);
  }).finally(() => menuChanged(db));
}

// ---- stores ------------------------------------------------------------------------------------

export async function listStores(db: Db, user: User, page: ListPage, requestedCompany?: string, sort: ListSort<(typeof STORE_SORT_KEYS)[number]> = {}) {
  const filter = where(
    inTenant(storeTenant, { companyUuid: scopeCompany(user, requestedCompany), storeUuid: scopeStore(user) }),
    textSearch(page.search, [stores.name, stores.slug, stores.address, companies.name]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(storeColumns)
      .from(stores)
      .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
      .where(filter)
      .orderBy(
        ...orderByFor({
          name: sql`lower(${stores.name})`,
          company: sql`lower(${companies.name})`,
          status: stores.status,
        }, sort.sort_by, sort.sort_dir ?? 'asc', [
          asc(sql`lower(${companies.name})`),
          asc(sql`lower(${stores.name})`),
          asc(stores.uuid),
        ]),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stores).innerJoin(companies, eq(companies.uuid, stores.companyUuid)).where(filter),
  ]);
  return paged<Store>(rows.map(iso), total, page.pagenum, page.limit);
}

export async function storeDropdown(db: Db, user: User, requestedCompany?: string, opts: { activeOnly?: boolean } = { activeOnly: true }) {
  const companyUuid = scopeCompany(user, requestedCompany);
  const storeUuid = scopeStore(user);
  return db
    .select({ uuid: stores.uuid, name: stores.name, slug: stores.slug, company_uuid: stores.companyUuid })
    .from(stores)
    .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
    .where(
      where(
        opts.activeOnly ? eq(stores.status, 'active') : undefined,
        opts.activeOnly ? eq(companies.status, 'active') : undefined,
        companyUuid ? eq(stores.companyUuid, companyUuid) : undefined,
        storeUuid ? eq(stores.uuid, storeUuid) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${stores.name})`));
}

/** Public: the active stores of an active company, found by the company's slug. */
export async function storesByCompanySlug(db: Db, companySlug: string) {
  const [company] = await db
    .select({
      uuid: companies.uuid,
      name: companies.name,
      slug: companies.slug,
      logo: companies.logo,
      currency: companies.currency,
      tax_rate_bps: companies.taxRateBps,
    })
    .from(companies)
    .where(and(eq(companies.slug, companySlug), eq(companies.status, 'active')));
  if (!company) throw notFound('Company');
  const rows = await db
    .select({ uuid: stores.uuid, name: stores.name, slug: stores.slug, address: stores.address, phone: stores.phone, opening_hours: stores.openingHours })
    .from(stores)
    .where(and(eq(stores.companyUuid, company.uuid), eq(stores.status, 'active')))
    .orderBy(asc(sql`lower(${stores.name})`));
  return { company, stores: rows };
}

async function findStore(db: Db, user: User, uuid: string) {
  const [row] = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
    .where(where(eq(stores.uuid, uuid), inTenant(storeTenant, callerScope(user))));
  if (!row) throw notFound('Store');
  return row;
}

export async function createStore(db: Db, user: User, input: z.output<typeof storeBodySchema>): Promise<Store> {
  const companyUuid = scopeCompany(user, input.company_uuid);
  const [company] = await db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, companyUuid ?? input.company_uuid));
  if (!company) throw badRequest('That company does not exist', [{ path: 'company_uuid', message: 'Unknown company' }]);
  const slug = input.slug ?? (await uniqueSlug(db, stores, input.name));
  await assertSlugFree(db, stores, slug);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stores)
      .values({
        companyUuid: company.uuid,
        name: input.name,
        slug,
        address: input.address ?? null,
        phone: input.phone ?? null,
        openingHours: input.opening_hours ?? null,
        pickupShowNames: input.pickup_show_names,
        lowStockThreshold: input.low_stock_threshold ?? null,
        discountApprovalLimit: input.discount_approval_limit,
        status: input.status,
      })
      .returning({ uuid: stores.uuid });
    await audit(tx, user, { action: 'create', entity: 'store', entityUuid: row.uuid, companyUuid: company.uuid, storeUuid: row.uuid, data: input });
    return row;
  }).then((row) => {
    menuChanged(db);
    return findStore(db, user, row.uuid).then(iso);
  });
}

export async function updateStore(db: Db, user: User, uuid: string, input: z.output<typeof storeUpdateSchema>): Promise<Store> {
  const existing = await findStore(db, user, uuid);
  if (input.slug) await assertSlugFree(db, stores, input.slug, uuid);
  const changes = givenFields(input, [
    'name', 'slug', 'address', 'phone', 'opening_hours', 'pickup_show_names', 'low_stock_threshold', 'discount_approval_limit', 'status',
  ]);
  return writeStore(db, user, existing, { action: 'update', data: input }, (tx) =>
    tx.update(stores).set({ ...changes, updatedAt: new Date() }).where(eq(stores.uuid, uuid)),
  );
}

export async function setStoreStatus(db: Db, user: User, uuid: string, status: EntityStatus): Promise<Store> {
  const existing = await findStore(db, user, uuid);
  return writeStore(db, user, existing, { action: 'status', data: { status } }, (tx) =>
    tx.update(stores).set({ status, updatedAt: new Date() }).where(eq(stores.uuid, uuid)),
  );
}

/** A write to a store, audited, then the menus told (a store's name and status show there) and the store read back. */
async function writeStore(
  db: Db,
  user: User,
  existing: { uuid: string; company_uuid: string },
  entry: { action: string; data: unknown },
  write: (tx: Tx) => Promise<unknown>,
): Promise<Store> {
  await audited(db, user, write, { ...entry, entity: 'store', entityUuid: existing.uuid, companyUuid: existing.company_uuid, storeUuid: existing.uuid });
  menuChanged(db);
  return iso(await findStore(db, user, existing.uuid));
}
