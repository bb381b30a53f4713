import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, couponRedemptions, coupons, notifications, orderStatusHistory, orders, payments, products, walletEntries } from '../../server/db/schema';
import { ORDER_STATUSES, ORDER_TRANSITIONS, canTransition } from '../../server/contracts/orders';
import { SOCKET_EVENTS, type OrderEventPayload } from '../../server/contracts/realtime';
import { walletBalance } from '../../server/modules/wallet/ledger';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { nextEvent, useSocketServer } from './socket-fixtures';
import { makeOrder, userByEmail } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t);
const { open } = useSocketServer(t);

const setStatus = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', '/order/status/update', { token, body });
const historyOf = async (uuid: string) =>
  (await t.database.db.select().from(orderStatusHistory).where(eq(
    orderStatusHistory.orderUuid,
    uuid,
  ))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
const statusOf = async (uuid: string) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.uuid, uuid)))[0].s;

describe('the state machine', () => {
  it('has every status and only the documented moves', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(canTransition('placed', 'accepted')).toBe(true);
    expect(canTransition('ready', 'cancelled')).toBe(true);
    expect(canTransition('completed', 'refunded')).toBe(true);
    expect(canTransition('placed', 'completed')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'placed')).toBe(false);
    expect(canTransition('refunded', 'completed')).toBe(false);
    expect(canTransition('nonsense', 'placed')).toBe(false);
  });
});

