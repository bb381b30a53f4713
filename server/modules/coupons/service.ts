// Coupon management: lists and writes filtered by the caller's tenant scope. A company user manages
// their company's coupons (company-wide and per store); a manager only their own store's. Another
// tenant's coupon is not found (404); naming a company or store outside the scope is a 403. Writes
// are audited in the same transaction. Applying a coupon to a cart belongs to checkout.
import { asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { companies, coupons, stores } from '../../db/schema';
import { couponRuleIssues, type COUPON_SORT_KEYS, type Coupon, type couponCreateSchema, type couponUpdateSchema } from '../../contracts/coupons';
import { AppError, badRequest, forbidden, notFound, paged } from '../../lib/http';
import { givenFields } from '../../lib/changed-fields';
import { inTenant, textSearch, type ListPage } from '../../lib/scoped-filter';
import { orderByFor, where, type ListSort } from '../../lib/sql';
import { storeOfCompany } from '../../lib/company-store';
import type { AuthContext } from '../../plugins/auth';
import { isStoreScoped, scopeCompany, scopeStore } from '../../plugins/scope';
import { audited, entryOf, statusChange, type StatusSetter } from '../audit/service';
import { callerScope } from '../categories/service';

type User = AuthContext['user'];

const couponColumns = {
  uuid: coupons.uuid,
  company_uuid: coupons.companyUuid,
  company_name: companies.name,
  store_uuid: coupons.storeUuid,
  store_name: stores.name,
  code: coupons.code,
  description: coupons.description,
  type: coupons.type,
  offer_type: coupons.offerType,
  value: coupons.value,
  max_discount: coupons.maxDiscount,
  min_order: coupons.minOrder,
  valid_from: coupons.validFrom,
  valid_to: coupons.validTo,
  usage_limit: coupons.usageLimit,
  per_user_limit: coupons.perUserLimit,
  used_count: coupons.usedCount,
  status: coupons.status,
  created_at: coupons.createdAt,
  updated_at: coupons.updatedAt,
};


const selectCoupons = (db: Db) =>
  db
    .select(couponColumns)
    .from(coupons)
    .innerJoin(companies, eq(companies.uuid, coupons.companyUuid))
    .leftJoin(stores, eq(stores.uuid, coupons.storeUuid));

type RawCoupon = Omit<Coupon, 'valid_from' | 'valid_to' | 'created_at' | 'updated_at'> & {
  valid_from: Date;
  valid_to: Date;
  created_at: Date;
  updated_at: Date;
};

const toCoupon = (r: RawCoupon): Coupon => ({
  ...r,
  valid_from: r.valid_from.toISOString(),
  valid_to: r.valid_to.toISOString(),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const codeTaken = (code: string) =>
  new AppError(409, `The code ${code} is already used by another coupon of this company`, [{ path: 'code', message: 'This code is already in use' }]);

function mapCodeRace(e: unknown, code: string): never {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : undefined;
  if (pg?.constraint === 'coupons_company_code_uq') throw codeTaken(code);
  throw e;
}

async function assertCodeFree(db: Db, companyUuid: string, code: string, exceptUuid?: string) {
  const [hit] = await db
    .select({ uuid: coupons.uuid })
    .from(coupons)
    .where(where(eq(coupons.companyUuid, companyUuid), eq(coupons.code, code), exceptUuid ? ne(coupons.uuid, exceptUuid) : undefined))
    .limit(1);
  if (hit) throw codeTaken(code);
}

/** The store a coupon is limited to: the manager's own, or one of the coupon's company (or none). */
async function storeForCoupon(db: Db, user: User, companyUuid: string, requested: string | null | undefined): Promise<string | null> {
  if (isStoreScoped(user)) return scopeStore(user, requested) ?? null;
  return storeOfCompany(db, user, companyUuid, requested);
}

async function findCoupon(db: Db, user: User, uuid: string): Promise<Coupon> {
  const [row] = await selectCoupons(db).where(where(eq(coupons.uuid, uuid), inTenant(coupons, callerScope(user))));
  if (!row) throw notFound('Coupon');
  return toCoupon(row);
}

/** What each sortable column orders by; a percentage (in hundredths) compares by its whole percent, as the list shows it. */
const couponSortColumns = {
  code: sql`lower(${coupons.code})`,
  value: sql`(case when ${coupons.type} = 'percentage' then ${coupons.value} / 100.0 else ${coupons.value} end)`,
  valid_to: coupons.validTo,
  used: coupons.usedCount,
  status: coupons.status,
};

export async function listCoupons(
  db: Db,
  user: User,
  page: ListPage,
  q: { type?: string; offer_type?: string; company_uuid?: string; store_uuid?: string } & ListSort<(typeof COUPON_SORT_KEYS)[number]>,
) {
  const companyUuid = scopeCompany(user, q.company_uuid);
  const storeUuid = scopeStore(user, q.store_uuid);
  if (q.store_uuid && companyUuid && !isStoreScoped(user)) {
    const [store] = await db.select({ companyUuid: stores.companyUuid }).from(stores).where(eq(stores.uuid, q.store_uuid));
    if (store && store.companyUuid !== companyUuid && user.role !== 'admin') throw forbidden('That store is outside your access');
  }
  const filter = where(
    inTenant(coupons, { companyUuid, storeUuid }),
    q.type ? eq(coupons.type, q.type) : undefined,
    q.offer_type ? eq(coupons.offerType, q.offer_type) : undefined,
    textSearch(page.search, [coupons.code, coupons.description]),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectCoupons(db)
      .where(filter)
      .orderBy(...orderByFor(couponSortColumns, q.sort_by, q.sort_dir ?? 'asc', [desc(coupons.createdAt), asc(coupons.uuid)]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(coupons).where(filter),
  ]);
  return paged<Coupon>(rows.map(toCoupon), total, page.pagenum, page.limit);
}

export async function createCoupon(db: Db, user: User, input: z.output<typeof couponCreateSchema>): Promise<Coupon> {
  const companyUuid = scopeCompany(user, input.company_uuid);
  if (!companyUuid) throw badRequest('Choose a company', [{ path: 'company_uuid', message: 'Choose a company' }]);
  const [company] = await db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, companyUuid));
  if (!company) throw badRequest('That company does not exist', [{ path: 'company_uuid', message: 'Unknown company' }]);
  const storeUuid = await storeForCoupon(db, user, companyUuid, input.store_uuid);
  await assertCodeFree(db, companyUuid, input.code);
  let uuid: string;
  try {
    const values = {
      companyUuid,
      storeUuid,
      code: input.code,
      description: input.description ?? null,
      type: input.type,
      offerType: input.offer_type,
      value: input.value,
      maxDiscount: input.type === 'percentage' ? (input.max_discount ?? null) : null,
      minOrder: input.min_order,
      validFrom: new Date(input.valid_from),
      validTo: new Date(input.valid_to),
      usageLimit: input.usage_limit ?? null,
      perUserLimit: input.per_user_limit ?? null,
      status: input.status,
    };
    uuid = await audited(
      db,
      user,
      async (tx) => (await tx.insert(coupons).values(values).returning({ uuid: coupons.uuid }))[0].uuid,
      (created) => ({ action: 'create', entity: 'coupon', entityUuid: created, companyUuid, storeUuid, data: input }),
    );
  } catch (e) {
    mapCodeRace(e, input.code);
  }
  return findCoupon(db, user, uuid);
}

export async function updateCoupon(db: Db, user: User, uuid: string, input: z.output<typeof couponUpdateSchema>): Promise<Coupon> {
  const existing = await findCoupon(db, user, uuid);
  const merged = {
    type: input.type ?? (existing.type as 'percentage' | 'flat'),
    value: input.value ?? existing.value,
    valid_from: input.valid_from ?? existing.valid_from,
    valid_to: input.valid_to ?? existing.valid_to,
    usage_limit: input.usage_limit !== undefined ? input.usage_limit : existing.usage_limit,
    per_user_limit: input.per_user_limit !== undefined ? input.per_user_limit : existing.per_user_limit,
  };
  const issues = couponRuleIssues(merged);
  if (merged.usage_limit != null && merged.usage_limit < existing.used_count) {
    issues.push({ path: 'usage_limit', message: `The coupon has already been used ${existing.used_count} times` });
  }
  if (issues.length) throw badRequest(issues[0].message, issues);
  const storeUuid = input.store_uuid !== undefined ? await storeForCoupon(db, user, existing.company_uuid, input.store_uuid) : undefined;
  if (input.code && input.code !== existing.code) await assertCodeFree(db, existing.company_uuid, input.code, uuid);
  const maxDiscount = merged.type === 'flat' ? null : input.max_discount;
  try {
    const changes = {
      ...(storeUuid !== undefined && { storeUuid }),
      ...givenFields(input, ['code', 'description', 'type', 'offer_type', 'value', 'min_order', 'usage_limit', 'per_user_limit', 'status']),
      ...(maxDiscount !== undefined && { maxDiscount }),
      ...(input.valid_from !== undefined && { validFrom: new Date(input.valid_from) }),
      ...(input.valid_to !== undefined && { validTo: new Date(input.valid_to) }),
    };
    const write = (tx: Tx) => tx.update(coupons).set({ ...changes, updatedAt: new Date() }).where(eq(coupons.uuid, uuid));
    await audited(db, user, write, { action: 'update', ...entryOf('coupon', existing), storeUuid: storeUuid ?? existing.store_uuid, data: input });
  } catch (e) {
    mapCodeRace(e, input.code ?? existing.code);
  }
  return findCoupon(db, user, uuid);
}

export const setCouponStatus: StatusSetter<Coupon> = statusChange({ table: coupons, entity: 'coupon', find: findCoupon });
