// Payments: one `payments` row per order payment (and one per card refund), through the providers of
// provider.ts. Checkout starts a payment inside its transaction; the till marks counter payments
// paid; the card gateway's signed webhook settles card payments, idempotently by its provider_ref;
// refund() is what cancelling or refunding a paid order calls.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { companies, orderStatusHistory, orders, payments, stores } from '../../db/schema';
import type { PaymentMethod, SandboxWebhookEvent } from '../../contracts/ordering';
import { AppError, badRequest, notFound } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import type { OrderEventPayload } from '../../contracts/realtime';
import type { CreatedNotification } from '../notifications/service';
import { orderEvent } from '../orders/event';
import { providerByName, providerFor, SANDBOX_PROVIDER, sandboxCheckoutPath } from './provider';

type User = AuthContext['user'];
export type PaymentRow = typeof payments.$inferSelect;

export interface StartedPayment {
  uuid: string;
  method: PaymentMethod;
  status: 'pending' | 'paid';
  redirect_url?: string;
  change_due?: number;
}

/**
 * Inside checkout's transaction, after the order row: records the payment and starts it with its
 * provider (iCash is debited here; a 409 rolls the order back). Cash handed over at the till
 * (`tendered`) pays a counter order at once.
 */
export async function startPayment(
  tx: Tx,
  p: { orderUuid: string; orderId: string; amount: number; method: PaymentMethod; userUuid: string | null; tendered?: number },
): Promise<StartedPayment> {
  const provider = providerFor(p.method);
  if (p.tendered !== undefined && p.tendered < p.amount) {
    throw badRequest('The cash tendered is less than the total', [{ path: 'tendered', message: `At least ${p.amount} is needed` }]);
  }
  const [row] = await tx.insert(payments).values({
    orderUuid: p.orderUuid,
    method: p.method,
    provider: provider.name,
    amount: p.amount,
    status: 'pending',
    tendered: p.tendered ?? null,
  }).returning();
  const started = await provider.start(tx, { paymentUuid: row.uuid, orderUuid: p.orderUuid, orderId: p.orderId, amount: p.amount, userUuid: p.userUuid });
  const status = p.method === 'counter' && p.tendered !== undefined ? 'paid' : started.status;
  if (status !== 'pending' || started.providerRef) {
    await tx.update(payments).set({ status, providerRef: started.providerRef ?? null, updatedAt: new Date() }).where(eq(payments.uuid, row.uuid));
  }
  if (status === 'paid') await tx.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.uuid, p.orderUuid));
  return {
    uuid: row.uuid,
    method: p.method,
    status,
    ...(started.redirectUrl ? { redirect_url: started.redirectUrl } : {}),
    ...(p.tendered !== undefined ? { change_due: p.tendered - p.amount } : {}),
  };
}

/** Where a consumer still has to go to pay a card order (the hosted checkout), if anywhere. */
export async function paymentRedirect(db: DbOrTx, orderUuid: string): Promise<{ redirect_url?: string }> {
  const [p] = await db
    .select({ uuid: payments.uuid, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.orderUuid, orderUuid), eq(payments.method, 'card'), eq(payments.status, 'pending')))
    .limit(1);
  return p && p.provider === SANDBOX_PROVIDER ? { redirect_url: sandboxCheckoutPath(p.uuid) } : {};
}

/** PUT /order/payment/update: the till takes the cash for a counter order. */
export async function markCounterPaid(db: Db, user: User, input: { order_uuid: string; tendered?: number }) {
  const companyUuid = scopeCompany(user);
  const storeUuid = scopeStore(user);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(
        eq(orders.uuid, input.order_uuid),
        companyUuid ? eq(orders.companyUuid, companyUuid) : undefined,
        storeUuid ? eq(orders.storeUuid, storeUuid) : undefined,
      ))
      .for('update');
    if (!order) throw notFound('Order');
    if (order.paymentMethod !== 'counter') {
      throw new AppError(409, `Order ${order.orderId} is paid by ${order.paymentMethod === 'wallet' ? 'iCash' : 'card'}, not at the counter`);
    }
    if (order.paymentStatus !== 'pending') throw new AppError(409, `Order ${order.orderId} is already ${order.paymentStatus}`);
    if (order.status === 'cancelled' || order.status === 'refunded') throw new AppError(409, `Order ${order.orderId} was ${order.status}`);
    if (input.tendered !== undefined && input.tendered < order.total) {
      throw badRequest('The cash tendered is less than the total', [{ path: 'tendered', message: `At least ${order.total} is needed` }]);
    }
    const now = new Date();
    const updated = await tx
      .update(payments)
      .set({ status: 'paid', tendered: input.tendered ?? null, updatedAt: now })
      .where(and(eq(payments.orderUuid, order.uuid), eq(payments.method, 'counter'), eq(payments.status, 'pending')))
      .returning({ uuid: payments.uuid });
    if (updated.length === 0) {
      await tx.insert(payments).values({
        orderUuid: order.uuid,
        method: 'counter',
        provider: 'counter',
        amount: order.total,
        status: 'paid',
        tendered: input.tendered ?? null,
      });
    }
    await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(orders.uuid, order.uuid));
    return {
      order_uuid: order.uuid,
      order_id: order.orderId,
      payment_method: 'counter',
      payment_status: 'paid',
      total: order.total,
      currency: order.currency,
      tendered: input.tendered ?? null,
      change_due: input.tendered !== undefined ? input.tendered - order.total : null,
    };
  });
}

