// Pickup slots (issue 15). Keeps, in its own tables: a store's settings (pickup_slot_settings), how
// much of each slot is taken (pickup_slot_usage, one row per store and slot start) and which order
// holds a place in which slot and when the kitchen should see it (order_pickup_slots).
// - Capacity: checkout claims a place with ONE conditional upsert on the slot's usage row inside its
//   transaction (claimSlot): the row is created or incremented only while under the limits, and the
//   upsert locks it, so concurrent checkouts of one slot queue on that row and can never exceed it
//   (PostgreSQL's ON CONFLICT DO UPDATE re-checks its WHERE on the latest committed row; PGlite runs
//   one statement at a time). Nothing claimed = full = 409, and the checkout rolls back.
// - A cancelled or refunded order gives its place back (releaseSlot, in the status change's
//   transaction, after stock and coupon: the same lock order as checkout, products -> coupon ->
//   slot -> wallet, so the two cannot deadlock).
// - Firing: an order for a slot carries fire_at = slot start - the store's prep lead time; the
//   kitchen and the queue's active columns show it only once fire_at <= now (fire.ts).
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { companies, orderPickupSlots, orders, pickupSlotSettings, pickupSlotUsage, stores } from '../../db/schema';
import {
  minutesToTime,
  timeToMinutes,
  type PickupSettings,
  type PickupSettingsBody,
  type PickupSlotList,
  type WaitEstimate,
} from '../../contracts/pickup-slots';
import { AppError, badRequest, notFound } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { audit } from '../audit/service';
import { hoursFromText, slotProblem, slotStarts, window, type Grid } from './grid';
import { firedCondition } from './fire';

type User = AuthContext['user'];
type SettingsRow = typeof pickupSlotSettings.$inferSelect;

const MINUTE = 60_000;

/** What a store without saved settings starts from (its hours from its opening-hours text when it reads as one range). */
function defaults(storeUuid: string, openingHours: string | null): SettingsRow {
  const hours = hoursFromText(openingHours) ?? { opensAt: 8 * 60, closesAt: 20 * 60 };
  return {
    storeUuid,
    enabled: false,
    slotMinutes: 15,
    ordersPerSlot: 10,
    itemsPerSlot: null,
    aheadHours: 24,
    cutoffMinutes: 15,
    ...hours,
    prepLeadMinutes: 10,
    minutesPerOrder: 3,
    updatedAt: new Date(0),
  };
}

const toWire = (r: SettingsRow, saved: boolean): PickupSettings => ({
  store_uuid: r.storeUuid,
  enabled: r.enabled,
  slot_minutes: r.slotMinutes,
  orders_per_slot: r.ordersPerSlot,
  items_per_slot: r.itemsPerSlot,
  ahead_hours: r.aheadHours,
  cutoff_minutes: r.cutoffMinutes,
  opens_at: minutesToTime(r.opensAt),
  closes_at: minutesToTime(r.closesAt),
  prep_lead_minutes: r.prepLeadMinutes,
  minutes_per_order: r.minutesPerOrder,
  saved,
  updated_at: saved ? r.updatedAt.toISOString() : null,
});

/** A store the caller may manage (admin any, company its own, manager their store), or 403/404. */
async function managedStore(db: DbOrTx, user: User, storeUuid: string) {
  scopeStore(user, storeUuid);
  const [store] = await db
    .select({ uuid: stores.uuid, companyUuid: stores.companyUuid, openingHours: stores.openingHours })
    .from(stores)
    .where(eq(stores.uuid, storeUuid));
  if (!store) throw notFound('Store');
  if (user.role !== 'admin' && scopeCompany(user, store.companyUuid) !== store.companyUuid) throw notFound('Store');
  return store;
}

async function settingsRow(db: DbOrTx, storeUuid: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(pickupSlotSettings).where(eq(pickupSlotSettings.storeUuid, storeUuid));
  return row;
}

export async function getSettings(db: Db, user: User, storeUuid: string): Promise<PickupSettings> {
  const store = await managedStore(db, user, storeUuid);
  const row = await settingsRow(db, storeUuid);
  return row ? toWire(row, true) : toWire(defaults(storeUuid, store.openingHours), false);
}

