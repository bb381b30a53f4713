// Kitchen display stations: a store's stations with their routes (kitchen_stations, kitchen_routes),
// its thresholds and default station (kitchen_settings), and which lines each station has done
// (kitchen_bumps, one row per order line and station). The boards are read from the open orders of
// the store (accepted or preparing, fired within KITCHEN_WINDOW_HOURS) routed by routing.ts at read
// time. A bump or recall is one transaction that locks the order row first, so two screens bumping
// the same ticket take turns and the second meets a 409; an order no longer in the kitchen
// (cancelled, ready) is a 409 too, and nothing changes. Scope: another store's station or order is
// not found (404); a store named outside the caller's scope is a 403.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { categories, kitchenBumps, kitchenRoutes, kitchenSettings, kitchenStations, orderItems, orderStatusHistory, orders, products } from '../../db/schema';
import {
  KITCHEN_STATUSES,
  KITCHEN_WINDOW_HOURS,
  type BumpBody,
  type BumpResult,
  type ExpeditorBoard,
  type ExpeditorTicket,
  type KitchenSettings,
  type KitchenSettingsBody,
  type KitchenSetup,
  type KitchenStation,
  type KitchenTicket,
  type RecallBody,
  type StationBoard,
  type StationBody,
  type StationUpdate,
  type TicketLine,
} from '../../contracts/kitchen';
import type { OrderItemComboChoice, OrderItemOption } from '../../contracts/menu';
import { badRequest, conflict, notFound } from '../../lib/http';
import { inTenant } from '../../lib/scoped-filter';
import type { AuthContext } from '../../plugins/auth';
import { isStoreScoped } from '../../plugins/scope';
import { audit } from '../audit/service';
import { callerScope, storeInScope } from '../categories/service';
import { routeLine, routingTable, type LineRouting, type RoutingTable } from './routing';
import { firedCondition } from '../pickup-slots/fire';
import type { Translations } from '../../contracts/constants/translations';

type User = AuthContext['user'];

const DEFAULT_SETTINGS = { warn_minutes: 5, late_minutes: 10, default_station_uuid: null } as const;

// ---- scope -------------------------------------------------------------------------------------

/** The store a kitchen call is about: a store role's own (when none is named), else the one named, checked. */
export async function kitchenStore(db: DbOrTx, user: User, storeUuid?: string) {
  if (!storeUuid) {
    if (isStoreScoped(user) && user.storeUuid) return storeInScope(db, user, user.storeUuid);
    throw badRequest('Name the store', [{ path: 'store_uuid', message: 'Required' }]);
  }
  return storeInScope(db, user, storeUuid);
}

/** A station in the caller's scope, or a 404. */
async function stationInScope(db: DbOrTx, user: User, uuid: string) {
  const [row] = await db
    .select()
    .from(kitchenStations)
    .where(and(eq(kitchenStations.uuid, uuid), inTenant(kitchenStations, callerScope(user))));
  if (!row) throw notFound('Kitchen station');
  return row;
}

/** The audit entry's company and store. */
const placeOf = (companyUuid: string, storeUuid: string) => ({ companyUuid, storeUuid });

// ---- set-up ------------------------------------------------------------------------------------

async function settingsOf(db: DbOrTx, storeUuid: string): Promise<KitchenSettings> {
  const [row] = await db.select().from(kitchenSettings).where(eq(kitchenSettings.storeUuid, storeUuid));
  return {
    store_uuid: storeUuid,
    warn_minutes: row?.warnMinutes ?? DEFAULT_SETTINGS.warn_minutes,
    late_minutes: row?.lateMinutes ?? DEFAULT_SETTINGS.late_minutes,
    default_station_uuid: row?.defaultStationUuid ?? null,
  };
}

