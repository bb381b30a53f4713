// People in the `users` table: store staff (cashiers, managers), front desk executives and
// consumers (company consumers belong to a company; plain consumers to none). Every read and write
// is filtered by the caller's tenant scope, so another tenant's person is simply not found (404);
// naming a company or store outside the scope is a 403. Staff writes are audited in the same
// transaction; the password hash never leaves this module.
import { and, eq, inArray, or } from 'drizzle-orm';
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
import { insertAllOrNone } from '../../lib/bulk-insert';
import { badRequest, notFound } from '../../lib/http';
import { readSheet, turnEvery } from '../../lib/spreadsheet';
import type { ListSort } from '../../lib/sql';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';
import { clearLoginFailures } from '../auth/service';
import {
  CONSUMER_KINDS, userColumns, toRow, redact, listUsers, findUser, storeForWrite, checkStoreFilter, companyForWrite, uniqueRace, insertPerson, updatePerson,
  setPersonStatus, type User, type Page, type Role,
} from './people';

const LOOKUP_CHUNK = 1000;

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
  for (const [index, row] of rows.entries()) {
    await turnEvery(index);
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
    const rows = good.map((r) => ({
      role: 'company_consumer' as const,
      name: r.name,
      mobile: r.mobile,
      email: r.email ?? null,
      employeeCode: r.employee_code ?? null,
      companyUuid,
    }));
    await insertAllOrNone(db, users, rows, (tx) =>
      audit(tx, user, { action: 'bulk_create', entity: 'user', companyUuid, data: { rows: good.length, role: 'company_consumer' } }),
    );
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
