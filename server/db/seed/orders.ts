// About 60 days of orders and all that hangs off them: lines with chosen options, status history,
// payments, coupon redemptions, iCash payments and refunds, feedback, reviews and notifications.
import { randomUUID } from 'node:crypto';
import { newOrderId } from '../../lib/crypto';
import type { OrderItemOption } from '../../contracts/menu';
import type * as s from '../schema';
import type { CategoryKey } from './catalogue-data';
import type { CompanyCtx, ConsumerCtx, CouponCtx, GroupCtx, Plan, ProductCtx, Row, StoreCtx, WalletEvent } from './plan';
import { DAY, HISTORY_DAYS, MINUTE, type Rng, at, dayStart } from './random';
import { formatMoney } from './wallet';

export const GUEST_NAMES = ['Ravi', 'Lakshmi', 'John', 'Maria', 'Imran', 'Geeta', 'Tom', 'Asha', 'Victor', 'Meena', 'Sam', 'Latha'];
export const ORDER_NOTES = [
  'Less spicy, please',
  'No onion and garlic',
  'Extra chutney',
  'Pack it to go',
  'Please send cutlery',
  'Jain preparation if possible',
];
export const ITEM_NOTES = ['No sugar', 'Extra hot', 'Less oil', 'No ice', 'Well done', 'Sauce on the side'];
export const CANCEL_NOTES = ['Customer changed their mind', 'Item out of stock', 'Customer did not turn up', 'Duplicate order'];
export const REFUND_NOTES = ['Wrong item served', 'Food was cold', 'Long wait, customer asked for a refund', 'Missing item'];
export const FEEDBACK: Record<number, string[]> = {
  5: ['Excellent food and quick service!', 'Loved it, will order again.', 'Hot, fresh and on time.', 'Best lunch in weeks.'],
  4: ['Tasty, a little slow at the counter.', 'Good portion size.', 'Nice food, packaging could be better.'],
  3: ['Okay, nothing special.', 'Average taste today.', 'Food fine, the wait was long.'],
  2: ['Food was lukewarm.', 'Too salty for me.', 'Waited 25 minutes.'],
  1: ['Order was wrong and cold.', 'Very disappointing today.'],
};
export const REVIEW: Record<number, string[]> = {
  5: ['Perfect, just like home.', 'Must try!', 'Fresh and full of flavour.'],
  4: ['Really good.', 'Tasty, slightly oily.', 'Good value.'],
  3: ['Decent.', 'Could use more seasoning.'],
  2: ['Not fresh.', 'Too spicy.'],
  1: ['Would not order again.'],
};

export type Status = (typeof s.ORDER_STATUSES)[number];
export type Channel = 'consumer' | 'guest' | 'kiosk' | 'cashier' | 'backoffice';
export type Method = 'counter' | 'wallet' | 'card';

export interface Skeleton {
  company: CompanyCtx;
  store: StoreCtx;
  createdAt: Date;
  /** Today's orders: their status depends on their age, most still in the kitchen. */
  live: boolean;
}

// Orders per hour of day: a breakfast bump, a lunch peak and an evening snack wave.
export const HOUR_WEIGHTS: [number, number][] = [
  [7, 1],
  [8, 4],
  [9, 6],
  [10, 4],
  [11, 5],
  [12, 14],
  [13, 16],
  [14, 8],
  [15, 4],
  [16, 6],
  [17, 5],
  [18, 3],
  [19, 2],
  [20, 1],
];

// What is ordered when: each band's category weights, until the hour the band ends.
const CATEGORY_WEIGHTS: [until: number, weights: Record<CategoryKey, number>][] = [
  [11, { breakfast: 6, beverages: 4, snacks: 1, salads: 0.5, mains: 0.3, desserts: 0.2 }],
  [15, { mains: 6, beverages: 2.5, salads: 2, desserts: 1.5, snacks: 1, breakfast: 0.2 }],
  [18, { snacks: 5, beverages: 5, desserts: 1.5, salads: 0.8, breakfast: 0.5, mains: 0.5 }],
  [24, { mains: 4, snacks: 2, beverages: 2, desserts: 1.5, salads: 1, breakfast: 0.2 }],
];

/** The category weights at an hour of the day, in the order the band lists them. */
export function categoryWeights(hour: number): [CategoryKey, number][] {
  const [, weights] = CATEGORY_WEIGHTS.find(([until]) => hour < until) ?? CATEGORY_WEIGHTS[CATEGORY_WEIGHTS.length - 1];
  return Object.entries(weights) as [CategoryKey, number][];
}