// ---- the sandbox card gateway ------------------------------------------------------------------

export async function sandboxSession(db: Db, session: string) {
  const [row] = await db
    .select({
      uuid: payments.uuid,
      amount: payments.amount,
      status: payments.status,
      provider: payments.provider,
      orderUuid: orders.uuid,
      orderId: orders.orderId,
      channel: orders.channel,
      currency: orders.currency,
      storeName: stores.name,
      companyName: companies.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.uuid, payments.orderUuid))
    .innerJoin(stores, eq(stores.uuid, orders.storeUuid))
    .innerJoin(companies, eq(companies.uuid, orders.companyUuid))
    .where(and(eq(payments.uuid, session), eq(payments.provider, SANDBOX_PROVIDER), eq(payments.method, 'card')));
  if (!row) throw notFound('Payment session');
  return row;
}

/** What the orders module does when a card is declined (injected so the modules do not import each other in a cycle). */
export type DeclinedOrderHandler = (tx: Tx, orderUuid: string) => Promise<{ event: OrderEventPayload; notifications: CreatedNotification[] } | null>;

export interface WebhookOutcome {
  changed: boolean;
  payment_status: string;
  order_id: string;
  /** For the caller to send live after commit. */
  event?: OrderEventPayload;
  notifications?: CreatedNotification[];
}

/**
 * A verified webhook event. The first delivery settles the payment (paid or failed) and the order's
 * payment_status; a declined card also cancels the still-placed order (stock and coupon released).
 * Any later delivery (same provider_ref, or a payment no longer pending) changes nothing and still
 * answers success, as gateways expect.
 */
export async function handleSandboxWebhook(db: Db, event: SandboxWebhookEvent, onDeclined: DeclinedOrderHandler): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.uuid, event.session), eq(payments.provider, SANDBOX_PROVIDER))).for('update');
    if (!payment || payment.orderUuid !== event.order_uuid) throw badRequest('The event names an unknown payment');
    if (payment.amount !== event.amount) throw badRequest('The event amount does not match the payment');
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, payment.orderUuid)).for('update');
    if (payment.providerRef === event.provider_ref || payment.status !== 'pending') {
      return { changed: false, payment_status: payment.status, order_id: order.orderId };
    }
    const status = event.event === 'payment.succeeded' ? 'paid' : 'failed';
    const now = new Date();
    await tx.update(payments).set({ status, providerRef: event.provider_ref, updatedAt: now }).where(eq(payments.uuid, payment.uuid));
    // A walk-up order paid by card at a kiosk goes straight to the kitchen, as one paid at the till does.
    const toKitchen = status === 'paid' && order.status === 'placed' && (order.channel === 'kiosk' || order.channel === 'cashier');
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: status, updatedAt: now, ...(toKitchen ? { status: 'accepted' } : {}) })
      .where(eq(orders.uuid, payment.orderUuid))
      .returning();
    if (toKitchen) {
      const note = 'Paid by card: straight to the kitchen';
      await tx.insert(orderStatusHistory).values({ orderUuid: order.uuid, fromStatus: 'placed', toStatus: 'accepted', note });
      return { changed: true, payment_status: status, order_id: order.orderId, event: orderEvent(updated, 'placed') };
    }
    if (status === 'failed') {
      const cancelled = await onDeclined(tx, order.uuid);
      if (cancelled) return { changed: true, payment_status: status, order_id: order.orderId, ...cancelled };
    }
    return { changed: true, payment_status: status, order_id: order.orderId, event: orderEvent(updated, updated.status) };
  });
}

/**
 * Refunds a paid payment inside the caller's transaction (order cancel or refund): a card through
 * its gateway (a refund row with the gateway's reference and a negative amount is added), iCash back
 * to the consumer's wallet (a 'refund' ledger entry), counter cash marked refunded (handed back at
 * the till). The payment is marked refunded; the caller sets the order's payment_status. A payment
 * that is not paid is left alone (answers refunded: false).
 */
export async function refund(
  tx: Tx,
  payment: PaymentRow,
  opts: { userUuid?: string | null; byUuid?: string | null } = {},
): Promise<{ refunded: boolean; provider_ref: string | null }> {
  const [current] = await tx.select().from(payments).where(eq(payments.uuid, payment.uuid)).for('update');
  if (!current || current.status !== 'paid') return { refunded: false, provider_ref: null };
  let userUuid = opts.userUuid ?? null;
  if (current.method === 'wallet' && !userUuid) {
    const [o] = await tx.select({ userUuid: orders.userUuid }).from(orders).where(eq(orders.uuid, current.orderUuid));
    userUuid = o?.userUuid ?? null;
  }
  const provider = providerByName(current.provider);
  const { providerRef } = await provider.refund(tx, {
    uuid: current.uuid,
    orderUuid: current.orderUuid,
    amount: current.amount,
    userUuid,
    createdByUuid: opts.byUuid ?? null,
  });
  await tx.update(payments).set({ status: 'refunded', updatedAt: new Date() }).where(eq(payments.uuid, current.uuid));
  if (current.method === 'card' && providerRef) {
    await tx.insert(payments).values({
      orderUuid: current.orderUuid,
      method: 'card',
      provider: current.provider,
      amount: -current.amount,
      status: 'refunded',
      providerRef,
    });
  }
  return { refunded: true, provider_ref: providerRef };
}
