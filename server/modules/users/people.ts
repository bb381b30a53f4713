// What the people services share: the row shape read back (never the password hash), the tenant
// scope checks, the uniqueness checks and the audited insert/update/status writes on `users`.
import { asc, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, stores, users } from '../../db/schema';
import type { EntityStatus } from '../../contracts/common';
import type { CONSUMER_SORT_KEYS, EXECUTIVE_SORT_KEYS, STAFF_SORT_KEYS, UserRow } from '../../contracts/users';
import { hashPassword } from '../../lib/crypto';
import { AppError, badRequest, forbidden, likeTerm, notFound, paged } from '../../lib/http';
import { orderByFor, where, type ListSort } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';
import { revokeUserSessions } from '../auth/service';

export type User = AuthContext['user'];
export type Page = { pagenum: number; limit: number; offset: number; search?: string };
export type Role = 'cashier' | 'manager' | 'executive' | 'consumer' | 'company_consumer';

export const CONSUMER_KINDS: Role[] = ['consumer', 'company_consumer'];

export const userColumns = {
  uuid: users.uuid,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  company_uuid: users.companyUuid,
  company_name: companies.name,
  store_uuid: users.storeUuid,
  store_name: stores.name,
  employee_code: users.employeeCode,
  status: users.status,
  has_password: sql<boolean>`(${users.passwordHash} is not null)`,
  last_login_at: users.lastLoginAt,
  // Only a lock still in force: a past one is history, and the next login starts afresh.
  locked_until: sql<Date | null>`case when ${users.lockedUntil} > now() then ${users.lockedUntil} end`.mapWith(users.lockedUntil),
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

type RawRow = Omit<UserRow, 'last_login_at' | 'locked_until' | 'created_at' | 'updated_at'> & {
  last_login_at: Date | null;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
};

export const toRow = (r: RawRow): UserRow => ({
  ...r,
  has_password: Boolean(r.has_password),
  last_login_at: r.last_login_at ? r.last_login_at.toISOString() : null,
  locked_until: r.locked_until ? r.locked_until.toISOString() : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Audit data without the password itself: only that one was set. */
export function redact<T extends { password?: string }>(input: T) {
  const { password, ...rest } = input;
  return password === undefined ? rest : { ...rest, password: '[changed]' };
}

// ---- scope helpers -----------------------------------------------------------------------------

interface UserFilter {
  roles: Role[];
  companyUuid?: string;
  storeUuid?: string;
}

type UserSortKey = (typeof STAFF_SORT_KEYS | typeof EXECUTIVE_SORT_KEYS | typeof CONSUMER_SORT_KEYS)[number];

/** What each sortable column of the people lists orders by (each route's schema allows its own keys). */
const userSortColumns: Record<UserSortKey, AnyColumn | SQL> = {
  name: sql`lower(${users.name})`,
  role: users.role,
  store: sql`lower(${stores.name})`,
  company: sql`lower(${companies.name})`,
  last_login: users.lastLoginAt,
  employee_code: sql`lower(${users.employeeCode})`,
  status: users.status,
};

export async function listUsers(db: Db, filter: UserFilter, page: Page, sort: ListSort<UserSortKey> = {}) {
  const term = page.search ? likeTerm(page.search) : undefined;
  const cond = where(
    inArray(users.role, filter.roles),
    filter.companyUuid ? eq(users.companyUuid, filter.companyUuid) : undefined,
    filter.storeUuid ? eq(users.storeUuid, filter.storeUuid) : undefined,
    term ? or(ilike(users.name, term), ilike(users.email, term), ilike(users.mobile, term), ilike(users.employeeCode, term)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(companies, eq(companies.uuid, users.companyUuid))
      .leftJoin(stores, eq(stores.uuid, users.storeUuid))
      .where(cond)
      .orderBy(...orderByFor(userSortColumns, sort.sort_by, sort.sort_dir ?? 'asc', [asc(sql`lower(${users.name})`), asc(users.uuid)]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(cond),
  ]);
  return paged<UserRow>(rows.map(toRow), total, page.pagenum, page.limit);
}

/** One person of the given kinds within the caller's scope, or 404. */
export async function findUser(db: DbOrTx, user: User, uuid: string, roles: Role[], what: string, opts: { storeScoped?: boolean } = {}) {
  const companyUuid = scopeCompany(user);
  const storeUuid = opts.storeScoped ? scopeStore(user) : undefined;
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.uuid, users.companyUuid))
    .leftJoin(stores, eq(stores.uuid, users.storeUuid))
    .where(
      where(
        eq(users.uuid, uuid),
        inArray(users.role, roles),
        companyUuid ? eq(users.companyUuid, companyUuid) : undefined,
        storeUuid ? eq(users.storeUuid, storeUuid) : undefined,
      ),
    );
  if (!row) throw notFound(what);
  return toRow(row);
}

/** A store named in a body: it must exist (400) and lie in the caller's scope (403). */
export async function storeForWrite(db: Db, user: User, storeUuid: string) {
  scopeStore(user, storeUuid);
  const [store] = await db.select({ uuid: stores.uuid, companyUuid: stores.companyUuid, status: stores.status }).from(stores).where(eq(stores.uuid, storeUuid));
  if (!store) throw badRequest('That store does not exist', [{ path: 'store_uuid', message: 'Unknown store' }]);
  const companyUuid = scopeCompany(user);
  if (companyUuid && store.companyUuid !== companyUuid) throw forbidden('That store is outside your access');
  return store;
}

/** A store named in a list filter: outside the scope is a 403; unknown simply lists nothing. */
export async function checkStoreFilter(db: Db, user: User, storeUuid?: string) {
  if (!storeUuid) return;
  scopeStore(user, storeUuid);
  const companyUuid = scopeCompany(user);
  if (!companyUuid) return;
  const [store] = await db.select({ companyUuid: stores.companyUuid }).from(stores).where(eq(stores.uuid, storeUuid));
  if (store && store.companyUuid !== companyUuid) throw forbidden('That store is outside your access');
}

/** The company a new person joins: the caller's own, or the one an administrator names. */
export async function companyForWrite(db: Db, user: User, requested?: string | null) {
  const companyUuid = scopeCompany(user, requested);
  if (!companyUuid) throw badRequest('Choose a company', [{ path: 'company_uuid', message: 'Choose a company' }]);
  const [company] = await db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.uuid, companyUuid));
  if (!company) throw badRequest('That company does not exist', [{ path: 'company_uuid', message: 'Unknown company' }]);
  return company.uuid;
}

/** E-mail and mobile are unique across all users: a clash is a 409 naming each field. */
async function assertUnique(db: DbOrTx, input: { email?: string | null; mobile?: string | null }, exceptUuid?: string) {
  const checks = [input.email ? eq(users.email, input.email) : undefined, input.mobile ? eq(users.mobile, input.mobile) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  if (checks.length === 0) return;
  const hits = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(where(or(...checks), exceptUuid ? ne(users.uuid, exceptUuid) : undefined));
  const errors: { path: string; message: string }[] = [];
  if (input.email && hits.some((h) => h.email === input.email)) errors.push({ path: 'email', message: 'An account with this e-mail already exists' });
  if (input.mobile && hits.some((h) => h.mobile === input.mobile)) {
    errors.push({ path: 'mobile', message: 'An account with this mobile number already exists' });
  }
  if (errors.length) throw new AppError(409, errors[0].message, errors);
}

/** Two requests racing past assertUnique meet the unique index: answer the same 409 as the check. */
export function uniqueRace(e: unknown): never {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : undefined;
  if (pg?.constraint === 'users_email_uq') {
    throw new AppError(409, 'An account with this e-mail already exists', [{ path: 'email', message: 'An account with this e-mail already exists' }]);
  }
  if (pg?.constraint === 'users_mobile_uq') {
    throw new AppError(409, 'An account with this mobile number already exists', [
      { path: 'mobile', message: 'An account with this mobile number already exists' },
    ]);
  }
  throw e;
}

/** A deactivated person, or one whose password someone else changed, is logged out everywhere. */
interface NewPerson {
  role: Role;
  name: string;
  email?: string | null;
  mobile: string;
  password?: string;
  companyUuid: string | null;
  storeUuid: string | null;
  employeeCode?: string | null;
}

export async function insertPerson(db: Db, user: User, person: NewPerson, auditData: unknown): Promise<string> {
  await assertUnique(db, person);
  const passwordHash = person.password ? await hashPassword(person.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          role: person.role,
          name: person.name,
          email: person.email ?? null,
          mobile: person.mobile,
          passwordHash,
          companyUuid: person.companyUuid,
          storeUuid: person.storeUuid,
          employeeCode: person.employeeCode ?? null,
        })
        .returning({ uuid: users.uuid });
      await audit(tx, user, {
        action: 'create',
        entity: 'user',
        entityUuid: row.uuid,
        companyUuid: person.companyUuid,
        storeUuid: person.storeUuid,
        data: auditData,
      });
      return row.uuid;
    });
  } catch (e) {
    uniqueRace(e);
  }
}