export function skeletons(rnd: Rng, now: Date, companies: CompanyCtx[]): Skeleton[] {
  const out: Skeleton[] = [];
  for (const company of companies) {
    company.def.stores.forEach((sd, si) => {
      const store = company.stores[si];
      for (let d = HISTORY_DAYS - 1; d >= 1; d--) {
        const start = dayStart(now, d);
        const weekend = start.getDay() === 0 || start.getDay() === 6;
        const n = weekend ? rnd.int(8, 12) : Math.max(8, Math.min(25, Math.round(rnd.int(14, 25) * sd.volume)));
        for (let i = 0; i < n; i++) {
          const hour = rnd.weighted(HOUR_WEIGHTS);
          const createdAt = at(start, hour * 60 * MINUTE + rnd.int(0, 59 * 60 + 59) * 1000);
          if (createdAt < now) out.push({ company, store, createdAt, live: false });
        }
      }
      // Today: the last two hours, so the queues and trackers have something to show.
      const n = rnd.int(8, 14);
      // Younger orders are more common, so every queue column has some.
      for (let i = 0; i < n; i++) out.push({ company, store, createdAt: at(now, -Math.round((1 + 119 * rnd.next() ** 1.3) * MINUTE)), live: true });
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Final status of a live order from its age in minutes: young orders are still in the kitchen. */
export function liveStatus(rnd: Rng, ageMin: number): Status {
  if (ageMin < 12) return 'placed';
  if (ageMin < 25) return rnd.chance(0.3) ? 'placed' : 'accepted';
  if (ageMin < 45) return rnd.chance(0.3) ? 'accepted' : 'preparing';
  if (ageMin < 75) return rnd.chance(0.4) ? 'preparing' : 'ready';
  return rnd.weighted<Status>([
    ['ready', 40],
    ['completed', 50],
    ['cancelled', 10],
  ]);
}

export const PATHS: Record<Status, Status[]> = {
  placed: ['placed'],
  accepted: ['placed', 'accepted'],
  preparing: ['placed', 'accepted', 'preparing'],
  ready: ['placed', 'accepted', 'preparing', 'ready'],
  completed: ['placed', 'accepted', 'preparing', 'ready', 'completed'],
  cancelled: ['placed', 'cancelled'],
  refunded: ['placed', 'accepted', 'preparing', 'ready', 'completed', 'refunded'],
};

/** Minutes (least, most) between one status and the one before it; none for the first. */
const STEP_MINUTES: Partial<Record<Status, [number, number]>> = {
  accepted: [1, 4],
  preparing: [1, 5],
  ready: [4, 15],
  completed: [2, 20],
  cancelled: [1, 10],
  refunded: [30, 180],
};

/** Minutes between one status and the next. */
export function stepMinutes(rnd: Rng, to: Status): number {
  const range = STEP_MINUTES[to];
  return range ? rnd.int(...range) : 0;
}

/** Timestamps of each step, squeezed to end before `limit` (now) when they would run past it. */
export function timeline(rnd: Rng, createdAt: Date, path: Status[], limit: Date): Date[] {
  const offsets = [0];
  for (let i = 1; i < path.length; i++) offsets.push(offsets[i - 1] + stepMinutes(rnd, path[i]) * MINUTE + rnd.int(0, 59) * 1000);
  const last = offsets[offsets.length - 1];
  const room = limit.getTime() - 30_000 - createdAt.getTime();
  const scale = last > room ? Math.max(room, 0) / last : 1;
  return offsets.map((o) => at(createdAt, Math.floor(o * scale)));
}

export interface LineChoice {
  unit: number;
  /** The price before options (a size's price), for lines of dishes with options; null otherwise. */
  basePrice: number | null;
  options: OrderItemOption[];
}

/**
 * The options of seeded lines: a fixed rotation (no randomness, so the rest keeps its shape) that
 * mixes defaults with large sizes, oat and soy milk, extra shots and add-ons, priced and snapshotted
 * as checkout would.
 */
export function lineChooser() {
  let n = 0;
  const pick = (g: GroupCtx, k: number): number[] => {
    switch (g.key) {
      case 'size':
      case 'chai-size':
        return [[1, 2, 1, 0, 1][k % 5]];
      case 'milk':
        return [[0, 0, 1, 0, 2, 0, 3][k % 7]];
      case 'extras':
        return k % 4 === 1 ? [0] : k % 6 === 2 ? [2] : k % 9 === 4 ? [0, 1] : [];
      case 'lime':
        return [k % 3];
      case 'addons':
        return k % 5 === 2 ? [0] : k % 7 === 3 ? [2] : k % 11 === 5 ? [1, 3] : [];
      default:
        return [];
    }
  };
  return (product: ProductCtx): LineChoice => {
    if (!product.groups.length) return { unit: product.price, basePrice: null, options: [] };
    const k = n++;
    let base = product.price;
    let deltas = 0;
    const options: OrderItemOption[] = [];
    for (const g of product.groups) {
      for (const i of pick(g, k)) {
        const o = g.options[i];
        if (g.kind === 'size') base = o.price;
        else deltas += o.price;
        options.push({ group_uuid: g.uuid, group_name: g.name, option_uuid: o.uuid, name: o.name, price: o.price, kind: g.kind });
      }
    }
    return { unit: base + deltas, basePrice: base, options };
  };
}

export function buildOrders(rnd: Rng, now: Date, plan: Plan, admin: string, companies: CompanyCtx[], publicConsumers: ConsumerCtx[], wallet: WalletEvent[]) {
  const orderIds = new Set<string>();
  let currentTime = new Date(0);
  const balance = new Map<string, number>();
  const ordersByUser = new Map<string, number>();
  // Events in the future of the order being made: applied to the running balance when their time comes.
  const pending = [...wallet].sort((a, b) => a.at.getTime() - b.at.getTime());
  const applyUntil = (t: Date) => {
    while (pending.length && pending[0].at <= t) {
      const e = pending.shift()!;
      balance.set(e.userUuid, (balance.get(e.userUuid) ?? 0) + e.amount);
    }
  };
  const schedule = (e: WalletEvent) => {
    wallet.push(e);
    if (e.at <= currentTime) balance.set(e.userUuid, (balance.get(e.userUuid) ?? 0) + e.amount);
    else {
      const i = pending.findIndex((p) => p.at > e.at);
      pending.splice(i < 0 ? pending.length : i, 0, e);
    }
  };
  type Completed = { order: Row<typeof s.orders> & { uuid: string }; store: StoreCtx; items: ProductCtx[]; doneAt: Date; userUuid: string };
  const completedConsumerOrders: Completed[] = [];
  const chooseOptions = lineChooser();

  for (const sk of skeletons(rnd, now, companies)) {
    const { company, store, createdAt } = sk;
    currentTime = createdAt;
    applyUntil(createdAt);
    const activeConsumers = company.consumers.filter((c) => c.active);

    // Who orders, through which channel.
    const channel = rnd.weighted<Channel>([
      ['consumer', 35],
      ['cashier', 30],
      ['kiosk', 20],
      ['guest', 10],
      ['backoffice', 5],
    ]);
    let consumer: ConsumerCtx | null = null;
    let deviceId: string | null = null;
    if (channel === 'consumer') consumer = rnd.chance(0.08) ? rnd.pick(publicConsumers) : rnd.pick(activeConsumers);
    else if (channel === 'backoffice') consumer = rnd.pick(activeConsumers);
    else if (channel === 'kiosk') {
      deviceId = store.kioskDevice;
      if (rnd.chance(0.25)) consumer = rnd.pick(activeConsumers);
    } else if (channel === 'cashier') {
      if (rnd.chance(0.2)) consumer = rnd.pick(activeConsumers);
    } else deviceId = rnd.pick(company.guestDevices);

    // What: distinct products, by time of day.
    const hour = createdAt.getHours();
    const lines = rnd.weighted([
      [1, 35],
      [2, 40],
      [3, 18],
      [4, 7],
    ]);
    const items: ({ product: ProductCtx; quantity: number } & LineChoice)[] = [];
    for (let tries = 0; items.length < lines && tries < 20; tries++) {
      const category = rnd.weighted(categoryWeights(hour));
      const candidates = store.products.filter((p) => p.category === category && (!sk.live || p.available) && !items.some((i) => i.product === p));
      if (!candidates.length) continue;
      const quantity = rnd.weighted([
        [1, 70],
        [2, 22],
        [3, 8],
      ]);
      const product = rnd.pick(candidates);
      items.push({ product, quantity, ...chooseOptions(product) });
    }
    const subtotal = items.reduce((a, i) => a + i.unit * i.quantity, 0);

    // How it ends.
    const status: Status = sk.live
      ? liveStatus(rnd, (now.getTime() - createdAt.getTime()) / MINUTE)
      : rnd.weighted<Status>([
          ['completed', 86],
          ['cancelled', 9],
          ['refunded', 5],
        ]);

    // How it is paid.
    const hasWallet = consumer?.companyUuid != null;
    let method: Method;
    if (channel === 'consumer') method = rnd.weighted<Method>(hasWallet ? [['wallet', 50], ['card', 35], ['counter', 15]] : [['card', 70], ['counter', 30]]);
    else if (channel === 'backoffice') method = rnd.chance(0.75) ? 'wallet' : 'counter';
    else if (channel === 'kiosk') method = consumer ? 'wallet' : rnd.chance(0.55) ? 'counter' : 'card';
    else if (channel === 'cashier') method = consumer && rnd.chance(0.6) ? 'wallet' : rnd.chance(0.75) ? 'counter' : 'card';
    else method = rnd.chance(0.6) ? 'card' : 'counter';

    // A coupon now and then, within its rules.
    const couponKey = consumer?.uuid ?? deviceId;
    const userOrders = couponKey ? (ordersByUser.get(couponKey) ?? 0) : 0;
    const discountFor = (c: CouponCtx) =>
      c.row.type === 'flat' ? Math.min(c.row.value, subtotal) : Math.min(Math.floor((subtotal * c.row.value) / 10_000), c.row.maxDiscount ?? Infinity);
    let coupon: CouponCtx | null = null;
    if (couponKey && status !== 'cancelled' && rnd.chance(userOrders === 0 ? 0.6 : 0.2)) {
      const eligible = company.coupons.filter(
        (c) =>
          c.row.validFrom <= createdAt &&
          createdAt <= c.row.validTo &&
          (c.row.storeUuid == null || c.row.storeUuid === store.uuid) &&
          subtotal >= (c.row.minOrder ?? 0) &&
          (c.row.usageLimit == null || c.used < c.row.usageLimit) &&
          (c.row.perUserLimit == null || (c.perKey.get(couponKey) ?? 0) < c.row.perUserLimit) &&
          (c.row.offerType !== 'first_order' || userOrders === 0) &&
          (c.row.offerType !== 'wallet' || method === 'wallet'),
      );
      if (eligible.length) coupon = rnd.pick(eligible);
    }
    let discount = coupon ? discountFor(coupon) : 0;
    const taxOf = (d: number) => Math.round(((subtotal - d) * company.def.taxRateBps) / 10_000);
    let total = subtotal - discount + taxOf(discount);

    // iCash may not go below zero: top up at the front desk first, or pay by card instead.
    if (method === 'wallet' && consumer) {
      const bal = balance.get(consumer.uuid) ?? 0;
      if (bal < total) {
        if (rnd.chance(0.7)) {
          const amount = Math.ceil((total - bal) / 50_000) * 50_000 + rnd.pick([0, 50_000, 100_000]);
          schedule({
            userUuid: consumer.uuid,
            companyUuid: consumer.companyUuid,
            amount,
            type: 'credit',
            reason: 'Top-up at the front desk',
            createdBy: company.desk,
            at: at(createdAt, -rnd.int(5, 120) * MINUTE),
          });
        } else {
          method = 'card';
          if (coupon?.row.offerType === 'wallet') {
            coupon = null;
            discount = 0;
            total = subtotal + taxOf(0);
          }
        }
      }
    }

    const orderUuid = randomUUID();
    let orderId = newOrderId();
    while (orderIds.has(orderId)) orderId = newOrderId();
    orderIds.add(orderId);

    const path = PATHS[status];
    const times = timeline(rnd, createdAt, path, now);
    const finalAt = times[times.length - 1];
    const placedBy = channel === 'cashier' ? store.cashier : channel === 'backoffice' ? company.desk : channel === 'consumer' ? consumer!.uuid : null;
    const offline = (channel === 'cashier' || channel === 'kiosk') && rnd.chance(0.03);

    // Payment state follows the order: prepaid methods are paid at once; the counter when collected
    // (or at once when the cashier takes the order and the cash together).
    let paymentStatus: 'pending' | 'paid' | 'failed' | 'refunded';
    let paidAt: Date | null = null;
    if (status === 'refunded') paymentStatus = 'refunded';
    else if (status === 'cancelled') paymentStatus = method === 'counter' ? 'pending' : method === 'card' && rnd.chance(0.5) ? 'failed' : 'refunded';
    else if (method !== 'counter' || channel === 'cashier') paymentStatus = 'paid';
    else paymentStatus = status === 'completed' ? 'paid' : 'pending';
    if (paymentStatus === 'paid') paidAt = method === 'counter' && channel !== 'cashier' ? finalAt : createdAt;

    const guest = () => ({ name: rnd.pick(GUEST_NAMES), mobile: rnd.chance(0.5) ? `98${rnd.int(10_000_000, 99_999_999)}` : null });
    const customer = consumer ? { name: consumer.name, mobile: consumer.mobile } : channel === 'guest' || rnd.chance(0.3) ? guest() : null;
    const order = {
      uuid: orderUuid,
      orderId,
      companyUuid: company.uuid,
      storeUuid: store.uuid,
      userUuid: consumer?.uuid ?? null,
      deviceId,
      customerName: customer?.name ?? null,
      customerMobile: customer?.mobile ?? null,
      channel,
      status,
      subtotal,
      discount,
      tax: taxOf(discount),
      total,
      currency: company.def.currency,
      couponUuid: coupon?.row.uuid ?? null,
      paymentMethod: method,
      paymentStatus,
      note: rnd.chance(0.08) ? rnd.pick(ORDER_NOTES) : null,
      placedOffline: offline,
      offlineTakenAt: offline ? at(createdAt, -rnd.int(2, 40) * MINUTE) : null,
      createdByUuid: placedBy,
      createdAt,
      updatedAt: finalAt,
    };
    plan.orders.push(order);
    for (const { product, quantity, unit, basePrice, options } of items) {
      plan.orderItems.push({
        uuid: randomUUID(),
        orderUuid,
        productUuid: product.uuid,
        name: product.name,
        unitPrice: unit,
        basePrice,
        options,
        quantity,
        lineTotal: unit * quantity,
        note: rnd.chance(0.05) ? rnd.pick(ITEM_NOTES) : null,
      });
    }
    const staff = () => (rnd.chance(0.8) ? store.cashier : store.manager);
    path.forEach((to, i) => {
      let changedBy: string | null = i === 0 ? placedBy : staff();
      let note: string | null = null;
      if (to === 'cancelled') {
        const byCustomer = channel === 'consumer' && rnd.chance(0.5);
        changedBy = byCustomer ? consumer!.uuid : staff();
        note = byCustomer ? 'Cancelled by the customer' : rnd.pick(CANCEL_NOTES);
      } else if (to === 'refunded') {
        changedBy = rnd.chance(0.85) ? store.manager : admin;
        note = rnd.pick(REFUND_NOTES);
      }
      plan.history.push({
        uuid: randomUUID(),
        orderUuid,
        fromStatus: i === 0 ? null : path[i - 1],
        toStatus: to,
        changedByUuid: changedBy,
        note,
        createdAt: times[i],
      });
    });

    const tendered = method === 'counter' && paymentStatus !== 'pending' && paymentStatus !== 'failed' ? rnd.pick([
      total,
      Math.ceil(total / 1000) * 1000,
      Math.ceil(total / 5000) * 5000,
      Math.ceil(total / 10_000) * 10_000 + 10_000,
    ]) : null;
    plan.payments.push({
      uuid: randomUUID(),
      orderUuid,
      method,
      provider: method === 'card' ? 'sandbox' : method === 'wallet' ? 'wallet' : 'counter',
      amount: total,
      status: paymentStatus,
      providerRef: method === 'card' ? `sbx_${randomUUID().replace(/-/g, '').slice(0, 24)}` : null,
      tendered,
      createdAt,
      updatedAt: paymentStatus === 'pending' ? createdAt : paymentStatus === 'paid' ? paidAt! : finalAt,
    });

    if (coupon) {
      coupon.used++;
      coupon.perKey.set(couponKey!, (coupon.perKey.get(couponKey!) ?? 0) + 1);
      plan.redemptions.push({
        uuid: randomUUID(),
        couponUuid: coupon.row.uuid,
        orderUuid,
        userUuid: consumer?.uuid ?? null,
        deviceId: consumer ? null : deviceId,
        discountAmount: discount,
        createdAt,
      });
      if (coupon.row.usageLimit != null && coupon.used === coupon.row.usageLimit) {
        plan.notifications.push({
          uuid: randomUUID(),
          audience: 'company',
          companyUuid: company.uuid,
          title: `${coupon.row.code} reached its usage limit`,
          body: `All ${coupon.row.usageLimit} redemptions of ${coupon.row.code} are used up.`,
          readAt: at(createdAt, 3 * 60 * MINUTE) < now ? at(createdAt, 3 * 60 * MINUTE) : null,
          createdAt,
        });
      }
    }
    if (couponKey) ordersByUser.set(couponKey, userOrders + 1);

    if (method === 'wallet' && consumer) {
      schedule({
        userUuid: consumer.uuid,
        companyUuid: consumer.companyUuid,
        amount: -total,
        type: 'payment',
        reason: `Payment for order ${orderId}`,
        orderUuid,
        createdBy: placedBy,
        at: createdAt,
      });
      if (paymentStatus === 'refunded') {
        schedule({
          userUuid: consumer.uuid,
          companyUuid: consumer.companyUuid,
          amount: total,
          type: 'refund',
          reason: `Refund for order ${orderId}`,
          orderUuid,
          createdBy: status === 'cancelled' ? null : store.manager,
          at: finalAt,
        });
      }
    }

    if (consumer && status === 'completed') completedConsumerOrders.push({
      order,
      store,
      items: items.map((i) => i.product),
      doneAt: finalAt,
      userUuid: consumer.uuid,
    });

    // Live orders leave a trail of notifications for the store and the customer.
    if (sk.live) {
      if (status === 'placed') plan.notifications.push({
        uuid: randomUUID(),
        audience: 'store',
        companyUuid: company.uuid,
        storeUuid: store.uuid,
        title: `New order ${orderId}`,
        body: `${items.length} item(s), ${formatMoney(total)}`,
        orderUuid,
        createdAt,
      });
      if (consumer && status === 'ready')
        plan.notifications.push({
          uuid: randomUUID(),
          audience: 'user',
          companyUuid: company.uuid,
          userUuid: consumer.uuid,
          title: `Order ${orderId} is ready`,
          body: `Collect it at ${store.name}.`,
          orderUuid,
          createdAt: finalAt,
        });
      if (status === 'cancelled') plan.notifications.push({
        uuid: randomUUID(),
        audience: 'store',
        companyUuid: company.uuid,
        storeUuid: store.uuid,
        title: `Order ${orderId} cancelled`,
        body: null,
        orderUuid,
        createdAt: finalAt,
      });
    }
  }

  // Feedback and reviews from some of the consumers whose orders were completed.
  for (const c of completedConsumerOrders) {
    const when = at(c.doneAt, rnd.int(10, 600) * MINUTE);
    if (when >= now) continue;
    if (rnd.chance(0.3)) {
      const rating = rnd.weighted([
        [5, 45],
        [4, 30],
        [3, 13],
        [2, 7],
        [1, 5],
      ]);
      plan.feedback.push({
        uuid: randomUUID(),
        orderUuid: c.order.uuid,
        userUuid: c.userUuid,
        companyUuid: c.order.companyUuid,
        storeUuid: c.store.uuid,
        rating,
        comment: rnd.chance(0.8) ? rnd.pick(FEEDBACK[rating]) : null,
        createdAt: when,
      });
    }
    if (rnd.chance(0.22)) {
      for (const product of c.items) {
        if (c.items.length > 1 && rnd.chance(0.4)) continue;
        const rating = rnd.weighted([
          [5, 40],
          [4, 33],
          [3, 15],
          [2, 8],
          [1, 4],
        ]);
        plan.reviews.push({
          uuid: randomUUID(),
          productUuid: product.uuid,
          orderUuid: c.order.uuid,
          userUuid: c.userUuid,
          companyUuid: c.order.companyUuid,
          storeUuid: c.store.uuid,
          rating,
          comment: rnd.chance(0.7) ? rnd.pick(REVIEW[rating]) : null,
          createdAt: at(when, rnd.int(0, 5) * MINUTE),
        });
      }
    }
  }
  // Some consumers get told about their completed orders.
  for (const c of completedConsumerOrders.filter((o) => now.getTime() - o.doneAt.getTime() < 3 * DAY)) {
    if (!rnd.chance(0.5)) continue;
    plan.notifications.push({
      uuid: randomUUID(),
      audience: 'user',
      companyUuid: c.order.companyUuid,
      userUuid: c.userUuid,
      title: `How was order ${c.order.orderId}?`,
      body: `Rate your meal from ${c.store.name}.`,
      orderUuid: c.order.uuid,
      readAt: rnd.chance(0.5) ? at(c.doneAt, 30 * MINUTE) : null,
      createdAt: at(c.doneAt, MINUTE),
    });
  }
  for (const company of companies) for (const c of company.coupons) c.row.usedCount = c.used;
}
