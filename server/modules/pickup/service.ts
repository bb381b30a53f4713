// The pickup board: one store's open orders of the last hours, by order number and status only.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orders, stores } from '../../db/schema';
import { PICKUP_STATUSES, PICKUP_WINDOW_HOURS, type PickupBoard } from '../../contracts/pickup';
import { notFound } from '../../lib/http';

/** An active store of an active company by its slug, or 404 (a closed store has no board). */
export async function pickupStore(db: Db, slug: string): Promise<{ uuid: string; name: string; slug: string }> {
  const [store] = await db
    .select({ uuid: stores.uuid, name: stores.name, slug: stores.slug })
    .from(stores)
    .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
    .where(and(eq(stores.slug, slug), eq(stores.status, 'active'), eq(companies.status, 'active')));
  if (!store) throw notFound('Store');
  return store;
}

export async function pickupBoard(db: Db, slug: string, now = new Date()): Promise<PickupBoard> {
  const store = await pickupStore(db, slug);
  const since = new Date(now.getTime() - PICKUP_WINDOW_HOURS * 3600_000);
  const rows = await db
    .select({ order_id: orders.orderId, status: orders.status, updated_at: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.storeUuid, store.uuid), inArray(orders.status, [...PICKUP_STATUSES]), gte(orders.createdAt, since)))
    .orderBy(asc(orders.createdAt))
    .limit(200);
  return {
    store: { name: store.name, slug: store.slug },
    orders: rows.map((r) => ({ order_id: r.order_id, status: r.status, updated_at: new Date(r.updated_at).toISOString() })),
  };
}