async function stationsOf(db: DbOrTx, storeUuid: string, activeOnly = false): Promise<KitchenStation[]> {
  const rows = await db
    .select()
    .from(kitchenStations)
    .where(and(eq(kitchenStations.storeUuid, storeUuid), activeOnly ? eq(kitchenStations.status, 'active') : undefined))
    .orderBy(asc(kitchenStations.sortOrder), asc(sql`lower(${kitchenStations.name})`), asc(kitchenStations.uuid));
  const routes = rows.length
    ? await db.select().from(kitchenRoutes).where(inArray(kitchenRoutes.stationUuid, rows.map((r) => r.uuid)))
    : [];
  return rows.map((r) => ({
    uuid: r.uuid,
    company_uuid: r.companyUuid,
    store_uuid: r.storeUuid,
    name: r.name,
    sort_order: r.sortOrder,
    status: r.status as KitchenStation['status'],
    category_uuids: routes.filter((x) => x.stationUuid === r.uuid && x.categoryUuid).map((x) => x.categoryUuid!).sort(),
    product_uuids: routes.filter((x) => x.stationUuid === r.uuid && x.productUuid).map((x) => x.productUuid!).sort(),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function getSetup(db: Db, user: User, storeUuid?: string): Promise<KitchenSetup> {
  const store = await kitchenStore(db, user, storeUuid);
  const [settings, stations] = await Promise.all([settingsOf(db, store.uuid), stationsOf(db, store.uuid)]);
  return { store_uuid: store.uuid, settings, stations };
}

/** Categories and products named for a station must be the store's own: a 400 on the path that names another. */
async function checkTargets(db: DbOrTx, storeUuid: string, body: { category_uuids: string[]; product_uuids: string[] }) {
  const check = async (ids: string[], table: typeof categories | typeof products, path: string, what: string) => {
    if (!ids.length) return;
    const found = await db.select({ uuid: table.uuid }).from(table).where(and(inArray(table.uuid, ids), eq(table.storeUuid, storeUuid)));
    const known = new Set(found.map((f) => f.uuid));
    const bad = ids.findIndex((id) => !known.has(id));
    if (bad >= 0) throw badRequest(`That ${what} is not in this store`, [{ path: `${path}.${bad}`, message: `Not a ${what} of this store` }]);
  };
  await check(body.category_uuids, categories, 'category_uuids', 'category');
  await check(body.product_uuids, products, 'product_uuids', 'product');
}

async function nameFree(db: DbOrTx, storeUuid: string, name: string, except?: string) {
  const [clash] = await db
    .select({ uuid: kitchenStations.uuid })
    .from(kitchenStations)
    .where(and(eq(kitchenStations.storeUuid, storeUuid), sql`lower(${kitchenStations.name}) = lower(${name})`));
  if (clash && clash.uuid !== except) throw conflict('A station of this store already has that name', 'name');
}

async function writeRoutes(tx: Tx, stationUuid: string, storeUuid: string, body: { category_uuids: string[]; product_uuids: string[] }) {
  await tx.delete(kitchenRoutes).where(eq(kitchenRoutes.stationUuid, stationUuid));
  const rows = [
    ...body.category_uuids.map((c) => ({ stationUuid, storeUuid, categoryUuid: c, productUuid: null })),
    ...body.product_uuids.map((p) => ({ stationUuid, storeUuid, categoryUuid: null, productUuid: p })),
  ];
  if (rows.length) await tx.insert(kitchenRoutes).values(rows);
}

async function stationView(db: DbOrTx, storeUuid: string, uuid: string): Promise<KitchenStation> {
  const found = (await stationsOf(db, storeUuid)).find((s) => s.uuid === uuid);
  if (!found) throw notFound('Kitchen station');
  return found;
}

export async function createStation(db: Db, user: User, body: StationBody): Promise<KitchenStation> {
  const store = await kitchenStore(db, user, body.store_uuid);
  await checkTargets(db, store.uuid, body);
  await nameFree(db, store.uuid, body.name);
  const uuid = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kitchenStations)
      .values({ companyUuid: store.companyUuid, storeUuid: store.uuid, name: body.name, sortOrder: body.sort_order })
      .returning({ uuid: kitchenStations.uuid });
    await writeRoutes(tx, row.uuid, store.uuid, body);
    await audit(tx, user, { action: 'create', entity: 'kitchen_station', entityUuid: row.uuid, ...placeOf(store.companyUuid, store.uuid), data: body });
    return row.uuid;
  });
  return stationView(db, store.uuid, uuid);
}

export async function updateStation(db: Db, user: User, uuid: string, body: StationUpdate): Promise<KitchenStation> {
  const station = await stationInScope(db, user, uuid);
  await checkTargets(db, station.storeUuid, body);
  await nameFree(db, station.storeUuid, body.name, uuid);
  await db.transaction(async (tx) => {
    await tx.update(kitchenStations).set({ name: body.name, sortOrder: body.sort_order, updatedAt: new Date() }).where(eq(kitchenStations.uuid, uuid));
    await writeRoutes(tx, uuid, station.storeUuid, body);
    await audit(tx, user, { action: 'update', entity: 'kitchen_station', entityUuid: uuid, ...placeOf(station.companyUuid, station.storeUuid), data: body });
  });
  return stationView(db, station.storeUuid, uuid);
}

export async function setStationStatus(db: Db, user: User, uuid: string, status: 'active' | 'inactive'): Promise<KitchenStation> {
  const station = await stationInScope(db, user, uuid);
  await db.transaction(async (tx) => {
    await tx.update(kitchenStations).set({ status, updatedAt: new Date() }).where(eq(kitchenStations.uuid, uuid));
    const at = placeOf(station.companyUuid, station.storeUuid);
    await audit(tx, user, { action: 'status', entity: 'kitchen_station', entityUuid: uuid, ...at, data: { status } });
  });
  return stationView(db, station.storeUuid, uuid);
}

export async function deleteStation(db: Db, user: User, uuid: string): Promise<{ uuid: string }> {
  const station = await stationInScope(db, user, uuid);
  await db.transaction(async (tx) => {
    await tx.delete(kitchenStations).where(eq(kitchenStations.uuid, uuid));
    const at = placeOf(station.companyUuid, station.storeUuid);
    await audit(tx, user, { action: 'delete', entity: 'kitchen_station', entityUuid: uuid, ...at, data: { name: station.name } });
  });
  return { uuid };
}

export async function saveSettings(db: Db, user: User, body: KitchenSettingsBody): Promise<KitchenSettings> {
  const store = await kitchenStore(db, user, body.store_uuid);
  if (body.default_station_uuid) {
    const [station] = await db
      .select({ uuid: kitchenStations.uuid })
      .from(kitchenStations)
      .where(and(eq(kitchenStations.uuid, body.default_station_uuid), eq(kitchenStations.storeUuid, store.uuid)));
    if (!station) throw badRequest('That station is not in this store', [{ path: 'default_station_uuid', message: 'Not a station of this store' }]);
  }
  const values = {
    warnMinutes: body.warn_minutes,
    lateMinutes: body.late_minutes,
    defaultStationUuid: body.default_station_uuid,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(kitchenSettings)
      .values({ storeUuid: store.uuid, companyUuid: store.companyUuid, ...values })
      .onConflictDoUpdate({ target: kitchenSettings.storeUuid, set: values });
    await audit(tx, user, { action: 'update', entity: 'kitchen_settings', entityUuid: store.uuid, ...placeOf(store.companyUuid, store.uuid), data: body });
  });
  return settingsOf(db, store.uuid);
}

