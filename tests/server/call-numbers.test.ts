// Call numbers (server/modules/call-numbers): consecutive and never doubled under concurrent
// checkouts, per store and business day (in BUSINESS_TIME_ZONE), one letter per way of ordering, and
// an offline device's own letter for the day so that two offline devices never print the same number.
// The clock is the test's (only Date is faked): nothing here depends on today's date or the hour.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, orderStatusHistory, orders, products } from '../../server/db/schema';
import { ACCOUNTS, call, login, useTestApp } from './helpers';
import { bindKiosk, newDevice, setProduct, useWorld } from './ordering-fixtures';

// New York: 03:00 UTC is still the day before there.
const t = useTestApp({ BUSINESS_TIME_ZONE: 'America/New_York' });
const w = useWorld(t);

/** Each test has days of its own (no test sees another's numbers). */
const setClock = (iso: string) => vi.setSystemTime(new Date(iso));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const item = () => ({ product_uuid: w.hqProducts[0].uuid, quantity: 1 });
const tillOrder = (token: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/checkout', {
    token,
    body: { company_uuid: w.acme, store_uuid: w.hq, items: [item()], payment_method: 'counter', channel: 'cashier', ...extra },
  });

describe('call numbers', () => {
  it('gives 200 concurrent till checkouts at one store 200 distinct, consecutive numbers', async () => {
    setClock('2031-01-02T15:00:00Z');
    const token = await login(t.app, ACCOUNTS.acmeCashier);
    // Every other order is of a product that tracks stock: those run in a transaction that locks it.
    const tracked = w.hqProducts[1].uuid;
    await setProduct(t.database, tracked, { stock: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => tillOrder(token, i % 2 ? { items: [{ product_uuid: tracked, quantity: 1 }] } : {})),
    );
    await setProduct(t.database, tracked, { stock: null });
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201));
    const numbers = answers.map((a) => a.body.data.order.call_number as string);
    const expected = Array.from({ length: 200 }, (_, i) => `C-${String(i + 1).padStart(3, '0')}`);
    expect([...numbers].sort()).toEqual(expected);
    // What the answers said is what the orders keep.
    const kept = await t.database.db.select({ n: orders.callNumber }).from(orders).where(eq(orders.callDay, '2031-01-02'));
    expect(kept.map((r) => r.n).sort()).toEqual(expected);
  }, 120_000);

  it('starts again each business day, counted in the business time zone, and per way of ordering', async () => {
    setClock('2031-01-10T15:00:00Z');
    let token = await login(t.app, ACCOUNTS.acmeCashier);
    const first = await tillOrder(token);
    expect(first.body.data.order.call_number).toBe('C-001');
    // A consumer's order counts on the app's letter.
    const alice = await login(t.app, ACCOUNTS.alice);
    await call(t.app, 'POST', '/cart/add', { token: alice, body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1 } });
    const app = await call(t.app, 'POST', '/checkout', { token: alice, body: { company_uuid: w.acme, store_uuid: w.hq, payment_method: 'counter' } });
    expect(app.status).toBe(201);
    expect(app.body.data.order.call_number).toBe('A-001');
    // Notifications call the order by its number; the order id is the reference.
    const placedNote = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderUuid, app.body.data.order.uuid), eq(notifications.audience, 'user')));
    expect(placedNote.map((n) => n.title)).toEqual(['Order A-001 placed']);
    for (const status of ['accepted', 'preparing', 'ready']) {
      await call(t.app, 'PUT', '/order/status/update', { token, body: { order_uuid: app.body.data.order.uuid, status } });
    }
    const readyNote = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderUuid, app.body.data.order.uuid), eq(notifications.title, 'Order A-001 is ready for pickup')));
    expect(readyNote).toHaveLength(1);
    expect(readyNote[0].body).toBe(`Reference ${app.body.data.order.order_id}`);
    // 03:00 UTC the next day is 22:00 the same day in New York.
    setClock('2031-01-11T03:00:00Z');
    token = await login(t.app, ACCOUNTS.acmeCashier);
    expect((await tillOrder(token)).body.data.order.call_number).toBe('C-002');
    setClock('2031-01-11T15:00:00Z');
    token = await login(t.app, ACCOUNTS.acmeCashier);
    const next = await tillOrder(token);
    expect(next.body.data.order.call_number).toBe('C-001');
    // Another store counts on its own.
    const manager = await login(t.app, ACCOUNTS.globexManager);
    const [eastProduct] = await t.database.db
      .select({ uuid: products.uuid })
      .from(products)
      .where(
        and(
          eq(products.storeUuid, w.east),
          eq(products.isCombo, false),
          isNull(products.stock),
          eq(products.status, 'active'),
          eq(products.isAvailable, true),
          sql`not exists (select 1 from product_option_groups g where g.product_uuid = ${products.uuid})`,
        ),
      )
      .limit(1);
    const other = await call(t.app, 'POST', '/checkout', {
      token: manager,
      body: {
        company_uuid: w.globex,
        store_uuid: w.east,
        items: [{ product_uuid: eastProduct.uuid, quantity: 1 }],
        payment_method: 'counter',
        channel: 'cashier',
      },
    });
    expect(other.status).toBe(201);
    expect(other.body.data.order.call_number).toBe('C-001');
  });

  it("keeps two offline devices' numbers apart: each numbers with its own letter for the day", async () => {
    setClock('2031-01-20T15:00:00Z');
    const manager = await login(t.app, ACCOUNTS.acmeManager);
    const cashier = await login(t.app, ACCOUNTS.acmeCashier);
    const kiosk = await bindKiosk(t, manager, w.hq, 'Offline kiosk');
    const till = newDevice();
    const kioskLetter = await call(t.app, 'POST', '/kiosk/call-letter', { headers: { 'x-kiosk-token': kiosk.token } });
    const tillLetter = await call(t.app, 'POST', '/order/call-letter', { token: cashier, body: { store_uuid: w.hq, device_id: till } });
    expect(kioskLetter.status).toBe(200);
    expect(tillLetter.status).toBe(200);
    const k = kioskLetter.body.data.letter as string;
    const c = tillLetter.body.data.letter as string;
    expect(k).not.toBe(c);
    expect(kioskLetter.body.data).toMatchObject({ last_number: 0, business_day: '2031-01-20' });
    // Asking again answers the same letter.
    expect((await call(t.app, 'POST', '/kiosk/call-letter', { headers: { 'x-kiosk-token': kiosk.token } })).body.data.letter).toBe(k);
    // Without a kiosk token or outside one's store: refused.
    expect((await call(t.app, 'POST', '/kiosk/call-letter')).status).toBe(401);
    const globex = await login(t.app, ACCOUNTS.globexManager);
    expect((await call(t.app, 'POST', '/order/call-letter', { token: globex, body: { store_uuid: w.hq, device_id: till } })).status).toBe(403);

    // Both go offline and take three orders each; they sync interleaved.
    const takenAt = new Date().toISOString();
    const offline = { placed_offline: true, offline_taken_at: takenAt };
    const sent = [];
    for (let i = 1; i <= 3; i++) {
      const n = String(i).padStart(3, '0');
      sent.push(
        await call(t.app, 'POST', '/checkout/guest', {
          headers: { 'x-kiosk-token': kiosk.token },
          body: {
            company_uuid: w.acme,
            store_uuid: w.hq,
            channel: 'kiosk',
            items: [item()],
            payment_method: 'counter',
            customer_name: 'Guest',
            ip_address: kiosk.device,
            call_number: `${k}-${n}`,
            ...offline,
          },
        }),
      );
      sent.push(await tillOrder(cashier, { ip_address: till, call_number: `${c}-${n}`, ...offline }));
    }
    expect(sent.map((s) => s.status)).toEqual(Array(6).fill(201));
    const numbers = sent.map((s) => s.body.data.order.call_number);
    expect(numbers).toEqual([`${k}-001`, `${c}-001`, `${k}-002`, `${c}-002`, `${k}-003`, `${c}-003`]);
    expect(new Set(numbers).size).toBe(6);
    // A device that lost its count learns where it got to.
    expect((await call(t.app, 'POST', '/order/call-letter', { token: cashier, body: { store_uuid: w.hq, device_id: till } })).body.data.last_number).toBe(3);

    // The till printing the kiosk's number (or one of its own twice) does not double it: the order is
    // numbered on the till's online letter and its history keeps the number the guest was given.
    const stray = await tillOrder(cashier, { ip_address: till, call_number: `${k}-004`, ...offline });
    const twice = await tillOrder(cashier, { ip_address: till, call_number: `${c}-001`, ...offline });
    expect(stray.status).toBe(201);
    expect(twice.status).toBe(201);
    expect(stray.body.data.order.call_number).toMatch(/^C-\d{3}$/);
    expect(twice.body.data.order.call_number).toMatch(/^C-\d{3}$/);
    expect(stray.body.data.order.call_number).not.toBe(twice.body.data.order.call_number);
    const [history] = await t.database.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderUuid, stray.body.data.order.uuid)));
    expect(history.note).toContain(`Printed as ${k}-004`);
    // The same printed number sent twice at once: one order keeps it, the other is renumbered.
    const both = await Promise.all([1, 2].map(() => tillOrder(cashier, { ip_address: till, call_number: `${c}-005`, ...offline })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const got = both.map((r) => r.body.data.order.call_number as string);
    expect(got).toContain(`${c}-005`);
    expect(new Set(got).size).toBe(2);
    // A call number goes only with an order taken offline; a malformed one is a 400.
    expect((await tillOrder(cashier, { ip_address: till, call_number: `${c}-009` })).status).toBe(400);
    const bad = await tillOrder(cashier, { ip_address: till, call_number: 'NOPE', ...offline });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].path).toBe('call_number');
  });

  it('sends a walk-up order paid at the till straight to the kitchen; one paid later waits to be accepted', async () => {
    setClock('2031-01-25T15:00:00Z');
    const cashier = await login(t.app, ACCOUNTS.acmeCashier);
    const paid = await tillOrder(cashier, { tendered: 100_000 });
    expect(paid.status).toBe(201);
    expect(paid.body.data.order.status).toBe('accepted');
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, paid.body.data.order.uuid));
    expect(row.status).toBe('accepted');
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderUuid, paid.body.data.order.uuid));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'accepted']]);
    const unpaid = await tillOrder(cashier);
    expect(unpaid.body.data.order.status).toBe('placed');
    // The kitchen takes it on from there.
    const on = await call(t.app, 'PUT', '/order/status/update', {
      token: cashier,
      body: { order_uuid: paid.body.data.order.uuid, status: 'preparing', expected_status: 'accepted' },
    });
    expect(on.status).toBe(200);
  });
});
