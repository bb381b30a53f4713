// Option groups of a store ("Size", "Milk", "Add-ons") with their options, shared by its products
// through product_option_groups: the back-office list, the product editor's picker, writes, and the
// day's sold-out switch of one option that managers and cashiers flip. Every query is filtered by
// the caller's tenant scope (another tenant's group or option is not found; a store named outside
// the scope is a 403). Writes are audited in the same transaction.
import { and, asc, count, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { optionGroups, options, productOptionGroups, stores } from '../../db/schema';
import type { Translations } from '../../contracts/translations';
import type { Allergen, OptionGroup, OptionGroupKind, OptionView, optionGroupBodySchema, optionGroupUpdateSchema } from '../../contracts/menu';
import { badRequest, notFound, paged } from '../../lib/http';
import { inTenant, textSearch, type ListPage } from '../../lib/scoped-filter';
import { where } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeStore } from '../../plugins/scope';
import { audit, audited, entryOf, statusChange, type StatusSetter } from '../audit/service';
import { callerScope, listScope, storeInScope } from '../categories/service';
import { catalogueChanged, menuChanged } from '../products/menu-cache';

type User = AuthContext['user'];
type GroupBody = z.output<typeof optionGroupBodySchema>;
type GroupUpdate = z.output<typeof optionGroupUpdateSchema>;
type OptionBody = GroupBody['options'][number];

/** The option as the day's switch answers it: the option and where it sits. */
export interface OptionAvailability extends OptionView {
  group_uuid: string;
  group_name: string;
  company_uuid: string;
  store_uuid: string;
}

// eq() keeps the columns table-qualified inside the subquery.
const productCount = sql<number>`(select count(*)::int from ${productOptionGroups} where ${eq(productOptionGroups.groupUuid, optionGroups.uuid)})`;

const groupColumns = {
  uuid: optionGroups.uuid,
  company_uuid: optionGroups.companyUuid,
  store_uuid: optionGroups.storeUuid,
  store_name: stores.name,
  name: optionGroups.name,
  translations: optionGroups.translations,
  kind: optionGroups.kind,
  min_select: optionGroups.minSelect,
  max_select: optionGroups.maxSelect,
  sort_order: optionGroups.sortOrder,
  status: optionGroups.status,
  product_count: productCount,
  created_at: optionGroups.createdAt,
  updated_at: optionGroups.updatedAt,
};

const optionColumns = {
  uuid: options.uuid,
  group_uuid: options.groupUuid,
  name: options.name,
  translations: options.translations,
  price: options.price,
  is_default: options.isDefault,
  is_available: options.isAvailable,
  allergens: options.allergens,
  may_contain: options.mayContain,
  sort_order: options.sortOrder,
};

const groupOrder = [asc(sql`lower(${stores.name})`), asc(optionGroups.sortOrder), asc(sql`lower(${optionGroups.name})`), asc(optionGroups.uuid)];

const toOption = (
  o: {
    uuid: string; name: string; translations: Translations; price: number; is_default: boolean; is_available: boolean;
    allergens: string[]; may_contain: string[]; sort_order: number;
  },
): OptionView =>
  ({
  uuid: o.uuid,
  name: o.name,
  translations: o.translations,
  price: o.price,
  is_default: o.is_default,
  is_available: o.is_available,
  allergens: o.allergens as Allergen[],
  may_contain: o.may_contain as Allergen[],
  sort_order: o.sort_order,
});

