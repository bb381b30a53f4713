// Kitchen display stations (issue 15): routing puts each line on the right stations (a product's own
// route wins over its category's; unrouted lines go to the default station or to all), boards list
// tickets oldest fired first, bump and recall (and their stale cases: 409, nothing changed), the
// expeditor's progress, access across stores and roles, and the envelope on bad input.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kitchenBumps, orderPickupSlots, orderStatusHistory, orders, products } from '../../server/db/schema';
import { SOCKET_EVENTS, type KitchenEventPayload } from '../../server/contracts/realtime';
import { call, useTestApp, useTokens } from './helpers';
import { bindKiosk, useWorld } from './ordering-fixtures';
import { nextEvent, useSocketServer } from './socket-fixtures';

const t = useTestApp();
const { open } = useSocketServer(t);
const w = useWorld(t);
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeManager', 'acmeCashier', 'globexManager', 'alice']);

/** Four plain HQ products: A and B of one category, C of another, D of a third (never routed). */
const p = {} as Record<'A' | 'B' | 'C' | 'D', { uuid: string; name: string; category: string }>;
const st = {} as Record<'grill' | 'drinks', string>;
let kioskToken: string;

beforeAll(async () => {
  const rows = await t.database.db
    .select({ uuid: products.uuid, name: products.name, category: products.categoryUuid })
    .from(products)
    .where(inArray(products.uuid, w.hqProducts.map((x) => x.uuid)));
  const byCategory = new Map<string, typeof rows>();
  for (const r of rows.sort((a, b) => a.name.localeCompare(b.name))) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
  const cats = [...byCategory.values()].sort((a, b) => b.length - a.length);
  expect(cats.length).toBeGreaterThanOrEqual(3);
  expect(cats[0].length).toBeGreaterThanOrEqual(2);
  [p.A, p.B] = cats[0];
  p.C = cats[1][0];
  p.D = cats[2][0];
  ({ token: kioskToken } = await bindKiosk(t, tok.acmeManager, w.hq, 'Kitchen test kiosk'));
});

const create = (token: string, body: unknown) => call(t.app, 'POST', '/kitchen/station/create', { token, body });
const board = (token: string, station: string) => call(t.app, 'GET', '/kitchen/board', { token, query: { station_uuid: station } });
const expeditor = (token: string) => call(t.app, 'GET', '/kitchen/expeditor', { token, query: { store_uuid: w.hq } });
const bump = (token: string, body: unknown, key?: string) =>
  call(t.app, 'POST', '/kitchen/bump', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const recall = (token: string, body: unknown) => call(t.app, 'POST', '/kitchen/recall', { token, body });
const bumpCount = async (order: string) => (await t.database.db.select({ n: count() }).from(kitchenBumps).where(eq(kitchenBumps.orderUuid, order)))[0].n;
const statusOf = async (uuid: string) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.uuid, uuid)))[0].s;

/** A till order of the given products (one each), accepted so that the kitchen has it; fired `minutesAgo`. */
async function fire(items: string[], minutesAgo = 0) {
  const res = await call(t.app, 'POST', '/checkout', {
    token: tok.acmeCashier,
    body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: items.map((product_uuid) => ({ product_uuid, quantity: 1 })) },
  });
  expect(res.status).toBe(201);
  const order = res.body.data.order as { uuid: string; order_id: string; call_number: string | null };
  const acc = await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: order.uuid, status: 'accepted' } });
  expect(acc.status).toBe(200);
  if (minutesAgo) {
    await t.database.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(and(eq(orderStatusHistory.orderUuid, order.uuid), eq(orderStatusHistory.toStatus, 'accepted')));
  }
  return order;
}

const ticketOf = (b: { data?: any }, order: string) => (b.data.tickets as { order_uuid: string }[]).find((x) => x.order_uuid === order) as any;
const names = (ticket: { lines: { name: string }[] } | undefined) => (ticket?.lines ?? []).map((l) => l.name).sort();