// ---- the open orders and their routing -----------------------------------------------------------

interface OpenOrder {
  uuid: string;
  orderId: string;
  callNumber: string | null;
  customerName: string | null;
  channel: string;
  status: string;
  note: string | null;
  firedAt: Date;
}

interface OpenLine {
  uuid: string;
  orderUuid: string;
  productUuid: string | null;
  name: string;
  quantity: number;
  note: string | null;
  options: OrderItemOption[];
  combo: OrderItemComboChoice[];
}

interface Kitchen {
  settings: KitchenSettings;
  stations: KitchenStation[];
  table: RoutingTable;
  orders: OpenOrder[];
  lines: OpenLine[];
  /** `${item}:${station}` -> bumped at */
  bumps: Map<string, { at: Date; action: string }>;
  /** product -> its names in es and de, for the tickets */
  names: Map<string, Translations>;
  routing: Map<string, LineRouting>;
}

// The first time the order reached the kitchen; an order fired without a history row counts from its
// creation, and an order held for a pickup slot from its fire time (greatest() passes over a null).
const firedAt = sql<Date>`greatest(coalesce((select min(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
  where ${eq(orderStatusHistory.orderUuid, orders.uuid)} and ${inArray(orderStatusHistory.toStatus, [...KITCHEN_STATUSES])}), ${orders.createdAt}),
  (select ps.fire_at from order_pickup_slots ps where ps.order_uuid = ${orders.uuid} and ps.released_at is null))`;

