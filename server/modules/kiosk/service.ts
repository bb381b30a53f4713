// Kiosk devices: a manager, company user or administrator binds a counter screen to one store; the
// device keeps a random token (32 bytes, base64url) and the table keeps only its sha256, so a leaked
// table opens no kiosk. Unbinding stamps unbound_at and the token stops working at once. Binds and
// unbinds are audited.
import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, kioskDevices, stores, users } from '../../db/schema';
import type { KioskBindResult, KioskDeviceInfo, KioskDeviceListItem } from '../../contracts/kiosk';
import { randomToken, sha256 } from '../../lib/crypto';
import { forbidden, likeTerm, notFound, paged, unauthorized } from '../../lib/http';
import { where } from '../../lib/sql';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';

type User = AuthContext['user'];

/** A bound kiosk as the checkout and the idempotency scope know it. */
export interface KioskDevice {
  uuid: string;
  storeUuid: string;
  companyUuid: string;
}

const infoColumns = {
  device_uuid: kioskDevices.uuid,
  name: kioskDevices.name,
  store_uuid: kioskDevices.storeUuid,
  company_uuid: kioskDevices.companyUuid,
  store_slug: stores.slug,
  company_slug: companies.slug,
  store_name: stores.name,
  company_name: companies.name,
  currency: companies.currency,
  tax_rate_bps: companies.taxRateBps,
  bound_at: kioskDevices.createdAt,
  store_status: stores.status,
  company_status: companies.status,
  unbound_at: kioskDevices.unboundAt,
  last_seen_at: kioskDevices.lastSeenAt,
  bound_by_name: users.name,
};

function baseQuery(db: Db) {
  return db
    .select(infoColumns)
    .from(kioskDevices)
    .innerJoin(stores, eq(stores.uuid, kioskDevices.storeUuid))
    .innerJoin(companies, eq(companies.uuid, kioskDevices.companyUuid))
    .leftJoin(users, eq(users.uuid, kioskDevices.boundByUuid));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

const toInfo = (r: Row): KioskDeviceInfo => ({
  device_uuid: r.device_uuid,
  name: r.name,
  store_uuid: r.store_uuid,
  company_uuid: r.company_uuid,
  store_slug: r.store_slug,
  company_slug: r.company_slug,
  store_name: r.store_name,
  company_name: r.company_name,
  currency: r.currency,
  tax_rate_bps: r.tax_rate_bps,
  bound_at: r.bound_at.toISOString(),
});

/** The store a caller may bind a kiosk to: in their company and (for a manager) their own store. */
async function storeInScope(db: Db, user: User, storeUuid: string) {
  scopeStore(user, storeUuid);
  const [store] = await db.select({ uuid: stores.uuid, companyUuid: stores.companyUuid, status: stores.status }).from(stores).where(eq(stores.uuid, storeUuid));
  if (!store) throw notFound('Store');
  scopeCompany(user, store.companyUuid);
  return store;
}

export async function bindDevice(db: Db, user: User, input: { store_uuid: string; name: string }): Promise<KioskBindResult> {
  const store = await storeInScope(db, user, input.store_uuid);
  if (store.status !== 'active') throw forbidden('That store is not active');
  const token = randomToken(32);
  const uuid = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kioskDevices)
      .values({ storeUuid: store.uuid, companyUuid: store.companyUuid, name: input.name, secretHash: sha256(token), boundByUuid: user.uuid })
      .returning({ uuid: kioskDevices.uuid });
    await audit(tx, user, {
      action: 'kiosk.bind',
      entity: 'kiosk_device',
      entityUuid: row.uuid,
      companyUuid: store.companyUuid,
      storeUuid: store.uuid,
      data: { name: input.name },
    });
    return row.uuid;
  });
  const [row] = await baseQuery(db).where(eq(kioskDevices.uuid, uuid));
  return { ...toInfo(row), token };
}

/**
 * The bound device a token names. Unknown or unbound: 401. Its store or company switched off: 403.
 * `touch` records that the device was seen (its own look-up, not every order).
 */
export async function deviceByToken(db: Db, token: string | undefined, touch = false): Promise<KioskDeviceInfo> {
  if (!token || token.length > 200) throw unauthorized('This kiosk is not bound; ask a manager to bind it');
  const [row] = await baseQuery(db).where(and(eq(kioskDevices.secretHash, sha256(token)), isNull(kioskDevices.unboundAt)));
  if (!row) throw unauthorized('This kiosk is not bound; ask a manager to bind it');
  if (row.store_status !== 'active' || row.company_status !== 'active') throw forbidden('This kiosk’s store is not taking orders');
  if (touch) await db.update(kioskDevices).set({ lastSeenAt: new Date() }).where(eq(kioskDevices.uuid, row.device_uuid));
  return toInfo(row);
}

/** The device for a request's token, or null when there is none or it is not valid (no error). */
export async function findDevice(db: Db, token: string | undefined): Promise<KioskDevice | null> {
  try {
    const d = await deviceByToken(db, token);
    return { uuid: d.device_uuid, storeUuid: d.store_uuid, companyUuid: d.company_uuid };
  } catch {
    return null;
  }
}

export async function unbindDevice(db: Db, user: User, deviceUuid: string): Promise<KioskDeviceInfo> {
  const [row] = await baseQuery(db).where(and(eq(kioskDevices.uuid, deviceUuid), isNull(kioskDevices.unboundAt)));
  // Another tenant's device is simply not found; one in the caller's company but another store is a 403.
  if (!row || (user.role !== 'admin' && row.company_uuid !== user.companyUuid)) throw notFound('Kiosk');
  scopeStore(user, row.store_uuid);
  await db.transaction(async (tx) => {
    await tx.update(kioskDevices).set({ unboundAt: new Date() }).where(eq(kioskDevices.uuid, deviceUuid));
    await audit(tx, user, { action: 'kiosk.unbind', entity: 'kiosk_device', entityUuid: deviceUuid, companyUuid: row.company_uuid, storeUuid: row.store_uuid });
  });
  return toInfo(row);
}

export async function listDevices(
  db: Db,
  user: User,
  page: { pagenum: number; limit: number; offset: number; search?: string },
  q: { store_uuid?: string; company_uuid?: string },
) {
  const companyUuid = scopeCompany(user, q.company_uuid);
  const storeUuid = scopeStore(user, q.store_uuid);
  const filter = where(
    isNull(kioskDevices.unboundAt),
    companyUuid ? eq(kioskDevices.companyUuid, companyUuid) : undefined,
    storeUuid ? eq(kioskDevices.storeUuid, storeUuid) : undefined,
    page.search ? ilike(kioskDevices.name, likeTerm(page.search)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db).where(filter).orderBy(desc(kioskDevices.createdAt), desc(kioskDevices.uuid)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(kioskDevices).where(filter),
  ]);
  const items: KioskDeviceListItem[] = rows.map((r) => ({ ...toInfo(r), bound_by_name: r.bound_by_name, last_seen_at: r.last_seen_at?.toISOString() ?? null }));
  return paged(items, total, page.pagenum, page.limit);
}
