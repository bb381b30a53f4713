// People in the `users` table: store staff (cashiers, managers), front desk executives and
// consumers (company consumers belong to a company; plain consumers to none). Every read and write
// is filtered by the caller's tenant scope, so another tenant's person is simply not found (404);
// naming a company or store outside the scope is a 403. Staff writes are audited in the same
// transaction; the password hash never leaves this file.
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companies, stores, users } from '../../db/schema';
import type { EntityStatus } from '../../contracts/common';
import {
  BULK_CONSUMER_COLUMNS,
  type CONSUMER_SORT_KEYS,
  type EXECUTIVE_SORT_KEYS,
  type STAFF_SORT_KEYS,
  bulkConsumerRowSchema,
  type BulkUploadResult,
  type StoreRole,
  type UserRow,
  type cashierCreateSchema,
  type cashierUpdateSchema,
  type companyConsumerCreateSchema,
  type companyConsumerUpdateSchema,
  type consumerCreateSchema,
  type executiveCreateSchema,
  type executiveUpdateSchema,
} from '../../contracts/users';
import { hashPassword } from '../../lib/crypto';
import { AppError, badRequest, forbidden, likeTerm, notFound, paged } from '../../lib/http';
import { readSheet } from '../../lib/spreadsheet';
import { orderByFor, where, type ListSort } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';
import { clearLoginFailures, revokeUserSessions } from '../auth/service';

type User = AuthContext['user'];
type Page = { pagenum: number; limit: number; offset: number; search?: string };
type Role = 'cashier' | 'manager' | 'executive' | 'consumer' | 'company_consumer';

const CONSUMER_KINDS: Role[] = ['consumer', 'company_consumer'];
const BULK_INSERT_BATCH = 500;
const LOOKUP_CHUNK = 1000;