export async function saveSettings(db: Db, user: User, storeUuid: string, body: PickupSettingsBody): Promise<PickupSettings> {
  const store = await managedStore(db, user, storeUuid);
  const values = {
    enabled: body.enabled,
    slotMinutes: body.slot_minutes,
    ordersPerSlot: body.orders_per_slot,
    itemsPerSlot: body.items_per_slot,
    aheadHours: body.ahead_hours,
    cutoffMinutes: body.cutoff_minutes,
    opensAt: timeToMinutes(body.opens_at),
    closesAt: timeToMinutes(body.closes_at),
    prepLeadMinutes: body.prep_lead_minutes,
    minutesPerOrder: body.minutes_per_order,
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pickupSlotSettings)
      .values({ storeUuid, ...values })
      .onConflictDoUpdate({ target: pickupSlotSettings.storeUuid, set: values })
      .returning();
    await audit(tx, user, { action: 'update', entity: 'pickup_slot_settings', entityUuid: storeUuid, companyUuid: store.companyUuid, storeUuid, data: body });
    return saved;
  });
  return toWire(row, true);
}

const gridOf = (r: SettingsRow): Grid => ({
  slotMinutes: r.slotMinutes,
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  aheadHours: r.aheadHours,
  cutoffMinutes: r.cutoffMinutes,
});

/** An active store of an active company (a closed one offers nothing), or 404. */
async function openStore(db: Db, storeUuid: string) {
  const [store] = await db
    .select({ uuid: stores.uuid })
    .from(stores)
    .innerJoin(companies, eq(companies.uuid, stores.companyUuid))
    .where(and(eq(stores.uuid, storeUuid), eq(stores.status, 'active'), eq(companies.status, 'active')));
  if (!store) throw notFound('Store');
}

const isFull = (r: SettingsRow, used: { orders: number; items: number } | undefined) =>
  !!used && ((r.ordersPerSlot !== null && used.orders >= r.ordersPerSlot) || (r.itemsPerSlot !== null && used.items >= r.itemsPerSlot));

/** The slots a consumer may pick now: from after the cut-off to the horizon; full ones marked (not pickable). Public. */
export async function availableSlots(db: Db, storeUuid: string, now = new Date()): Promise<PickupSlotList> {
  await openStore(db, storeUuid);
  const row = await settingsRow(db, storeUuid);
  if (!row || !row.enabled) return { enabled: false, slot_minutes: row?.slotMinutes ?? 15, slots: [] };
  const grid = gridOf(row);
  const { after, until } = window(grid, now);
  const starts = slotStarts(grid, new Date(after.getTime() + 1), until);
  const used = await db
    .select({ slotStart: pickupSlotUsage.slotStart, orders: pickupSlotUsage.orders, items: pickupSlotUsage.items })
    .from(pickupSlotUsage)
    .where(and(eq(pickupSlotUsage.storeUuid, storeUuid), gte(pickupSlotUsage.slotStart, after), lte(pickupSlotUsage.slotStart, until)));
  const byStart = new Map(used.map((u) => [u.slotStart.getTime(), u]));
  return {
    enabled: true,
    slot_minutes: row.slotMinutes,
    slots: starts.map((s) => ({
      start: s.toISOString(),
      end: new Date(s.getTime() + row.slotMinutes * MINUTE).toISOString(),
      full: isFull(row, byStart.get(s.getTime())),
    })),
  };
}

/** A slot a checkout asked for, checked against the store's grid and clock (capacity is claimed in the transaction). */
export interface SlotRequest {
  storeUuid: string;
  start: Date;
  fireAt: Date;
  ordersPerSlot: number | null;
  itemsPerSlot: number | null;
}

const PROBLEMS = {
  not_a_slot: 'That is not a pickup slot of this store',
  past: 'That pickup time has passed',
  cut_off: 'Orders for that pickup slot have closed',
  too_far: 'That pickup slot is too far ahead',
} as const;

/**
 * Checks checkout's `pickup_slot` before the order's transaction: the store takes orders ahead, and
 * the time is a slot of its grid that is neither past, cut off nor beyond the horizon (422 with the
 * reason at `pickup_slot`). An order taken offline cannot name one (400).
 */
export async function requestSlot(db: Db, storeUuid: string, pickupSlot: string, placedOffline: boolean, now = new Date()): Promise<SlotRequest> {
  const refuse = (message: string) => new AppError(422, message, [{ path: 'pickup_slot', message }]);
  if (placedOffline) throw badRequest('An order taken offline cannot be for a pickup slot', [{ path: 'pickup_slot', message: 'Not with an offline order' }]);
  const row = await settingsRow(db, storeUuid);
  if (!row || !row.enabled) throw refuse('This store does not take orders for a pickup time');
  const start = new Date(pickupSlot);
  const problem = slotProblem(gridOf(row), start, now);
  if (problem) throw refuse(PROBLEMS[problem]);
  return {
    storeUuid,
    start,
    fireAt: new Date(start.getTime() - row.prepLeadMinutes * MINUTE),
    ordersPerSlot: row.ordersPerSlot,
    itemsPerSlot: row.itemsPerSlot,
  };
}

