// Pickup slots (issue 15): a store's settings, the slots offered, checkout's pickup_slot with its
// capacity held under concurrency, refusals that change nothing, a cancel giving the place back, the
// kitchen's fire-time filter, and the wait estimate. Every store here is open 00:00-24:00 and slots
// are read from the server's own list or set relative to now, so nothing depends on the time of day.
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPickupSlots, orders, pickupSlotUsage } from '../../server/db/schema';
import { firedCondition } from '../../server/modules/pickup-slots/fire';
import { isSlotStart, slotProblem, slotStarts, hoursFromText } from '../../server/modules/pickup-slots/grid';
import { call, useTestApp, useTokens } from './helpers';
import { newDevice, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeManager', 'acmeCashier', 'acmeOwner', 'globexManager', 'alice'], { plantManager: 'manager.plant@acme.example.com' });
const db = () => t.database.db;

const MINUTE = 60_000;
const SETTINGS = {
  enabled: true,
  slot_minutes: 15,
  orders_per_slot: 5,
  items_per_slot: null,
  ahead_hours: 48,
  cutoff_minutes: 30,
  opens_at: '00:00',
  closes_at: '24:00',
  prep_lead_minutes: 0,
  minutes_per_order: 4,
};

const save = (store: string, over: Partial<typeof SETTINGS> = {}, token = tok.acmeManager) =>
  call(t.app, 'PUT', `/pickup-slots/settings/${store}`, { token, body: { ...SETTINGS, ...over } });
const slotsOf = async (store: string) => (await call(t.app, 'GET', '/pickup-slots/available', { query: { store_uuid: store } })).body.data;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0].n;
const guestOrder = (store: string, slot: string | undefined, product: string, quantity = 1) =>
  call(t.app, 'POST', '/checkout/guest', {
    body: {
      company_uuid: w.acme,
      store_uuid: store,
      payment_method: 'counter',
      ip_address: newDevice(),
      customer_name: 'Ahead',
      items: [{ product_uuid: product, quantity }],
      ...(slot ? { pickup_slot: slot } : {}),
    },
  });
/** A slot start `minutes` from now on a 15-minute grid (rounded down), as the server would list it. */
const gridSlot = (minutes: number) => {
  const at = Date.now() + minutes * MINUTE;
  return new Date(at - (at % (15 * MINUTE))).toISOString();
};

describe('the slot grid', () => {
  const g = { slotMinutes: 15, opensAt: 8 * 60, closesAt: 20 * 60, aheadHours: 24, cutoffMinutes: 30 };
  it('places slots from opening, the last ending by closing, and names why a start is refused', () => {
    const day = new Date(2030, 0, 7);
    const starts = slotStarts(g, day, new Date(2030, 0, 7, 23, 59));
    expect(starts).toHaveLength(48);
    expect(starts[0]).toEqual(new Date(2030, 0, 7, 8, 0));
    expect(starts.at(-1)).toEqual(new Date(2030, 0, 7, 19, 45));
    expect(isSlotStart(g, new Date(2030, 0, 7, 8, 10))).toBe(false);
    expect(isSlotStart(g, new Date(2030, 0, 7, 20, 0))).toBe(false);
    const now = new Date(2030, 0, 7, 12, 0);
    expect(slotProblem(g, new Date(2030, 0, 7, 11, 45), now)).toBe('past');
    expect(slotProblem(g, new Date(2030, 0, 7, 12, 30), now)).toBe('cut_off');
    expect(slotProblem(g, new Date(2030, 0, 7, 12, 45), now)).toBeNull();
    expect(slotProblem(g, new Date(2030, 0, 8, 12, 15), now)).toBe('too_far');
    expect(hoursFromText('Every day 07:00-22:00')).toEqual({ opensAt: 420, closesAt: 1320 });
    expect(hoursFromText('Mon-Fri 07:30-21:00, Sat-Sun 08:00-16:00')).toBeNull();
  });
});

describe('settings', () => {
  it('answers the defaults until saved (hours from the store’s own), saves for its manager, refuses others and bad input', async () => {
    const first = await call(t.app, 'GET', `/pickup-slots/settings/${w.plant}`, { token: tok.plantManager });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ saved: false, enabled: false, opens_at: '07:00', closes_at: '22:00' });
    expect((await save(w.plant, {}, tok.acmeManager)).status).toBe(403);
    expect((await save(w.plant, {}, tok.globexManager)).status).toBe(403);
    expect((await call(t.app, 'PUT', `/pickup-slots/settings/${w.plant}`, { token: tok.acmeCashier, body: SETTINGS })).status).toBe(403);
    const bad = await save(w.plant, { opens_at: '20:00', closes_at: '08:00' }, tok.plantManager);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].path).toBe('closes_at');
    const ok = await save(w.plant, { minutes_per_order: 2 }, tok.plantManager);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ saved: true, enabled: true, minutes_per_order: 2, opens_at: '00:00', closes_at: '24:00' });
    const owner = await call(t.app, 'GET', `/pickup-slots/settings/${w.plant}`, { token: tok.acmeOwner });
    expect(owner.body.data.minutes_per_order).toBe(2);
  });
});