const orderColumns = {
  uuid: orders.uuid,
  orderId: orders.orderId,
  // The short number people call (issue 15): large on the ticket, the order id small beside it.
  callNumber: orders.callNumber,
  customerName: orders.customerName,
  channel: orders.channel,
  status: orders.status,
  note: orders.note,
  firedAt: firedAt.mapWith((v: string | Date) => (v instanceof Date ? v : new Date(v))),
};

/** Everything a board needs of a store, or of one order of it (a bump's own transaction). */
async function loadKitchen(db: DbOrTx, storeUuid: string, onlyOrder?: string): Promise<Kitchen> {
  const since = new Date(Date.now() - KITCHEN_WINDOW_HOURS * 3600_000);
  const [settings, stations, routes, open] = await Promise.all([
    settingsOf(db, storeUuid),
    stationsOf(db, storeUuid, true),
    db.select().from(kitchenRoutes).where(eq(kitchenRoutes.storeUuid, storeUuid)),
    db
      .select(orderColumns)
      .from(orders)
      .where(
        and(
          eq(orders.storeUuid, storeUuid),
          // An order held for a later pickup slot is not on the boards before its fire time (pickup-slots/fire.ts).
          onlyOrder ? eq(orders.uuid, onlyOrder) : and(inArray(orders.status, [...KITCHEN_STATUSES]), gt(orders.createdAt, since), firedCondition(orders.uuid)),
        ),
      ),
  ]);
  const ids = open.map((o) => o.uuid);
  const [lines, bumpRows] = ids.length
    ? await Promise.all([
        db
          .select({
            uuid: orderItems.uuid,
            orderUuid: orderItems.orderUuid,
            productUuid: orderItems.productUuid,
            name: orderItems.name,
            quantity: orderItems.quantity,
            note: orderItems.note,
            options: orderItems.options,
            combo: orderItems.combo,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderUuid, ids))
          .orderBy(asc(orderItems.orderUuid), asc(orderItems.name), asc(orderItems.uuid)),
        db.select().from(kitchenBumps).where(inArray(kitchenBumps.orderUuid, ids)),
      ])
    : [[], []];
  // Lines by name, as the order's own view lists them.
  const productIds = new Set<string>();
  for (const l of lines) {
    if (l.productUuid) productIds.add(l.productUuid);
    for (const c of l.combo) productIds.add(c.product_uuid);
  }
  const cats = productIds.size
    ? await db
        .select({ uuid: products.uuid, category: products.categoryUuid, translations: products.translations })
        .from(products)
        .where(inArray(products.uuid, [...productIds]))
    : [];
  const stationIds = stations.map((s) => s.uuid);
  const table = routingTable(
    stationIds,
    routes.map((r) => ({ station_uuid: r.stationUuid, category_uuid: r.categoryUuid, product_uuid: r.productUuid })),
    settings.default_station_uuid,
    new Map(cats.map((c) => [c.uuid, c.category])),
  );
  const routing = new Map<string, LineRouting>();
  for (const l of lines) routing.set(l.uuid, routeLine(table, { product_uuid: l.productUuid, combo: l.combo as OrderItemComboChoice[] }));
  const bumps = new Map<string, { at: Date; action: string }>();
  for (const b of bumpRows) bumps.set(`${b.orderItemUuid}:${b.stationUuid}`, { at: b.bumpedAt, action: b.actionUuid });
  return {
    settings,
    stations,
    table,
    orders: open.sort((a, b) => a.firedAt.getTime() - b.firedAt.getTime() || a.orderId.localeCompare(b.orderId)),
    lines: lines as OpenLine[],
    bumps,
    routing,
    names: new Map(cats.map((c) => [c.uuid, c.translations])),
  };
}

