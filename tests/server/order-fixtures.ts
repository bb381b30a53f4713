// Orders for the order, wallet, feedback and notification tests, written straight into the
// database the way checkout leaves them: items, a payment, the first history row, stock taken,
// a coupon redemption and, for iCash, the wallet payment entry.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { companies, couponRedemptions, coupons, orderItems, orderStatusHistory, orders, payments, products, stores, users } from '../../server/db/schema';
import { ORDER_TRANSITIONS, type OrderStatus } from '../../server/contracts/orders';
import { newOrderId } from '../../server/lib/crypto';
import { appendWalletEntry, walletBalance } from '../../server/modules/wallet/ledger';

export interface FixtureOrder {
  store?: string;
  /** e-mail of the consumer; none = a guest order */
  user?: string;
  deviceId?: string;
  customerName?: string;
  status?: OrderStatus;
  paymentMethod?: 'counter' | 'wallet' | 'card';
  paymentStatus?: 'pending' | 'paid' | 'failed' | 'refunded';
  /** how many of each product; products are taken from the store in menu order (tracked stock first when asked) */
  quantities?: number[];
  trackedStock?: boolean;
  couponCode?: string;
  discount?: number;
  createdAt?: Date;
}

export async function storeBySlug(db: Db, slug: string) {
  const [store] = await db.select().from(stores).where(eq(stores.slug, slug));
  return store;
}

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function makeOrder(db: Db, o: FixtureOrder = {}) {
  const store = await storeBySlug(db, o.store ?? 'acme-hq');
  const [company] = await db.select().from(companies).where(eq(companies.uuid, store.companyUuid));
  const user = o.user ? await userByEmail(db, o.user) : undefined;
  const quantities = o.quantities ?? [2, 1];
  const menu = await db
    .select()
    .from(products)
    .where(and(eq(products.storeUuid, store.uuid), eq(products.status, 'active'), o.trackedStock ? isNotNull(products.stock) : undefined))
    .orderBy(asc(products.name))
    .limit(quantities.length);
  const lines = quantities.map((q, i) => ({ product: menu[i], quantity: q, lineTotal: menu[i].price * q }));
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const discount = o.discount ?? 0;
  const tax = Math.round(((subtotal - discount) * company.taxRateBps) / 10000);
  const total = subtotal - discount + tax;
  const method = o.paymentMethod ?? 'counter';
  const paymentStatus = o.paymentStatus ?? (method === 'counter' ? 'pending' : 'paid');
  const status = o.status ?? 'placed';
  const createdAt = o.createdAt ?? new Date();

  return db.transaction(async (tx) => {
    let couponUuid: string | null = null;
    if (o.couponCode) {
      const [c] = await tx.select().from(coupons).where(and(eq(coupons.companyUuid, company.uuid), eq(coupons.code, o.couponCode)));
      couponUuid = c.uuid;
    }
    const [order] = await tx
      .insert(orders)
      .values({
        orderId: newOrderId(),
        companyUuid: company.uuid,
        storeUuid: store.uuid,
        userUuid: user?.uuid ?? null,
        deviceId: o.deviceId ?? null,
        customerName: o.customerName ?? user?.name ?? null,
        customerMobile: user?.mobile ?? null,
        channel: user ? 'consumer' : 'guest',
        status,
        subtotal,
        discount,
        tax,
        total,
        currency: company.currency,
        couponUuid,
        paymentMethod: method,
        paymentStatus,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderUuid: order.uuid,
        productUuid: l.product.uuid,
        name: l.product.name,
        unitPrice: l.product.price,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
      })),
    );
    for (const l of lines) {
      if (l.product.stock !== null) await tx.update(products).set({ stock: sql`${products.stock} - ${l.quantity}` }).where(eq(products.uuid, l.product.uuid));
    }
    if (couponUuid) {
      await tx.insert(couponRedemptions).values({
        couponUuid,
        orderUuid: order.uuid,
        userUuid: user?.uuid ?? null,
        deviceId: o.deviceId ?? null,
        discountAmount: discount,
      });
      await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.uuid, couponUuid));
    }
    await tx.insert(payments).values({
      orderUuid: order.uuid,
      method,
      provider: method === 'card' ? 'sandbox' : method,
      amount: total,
      status: paymentStatus,
      providerRef: method === 'card' ? `sb_${order.orderId}` : null,
    });
    if (method === 'wallet' && paymentStatus === 'paid' && user) {
      const balance = await walletBalance(tx, user.uuid);
      if (balance < total) await appendWalletEntry(tx, { userUuid: user.uuid, amount: total - balance, type: 'credit', reason: 'test top-up' });
      await appendWalletEntry(tx, { userUuid: user.uuid, amount: -total, type: 'payment', reason: `Order ${order.orderId}`, orderUuid: order.uuid });
    }
    // History from placed along the happy path (or straight to cancelled) up to the status asked for.
    await tx.insert(orderStatusHistory).values({ orderUuid: order.uuid, fromStatus: null, toStatus: 'placed', createdAt });
    const path: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'completed', 'refunded'];
    if (status === 'cancelled') {
      await tx.insert(orderStatusHistory).values({
        orderUuid: order.uuid,
        fromStatus: 'placed',
        toStatus: 'cancelled',
        createdAt: new Date(createdAt.getTime() + 60_000),
      });
    } else {
      for (let i = 1; i <= path.indexOf(status); i++) {
        if (!ORDER_TRANSITIONS[path[i - 1]].includes(path[i])) break;
        await tx.insert(orderStatusHistory).values({
          orderUuid: order.uuid,
          fromStatus: path[i - 1],
          toStatus: path[i],
          createdAt: new Date(createdAt.getTime() + i * 60_000),
        });
      }
    }
    return { ...order, items: lines };
  });
}