describe('ordering for a slot', () => {
  beforeAll(async () => {
    expect((await save(w.hq)).status).toBe(200);
  });

  it('offers no past or cut-off slot and none beyond the horizon; a store without slots offers none', async () => {
    const list = await slotsOf(w.hq);
    expect(list.enabled).toBe(true);
    const starts = list.slots.map((s: { start: string }) => Date.parse(s.start));
    expect(starts.length).toBeGreaterThan(150);
    expect(Math.min(...starts)).toBeGreaterThan(Date.now() + 30 * MINUTE - 5_000);
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.now() + 48 * 60 * MINUTE);
    expect((await slotsOf(w.east)).slots).toEqual([]);
    expect((await slotsOf(w.east)).enabled).toBe(false);
  });

  it('refuses a past, cut-off, off-grid, too-far or malformed slot, or a store without slots, changing nothing', async () => {
    const p = w.hqProducts[0].uuid;
    const before = await orderCount();
    const cases: [string, number, string][] = [
      [gridSlot(-15), 422, 'That pickup time has passed'],
      [gridSlot(15), 422, 'Orders for that pickup slot have closed'],
      [new Date(Date.parse(gridSlot(120)) + 5 * MINUTE).toISOString(), 422, 'That is not a pickup slot of this store'],
      [gridSlot(60 * 60), 422, 'That pickup slot is too far ahead'],
    ];
    for (const [slot, status, message] of cases) {
      const res = await guestOrder(w.hq, slot, p);
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(res.body.errors?.[0].path).toBe('pickup_slot');
    }
    const malformed = await guestOrder(w.hq, 'tomorrow at noon', p);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0].path).toBe('pickup_slot');
    await save(w.hq, { enabled: false });
    const noSlots = await guestOrder(w.hq, gridSlot(120), p);
    expect([noSlots.status, noSlots.body.message]).toEqual([422, 'This store does not take orders for a pickup time']);
    await save(w.hq);
    expect(await orderCount()).toBe(before);
    expect(await db().select().from(orderPickupSlots)).toHaveLength(0);
  });

  it('holds a capacity of 5 under 20 concurrent checkouts: 5 placed, 15 refused with 409, the slot then shown full', async () => {
    const slot = (await slotsOf(w.hq)).slots[10].start as string;
    const p = w.hqProducts[1].uuid;
    const results = await Promise.all(Array.from({ length: 20 }, () => guestOrder(w.hq, slot, p)));
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ status: false, message: 'That pickup slot is full; pick another time' });
    expect(placed.every((r) => r.body.data.order.pickup_slot === slot)).toBe(true);
    const [usage] = await db().select().from(pickupSlotUsage).where(and(eq(pickupSlotUsage.storeUuid, w.hq), eq(pickupSlotUsage.slotStart, new Date(slot))));
    expect(usage).toMatchObject({ orders: 5, items: 5 });
    expect(await db().select().from(orderPickupSlots).where(eq(orderPickupSlots.slotStart, new Date(slot)))).toHaveLength(5);
    const shown = (await slotsOf(w.hq)).slots.find((s: { start: string }) => s.start === slot);
    expect(shown.full).toBe(true);
    // The order view carries the slot.
    const view = await call(t.app, 'GET', `/order/view/${placed[0].body.data.order.uuid}`, { token: tok.acmeCashier });
    expect(view.body.data.pickup_slot).toBe(slot);
  });

  it('counts items where the store limits items per slot', async () => {
    await save(w.hq, { orders_per_slot: null, items_per_slot: 3 } as never);
    const slot = (await slotsOf(w.hq)).slots[20].start as string;
    const p = w.hqProducts[2].uuid;
    expect((await guestOrder(w.hq, slot, p, 4)).status).toBe(409);
    expect((await guestOrder(w.hq, slot, p, 2)).status).toBe(201);
    expect((await guestOrder(w.hq, slot, p, 2)).status).toBe(409);
    expect((await guestOrder(w.hq, slot, p, 1)).status).toBe(201);
    await save(w.hq);
  });

  it('cancelling an order gives its place in the slot back', async () => {
    await save(w.hq, { orders_per_slot: 1 });
    const slot = (await slotsOf(w.hq)).slots[30].start as string;
    const p = w.hqProducts[3].uuid;
    const first = await guestOrder(w.hq, slot, p);
    expect(first.status).toBe(201);
    expect((await guestOrder(w.hq, slot, p)).status).toBe(409);
    const cancel = await call(t.app, 'PUT', '/order/status/update', {
      token: tok.acmeCashier,
      body: { order_uuid: first.body.data.order.uuid, status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect((await slotsOf(w.hq)).slots.find((s: { start: string }) => s.start === slot).full).toBe(false);
    expect((await guestOrder(w.hq, slot, p)).status).toBe(201);
    await save(w.hq);
  });
});

describe('firing slot orders for the kitchen', () => {
  const storeList = (scheduled: boolean) =>
    call(t.app, 'GET', '/order/list/store', {
      token: tok.acmeCashier,
      query: { store_uuid: w.hq, order_status: 'placed', scheduled: String(scheduled), limit: 100 },
    });
  const ids = (res: Awaited<ReturnType<typeof storeList>>) => res.body.data.items.map((o: { uuid: string }) => o.uuid);

  it('keeps a slot order off the kitchen’s list until slot start less the prep lead, then shows it', async () => {
    await save(w.hq, { prep_lead_minutes: 20, orders_per_slot: 50 });
    const slot = (await slotsOf(w.hq)).slots[16].start as string;
    const res = await guestOrder(w.hq, slot, w.hqProducts[4].uuid);
    expect(res.status).toBe(201);
    const uuid = res.body.data.order.uuid as string;
    const asap = await guestOrder(w.hq, undefined, w.hqProducts[4].uuid);
    const [link] = await db().select().from(orderPickupSlots).where(eq(orderPickupSlots.orderUuid, uuid));
    expect(link.fireAt.getTime()).toBe(Date.parse(slot) - 20 * MINUTE);

    expect(ids(await storeList(false))).not.toContain(uuid);
    expect(ids(await storeList(false))).toContain(asap.body.data.order.uuid);
    expect(ids(await storeList(true))).toContain(uuid);
    expect(ids(await storeList(true))).not.toContain(asap.body.data.order.uuid);
    const row = (await storeList(true)).body.data.items.find((o: { uuid: string }) => o.uuid === uuid);
    expect(row).toMatchObject({ pickup_slot: slot, fire_at: new Date(Date.parse(slot) - 20 * MINUTE).toISOString() });

    // The same filter read at an instant of our choosing: just before and just after the fire time.
    const firedAt = async (at: Date) =>
      (await db().select({ n: count() }).from(orders).where(and(eq(orders.uuid, uuid), firedCondition(orders.uuid, at))))[0].n === 1;
    expect(await firedAt(new Date(link.fireAt.getTime() - 1000))).toBe(false);
    expect(await firedAt(link.fireAt)).toBe(true);

    // Time passes (the fire time set to the database's now, less a second): the kitchen's list has it.
    await db().execute(sql`update order_pickup_slots set fire_at = now() - interval '1 second' where order_uuid = ${uuid}`);
    expect(ids(await storeList(false))).toContain(uuid);
    expect(ids(await storeList(true))).not.toContain(uuid);
    await save(w.hq);
  });

  it('fires at once an order whose slot starts within the prep lead', async () => {
    await save(w.hq, { prep_lead_minutes: 480, orders_per_slot: 50 });
    const slot = (await slotsOf(w.hq)).slots[2].start as string;
    const res = await guestOrder(w.hq, slot, w.hqProducts[5].uuid);
    expect(res.status).toBe(201);
    expect(ids(await storeList(false))).toContain(res.body.data.order.uuid);
    await save(w.hq);
  });
});

describe('the wait estimate', () => {
  it('grows with the orders in preparation and leaves scheduled ones out', async () => {
    await save(w.plant, { minutes_per_order: 2, prep_lead_minutes: 0 }, tok.plantManager);
    const wait = async () => (await call(t.app, 'GET', '/pickup-slots/wait', { query: { store_uuid: w.plant } })).body.data;
    const before = await wait();
    expect(before.minutes).toBe((before.orders_ahead + 1) * 2);
    for (let i = 0; i < 3; i++) expect((await guestOrder(w.plant, undefined, w.plantProduct)).status).toBe(201);
    const busier = await wait();
    expect(busier.orders_ahead).toBe(before.orders_ahead + 3);
    expect(busier.minutes).toBe(before.minutes + 6);
    // An order for a later slot is not in the kitchen's way yet.
    const slot = (await slotsOf(w.plant)).slots[40].start as string;
    expect((await guestOrder(w.plant, slot, w.plantProduct)).status).toBe(201);
    expect((await wait()).orders_ahead).toBe(busier.orders_ahead);
    // A cancelled order is out of the kitchen: the wait goes down again.
    const open = await db()
      .select({ uuid: orders.uuid })
      .from(orders)
      .where(and(eq(orders.storeUuid, w.plant), eq(orders.status, 'placed'), firedCondition(orders.uuid)))
      .limit(1);
    await call(t.app, 'PUT', '/order/status/update', { token: tok.plantManager, body: { order_uuid: open[0].uuid, status: 'cancelled' } });
    expect((await wait()).orders_ahead).toBeLessThan(busier.orders_ahead);
    expect((await call(t.app, 'GET', '/pickup-slots/wait', { query: { store_uuid: 'nope' } })).status).toBe(400);
  });
});
