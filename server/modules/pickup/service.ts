// The pickup board: one store's open orders of the last hours, by call number and status; the
// customer's first name only when the store shows names (stores.pickup_show_names).
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orders, stores, users } from '../../db/schema';
import { PICKUP_STATUSES, PICKUP_WINDOW_HOURS, type PickupBoard } from '../../contracts/pickup';
import { notFound } from '../../lib/http';

/** An active store of an active company by its slug, or 404 (a closed store has no board). */
export async function pickupStore(db: Db, slug: string): Promise<{ uuid: string; name: string; slug: string; showNames: boolean }> {
  const [store] = await db
    .select({ uuid: stores.uuid, name: stores.name, slug: stores.slug, showNames: stores.pickupShowNames })
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
    .select({
      order_id: orders.orderId,
      call_number: orders.callNumber,
      status: orders.status,
      updated_at: orders.updatedAt,
      // Read only where the store shows names: a board that does not show them never has them.
      name: store.showNames ? sql<string | null>`coalesce(${orders.customerName}, ${users.name})` : sql<null>`null`,
    })
    .from(orders)
    .leftJoin(users, eq(users.uuid, orders.userUuid))
    .where(and(eq(orders.storeUuid, store.uuid), inArray(orders.status, [...PICKUP_STATUSES]), gte(orders.createdAt, since)))
    .orderBy(asc(orders.createdAt))
    .limit(200);
  return {
    store: { name: store.name, slug: store.slug, show_names: store.showNames },
    orders: rows.map((r) => ({
      order_id: r.order_id,
      call_number: r.call_number,
      status: r.status,
      ...(store.showNames ? { name: firstName(r.name) } : {}),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  };
}

/** The first word of a name, at most 20 characters: enough to call someone, no more. */
function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 20) : null;
}