/** The order's lines at a station, as a ticket shows them. */
function linesAt(k: Kitchen, orderUuid: string, stationUuid: string | null): TicketLine[] {
  const out: TicketLine[] = [];
  for (const l of k.lines) {
    if (l.orderUuid !== orderUuid) continue;
    const at = k.routing.get(l.uuid);
    // The expeditor (no station) sees every line, routed or not: a store with no stations yet runs
    // its whole kitchen from that view.
    if (stationUuid && (!at || !at.has(stationUuid))) continue;
    const bumped = stationUuid ? k.bumps.get(`${l.uuid}:${stationUuid}`) : undefined;
    out.push({
      item_uuid: l.uuid,
      name: l.name,
      ...(l.productUuid && k.names.get(l.productUuid) ? { translations: k.names.get(l.productUuid) } : {}),
      quantity: l.quantity,
      note: l.note,
      options: l.options,
      combo: stationUuid && at ? at.get(stationUuid)! : l.combo,
      bumped_at: bumped ? bumped.at.toISOString() : null,
    });
  }
  return out;
}

const ticketOf = (o: OpenOrder, lines: TicketLine[]): KitchenTicket => ({
  order_uuid: o.uuid,
  order_id: o.orderId,
  call_number: o.callNumber,
  customer_name: o.customerName,
  channel: o.channel,
  status: o.status,
  note: o.note,
  fired_at: o.firedAt.toISOString(),
  lines,
});

/** Per station that makes something of the order: its lines and how many are bumped. */
function progressOf(k: Kitchen, orderUuid: string) {
  return k.stations
    .map((s) => {
      const lines = linesAt(k, orderUuid, s.uuid);
      return { station_uuid: s.uuid, name: s.name, lines: lines.length, bumped: lines.filter((l) => l.bumped_at).length };
    })
    .filter((p) => p.lines > 0);
}

/** The station's fully bumped ticket with the latest bump: what a recall brings back. */
function lastBumped(k: Kitchen, stationUuid: string) {
  let best: { order: OpenOrder; at: number } | null = null;
  for (const o of k.orders) {
    const lines = linesAt(k, o.uuid, stationUuid);
    if (!lines.length || lines.some((l) => !l.bumped_at)) continue;
    const at = Math.max(...lines.map((l) => new Date(l.bumped_at!).getTime()));
    if (!best || at > best.at) best = { order: o, at };
  }
  return best?.order ?? null;
}

// ---- boards ------------------------------------------------------------------------------------

export async function stationBoard(db: Db, user: User, stationUuid: string): Promise<StationBoard> {
  const station = await stationInScope(db, user, stationUuid);
  if (station.status !== 'active') throw notFound('Kitchen station');
  const k = await loadKitchen(db, station.storeUuid);
  const tickets: KitchenTicket[] = [];
  for (const o of k.orders) {
    const lines = linesAt(k, o.uuid, station.uuid);
    if (lines.some((l) => !l.bumped_at)) tickets.push(ticketOf(o, lines));
  }
  const recall = lastBumped(k, station.uuid);
  return {
    station: { uuid: station.uuid, name: station.name, store_uuid: station.storeUuid },
    settings: k.settings,
    server_time: new Date().toISOString(),
    tickets,
    recallable: recall ? { order_uuid: recall.uuid, order_id: recall.orderId, call_number: recall.callNumber } : null,
  };
}

export async function expeditorBoard(db: Db, user: User, storeUuid?: string): Promise<ExpeditorBoard> {
  const store = await kitchenStore(db, user, storeUuid);
  const k = await loadKitchen(db, store.uuid);
  const tickets: ExpeditorTicket[] = k.orders.map((o) => {
    const stations = progressOf(k, o.uuid);
    return { ...ticketOf(o, linesAt(k, o.uuid, null)), stations, all_done: stations.every((s) => s.bumped === s.lines) };
  });
  return { store_uuid: store.uuid, settings: k.settings, server_time: new Date().toISOString(), tickets };
}

// ---- bump and recall ---------------------------------------------------------------------------

/** The order row locked for this transaction, in the station's store; a 409 when the kitchen is done with it. */
async function lockOrder(tx: Tx, storeUuid: string, orderUuid: string, what: string) {
  const [order] = await tx
    .select({ uuid: orders.uuid, orderId: orders.orderId, status: orders.status, companyUuid: orders.companyUuid })
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), eq(orders.storeUuid, storeUuid)))
    .for('update');
  if (!order) throw notFound('Order');
  if (!(KITCHEN_STATUSES as readonly string[]).includes(order.status)) {
    throw conflict(`Order ${order.orderId} is ${order.status}: nothing to ${what}`, 'order_uuid');
  }
  return order;
}