describe('PUT /order/status/update', () => {
  it('refuses an illegal change with 409 naming both statuses and writes nothing', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const before = await historyOf(order.uuid);
    const res = await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'completed' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/placed/);
    expect(res.body.message).toMatch(/completed/);
    expect(await statusOf(order.uuid)).toBe('placed');
    expect(await historyOf(order.uuid)).toHaveLength(before.length);
    const n = await t.database.db.select().from(notifications).where(eq(notifications.orderUuid, order.uuid));
    expect(n).toHaveLength(0);
    expect((await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'finished' })).status).toBe(400);
    expect((await setStatus(tok.acmeCashier, { status: 'accepted' })).status).toBe(400);
  });

  it('walks the happy path placed → completed, keeping each step in history with who made it', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    for (const s of ['accepted', 'preparing', 'ready', 'completed']) {
      const res = await setStatus(tok.acmeCashier, { order_id: order.orderId, status: s, note: `to ${s}` });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(s);
    }
    const view = await call(t.app, 'GET', `/order/view/${order.uuid}`, { token: tok.alice });
    expect(view.body.data.history.map((h: { from_status: string | null; to_status: string }) => [h.from_status, h.to_status])).toEqual([
      [null, 'placed'],
      ['placed', 'accepted'],
      ['accepted', 'preparing'],
      ['preparing', 'ready'],
      ['ready', 'completed'],
    ]);
    const last = view.body.data.history.at(-1);
    expect(last).toMatchObject({ changed_by_role: 'cashier', note: 'to completed' });
    expect(last.changed_by_name).toBeTruthy();
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityUuid, order.uuid)));
    expect(audits).toHaveLength(4);
    // Completed is final but for a refund.
    expect((await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'cancelled' })).status).toBe(409);
  });

  it('cancelling a wallet-paid order refunds the wallet exactly once; a second cancel is 409', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet' });
    const before = await walletBalance(t.database.db, alice.uuid);
    const res = await setStatus(tok.acmeManager, { order_uuid: order.uuid, status: 'cancelled', note: 'Out of stock' });
    expect(res.status).toBe(200);
    expect(res.body.data.payment_status).toBe('refunded');
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(before + order.total);
    const again = await setStatus(tok.acmeManager, { order_uuid: order.uuid, status: 'cancelled' });
    expect(again.status).toBe(409);
    const refunds = await t.database.db.select().from(walletEntries).where(and(eq(walletEntries.orderUuid, order.uuid), eq(walletEntries.type, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(order.total);
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(before + order.total);
    const [pay] = await t.database.db.select().from(payments).where(eq(payments.orderUuid, order.uuid));
    expect(pay.status).toBe('refunded');
  });

  it('lets only one of several concurrent cancels through, with one refund', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'accepted' });
    const before = await walletBalance(t.database.db, alice.uuid);
    const results = await Promise.all(Array.from({ length: 6 }, () => setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'cancelled' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(before + order.total);
    expect((await historyOf(order.uuid)).filter((h) => h.toStatus === 'cancelled')).toHaveLength(1);
  });

  it('refunds a completed wallet order back to the wallet and a card order through the card payment', async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    const wallet = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'wallet', status: 'completed' });
    const before = await walletBalance(t.database.db, alice.uuid);
    const res = await setStatus(tok.acmeOwner, { order_uuid: wallet.uuid, status: 'refunded' });
    expect(res.status).toBe(200);
    expect(res.body.data.payment_status).toBe('refunded');
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(before + wallet.total);

    const card = await makeOrder(t.database.db, { user: ACCOUNTS.alice, paymentMethod: 'card', status: 'completed' });
    const r2 = await setStatus(tok.acmeOwner, { order_uuid: card.uuid, status: 'refunded' });
    expect(r2.body.data.payment_status).toBe('refunded');
    expect(r2.body.data.payments[0].status).toBe('refunded');
    // The gateway's refund is recorded as its own row with the gateway's reference.
    expect(r2.body.data.payments.some((p: { amount: number; provider_ref: string | null }) => p.amount === -card.total && p.provider_ref)).toBe(true);
    expect(await walletBalance(t.database.db, alice.uuid)).toBe(before + wallet.total);
  });

  it('puts tracked stock back and releases the coupon on cancel', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, trackedStock: true, quantities: [2], couponCode: 'FLAT50', discount: 50 });
    const productUuid = order.items[0].product.uuid;
    const stockBefore = (await t.database.db.select().from(products).where(eq(products.uuid, productUuid)))[0].stock!;
    const [couponBefore] = await t.database.db.select().from(coupons).where(eq(coupons.uuid, order.couponUuid!));
    expect((await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'cancelled' })).status).toBe(200);
    expect((await t.database.db.select().from(products).where(eq(products.uuid, productUuid)))[0].stock).toBe(stockBefore + 2);
    const [couponAfter] = await t.database.db.select().from(coupons).where(eq(coupons.uuid, order.couponUuid!));
    expect(couponAfter.usedCount).toBe(couponBefore.usedCount - 1);
    expect(await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderUuid, order.uuid))).toHaveLength(0);
  });

  it('answers 409 when the order moved since the client saw it (expected_status)', async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'accepted' });
    const res = await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'preparing', expected_status: 'placed' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The order changed meanwhile: it is now accepted');
    expect(await statusOf(order.uuid)).toBe('accepted');
    expect((await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'preparing', expected_status: 'accepted' })).status).toBe(200);
  });

  it('lets a consumer cancel only their own order, and only while it is placed', async () => {
    const mine = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const accepted = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'accepted' });
    expect((await setStatus(tok.alice, { order_uuid: mine.uuid, status: 'accepted' })).status).toBe(403);
    expect((await setStatus(tok.bob, { order_uuid: mine.uuid, status: 'cancelled' })).status).toBe(404);
    expect((await setStatus(tok.alice, { order_uuid: accepted.uuid, status: 'cancelled' })).status).toBe(409);
    expect((await setStatus(tok.alice, { order_uuid: mine.uuid, status: 'cancelled' })).status).toBe(200);
    // A consumer's own change is in history with them as the author, but not in the staff audit log.
    const h = await historyOf(mine.uuid);
    expect(h.at(-1)?.toStatus).toBe('cancelled');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityUuid, mine.uuid))).toHaveLength(0);
  });

  it('keeps staff to their scope: another store or tenant is 404, an executive may not change status', async () => {
    const order = await makeOrder(t.database.db, { store: 'acme-plant', user: ACCOUNTS.alice });
    expect((await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'accepted' })).status).toBe(404);
    expect((await setStatus(tok.globexOwner, { order_uuid: order.uuid, status: 'accepted' })).status).toBe(404);
    expect((await setStatus(tok.acmeDesk, { order_uuid: order.uuid, status: 'accepted' })).status).toBe(403);
    expect((await setStatus(tok.acmeOwner, { order_uuid: order.uuid, status: 'accepted' })).status).toBe(200);
  });

  it('creates notifications on a status change and lists them for the consumer with an unread count', async () => {
    const first = await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice, query: { limit: 5 } });
    const unreadBefore = first.body.data.unread;
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'accepted' });
    const res = await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice, query: { limit: 5 } });
    expect(res.body.data.unread).toBe(unreadBefore + 1);
    expect(res.body.data.items[0]).toMatchObject({ title: `Order ${order.orderId} was accepted`, order_uuid: order.uuid, read: false });
    // A cancel also tells the store.
    await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'cancelled' });
    const store = await call(t.app, 'GET', '/notification/store/list', { token: tok.acmeManager, query: { limit: 5 } });
    expect(store.body.data.items[0].title).toBe(`Order ${order.orderId} was cancelled`);
  });

  it("reaches the consumer's connected socket after the change commits", async () => {
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const socket = await open(tok.alice);
    const got = nextEvent<OrderEventPayload>(socket, SOCKET_EVENTS.orderStatus, 3000, (p) => p.uuid === order.uuid);
    const note = nextEvent<{ title: string; order_uuid: string }>(socket, SOCKET_EVENTS.notification, 3000, (n) => n.order_uuid === order.uuid);
    expect((await setStatus(tok.acmeCashier, { order_uuid: order.uuid, status: 'accepted' })).status).toBe(200);
    expect(await got).toMatchObject({ uuid: order.uuid, status: 'accepted', previous_status: 'placed', order_id: order.orderId });
    expect(await note).toMatchObject({ title: `Order ${order.orderId} was accepted` });
  });
});
