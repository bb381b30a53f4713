// Till refunds (issue 16): money given back on a paid order, in full or per line, to the order's own
// payment method — iCash back to the wallet (a 'refund' ledger entry), a card through its gateway (a
// negative payments row with the gateway's reference), counter cash out of the drawer (the refunds
// row is the record the shift's Z report reads). One transaction under the order row's lock
// (FOR UPDATE): what was refunded before is read under the lock, so concurrent attempts cannot give
// back more than was paid. Stock comes back for the refunded quantity where the product tracks it;
// the last refund (the order fully given back) also returns the coupon use and makes the order
// 'refunded'. A line gives back what was actually paid for it (contracts/constants/refund-allocation.ts: its own discount, its
// share of the coupon and order discount and of the tax, remainders by largest remainder), so
// refunding every line, in any steps, adds up to the order's total exactly.
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderDiscounts, orderItems, orderStatusHistory, orders, payments, products, refunds, shifts } from '../../db/schema';
import type { OrderDetail } from '../../contracts/orders';
import type { OrderEventPayload } from '../../contracts/realtime';
import type { OrderRefund, RefundBody, RefundLine } from '../../contracts/refunds';
import { refundLineAmounts } from '../../contracts/constants/refund-allocation';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { audit } from '../audit/service';
import { createNotifications, statusNotifications, type CreatedNotification } from '../notifications/service';
import { orderEvent } from '../orders/event';
import { releaseCoupon, viewOrder } from '../orders/service';
import { providerByName } from '../payments/provider';
import { menuChanged } from '../products/menu-cache';
import { releaseSlot } from '../pickup-slots/service';
import { appendWalletEntry } from '../wallet/ledger';
import { orderRefunds } from './read';

type User = AuthContext['user'];

/** Who may refund: the store's cashier and manager, the company, an admin (as for status changes). */
export const REFUND_ROLES = ['admin', 'company', 'manager', 'cashier'] as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RefundResult {
  refund: OrderRefund;
  order: OrderDetail;
  event: OrderEventPayload | null;
  notifications: CreatedNotification[];
}

/** The order in the caller's scope, locked; another store's or tenant's is simply not found. */
async function lockOrder(tx: Tx, user: User, body: RefundBody) {
  const ref = body.order_uuid ?? body.order_id!;
  const [order] = await tx
    .select()
    .from(orders)
    .where(UUID_RE.test(ref) ? eq(orders.uuid, ref) : eq(orders.orderId, ref))
    .for('update');
  if (!order) throw notFound('Order');
  const inScope =
    user.role === 'admin' ||
    (user.role === 'company' && order.companyUuid === user.companyUuid) ||
    ((user.role === 'manager' || user.role === 'cashier') && order.storeUuid === user.storeUuid);
  if (!inScope) throw notFound('Order');
  return order;
}

/** Money back through the order's method, inside the refund's transaction; answers the reference. */
async function giveBack(tx: Tx, order: typeof orders.$inferSelect, amount: number, full: boolean, actor: User): Promise<string | null> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderUuid, order.uuid), eq(payments.status, 'paid'), gt(payments.amount, 0)))
    .for('update');
  const payment = paid.find((p) => p.method === order.paymentMethod) ?? paid[0];
  let ref: string | null = null;
  if (order.paymentMethod === 'card') {
    if (!payment) throw new AppError(409, `Order ${order.orderId} has no settled card payment to refund`);
    const r = await providerByName(payment.provider).refund(tx, {
      uuid: payment.uuid,
      orderUuid: order.uuid,
      amount,
      userUuid: order.userUuid,
      createdByUuid: actor.uuid,
    });
    ref = r.providerRef;
    await tx
      .insert(payments)
      .values({ orderUuid: order.uuid, method: 'card', provider: payment.provider, amount: -amount, status: 'refunded', providerRef: ref });
  } else if (order.paymentMethod === 'wallet') {
    if (!order.userUuid) throw new AppError(409, `Order ${order.orderId} has no iCash account to refund to`);
    const entry = await appendWalletEntry(tx, {
      userUuid: order.userUuid,
      amount,
      type: 'refund',
      reason: `Refund of order ${order.orderId}`,
      orderUuid: order.uuid,
      createdByUuid: actor.uuid,
    });
    ref = `wallet-${entry.uuid}`;
  }
  // Counter cash is handed back from the drawer: the refunds row is its record.
  if (full && paid.length > 0) {
    await tx.update(payments).set({ status: 'refunded', updatedAt: new Date() }).where(inArray(payments.uuid, paid.map((p) => p.uuid)));
  }
  return ref;
}