export interface BumpOutcome {
  result: BumpResult;
  companyUuid: string;
  storeUuid: string;
}

/** What a bump or a recall answers: the lines it moved and whether the ticket (and the order) is done. */
function bumpOutcome(
  order: Awaited<ReturnType<typeof lockOrder>>,
  station: { uuid: string; storeUuid: string },
  moved: TicketLine[],
  done: { ticket: boolean; all: boolean },
): BumpOutcome {
  return {
    companyUuid: order.companyUuid,
    storeUuid: station.storeUuid,
    result: {
      order_uuid: order.uuid,
      order_id: order.orderId,
      station_uuid: station.uuid,
      item_uuids: moved.map((l) => l.item_uuid),
      ticket_done: done.ticket,
      all_done: done.all,
      order_status: order.status,
    },
  };
}

export async function bump(db: Db, user: User, body: BumpBody): Promise<BumpOutcome> {
  const station = await stationInScope(db, user, body.station_uuid);
  if (station.status !== 'active') throw notFound('Kitchen station');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, station.storeUuid, body.order_uuid, 'bump');
    const k = await loadKitchen(tx, station.storeUuid, order.uuid);
    const lines = linesAt(k, order.uuid, station.uuid);
    let targets: TicketLine[];
    if (body.item_uuids) {
      const byUuid = new Map(lines.map((l) => [l.item_uuid, l]));
      targets = body.item_uuids.map((id, i) => {
        const line = byUuid.get(id);
        if (!line) throw badRequest('That line is not on this station', [{ path: `item_uuids.${i}`, message: 'Not a line of this ticket at this station' }]);
        return line;
      });
      const done = targets.find((l) => l.bumped_at);
      if (done) throw conflict(`${done.name} of order ${order.orderId} is already bumped`, 'item_uuids');
    } else {
      targets = lines.filter((l) => !l.bumped_at);
      if (!lines.length) throw badRequest('That order has nothing on this station', [{ path: 'order_uuid', message: 'Not on this station' }]);
      if (!targets.length) throw conflict(`Order ${order.orderId} is already bumped`, 'order_uuid');
    }
    const now = new Date();
    const action = randomUUID();
    await tx.insert(kitchenBumps).values(
      targets.map((l) => ({
        orderUuid: order.uuid,
        orderItemUuid: l.item_uuid,
        stationUuid: station.uuid,
        storeUuid: station.storeUuid,
        actionUuid: action,
        bumpedByUuid: user.uuid,
        bumpedAt: now,
      })),
    );
    for (const l of targets) k.bumps.set(`${l.item_uuid}:${station.uuid}`, { at: now, action });
    const progress = progressOf(k, order.uuid);
    const here = progress.find((p) => p.station_uuid === station.uuid);
    return bumpOutcome(order, station, targets, { ticket: !!here && here.bumped === here.lines, all: progress.every((p) => p.bumped === p.lines) });
  });
}

export async function recall(db: Db, user: User, body: RecallBody): Promise<BumpOutcome> {
  const station = await stationInScope(db, user, body.station_uuid);
  if (station.status !== 'active') throw notFound('Kitchen station');
  let target = body.order_uuid;
  if (!target) {
    const found = lastBumped(await loadKitchen(db, station.storeUuid), station.uuid);
    if (!found) throw conflict('No bumped ticket to recall at this station');
    target = found.uuid;
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, station.storeUuid, target, 'recall');
    const k = await loadKitchen(tx, station.storeUuid, order.uuid);
    const lines = linesAt(k, order.uuid, station.uuid);
    if (!lines.length || lines.some((l) => !l.bumped_at)) throw conflict(`Order ${order.orderId} is not bumped at this station`, 'order_uuid');
    await tx.delete(kitchenBumps).where(and(eq(kitchenBumps.orderUuid, order.uuid), eq(kitchenBumps.stationUuid, station.uuid)));
    return bumpOutcome(order, station, lines, { ticket: false, all: false });
  });
}