interface PersonChanges {
  name?: string;
  email?: string | null;
  mobile?: string;
  password?: string;
  role?: Role;
  companyUuid?: string | null;
  storeUuid?: string | null;
  employeeCode?: string | null;
}

export async function updatePerson(db: Db, user: User, existing: UserRow, changes: PersonChanges, auditData: unknown) {
  await assertUnique(db, { email: changes.email, mobile: changes.mobile }, existing.uuid);
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(changes.name !== undefined && { name: changes.name }),
          ...(changes.email !== undefined && { email: changes.email }),
          ...(changes.mobile !== undefined && { mobile: changes.mobile }),
          // A new password set by staff also lifts a password lockout.
          ...(passwordHash !== undefined && { passwordHash, failedLogins: 0, lockedUntil: null }),
          ...(changes.role !== undefined && { role: changes.role }),
          ...(changes.companyUuid !== undefined && { companyUuid: changes.companyUuid }),
          ...(changes.storeUuid !== undefined && { storeUuid: changes.storeUuid }),
          ...(changes.employeeCode !== undefined && { employeeCode: changes.employeeCode }),
          updatedAt: new Date(),
        })
        .where(eq(users.uuid, existing.uuid));
      if (passwordHash !== undefined && existing.uuid !== user.uuid) await revokeUserSessions(tx, existing.uuid);
      await audit(tx, user, {
        action: 'update',
        entity: 'user',
        entityUuid: existing.uuid,
        companyUuid: changes.companyUuid ?? existing.company_uuid,
        storeUuid: changes.storeUuid ?? existing.store_uuid,
        data: auditData,
      });
    });
  } catch (e) {
    uniqueRace(e);
  }
}

export async function setPersonStatus(db: Db, user: User, existing: UserRow, status: EntityStatus) {
  if (existing.uuid === user.uuid && status === 'inactive') throw forbidden('You cannot deactivate your own account');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.uuid, existing.uuid));
    if (status === 'inactive') await revokeUserSessions(tx, existing.uuid);
    await audit(tx, user, {
      action: 'status',
      entity: 'user',
      entityUuid: existing.uuid,
      companyUuid: existing.company_uuid,
      storeUuid: existing.store_uuid,
      data: { status },
    });
  });
}