/** Tracked stock back for the refunded quantities: each line's product and its combo's products, in uuid order (as checkout locks them). */
async function restockLines(tx: Tx, lines: { productUuid: string | null; combo: { product_uuid: string }[]; quantity: number }[]) {
  const back = new Map<string, number>();
  const give = (uuid: string, n: number) => back.set(uuid, (back.get(uuid) ?? 0) + n);
  for (const l of lines) {
    if (l.productUuid) give(l.productUuid, l.quantity);
    for (const c of l.combo) give(c.product_uuid, l.quantity);
  }
  for (const uuid of [...back.keys()].sort()) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${back.get(uuid)!}`, updatedAt: new Date() })
      .where(and(eq(products.uuid, uuid), isNotNull(products.stock)));
  }
  return back.size > 0;
}

export async function refundOrder(db: Db, user: User, body: RefundBody): Promise<RefundResult> {
  if (!(REFUND_ROLES as readonly string[]).includes(user.role)) throw forbidden('Your role may not refund an order');
  const done = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, body);
    if (order.status === 'cancelled' || order.status === 'refunded' || order.paymentStatus === 'refunded') {
      throw conflict(`Order ${order.orderId} is ${order.status === 'cancelled' ? 'cancelled' : 'refunded'} already`, 'order_uuid');
    }
    if (order.paymentStatus !== 'paid') throw conflict(`Order ${order.orderId} is not paid (${order.paymentStatus}): there is nothing to refund`, 'order_uuid');

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderUuid, order.uuid));
    const before = await tx.select().from(refunds).where(eq(refunds.orderUuid, order.uuid));
    const alreadyAmount = before.reduce((s, r) => s + r.amount, 0);
    const alreadyQty = new Map<string, number>();
    for (const r of before) for (const l of r.lines) alreadyQty.set(l.item_uuid, (alreadyQty.get(l.item_uuid) ?? 0) + l.quantity);
    const left = (i: typeof items[number]) => i.quantity - (alreadyQty.get(i.uuid) ?? 0);
    const remaining = order.total - alreadyAmount;
    if (remaining <= 0) throw new AppError(422, `Order ${order.orderId} has been refunded in full already`);

    // What this refund takes: the named lines, or everything not yet refunded.
    const wanted = body.lines
      ? body.lines.map((l, idx) => {
          const item = items.find((i) => i.uuid === l.item_uuid);
          if (!item) throw badRequest('That line is not on this order', [{ path: `lines.${idx}.item_uuid`, message: 'Not a line of this order' }]);
          if (l.quantity > left(item)) {
            const most = left(item);
            throw new AppError(422, `Only ${most} of ${item.name} can still be refunded`, [{ path: `lines.${idx}.quantity`, message: `At most ${most}` }]);
          }
          return { item, quantity: l.quantity };
        })
      : items.filter((i) => left(i) > 0).map((item) => ({ item, quantity: left(item) }));

    const allLines = items.every((i) => left(i) - (wanted.find((w) => w.item.uuid === i.uuid)?.quantity ?? 0) <= 0);
    // What each line was actually paid (its own discount, its share of the order's discounts and tax:
    // refund-allocation.ts); a quantity takes its cumulative part, so the lines' refunds add up to the total.
    const lineDiscounts = await tx
      .select({ itemUuid: orderDiscounts.itemUuid, amount: orderDiscounts.amount })
      .from(orderDiscounts)
      .where(and(eq(orderDiscounts.orderUuid, order.uuid), isNotNull(orderDiscounts.itemUuid)));
    const amounts = refundLineAmounts(
      {
        items: items.map((i) => ({ uuid: i.uuid, quantity: i.quantity, lineTotal: i.lineTotal })),
        lineDiscounts,
        discount: order.discount,
        total: order.total,
      },
      alreadyQty,
      wanted.map((w) => ({ uuid: w.item.uuid, quantity: w.quantity })),
    );
    const lines: RefundLine[] = wanted.map((w, k) => ({ item_uuid: w.item.uuid, name: w.item.name, quantity: w.quantity, amount: amounts[k] }));
    let amount = lines.reduce((s, l) => s + l.amount, 0);
    // Refunds made before this allocation (each line's share of the subtotal) may leave a different
    // remainder: the last refund still takes exactly what is left, and no refund more than that.
    // The order is refunded in full when every line is, or when this refund takes all the money left
    // (only lines paid nothing, e.g. given away at 100 %, are left).
    const full = allLines || amount >= remaining;
    const target = full ? remaining : amount;
    if (target !== amount && lines.length > 0) {
      let diff = target - amount;
      for (let k = lines.length - 1; k >= 0 && diff !== 0; k--) {
        const next = k === 0 ? lines[k].amount + diff : Math.max(0, lines[k].amount + diff);
        diff -= next - lines[k].amount;
        lines[k].amount = next;
      }
      amount = target;
    }
    if (amount <= 0) throw new AppError(422, 'There is no money to give back for those lines');

    // The till's open shift in the order's store, locked as a cash move locks it (a close running now
    // finishes first, or waits): the refund's money leaves that drawer, whichever shift sold the order.
    const [shift] = body.device_id
      ? await tx
          .select({ uuid: shifts.uuid })
          .from(shifts)
          .where(and(eq(shifts.storeUuid, order.storeUuid), eq(shifts.deviceId, body.device_id), isNull(shifts.closedAt)))
          .for('update')
      : [];
    const ref = await giveBack(tx, order, amount, full, user);
    const now = new Date();
    const [row] = await tx
      .insert(refunds)
      .values({
        orderUuid: order.uuid,
        companyUuid: order.companyUuid,
        storeUuid: order.storeUuid,
        amount,
        method: order.paymentMethod,
        lines,
        full,
        reason: body.reason,
        providerRef: ref,
        createdByUuid: user.uuid,
        shiftUuid: shift?.uuid ?? null,
        createdAt: now,
      })
      .returning();
    const restocked = await restockLines(tx, wanted.map((w) => ({ productUuid: w.item.productUuid, combo: w.item.combo, quantity: w.quantity })));

    let event: OrderEventPayload | null = null;
    let notes: CreatedNotification[] = [];
    if (full) {
      await releaseCoupon(tx, order.uuid);
      await releaseSlot(tx, order.uuid);
      const [updated] = await tx
        .update(orders)
        .set({ status: 'refunded', paymentStatus: 'refunded', updatedAt: now })
        .where(eq(orders.uuid, order.uuid))
        .returning();
      await tx.insert(orderStatusHistory).values({
        orderUuid: order.uuid,
        fromStatus: order.status,
        toStatus: 'refunded',
        changedByUuid: user.uuid,
        note: body.reason,
        createdAt: now,
      });
      notes = await createNotifications(tx, statusNotifications(updated, 'refunded'));
      event = orderEvent(updated, order.status);
    } else {
      await tx.update(orders).set({ updatedAt: now }).where(eq(orders.uuid, order.uuid));
    }
    await audit(tx, user, {
      action: 'refund',
      entity: 'order',
      entityUuid: order.uuid,
      companyUuid: order.companyUuid,
      storeUuid: order.storeUuid,
      data: { refund_uuid: row.uuid, amount, method: order.paymentMethod, full, lines, reason: body.reason },
    });
    return { orderUuid: order.uuid, companyUuid: order.companyUuid, refundUuid: row.uuid, event, notes, restocked };
  });
  if (done.restocked) menuChanged(db, done.companyUuid);
  const order = await viewOrder(db, { user }, done.orderUuid);
  const refund = order.refunds.find((r) => r.uuid === done.refundUuid)!;
  return { refund, order, event: done.event, notifications: done.notes };
}

/** One refund and its order, for the credit note; the order's own view decides who may see it. */
export async function creditNoteData(db: Db, viewer: Parameters<typeof viewOrder>[1], refundUuid: string) {
  const [row] = await db.select({ orderUuid: refunds.orderUuid }).from(refunds).where(eq(refunds.uuid, refundUuid));
  if (!row) throw notFound('Refund');
  const order = await viewOrder(db, viewer, row.orderUuid);
  const refund = order.refunds.find((r) => r.uuid === refundUuid)!;
  return { order, refund };
}

export { orderRefunds };