const userColumns = {
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

const toRow = (r: RawRow): UserRow => ({
  ...r,
  has_password: Boolean(r.has_password),
  last_login_at: r.last_login_at ? r.last_login_at.toISOString() : null,
  locked_until: r.locked_until ? r.locked_until.toISOString() : null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Audit data without the password itself: only that one was set. */
function redact<T extends { password?: string }>(input: T) {
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

async function listUsers(db: Db, filter: UserFilter, page: Page, sort: ListSort<UserSortKey> = {}) {
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
async function findUser(db: DbOrTx, user: User, uuid: string, roles: Role[], what: string, opts: { storeScoped?: boolean } = {}) {
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
async function storeForWrite(db: Db, user: User, storeUuid: string) {
  scopeStore(user, storeUuid);
  const [store] = await db.select({ uuid: stores.uuid, companyUuid: stores.companyUuid, status: stores.status }).from(stores).where(eq(stores.uuid, storeUuid));
  if (!store) throw badRequest('That store does not exist', [{ path: 'store_uuid', message: 'Unknown store' }]);
  const companyUuid = scopeCompany(user);
  if (companyUuid && store.companyUuid !== companyUuid) throw forbidden('That store is outside your access');
  return store;
}

/** A store named in a list filter: outside the scope is a 403; unknown simply lists nothing. */
async function checkStoreFilter(db: Db, user: User, storeUuid?: string) {
  if (!storeUuid) return;
  scopeStore(user, storeUuid);
  const companyUuid = scopeCompany(user);
  if (!companyUuid) return;
  const [store] = await db.select({ companyUuid: stores.companyUuid }).from(stores).where(eq(stores.uuid, storeUuid));
  if (store && store.companyUuid !== companyUuid) throw forbidden('That store is outside your access');
}

/** The company a new person joins: the caller's own, or the one an administrator names. */
async function companyForWrite(db: Db, user: User, requested?: string | null) {
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
function uniqueRace(e: unknown): never {
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

async function insertPerson(db: Db, user: User, person: NewPerson, auditData: unknown): Promise<string> {
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

async function updatePerson(db: Db, user: User, existing: UserRow, changes: PersonChanges, auditData: unknown) {
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

async function setPersonStatus(db: Db, user: User, existing: UserRow, status: EntityStatus) {
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

// ---- password lockout ----------------------------------------------------------------------------

/**
 * Whose password lockout each role may lift: the staff it already manages on the routes above (an
 * administrator: anyone, company users included; a company user: its store staff and executives; a
 * manager: its store's cashiers) ...
 */
const UNLOCK_STAFF_ROLES: Partial<Record<string, string[]>> = {
  admin: ['admin', 'company', 'executive', 'manager', 'cashier'],
  company: ['executive', 'manager', 'cashier'],
  manager: ['cashier'],
};

/** ... plus the consumers it may change (CONSUMER_WRITERS, company-scoped). Anyone else in scope is a 404. */
export async function unlockUser(db: Db, user: User, uuid: string): Promise<UserRow> {
  const companyUuid = scopeCompany(user);
  const storeUuid = scopeStore(user);
  const staffRoles = UNLOCK_STAFF_ROLES[user.role] ?? [];
  const inScope = and(
    eq(users.uuid, uuid),
    companyUuid ? eq(users.companyUuid, companyUuid) : undefined,
    or(
      inArray(users.role, CONSUMER_KINDS),
      staffRoles.length ? and(inArray(users.role, staffRoles), storeUuid ? eq(users.storeUuid, storeUuid) : undefined) : undefined,
    ),
  );
  const find = async (tx: DbOrTx) => {
    const [row] = await tx
      .select(userColumns)
      .from(users)
      .leftJoin(companies, eq(companies.uuid, users.companyUuid))
      .leftJoin(stores, eq(stores.uuid, users.storeUuid))
      .where(inScope);
    if (!row) throw notFound('User');
    return toRow(row);
  };
  const existing = await find(db);
  await db.transaction(async (tx) => {
    await clearLoginFailures(tx, existing.uuid);
    await audit(tx, user, {
      action: 'unlock',
      entity: 'user',
      entityUuid: existing.uuid,
      companyUuid: existing.company_uuid,
      storeUuid: existing.store_uuid,
      data: { was_locked_until: existing.locked_until },
    });
  });
  return find(db);
}

// ---- cashiers (admin, company, manager) ---------------------------------------------------------

type StaffQuery = { company_uuid?: string; store_uuid?: string } & ListSort<(typeof STAFF_SORT_KEYS)[number]>;

export async function listStoreStaff(db: Db, user: User, page: Page, q: StaffQuery, roles: StoreRole[]) {
  const companyUuid = scopeCompany(user, q.company_uuid);
  const storeUuid = scopeStore(user, q.store_uuid);
  await checkStoreFilter(db, user, q.store_uuid);
  return listUsers(db, { roles, companyUuid, storeUuid }, page, q);
}

export async function createStoreStaff(db: Db, user: User, input: z.output<typeof cashierCreateSchema>, role: StoreRole): Promise<UserRow> {
  const store = await storeForWrite(db, user, input.store_uuid);
  const uuid = await insertPerson(
    db,
    user,
    { role, name: input.name, email: input.email, mobile: input.mobile, password: input.password, companyUuid: store.companyUuid, storeUuid: store.uuid },
    redact({ ...input, role }),
  );
  return findUser(db, user, uuid, [role], 'User');
}

export async function updateStoreStaff(
  db: Db,
  user: User,
  uuid: string,
  input: z.output<typeof cashierUpdateSchema> & { role?: StoreRole },
  roles: StoreRole[],
  what: string,
): Promise<UserRow> {
  const existing = await findUser(db, user, uuid, roles, what, { storeScoped: true });
  const store = input.store_uuid && input.store_uuid !== existing.store_uuid ? await storeForWrite(db, user, input.store_uuid) : undefined;
  await updatePerson(
    db,
    user,
    existing,
    {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      password: input.password,
      role: input.role,
      ...(store && { storeUuid: store.uuid, companyUuid: store.companyUuid }),
    },
    redact(input),
  );
  return findUser(db, user, uuid, ['cashier', 'manager'], what);
}

export async function setStoreStaffStatus(db: Db, user: User, uuid: string, status: EntityStatus, roles: StoreRole[], what: string): Promise<UserRow> {
  const existing = await findUser(db, user, uuid, roles, what, { storeScoped: true });
  await setPersonStatus(db, user, existing, status);
  return findUser(db, user, uuid, roles, what);
}

// ---- front desk executives (admin, company) ---------------------------------------------------

export async function listExecutives(db: Db, user: User, page: Page, q: { company_uuid?: string } & ListSort<(typeof EXECUTIVE_SORT_KEYS)[number]>) {
  return listUsers(db, { roles: ['executive'], companyUuid: scopeCompany(user, q.company_uuid) }, page, q);
}

export async function createExecutive(db: Db, user: User, input: z.output<typeof executiveCreateSchema>): Promise<UserRow> {
  const companyUuid = await companyForWrite(db, user, input.company_uuid);
  const uuid = await insertPerson(
    db,
    user,
    { role: 'executive', name: input.name, email: input.email, mobile: input.mobile, password: input.password, companyUuid, storeUuid: null },
    redact(input),
  );
  return findUser(db, user, uuid, ['executive'], 'Executive');
}

export async function updateExecutive(db: Db, user: User, uuid: string, input: z.output<typeof executiveUpdateSchema>): Promise<UserRow> {
  const existing = await findUser(db, user, uuid, ['executive'], 'Executive');
  await updatePerson(db, user, existing, input, redact(input));
  return findUser(db, user, uuid, ['executive'], 'Executive');
}

export async function setExecutiveStatus(db: Db, user: User, uuid: string, status: EntityStatus): Promise<UserRow> {
  const existing = await findUser(db, user, uuid, ['executive'], 'Executive');
  await setPersonStatus(db, user, existing, status);
  return findUser(db, user, uuid, ['executive'], 'Executive');
}

// ---- consumers ---------------------------------------------------------------------------------
// Consumers belong to a company, not a store: store staff see their whole company's consumers.
// Plain consumers (no company) are visible to administrators only.

export type ConsumerKind = 'company' | 'any';

const kindRoles = (kind: ConsumerKind): Role[] => (kind === 'company' ? ['company_consumer'] : CONSUMER_KINDS);

export async function listConsumers(
  db: Db,
  user: User,
  page: Page,
  q: { company_uuid?: string } & ListSort<(typeof CONSUMER_SORT_KEYS)[number]>,
  kind: ConsumerKind,
) {
  return listUsers(db, { roles: kindRoles(kind), companyUuid: scopeCompany(user, q.company_uuid) }, page, q);
}

export async function createCompanyConsumer(db: Db, user: User, input: z.output<typeof companyConsumerCreateSchema>): Promise<UserRow> {
  const companyUuid = await companyForWrite(db, user, input.company_uuid);
  const uuid = await insertPerson(
    db,
    user,
    {
      role: 'company_consumer',
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      password: input.password,
      companyUuid,
      storeUuid: null,
      employeeCode: input.employee_code,
    },
    redact(input),
  );
  return findUser(db, user, uuid, ['company_consumer'], 'Consumer');
}

export async function createConsumer(db: Db, user: User, input: z.output<typeof consumerCreateSchema>): Promise<UserRow> {
  const uuid = await insertPerson(
    db,
    user,
    { role: 'consumer', name: input.name, email: input.email, mobile: input.mobile, password: input.password, companyUuid: null, storeUuid: null },
    redact(input),
  );
  return findUser(db, user, uuid, ['consumer'], 'Consumer');
}

export async function updateConsumer(
  db: Db,
  user: User,
  uuid: string,
  input: z.output<typeof companyConsumerUpdateSchema>,
  kind: ConsumerKind,
): Promise<UserRow> {
  const existing = await findUser(db, user, uuid, kindRoles(kind), 'Consumer');
  await updatePerson(
    db,
    user,
    existing,
    { name: input.name, email: input.email, mobile: input.mobile, password: input.password, employeeCode: input.employee_code },
    redact(input),
  );
  return findUser(db, user, uuid, CONSUMER_KINDS, 'Consumer');
}

export async function setConsumerStatus(db: Db, user: User, uuid: string, status: EntityStatus): Promise<UserRow> {
  const existing = await findUser(db, user, uuid, CONSUMER_KINDS, 'Consumer');
  await setPersonStatus(db, user, existing, status);
  return findUser(db, user, uuid, CONSUMER_KINDS, 'Consumer');
}

/**
 * Company consumers from a CSV or XLSX file. The whole file is checked first (each row's fields,
 * repeats inside the file, clashes with existing accounts); one bad row and nothing is written,
 * and the answer names every bad line. A good file is written in one transaction, in batches.
 */
export async function bulkUploadConsumers(db: Db, user: User, data: Buffer, requestedCompany?: string): Promise<BulkUploadResult> {
  const companyUuid = await companyForWrite(db, user, requestedCompany);
  const rows = await readSheet(data, BULK_CONSUMER_COLUMNS);
  const problems = new Map<number, string[]>();
  const note = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);

  const good: { line: number; name: string; mobile: string; email?: string; employee_code?: string }[] = [];
  const mobileLine = new Map<string, number>();
  const emailLine = new Map<string, number>();
  for (const row of rows) {
    const parsed = bulkConsumerRowSchema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) note(row.line, `${issue.path.join('.') || 'row'}: ${issue.message}`);
      continue;
    }
    const r = parsed.data;
    const firstMobile = mobileLine.get(r.mobile);
    if (firstMobile !== undefined) note(row.line, `mobile: ${r.mobile} is already on line ${firstMobile}`);
    else mobileLine.set(r.mobile, row.line);
    if (r.email) {
      const firstEmail = emailLine.get(r.email);
      if (firstEmail !== undefined) note(row.line, `email: ${r.email} is already on line ${firstEmail}`);
      else emailLine.set(r.email, row.line);
    }
    good.push({ line: row.line, ...r });
  }

  const takenMobiles = await existingValues(db, 'mobile', [...mobileLine.keys()]);
  const takenEmails = await existingValues(db, 'email', [...emailLine.keys()]);
  for (const r of good) {
    if (takenMobiles.has(r.mobile) && mobileLine.get(r.mobile) === r.line) note(r.line, `mobile: an account with ${r.mobile} already exists`);
    if (r.email && takenEmails.has(r.email) && emailLine.get(r.email) === r.line) note(r.line, `email: an account with ${r.email} already exists`);
  }

  if (problems.size > 0) {
    const errors = [...problems.entries()].sort(([a], [b]) => a - b).map(([line, messages]) => ({ path: `line ${line}`, message: messages.join('; ') }));
    throw badRequest(`${problems.size} of ${rows.length} rows have problems; nothing was uploaded`, errors);
  }

  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < good.length; i += BULK_INSERT_BATCH) {
        await tx.insert(users).values(
          good.slice(i, i + BULK_INSERT_BATCH).map((r) => ({
            role: 'company_consumer',
            name: r.name,
            mobile: r.mobile,
            email: r.email ?? null,
            employeeCode: r.employee_code ?? null,
            companyUuid,
          })),
        );
      }
      await audit(tx, user, { action: 'bulk_create', entity: 'user', companyUuid, data: { rows: good.length, role: 'company_consumer' } });
    });
  } catch (e) {
    uniqueRace(e);
  }
  return { inserted: good.length };
}

async function existingValues(db: Db, column: 'email' | 'mobile', values: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const col = column === 'email' ? users.email : users.mobile;
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
    const hits = await db.select({ v: col }).from(users).where(inArray(col, values.slice(i, i + LOOKUP_CHUNK)));
    for (const h of hits) if (h.v) found.add(h.v);
  }
  return found;
}