describe('stations and routing', () => {
  it('a manager sets up stations; each board shows only its lines, a product route winning over its category', async () => {
    const grill = await create(tok.acmeManager, { store_uuid: w.hq, name: 'Grill', sort_order: 1, category_uuids: [p.A.category] });
    expect(grill.status).toBe(201);
    st.grill = grill.body.data.uuid;
    const drinks = await create(tok.acmeManager, {
      store_uuid: w.hq, name: 'Drinks', sort_order: 2, category_uuids: [p.C.category], product_uuids: [p.B.uuid],
    });
    expect(drinks.status).toBe(201);
    st.drinks = drinks.body.data.uuid;
    expect(drinks.body.data).toMatchObject({ name: 'Drinks', category_uuids: [p.C.category], product_uuids: [p.B.uuid], status: 'active' });

    const setup = await call(t.app, 'GET', '/kitchen/setup', { token: tok.acmeCashier });
    expect(setup.status).toBe(200);
    expect(setup.body.data.stations.map((s: { name: string }) => s.name)).toEqual(['Grill', 'Drinks']);
    expect(setup.body.data.settings).toMatchObject({ warn_minutes: 5, late_minutes: 10, default_station_uuid: null });

    const order = await fire([p.A.uuid, p.B.uuid, p.C.uuid, p.D.uuid]);
    // D has no route and there is no default station: it goes to every station.
    expect(names(ticketOf((await board(tok.acmeCashier, st.grill)).body, order.uuid))).toEqual([p.A.name, p.D.name].sort());
    expect(names(ticketOf((await board(tok.acmeCashier, st.drinks)).body, order.uuid))).toEqual([p.B.name, p.C.name, p.D.name].sort());

    // With a default station, unrouted lines go there only.
    const saved = await call(t.app, 'PUT', '/kitchen/settings/update', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, warn_minutes: 4, late_minutes: 9, default_station_uuid: st.grill },
    });
    expect(saved.status).toBe(200);
    const drinksBoard = (await board(tok.acmeCashier, st.drinks)).body;
    expect(names(ticketOf(drinksBoard, order.uuid))).toEqual([p.B.name, p.C.name].sort());
    expect(drinksBoard.data.settings).toMatchObject({ warn_minutes: 4, late_minutes: 9 });
    expect(names(ticketOf((await board(tok.acmeCashier, st.grill)).body, order.uuid))).toEqual([p.A.name, p.D.name].sort());
    await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: order.uuid, status: 'cancelled' } });
  });

  it('lists tickets oldest fired first, with when each was fired; placed orders are not on the board yet', async () => {
    const newer = await fire([p.A.uuid], 1);
    const older = await fire([p.A.uuid], 12);
    const placed = await call(t.app, 'POST', '/checkout', {
      token: tok.acmeCashier,
      body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter', items: [{ product_uuid: p.A.uuid, quantity: 1 }] },
    });
    const b = (await board(tok.acmeManager, st.grill)).body.data;
    const ids = b.tickets.map((x: { order_uuid: string }) => x.order_uuid);
    expect(ids.indexOf(older.uuid)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.uuid)).toBeLessThan(ids.indexOf(newer.uuid));
    expect(ids).not.toContain(placed.body.data.order.uuid);
    const age = (Date.parse(b.server_time) - Date.parse(ticketOf({ data: b }, older.uuid).fired_at)) / 60_000;
    expect(Math.round(age)).toBe(12);
    for (const o of [newer, older]) {
      await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: o.uuid, status: 'cancelled' } });
    }
  });

  it('keeps an order held for a later pickup slot off the boards until its fire time, and ages it from then', async () => {
    const held = await fire([p.A.uuid], 30);
    // Held for a slot: fire time well after now (set relative to the database's clock, not the test's).
    await t.database.db.insert(orderPickupSlots).values({
      orderUuid: held.uuid, storeUuid: w.hq, slotStart: sql`now() + interval '2 hours'`, items: 1, fireAt: sql`now() + interval '110 minutes'`,
    });
    const onBoard = async () =>
      ((await board(tok.acmeManager, st.grill)).body.data.tickets as { order_uuid: string }[]).some((x) => x.order_uuid === held.uuid);
    expect(await onBoard()).toBe(false);
    expect((await expeditor(tok.acmeManager)).body.data.tickets.some((x: { order_uuid: string }) => x.order_uuid === held.uuid)).toBe(false);
    // Its fire time comes: on the board, aged from the fire time (3 min), not from its acceptance (30 min).
    await t.database.db.update(orderPickupSlots).set({ fireAt: sql`now() - interval '3 minutes'` }).where(eq(orderPickupSlots.orderUuid, held.uuid));
    const b = (await board(tok.acmeManager, st.grill)).body.data;
    const ticket = ticketOf({ data: b }, held.uuid);
    expect(ticket).toBeDefined();
    expect(Math.round((Date.parse(b.server_time) - Date.parse(ticket.fired_at)) / 60_000)).toBe(3);
    await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: held.uuid, status: 'cancelled' } });
  });
});