/**
 * Takes one order and `items` items of the slot, inside the checkout's transaction, only while the
 * slot stays within its limits (a first order is checked against the limits too); a full slot is a
 * 409 that rolls the checkout back.
 */
export async function claimSlot(tx: DbOrTx, slot: SlotRequest, items: number): Promise<void> {
  const start = slot.start.toISOString();
  const claimed = await tx.execute<{ orders: number }>(sql`
    insert into pickup_slot_usage as u (store_uuid, slot_start, orders, items)
    select ${slot.storeUuid}::uuid, ${start}::timestamptz, 1, ${items}::int
    where (${slot.ordersPerSlot}::int is null or ${slot.ordersPerSlot}::int >= 1)
      and (${slot.itemsPerSlot}::int is null or ${slot.itemsPerSlot}::int >= ${items}::int)
    on conflict (store_uuid, slot_start) do update set orders = u.orders + 1, items = u.items + excluded.items
    where (${slot.ordersPerSlot}::int is null or u.orders + 1 <= ${slot.ordersPerSlot}::int)
      and (${slot.itemsPerSlot}::int is null or u.items + excluded.items <= ${slot.itemsPerSlot}::int)
    returning u.orders`);
  if (claimed.rows.length === 0) {
    const message = 'That pickup slot is full; pick another time';
    throw new AppError(409, message, [{ path: 'pickup_slot', message }]);
  }
}

/** Records the order's place in its slot (after the order row exists): its slot, items and fire time. */
export async function linkSlot(tx: DbOrTx, orderUuid: string, slot: SlotRequest, items: number): Promise<void> {
  await tx.insert(orderPickupSlots).values({ orderUuid, storeUuid: slot.storeUuid, slotStart: slot.start, items, fireAt: slot.fireAt });
}

/** Gives a cancelled or refunded order's place back to its slot (once; nothing for an order without a slot). */
export async function releaseSlot(tx: Tx, orderUuid: string): Promise<void> {
  await tx.execute(sql`
    with r as (
      update order_pickup_slots set released_at = now() where order_uuid = ${orderUuid} and released_at is null
      returning store_uuid, slot_start, items
    )
    update pickup_slot_usage u set orders = greatest(u.orders - 1, 0), items = greatest(u.items - r.items, 0)
    from r where u.store_uuid = r.store_uuid and u.slot_start = r.slot_start`);
}

/** An order's slot and fire time as the order answers carry them, or nulls. */
export async function slotOfOrder(db: DbOrTx, orderUuid: string): Promise<{ pickup_slot: string | null; fire_at: string | null }> {
  const [row] = await db
    .select({ slotStart: orderPickupSlots.slotStart, fireAt: orderPickupSlots.fireAt })
    .from(orderPickupSlots)
    .where(eq(orderPickupSlots.orderUuid, orderUuid));
  return { pickup_slot: row?.slotStart.toISOString() ?? null, fire_at: row?.fireAt.toISOString() ?? null };
}

/** Orders older than this that are still open are a forgotten backlog, not the kitchen's queue. */
const QUEUE_WINDOW_HOURS = 12;

/**
 * About how long an order placed now waits, for the kiosk's and till's header. The design: the
 * kitchen works through what is in preparation at its own pace, so the wait is the orders ahead
 * (placed, accepted or preparing in the last 12 hours, and already fired: a slot order still
 * scheduled is not in the kitchen's way yet) plus this one, times the store's minutes per order
 * (a setting: the kitchen's pace at its usual staffing — its throughput, not one dish's cook time —
 * 3 minutes until a manager sets it). A pace the manager sets beats one guessed from history: the
 * median of past prepared times mixes quiet and rush hours and says little about the queue now.
 */
export async function waitEstimate(db: Db, storeUuid: string, now = new Date()): Promise<WaitEstimate> {
  await openStore(db, storeUuid);
  const row = await settingsRow(db, storeUuid);
  const perOrder = row?.minutesPerOrder ?? 3;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.storeUuid, storeUuid),
        inArray(orders.status, ['placed', 'accepted', 'preparing']),
        gte(orders.createdAt, new Date(now.getTime() - QUEUE_WINDOW_HOURS * 3600_000)),
        firedCondition(orders.uuid, now),
      ),
    );
  return { minutes: (n + 1) * perOrder, orders_ahead: n };
}