/** The groups' rows with their active options (one query for all of them), in the rows' order. */
async function withOptions(db: DbOrTx, rows: { uuid: string; kind: string; min_select: number; created_at: Date; updated_at: Date }[]): Promise<OptionGroup[]> {
  const ids = rows.map((r) => r.uuid);
  const opts = ids.length
    ? await db
        .select(optionColumns)
        .from(options)
        .where(and(inArray(options.groupUuid, ids), eq(options.status, 'active')))
        .orderBy(asc(options.groupUuid), asc(options.sortOrder), asc(sql`lower(${options.name})`), asc(options.uuid))
    : [];
  const byGroup = new Map<string, OptionView[]>();
  for (const o of opts) byGroup.set(o.group_uuid, [...(byGroup.get(o.group_uuid) ?? []), toOption(o)]);
  return rows.map((r) => ({
    ...(r as unknown as Omit<OptionGroup, 'options' | 'required' | 'created_at' | 'updated_at' | 'kind'>),
    kind: r.kind as OptionGroupKind,
    required: r.min_select > 0,
    options: byGroup.get(r.uuid) ?? [],
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}



const selectGroups = (db: DbOrTx) => db.select(groupColumns).from(optionGroups).innerJoin(stores, eq(stores.uuid, optionGroups.storeUuid));

// ---- reads -------------------------------------------------------------------------------------

export async function listGroups(db: Db, user: User, page: ListPage, requested: { company_uuid?: string; store_uuid?: string }) {
  const optionNamed = (term: string) =>
    sql`exists (select 1 from ${options}
      where ${eq(options.groupUuid, optionGroups.uuid)} and ${eq(options.status, 'active')} and ${ilike(options.name, term)})`;
  const filter = where(
    inTenant(optionGroups, await listScope(db, user, requested)),
    textSearch(page.search, [optionGroups.name, stores.name], optionNamed),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectGroups(db)
      .where(filter)
      .orderBy(...groupOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(optionGroups).innerJoin(stores, eq(stores.uuid, optionGroups.storeUuid)).where(filter),
  ]);
  return paged<OptionGroup>(await withOptions(db, rows), total, page.pagenum, page.limit);
}

/** The active groups of one store, for the product editor's picker. */
export async function groupDropdown(db: Db, user: User, requested: { store_uuid?: string }): Promise<OptionGroup[]> {
  const storeUuid = requested.store_uuid ?? scopeStore(user);
  if (!storeUuid) throw badRequest('Choose a store', [{ path: 'store_uuid', message: 'Choose a store' }]);
  const store = await storeInScope(db, user, storeUuid);
  const rows = await selectGroups(db)
    .where(and(eq(optionGroups.storeUuid, store.uuid), eq(optionGroups.status, 'active')))
    .orderBy(...groupOrder);
  return withOptions(db, rows);
}

async function findGroup(db: DbOrTx, user: User, uuid: string): Promise<OptionGroup> {
  const [row] = await selectGroups(db).where(where(eq(optionGroups.uuid, uuid), inTenant(optionGroups, callerScope(user))));
  if (!row) throw notFound('Option group');
  return (await withOptions(db, [row]))[0];
}

export const viewGroup = (db: Db, user: User, uuid: string) => findGroup(db, user, uuid);

// ---- writes ------------------------------------------------------------------------------------

const optionValues = (o: OptionBody, sortOrder: number) => ({
  name: o.name,
  // Left out (an update from an older screen): the kept names stay.
  ...(o.translations !== undefined && { translations: o.translations }),
  price: o.price,
  isDefault: o.is_default,
  isAvailable: o.is_available,
  allergens: o.allergens,
  mayContain: o.may_contain,
  sortOrder,
});

/** Options keep the order given when no sort order is set (all 0): their place in the list. */
const sortOf = (list: OptionBody[]) => {
  const explicit = list.some((o) => o.sort_order !== 0);
  return (o: OptionBody, i: number) => (explicit ? o.sort_order : i);
};

/** The group's own columns, as the create and the update bodies give them. */
const groupValues = (input: Pick<GroupBody, 'name' | 'translations' | 'kind' | 'min_select' | 'max_select' | 'sort_order' | 'status'>) => ({
  name: input.name,
  ...(input.translations !== undefined && { translations: input.translations }),
  kind: input.kind,
  minSelect: input.min_select,
  maxSelect: input.max_select,
  sortOrder: input.sort_order,
  status: input.status,
});

export async function createGroup(db: Db, user: User, input: GroupBody): Promise<OptionGroup> {
  const store = await storeInScope(db, user, input.store_uuid);
  if (input.options.some((o) => o.uuid)) {
    throw badRequest('A new group has only new options', [{ path: 'options', message: 'Leave out the uuid of a new option' }]);
  }
  const uuid = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(optionGroups)
      .values({ companyUuid: store.companyUuid, storeUuid: store.uuid, ...groupValues(input) })
      .returning({ uuid: optionGroups.uuid });
    const sort = sortOf(input.options);
    await tx.insert(options).values(input.options.map((o, i) => ({
      groupUuid: row.uuid,
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      ...optionValues(o, sort(o, i)),
    })));
    await audit(tx, user, {
      action: 'create',
      entity: 'option_group',
      entityUuid: row.uuid,
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      data: input,
    });
    return row.uuid;
  });
  menuChanged(db, store.companyUuid);
  return findGroup(db, user, uuid);
}

/**
 * Replaces the group and its whole list of options in one transaction: an option given with its
 * uuid is updated (it must be one of this group's, else 400), one without is added, one left out
 * is removed. Past orders keep their snapshot; a cart holding a removed option is told at checkout.
 */
export async function updateGroup(db: Db, user: User, uuid: string, input: GroupUpdate): Promise<OptionGroup> {
  const existing = await findGroup(db, user, uuid);
  await db.transaction(async (tx) => {
    // One editor at a time per group: the second waits and then works on the first one's result.
    await tx.execute(sql`select 1 from ${optionGroups} where ${eq(optionGroups.uuid, uuid)} for update`);
    const current = new Set((await tx.select({ uuid: options.uuid }).from(options).where(eq(options.groupUuid, uuid))).map((o) => o.uuid));
    const seen = new Set<string>();
    const errors: { path: string; message: string }[] = [];
    input.options.forEach((o, i) => {
      if (!o.uuid) return;
      if (!current.has(o.uuid)) errors.push({ path: `options.${i}.uuid`, message: `"${o.name}" is not an option of this group` });
      else if (seen.has(o.uuid)) errors.push({ path: `options.${i}.uuid`, message: `"${o.name}" is in the list twice` });
      seen.add(o.uuid);
    });
    if (errors.length) throw badRequest('An option belongs to another group', errors);

    await tx
      .update(optionGroups)
      .set({ ...groupValues(input), updatedAt: new Date() })
      .where(eq(optionGroups.uuid, uuid));
    const keep = input.options.flatMap((o) => (o.uuid ? [o.uuid] : []));
    await tx.delete(options).where(keep.length ? and(eq(options.groupUuid, uuid), notInArray(options.uuid, keep)) : eq(options.groupUuid, uuid));
    const sort = sortOf(input.options);
    const added: (typeof options.$inferInsert)[] = [];
    for (const [i, o] of input.options.entries()) {
      if (o.uuid) await tx.update(options).set({ ...optionValues(o, sort(o, i)), status: 'active', updatedAt: new Date() }).where(eq(options.uuid, o.uuid));
      else added.push({ groupUuid: uuid, companyUuid: existing.company_uuid, storeUuid: existing.store_uuid, ...optionValues(o, sort(o, i)) });
    }
    if (added.length) await tx.insert(options).values(added);
    await audit(tx, user, { action: 'update', ...entryOf('option_group', existing), data: input });
  });
  menuChanged(db, existing.company_uuid);
  return findGroup(db, user, uuid);
}

export const setGroupStatus: StatusSetter<OptionGroup> = statusChange({
  table: optionGroups, entity: 'option_group', find: findGroup, changed: catalogueChanged,
});

async function findOption(db: DbOrTx, user: User, uuid: string): Promise<OptionAvailability> {
  const [row] = await db
    .select({ ...optionColumns, group_name: optionGroups.name, company_uuid: options.companyUuid, store_uuid: options.storeUuid })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.uuid, options.groupUuid))
    .where(where(eq(options.uuid, uuid), eq(options.status, 'active'), inTenant(options, callerScope(user))));
  if (!row) throw notFound('Option');
  return { ...toOption(row), group_uuid: row.group_uuid, group_name: row.group_name, company_uuid: row.company_uuid, store_uuid: row.store_uuid };
}

/** The day's switch: sold out (or back) without touching anything else of the group. */
export async function setOptionAvailability(db: Db, user: User, uuid: string, isAvailable: boolean): Promise<OptionAvailability> {
  const existing = await findOption(db, user, uuid);
  const write = (tx: Tx) => tx.update(options).set({ isAvailable, updatedAt: new Date() }).where(eq(options.uuid, uuid));
  const data = { is_available: isAvailable, group_uuid: existing.group_uuid };
  await audited(db, user, write, { action: 'availability', ...entryOf('option', existing), data });
  menuChanged(db, existing.company_uuid);
  return findOption(db, user, uuid);
}