describe('bump, recall and the expeditor', () => {
  it('bumps a line and a ticket, recalls the last bumped, and tells the expeditor when every station is done', async () => {
    const order = await fire([p.A.uuid, p.D.uuid, p.C.uuid]);
    const grillTicket = ticketOf((await board(tok.acmeCashier, st.grill)).body, order.uuid);
    // The ticket carries the number people call, as the order has it.
    expect(order.call_number).toBeTruthy();
    expect(grillTicket.call_number).toBe(order.call_number);
    const lineA = grillTicket.lines.find((l: { name: string }) => l.name === p.A.name);
    // The dish's Spanish and German names ride along: the kitchen screen shows the cook's language.
    expect(lineA.translations).toMatchObject({ es: { name: expect.any(String) }, de: { name: expect.any(String) } });

    const one = await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid, item_uuids: [lineA.item_uuid] });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ item_uuids: [lineA.item_uuid], ticket_done: false, all_done: false, order_status: 'preparing' });
    // The kitchen started: the order is being prepared, through the order's own status flow.
    expect(await statusOf(order.uuid)).toBe('preparing');
    const after = ticketOf((await board(tok.acmeCashier, st.grill)).body, order.uuid);
    expect(after.lines.find((l: { name: string }) => l.name === p.A.name).bumped_at).toBeTruthy();

    const rest = await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid }, `bump-${order.uuid}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ ticket_done: true, all_done: false });
    const grillNow = (await board(tok.acmeCashier, st.grill)).body.data;
    expect(ticketOf({ data: grillNow }, order.uuid)).toBeUndefined();
    expect(grillNow.recallable).toMatchObject({ order_uuid: order.uuid, order_id: order.order_id });
    // The same write sent again (the outbox's retry) answers what it answered.
    const replay = await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid }, `bump-${order.uuid}`);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    let exp = ticketOf((await expeditor(tok.acmeManager)).body, order.uuid);
    expect(exp.all_done).toBe(false);
    expect(exp.stations).toEqual([
      { station_uuid: st.grill, name: 'Grill', lines: 2, bumped: 2 },
      { station_uuid: st.drinks, name: 'Drinks', lines: 1, bumped: 0 },
    ]);

    const back = await recall(tok.acmeCashier, { station_uuid: st.grill });
    expect(back.status).toBe(200);
    expect(back.body.data.order_uuid).toBe(order.uuid);
    expect(names(ticketOf((await board(tok.acmeCashier, st.grill)).body, order.uuid))).toEqual([p.A.name, p.D.name].sort());
    expect(await bumpCount(order.uuid)).toBe(0);

    expect((await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid })).status).toBe(200);
    const drinksDone = await bump(tok.acmeManager, { station_uuid: st.drinks, order_uuid: order.uuid });
    expect(drinksDone.body.data).toMatchObject({ ticket_done: true, all_done: true });
    exp = ticketOf((await expeditor(tok.acmeCashier)).body, order.uuid);
    expect(exp.all_done).toBe(true);
    // The expeditor marks it ready through the order status flow; it leaves the kitchen.
    const ready = await call(t.app, 'PUT', '/order/status/update', {
      token: tok.acmeCashier,
      body: { order_uuid: order.uuid, status: 'ready', expected_status: 'preparing' },
    });
    expect(ready.status).toBe(200);
    expect(ticketOf((await expeditor(tok.acmeCashier)).body, order.uuid)).toBeUndefined();
  });

  it('a stale bump (already bumped, or the order cancelled) is a clear 409 and changes nothing', async () => {
    const order = await fire([p.A.uuid]);
    expect((await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid })).status).toBe(200);
    const before = await bumpCount(order.uuid);
    const again = await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid });
    expect(again.status).toBe(409);
    expect(again.body.status).toBe(false);
    expect(again.body.message).toMatch(/already bumped/);
    expect(await bumpCount(order.uuid)).toBe(before);

    const cancelled = await fire([p.A.uuid, p.C.uuid]);
    await call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: cancelled.uuid, status: 'cancelled' } });
    const stale = await bump(tok.acmeCashier, { station_uuid: st.drinks, order_uuid: cancelled.uuid });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/cancelled/);
    expect(await bumpCount(cancelled.uuid)).toBe(0);
    expect(await statusOf(cancelled.uuid)).toBe('cancelled');
    expect((await recall(tok.acmeCashier, { station_uuid: st.drinks, order_uuid: cancelled.uuid })).status).toBe(409);
  });

  it("tells the store's staff screens over the store room, and no other store's", async () => {
    const order = await fire([p.C.uuid]);
    const hq = await open(tok.acmeManager);
    const east = await open(tok.globexManager);
    const heard = nextEvent<KitchenEventPayload>(hq, SOCKET_EVENTS.kitchenUpdate, 3000, (e) => e.order_uuid === order.uuid);
    const elsewhere = nextEvent<KitchenEventPayload>(east, SOCKET_EVENTS.kitchenUpdate, 500);
    expect((await bump(tok.acmeCashier, { station_uuid: st.drinks, order_uuid: order.uuid })).status).toBe(200);
    expect(await heard).toMatchObject({ store_uuid: w.hq, station_uuid: st.drinks, order_uuid: order.uuid, action: 'bump' });
    expect(await elsewhere).toBe('timeout');
  });

  it('rides in an outbox batch like the other till writes', async () => {
    const order = await fire([p.C.uuid]);
    const res = await call(t.app, 'POST', '/outbox/batch', {
      token: tok.acmeCashier,
      body: {
        items: [{ method: 'POST', path: '/kitchen/bump', idempotency_key: `batch-${order.uuid}`, body: { station_uuid: st.drinks, order_uuid: order.uuid } }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.results[0].status).toBe(200);
    expect(await bumpCount(order.uuid)).toBe(1);
  });
});

describe('a store with no stations yet', () => {
  it("runs its kitchen from the expeditor: every line shown, and done as soon as it is fired", async () => {
    const res = await call(t.app, 'POST', '/checkout', {
      token: tok.admin,
      body: { company_uuid: w.acme, store_uuid: w.plant, payment_method: 'counter', items: [{ product_uuid: w.plantProduct, quantity: 2 }] },
    });
    expect(res.status).toBe(201);
    const order = res.body.data.order as { uuid: string };
    if (res.body.data.order.status === 'placed') {
      expect((await call(t.app, 'PUT', '/order/status/update', { token: tok.admin, body: { order_uuid: order.uuid, status: 'accepted' } })).status).toBe(200);
    }
    const view = await call(t.app, 'GET', '/kitchen/expeditor', { token: tok.admin, query: { store_uuid: w.plant } });
    expect(view.status).toBe(200);
    const ticket = (view.body.data.tickets as { order_uuid: string; lines: { quantity: number }[]; stations: unknown[]; all_done: boolean }[]).find(
      (x) => x.order_uuid === order.uuid,
    );
    expect(ticket).toMatchObject({ stations: [], all_done: true });
    expect(ticket!.lines.map((l) => l.quantity)).toEqual([2]);
    await call(t.app, 'PUT', '/order/status/update', { token: tok.admin, body: { order_uuid: order.uuid, status: 'cancelled' } });
  });
});

describe('access', () => {
  it("keeps another store's staff out (403 naming the store, 404 for its records)", async () => {
    const order = await fire([p.A.uuid]);
    expect((await board(tok.globexManager, st.grill)).status).toBe(404);
    expect((await call(t.app, 'GET', '/kitchen/setup', { token: tok.globexManager, query: { store_uuid: w.hq } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/kitchen/expeditor', { token: tok.globexManager, query: { store_uuid: w.hq } })).status).toBe(403);
    expect((await create(tok.globexManager, { store_uuid: w.hq, name: 'Sneaky' })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/kitchen/station/update/${st.grill}`, { token: tok.globexManager, body: { name: 'Mine' } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/kitchen/station/delete/${st.grill}`, { token: tok.globexManager })).status).toBe(404);
    expect((await bump(tok.globexManager, { station_uuid: st.grill, order_uuid: order.uuid })).status).toBe(404);
    // A company user and an admin reach the store; a cashier may work the boards but not set them up.
    expect((await call(t.app, 'GET', '/kitchen/setup', { token: tok.acmeOwner, query: { store_uuid: w.hq } })).status).toBe(200);
    expect((await board(tok.admin, st.grill)).status).toBe(200);
    expect((await create(tok.acmeCashier, { store_uuid: w.hq, name: 'Till station' })).status).toBe(403);
    expect(await bumpCount(order.uuid)).toBe(0);
  });

  it('a consumer or a kiosk cannot bump or read a board', async () => {
    const order = await fire([p.A.uuid]);
    expect((await bump(tok.alice, { station_uuid: st.grill, order_uuid: order.uuid })).status).toBe(403);
    expect((await board(tok.alice, st.grill)).status).toBe(403);
    const kiosk = await call(t.app, 'POST', '/kitchen/bump', {
      headers: { 'x-kiosk-token': kioskToken },
      body: { station_uuid: st.grill, order_uuid: order.uuid },
    });
    expect(kiosk.status).toBe(401);
    expect((await call(t.app, 'GET', '/kitchen/board', { query: { station_uuid: st.grill } })).status).toBe(401);
    expect(await bumpCount(order.uuid)).toBe(0);
  });
});

describe('bad input', () => {
  it('answers the envelope with the field at fault and writes nothing', async () => {
    const noName = await create(tok.acmeManager, { store_uuid: w.hq, name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.status).toBe(false);
    expect(noName.body.errors?.[0].path).toBe('name');
    const foreign = await create(tok.acmeManager, { store_uuid: w.hq, name: 'Plant things', product_uuids: [w.plantProduct] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0].path).toBe('product_uuids.0');
    const twice = await create(tok.acmeManager, { store_uuid: w.hq, name: 'grill' });
    expect(twice.status).toBe(409);
    const settings = await call(t.app, 'PUT', '/kitchen/settings/update', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, warn_minutes: 10, late_minutes: 5, default_station_uuid: null },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.errors?.[0].path).toBe('late_minutes');
    const badBump = await bump(tok.acmeCashier, { station_uuid: 'not-a-uuid', order_uuid: w.hq });
    expect(badBump.status).toBe(400);
    expect(badBump.body.errors?.[0].path).toBe('station_uuid');
    const order = await fire([p.A.uuid]);
    const otherLine = await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: order.uuid, item_uuids: [w.hq] });
    expect(otherLine.status).toBe(400);
    expect(otherLine.body.errors?.[0].path).toBe('item_uuids.0');
    expect((await bump(tok.acmeCashier, { station_uuid: st.grill, order_uuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect(await bumpCount(order.uuid)).toBe(0);
    const setup = await call(t.app, 'GET', '/kitchen/setup', { token: tok.acmeManager });
    expect(setup.body.data.stations.map((s: { name: string }) => s.name)).toEqual(['Grill', 'Drinks']);
    expect(setup.body.data.settings).toMatchObject({ warn_minutes: 4, late_minutes: 9 });
  });
});
