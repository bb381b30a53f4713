// Checkout: turns a cart (or a list of items from a kiosk, a till or an offline queue) into an order,
// in ONE transaction that locks what it changes in a fixed order — the cart, the products that track
// stock (by uuid), the coupon, the consumer's wallet — so that concurrent checkouts queue instead of
// overselling: stock is taken with `stock >= qty` conditional updates, the coupon's use with
// `used_count < usage_limit`, iCash through the ledger's per-user lock. Any refusal rolls everything
// back. Products without stock are not locked: there is nothing to oversell, and locking them made
// every checkout of a popular dish wait for the one before.
// Each line's choices (options, a combo's slot choices) are checked and priced by checkLine
// (contracts/menu.ts) on the menu read inside the transaction (never the menu cache); the order keeps
// a snapshot of every name and price. A combo's chosen products take their own stock.
// Prices, discount, tax and total are worked out here from current data; an offline order keeps the
// prices the till showed (its products' and options') only where the server published them within
// the device's offline window, and is otherwise charged today's and flagged for review
// (offline-prices.ts). The statements are statements.ts: few round trips, the answer built from what
// was written. The caller emits the realtime events after commit.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carts, coupons, orderItems, orders, stores, users } from '../../db/schema';
import type { OrderEventPayload } from '../../contracts/realtime';
import type { CheckoutInput, CheckoutResult, OfflinePriceReview, OrderChannel, PlacedOrder } from '../../contracts/ordering';
import { checkLine, choiceKey, type ComboChoice, type OrderItemComboChoice, type OrderItemOption } from '../../contracts/menu';
import { newOrderId } from '../../lib/crypto';
import { afterCommit, inSharedTransaction } from '../../lib/shared-transaction';
import { statement } from '../../lib/statement';
import { AppError, badRequest, forbidden, notFound } from '../../lib/http';
import { orderEvent } from '../orders/event';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany, scopeStore } from '../../plugins/scope';
import { cartForCheckout, deleteCart, taxOn, type CartOwner } from '../cart/service';
import { claimCoupon, findCouponByCode, recordRedemption } from '../coupons/consumer-service';
import { newOrderNotifications, type CreatedNotification } from '../notifications/service';
import type { KioskDevice } from '../kiosk/service';
import { consumeWalletPass, walletPayer } from '../kiosk/wallet';
import { counterProvider } from '../payments/provider';
import { paymentRedirect, startPayment } from '../payments/service';
import { everyChoiceAvailable, type LineOk } from './lines';
import {
  lockPayer,
  lockTracked,
  readLineProducts,
  takeStock,
  writeOrder,
  type ItemValues,
  type LineProductRow,
  type OrderValues,
  type PaymentValues,
} from './statements';
import { priceLines } from './offline-prices';
import { assertMayDiscount, discountNote, planManualDiscounts, readManualDiscounts, writeManualDiscounts, type ManualDiscountPlan } from '../discounts/service';
import { kioskKey, planCallNumber, tillKey } from '../call-numbers/service';
import { menuChanged } from '../products/menu-cache';
import { claimSlot, linkSlot, requestSlot, slotOfOrder } from '../pickup-slots/service';

type User = AuthContext['user'];
export type Checkouter =
  | { kind: 'user'; user: User }
  | { kind: 'guest'; deviceId: string }
  /** walletPass: the consumer who signed in at the kiosk to pay with iCash (checked by the route). */
  | { kind: 'kiosk'; device: KioskDevice; walletPass?: { uuid: string; userUuid: string } };

const CONSUMER_ROLES = new Set(['consumer', 'company_consumer']);
const STAFF_CHANNELS: OrderChannel[] = ['cashier', 'kiosk', 'backoffice'];

export interface CheckoutOutcome {
  /** False when a client-proposed order id named an order this caller already placed (a replay). */
  created: boolean;
  result: CheckoutResult;
  event: OrderEventPayload;
  notifications: CreatedNotification[];
}

interface Actor {
  channel: OrderChannel;
  /** Whose order it is (and whose iCash pays): the consumer, or null for a walk-up. */
  userUuid: string | null;
  deviceId: string | null;
  createdByUuid: string | null;
  cartOwner: CartOwner | null;
  /** A kiosk's wallet pass, used up in the order's transaction. */
  walletPassUuid?: string;
}

async function resolveActor(db: Db, who: Checkouter, input: CheckoutInput): Promise<Actor> {
  if (who.kind === 'kiosk') {
    // A bound kiosk: its own store only; it may send orders it took offline (pay at the counter).
    const { device } = who;
    if (device.storeUuid !== input.store_uuid || device.companyUuid !== input.company_uuid) throw forbidden('This kiosk is bound to another store');
    const channel = input.channel ?? 'kiosk';
    if (channel !== 'kiosk') throw forbidden(`A kiosk orders through the kiosk channel, not ${channel}`);
    if (input.consumer_uuid) throw forbidden('A kiosk order is a walk-up order');
    if (input.placed_offline && input.payment_method !== 'counter') {
      throw badRequest('An order taken offline is paid at the counter', [{ path: 'payment_method', message: 'Pay at the counter' }]);
    }
    const cartOwner = { userUuid: null, deviceId: device.uuid };
    if (input.payment_method === 'wallet') {
      // iCash at the kiosk: the consumer signed in at this screen (mobile code or app pay code).
      if (!who.walletPass) {
        throw badRequest('Sign in with your mobile number or the code in your app to pay with iCash', [
          { path: 'wallet_pass', message: 'iCash needs your account' },
        ]);
      }
      const { userUuid } = who.walletPass;
      await walletPayer(db, userUuid, input.company_uuid);
      return { channel, userUuid, deviceId: device.uuid, createdByUuid: null, cartOwner, walletPassUuid: who.walletPass.uuid };
    }
    return { channel, userUuid: null, deviceId: device.uuid, createdByUuid: null, cartOwner };
  }
  if (who.kind === 'guest') {
    const channel = input.channel ?? 'guest';
    if (channel === 'kiosk') throw forbidden('Kiosk orders come from a bound kiosk; ask a manager to bind this device');
    if (channel !== 'guest') throw forbidden(`A guest cannot order through the ${channel} channel`);
    if (input.placed_offline) throw forbidden('Only a till or kiosk signed in by staff may send an order taken offline');
    if (input.consumer_uuid) throw forbidden('A guest orders for themselves');
    if (input.payment_method === 'wallet') throw badRequest('Log in to pay with iCash', [{ path: 'payment_method', message: 'iCash needs an account' }]);
    // A guest on the web is called by name; only a bound kiosk (above) may order without one.
    if (!input.customer_name) throw badRequest('Enter your name', [{ path: 'customer_name', message: 'Enter your name' }]);
    return { channel, userUuid: null, deviceId: who.deviceId, createdByUuid: null, cartOwner: { userUuid: null, deviceId: who.deviceId } };
  }
  const user = who.user;
  if (CONSUMER_ROLES.has(user.role)) {
    const channel = input.channel ?? 'consumer';
    if (channel !== 'consumer') throw forbidden(`A consumer orders through the consumer channel, not ${channel}`);
    if (input.placed_offline) throw forbidden('Only a till or kiosk signed in by staff may send an order taken offline');
    if (input.consumer_uuid && input.consumer_uuid !== user.uuid) throw forbidden('You may order only for yourself');
    if (user.role === 'company_consumer') scopeCompany(user, input.company_uuid);
    return { channel, userUuid: user.uuid, deviceId: input.ip_address ?? null, createdByUuid: user.uuid, cartOwner: { userUuid: user.uuid, deviceId: null } };
  }
  // Staff: walk-up and kiosk orders, or orders on behalf of a consumer, within their scope.
  scopeCompany(user, input.company_uuid);
  scopeStore(user, input.store_uuid);
  const channel = input.channel ?? (user.role === 'cashier' || user.role === 'manager' ? 'cashier' : 'backoffice');
  if (!STAFF_CHANNELS.includes(channel)) throw forbidden(`Staff order through the till, a kiosk or the back office, not the ${channel} channel`);
  let userUuid: string | null = null;
  if (input.consumer_uuid) {
    const [c] = await db
      .select({ uuid: users.uuid, role: users.role, companyUuid: users.companyUuid, status: users.status })
      .from(users)
      .where(eq(users.uuid, input.consumer_uuid));
    if (!c || !CONSUMER_ROLES.has(c.role) || (c.role === 'company_consumer' && c.companyUuid !== input.company_uuid)) throw notFound('Consumer');
    if (c.status !== 'active') throw new AppError(409, 'That consumer account is not active');
    userUuid = c.uuid;
  }
  if (input.payment_method === 'wallet' && !userUuid) {
    throw badRequest('Choose the consumer whose iCash pays', [{ path: 'consumer_uuid', message: 'Needed for an iCash payment' }]);
  }
  return {
    channel,
    userUuid,
    deviceId: input.ip_address ?? null,
    createdByUuid: user.uuid,
    cartOwner: input.items ? null : { userUuid: user.uuid, deviceId: null },
  };
}

interface Line {
  productUuid: string;
  quantity: number;
  note: string | null;
  /** Absent: the product's default options. */
  options?: string[];
  combo?: ComboChoice[];
}

type OrderRow = typeof orders.$inferSelect;

function sameCaller(order: OrderRow, who: Checkouter): boolean {
  if (who.kind === 'guest') return !order.userUuid && order.deviceId === who.deviceId;
  if (who.kind === 'kiosk') return order.deviceId === who.device.uuid && order.channel === 'kiosk';
  return order.createdByUuid === who.user.uuid || order.userUuid === who.user.uuid;
}

/** A proposed order id already in use: the same caller sending the same order again gets it back; anyone else a 409. */
async function replayOf(db: Db, who: Checkouter, input: CheckoutInput): Promise<OrderRow | undefined> {
  if (!input.order_id) return undefined;
  const [existing] = await db.select().from(orders).where(eq(orders.orderId, input.order_id));
  if (!existing) return undefined;
  const taken = () => new AppError(409, `The order id ${input.order_id} is already taken`, [{ path: 'order_id', message: 'Already taken' }]);
  if (
    !sameCaller(existing, who) ||
    existing.storeUuid !== input.store_uuid ||
    existing.companyUuid !== input.company_uuid ||
    existing.paymentMethod !== input.payment_method
  ) {
    throw taken();
  }
  if (input.items && !sameLines(await db.select().from(orderItems).where(eq(orderItems.orderUuid, existing.uuid)), input.items)) throw taken();
  return existing;
}

/**
 * Whether an order's lines are the items sent again: each item matches one line of the same product,
 * quantity and combo choices, and the same options (an item that names none took the defaults, which
 * may have changed since: any options match).
 */
function sameLines(placed: (typeof orderItems.$inferSelect)[], items: NonNullable<CheckoutInput['items']>): boolean {
  if (placed.length !== items.length) return false;
  const left = placed.map((l) => ({
    product: l.productUuid,
    quantity: l.quantity,
    options: choiceKey(l.options.map((o) => o.option_uuid), []),
    combo: choiceKey([], l.combo),
  }));
  return items.every((it) => {
    const i = left.findIndex(
      (l) =>
        l.product === it.product_uuid &&
        l.quantity === it.quantity &&
        l.combo === choiceKey([], it.combo) &&
        (it.options === undefined || l.options === choiceKey(it.options, [])),
    );
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
}

/** The counter's payment of `amount`: pending, or paid when the cash tendered covers it (less is a 400). */
function counterPayment(amount: number, tendered: number | undefined): PaymentValues {
  if (tendered !== undefined && tendered < amount) {
    throw badRequest('The cash tendered is less than the total', [{ path: 'tendered', message: `At least ${amount} is needed` }]);
  }
  return {
    uuid: randomUUID(),
    method: 'counter',
    provider: counterProvider.name,
    amount,
    status: tendered !== undefined ? 'paid' : 'pending',
    tendered: tendered ?? null,
  };
}

/** Whose offline letter an order's printed call number must be of: the kiosk's, or the till's device id. */
function callDeviceKey(who: Checkouter, input: CheckoutInput): string | null {
  if (who.kind === 'kiosk') return kioskKey(who.device.uuid);
  if (who.kind === 'user' && input.ip_address && !CONSUMER_ROLES.has(who.user.role)) return tillKey(input.ip_address);
  return null;
}

/** Paid as it is placed at a till or a kiosk (cash tendered, iCash): nobody needs to accept it. */
function paidAtCounter(channel: OrderChannel, counter: PaymentValues | null, method: CheckoutInput['payment_method']): boolean {
  if (channel !== 'cashier' && channel !== 'kiosk') return false;
  // iCash is debited in this transaction or the order is not placed at all.
  return counter ? counter.status === 'paid' : method === 'wallet';
}

/** The first history row's note: taken offline, sent straight to the kitchen, a printed number not kept. */
function historyNote(offline: boolean, status: string, printed: string | null, discount: string | null = null): string | null {
  const parts = [
    offline ? 'Taken offline' : null,
    discount,
    status === 'accepted' ? 'Paid at the counter: straight to the kitchen' : null,
    printed ? `Printed as ${printed}, which was not this device's number for the day: renumbered` : null,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

/** The store and its company: where the order goes, its currency and tax (a prepared statement, lib/statement.ts). */
const PLACE = statement<{
  storeCompany: string;
  storeStatus: string;
  storeName: string;
  companyStatus: string;
  currency: string;
  taxRateBps: number;
  discountLimit: number;
}>(
  'checkout_place',
  `select s.company_uuid as "storeCompany", s.status as "storeStatus", s.name as "storeName", s.discount_approval_limit as "discountLimit",
    c.status as "companyStatus", c.currency, c.tax_rate_bps as "taxRateBps"
  from stores s join companies c on c.uuid = s.company_uuid where s.uuid = $1`,
);

export async function checkout(db: Db, who: Checkouter, input: CheckoutInput): Promise<CheckoutOutcome> {
  const actor = await resolveActor(db, who, input);
  const [place] = await PLACE.run(db, [input.store_uuid]);
  if (!place || place.storeCompany !== input.company_uuid) throw notFound('Store');
  if ((place.storeStatus !== 'active' || place.companyStatus !== 'active') && !input.placed_offline) {
    throw new AppError(409, `${place.storeName} is not taking orders`);
  }

  const replay = await replayOf(db, who, input);
  if (replay) return { created: false, ...(await answerFor(db, replay.uuid)) };
  const manualDiscounts = input.manual_discounts ?? [];
  assertMayDiscount(who.kind === 'user' && (actor.channel === 'cashier' || actor.channel === 'backoffice'), manualDiscounts.length > 0);

  let couponUuid: string | null = null;
  if (input.coupon_code) {
    const found = await findCouponByCode(db, input.company_uuid, input.coupon_code);
    if ('reason' in found) throw badRequest(found.reason, [{ path: 'coupon_code', message: found.reason }]);
    couponUuid = found.coupon.uuid;
  }

  // An order for a pickup slot: the slot is checked now, its place claimed in the transaction.
  const slot = input.pickup_slot ? await requestSlot(db, input.store_uuid, input.pickup_slot, input.placed_offline ?? false) : null;

  // Whether a tracked stock was taken: the menu shows in_stock, so its cached copy must go.
  let tookStock = false;
  // A plain order — its own items, no coupon, paid at the counter — of products that track no stock
  // locks nothing, and its one write (writeOrder) is a single statement, atomic by itself: it needs
  // no transaction, which spares it two round trips (BEGIN, COMMIT). One of products that do track
  // stock finds so on its first read, writes nothing and runs again in a transaction. In an outbox
  // batch's shared transaction it keeps its own savepoint, so that a refusal rolls back only its part.
  const plain =
    Boolean(input.items) && !couponUuid && !slot && manualDiscounts.length === 0 && input.payment_method === 'counter' && !inSharedTransaction();
  const run = async (orderId: string) => {
    if (plain) {
      try {
        return await placeOrder(db, orderId, true);
      } catch (e) {
        if (!(e instanceof NeedsLocks)) throw e;
        return db.transaction((tx) => placeOrder(tx, orderId, false, e.products));
      }
    }
    return db.transaction((tx) => placeOrder(tx, orderId, false));
  };
  /** `standalone`: not in a transaction (see plain); `read`: the lines' products, when a standalone run read them already. */
  const placeOrder = async (tx: Db | Tx, orderId: string, standalone: boolean, read?: Map<string, LineProductRow>) => {
    // What runs only in a transaction (a cart, a coupon, iCash, a payment provider: `plain` leaves them out).
    const txOnly = tx as Tx;
    // 1. The cart (when used), locked so that a second checkout of the same cart waits and then finds it gone.
    let lines: Line[];
    let cartUuid: string | null = null;
    if (input.items) {
      lines = input.items.map((i) => ({ productUuid: i.product_uuid, quantity: i.quantity, note: i.note ?? null, options: i.options, combo: i.combo }));
    } else {
      const owner = actor.cartOwner!;
      const [locked] = await tx
        .select({ uuid: carts.uuid })
        .from(carts)
        .where(and(owner.userUuid ? eq(carts.userUuid, owner.userUuid) : eq(carts.deviceId, owner.deviceId!), eq(carts.companyUuid, input.company_uuid)))
        .for('update');
      const found = locked ? await cartForCheckout(tx, owner, input.company_uuid) : undefined;
      if (!found || found.lines.length === 0) throw badRequest('Your cart is empty');
      if (found.cart.storeUuid !== input.store_uuid) {
        throw new AppError(409, 'Your cart holds items from another store', [{ path: 'store_uuid', message: 'Not the cart’s store' }]);
      }
      cartUuid = found.cart.uuid;
      lines = found.lines.map((l) => ({ productUuid: l.product_uuid, quantity: l.quantity, note: l.note, options: l.options, combo: l.combo }));
      if (!input.coupon_code && found.cart.couponUuid) couponUuid = found.cart.couponUuid;
    }

    // 2. The products of the lines and of their combo choices (which take stock too: the thali of
    // a lunch deal is a thali), with their options and combo slots, in one read. Only this store's
    // rows count; anything else is not on its menu. Only products that track stock are locked (in
    // uuid order: concurrent checkouts cannot deadlock) and read again under the lock; the others
    // have nothing to oversell, and their price is the one read now, inside this transaction.
    const offline = input.placed_offline ?? false;
    const ids = [...new Set(lines.flatMap((l) => [l.productUuid, ...(l.combo ?? []).map((c) => c.product_uuid)]))].sort();
    const byId = read ?? (await readLineProducts(tx, ids, input.store_uuid, input.company_uuid));
    const tracked = [...byId.values()].filter((p) => p.stock !== null).map((p) => p.uuid);
    if (tracked.length > 0 && standalone) throw new NeedsLocks(byId);
    if (tracked.length > 0) {
      for (const r of await lockTracked(tx, tracked)) {
        const p = byId.get(r.uuid)!;
        Object.assign(p, { name: r.name, price: r.price, stock: r.stock, orderable: r.orderable, product: { ...p.product, name: r.name, price: r.price } });
      }
    }
    const checked: (Line & { name: string; currentPrice: number; line: LineOk })[] = [];
    for (const [i, line] of lines.entries()) {
      const p = byId.get(line.productUuid);
      if (!p) throw badRequest('A product is not on this store’s menu', [{ path: 'items', message: `Unknown product ${line.productUuid}` }]);
      if (!offline) {
        if (!p.orderable) throw new AppError(409, `${p.name} is not available right now`, [{ path: 'items', message: p.name }]);
        if (p.stock === 0) throw new AppError(409, `${p.name} is sold out`, [{ path: 'items', message: p.name }]);
      }
      // An order already taken offline is not refused for a choice sold out since: the guest has it.
      const product = offline ? everyChoiceAvailable(p.product) : p.product;
      const check = checkLine(product, { options: line.options, combo: line.combo });
      if (!check.ok) {
        const { status, path, message } = check.problem;
        throw new AppError(status, message, [{ path: `items.${i}.${path.split('.')[0]}`, message }]);
      }
      checked.push({ ...line, name: p.name, currentPrice: p.price, line: check });
    }

    // Take the stock of every tracked product the order uses, summed over its lines and combos, in
    // one update; an order already taken offline takes what is left rather than fail.
    const need = new Map<string, number>();
    const take = (uuid: string, n: number) => need.set(uuid, (need.get(uuid) ?? 0) + n);
    for (const l of checked) {
      take(l.productUuid, l.quantity);
      for (const c of l.line.combo) take(c.product_uuid, l.quantity);
    }
    const taking: { uuid: string; n: number; name: string }[] = [];
    for (const uuid of [...need.keys()].sort()) {
      const p = byId.get(uuid);
      const n = need.get(uuid)!;
      // A combo offering another store's product is a catalogue mistake: not on this store's menu.
      if (!p) throw badRequest('A product is not on this store’s menu', [{ path: 'items', message: `Unknown product ${uuid}` }]);
      if (p.stock === null) continue;
      if (!offline && p.stock < n) {
        throw new AppError(409, p.stock === 0 ? `${p.name} is sold out` : `Only ${p.stock} of ${p.name} left`, [{ path: 'items', message: p.name }]);
      }
      taking.push({ uuid, n, name: p.name });
    }
    if (taking.length > 0) {
      tookStock = true;
      const taken = await takeStock(tx, taking.map(({ uuid, n }) => ({ uuid, n })), offline);
      const short = taking.find((t) => !taken.has(t.uuid));
      if (short) throw new AppError(409, `${short.name} is sold out`, [{ path: 'items', message: short.name }]);
    }

    // What each line is charged: today's prices, or an offline device's the server published in time.
    const pricing = await priceLines(
      tx,
      { placedOffline: offline, takenAt: input.offline_taken_at, offlinePrices: input.offline_prices, offlineOptionPrices: input.offline_option_prices },
      checked.map((l) => ({ productUuid: l.productUuid, name: l.name, quantity: l.quantity, currentPrice: l.currentPrice, options: l.line.options })),
      new Date(),
    );
    const honoured = pricing.products.size > 0 || pricing.options.size > 0;
    const priced = checked.map((l) => {
      if (!honoured) return { ...l, sold: l.line };
      const again = checkLine(
        byId.get(l.productUuid)!.product,
        { options: l.line.options.map((o) => o.option_uuid), combo: l.line.combo.map((c) => ({ slot_uuid: c.slot_uuid, product_uuid: c.product_uuid })) },
        { base: pricing.products.get(l.productUuid), option: (uuid, menuPrice) => pricing.options.get(uuid) ?? menuPrice },
      );
      // The same choices checked a moment ago; only the prices differ.
      if (!again.ok) throw new AppError(again.problem.status, again.problem.message);
      return { ...l, sold: again };
    });
    const subtotal = priced.reduce((s, l) => s + l.sold.unit_price * l.quantity, 0);

    // 3. The coupon: every rule again, and its use counted only while under its limit.
    let discount = 0;
    let couponCode: string | null = null;
    if (couponUuid) {
      const claim = await claimCoupon(txOnly, couponUuid, {
        companyUuid: input.company_uuid,
        storeUuid: input.store_uuid,
        subtotal,
        currency: place.currency,
        userUuid: actor.userUuid,
        deviceId: actor.deviceId,
        paymentMethod: input.payment_method,
      });
      discount = claim.discount;
      couponCode = claim.coupon.code;
    }
    // 3b. Manual discounts (staff at a till): on each line's amount, then on what is left of the
    // order; above the store's limit only with a manager's approval (modules/discounts).
    const itemUuids = priced.map(() => randomUUID());
    let manual: ManualDiscountPlan = { amount: 0, rows: [], approval: null };
    if (manualDiscounts.length > 0) {
      manual = await planManualDiscounts(
        txOnly,
        {
          storeUuid: input.store_uuid,
          limit: place.discountLimit,
          currency: place.currency,
          user: who.kind === 'user' ? who.user : null,
          couponDiscount: discount,
          approvalUuid: input.discount_approval_uuid,
        },
        priced.map((l, i) => ({ itemUuid: itemUuids[i], name: l.name, lineTotal: l.sold.unit_price * l.quantity })),
        manualDiscounts,
      );
      discount += manual.amount;
    }
    const tax = taxOn(subtotal - discount, place.taxRateBps);
    const total = subtotal - discount + tax;

    // 4. The order, its lines, its first history row and who hears of it, in one statement.
    const orderUuid = randomUUID();
    const ownOrder = who.kind === 'user' && actor.userUuid === who.user.uuid;
    const values: OrderValues = {
      uuid: orderUuid,
      orderId,
      companyUuid: input.company_uuid,
      storeUuid: input.store_uuid,
      userUuid: actor.userUuid,
      deviceId: actor.deviceId,
      customerName: input.customer_name ?? (ownOrder ? who.user.name : null),
      customerMobile: input.customer_mobile ?? (ownOrder ? who.user.mobile : null),
      channel: actor.channel,
      subtotal,
      discount,
      tax,
      total,
      currency: place.currency,
      couponUuid,
      paymentMethod: input.payment_method,
      note: input.note ?? null,
      placedOffline: offline,
      offlineTakenAt: input.offline_taken_at ? new Date(input.offline_taken_at) : null,
      needsReview: pricing.review !== null,
      review: pricing.review,
      createdByUuid: actor.createdByUuid,
    };
    const items: ItemValues[] = priced.map((l, i) => ({
      uuid: itemUuids[i],
      product_uuid: l.productUuid,
      name: l.name,
      unit_price: l.sold.unit_price,
      base_price: l.sold.base_price,
      quantity: l.quantity,
      line_total: l.sold.unit_price * l.quantity,
      note: l.note,
      options: l.sold.options,
      combo: l.sold.combo,
    }));
    const notices = newOrderNotifications({
      uuid: orderUuid,
      orderId,
      companyUuid: input.company_uuid,
      storeUuid: input.store_uuid,
      userUuid: actor.userUuid,
      total,
      currency: place.currency,
    });
    const itemCount = checked.reduce((n, l) => n + l.quantity, 0);
    if (slot) await claimSlot(tx, slot, itemCount);
    if (input.payment_method === 'wallet' && actor.userUuid) await lockPayer(tx, actor.userUuid);
    // A counter payment calls no provider: its row goes with the order (paid at once when the till
    // took the cash).
    const counter = input.payment_method === 'counter' ? counterPayment(total, input.tendered) : null;
    // The call number (modules/call-numbers), taken in writeOrder's statement; a walk-up order paid
    // at a till or kiosk goes straight to the kitchen (accepted), the others wait to be accepted.
    const call = await planCallNumber(tx, {
      storeUuid: input.store_uuid,
      channel: actor.channel,
      deviceKey: callDeviceKey(who, input),
      printed: offline ? input.call_number : undefined,
      takenAt: offline && input.offline_taken_at ? new Date(input.offline_taken_at) : undefined,
      now: new Date(),
    });
    const status = paidAtCounter(actor.channel, counter, input.payment_method) ? 'accepted' : 'placed';
    const history = { changedByUuid: actor.createdByUuid, note: historyNote(offline, status, call.printed, discountNote(manual, place.currency)) };
    const written = await writeOrder(tx, values, items, history, notices, counter, call, status);
    if (slot) await linkSlot(tx, orderUuid, slot, itemCount);
    if (couponUuid) {
      await recordRedemption(txOnly, { couponUuid, orderUuid, userUuid: actor.userUuid, deviceId: actor.deviceId, discount: discount - manual.amount });
    }
    if (manual.rows.length > 0 || manual.approval) await writeManualDiscounts(txOnly, orderUuid, actor.createdByUuid, manual);

    // 5. Any other payment, through its provider (iCash is debited here; not enough -> 409 and
    // nothing above is kept). A kiosk's wallet pass is used up in this same transaction, so it pays
    // for one order only.
    let payment: CheckoutResult['payment'];
    if (counter) {
      payment = { method: counter.method, status: counter.status, ...(counter.tendered !== null ? { change_due: counter.tendered - total } : {}) };
    } else {
      if (actor.walletPassUuid) await consumeWalletPass(tx, actor.walletPassUuid);
      const { uuid: _u, ...started } = await startPayment(txOnly, {
        orderUuid,
        orderId,
        amount: total,
        method: input.payment_method,
        userUuid: actor.userUuid,
        tendered: input.tendered,
      });
      payment = started;
    }

    // 6. The cart that was used; the answer is built from what was written, not read back.
    if (cartUuid) await deleteCart(tx, cartUuid);
    const row: OrderRow = {
      ...values,
      callNumber: written.callNumber,
      callDay: call.day,
      status,
      paymentStatus: payment.status,
      createdAt: written.createdAt,
      updatedAt: written.updatedAt,
    };
    const slotted = slot ? { pickup_slot: slot.start.toISOString(), fire_at: slot.fireAt.toISOString() } : { pickup_slot: null, fire_at: null };
    const order = {
      ...placedOrder(row, place.storeName, couponCode, items),
      pickup_slot: slotted.pickup_slot,
      ...(manual.rows.length > 0 ? { manual_discounts: (await readManualDiscounts(tx, [orderUuid])).get(orderUuid) ?? [] } : {}),
    };
    return { result: { order, payment }, event: { ...orderEvent(row, null), ...slotted }, notifications: written.notifications };
  };

  // A generated id that collides (about one in 10^12) simply gets another; a proposed one that was
  // taken meanwhile is a replay or a 409, decided as above.
  for (let attempt = 0; ; attempt++) {
    try {
      const out = await run(input.order_id ?? newOrderId());
      // The cached menu goes once the stock taken is committed (later, in an outbox batch's shared
      // transaction: a menu read before that would cache the stock as it was).
      if (tookStock) afterCommit(() => menuChanged(db, input.company_uuid));
      return { created: true, ...out };
    } catch (e) {
      // The number an offline device printed, taken by its own other order a moment ago: run again,
      // and the order is renumbered (planCallNumber sees the number used).
      if (isClash(e, 'orders_call_number_uq') && attempt < 2) continue;
      if (!isOrderIdClash(e) || attempt >= 2) throw e;
      if (input.order_id) {
        const again = await replayOf(db, who, input);
        if (again) return { created: false, ...(await answerFor(db, again.uuid)) };
        throw e;
      }
    }
  }
}

/**
 * Thrown by a checkout run without a transaction that found products to lock, before it wrote
 * anything; the products it read go on to the run in a transaction (which reads the tracked ones
 * again under their locks).
 */
class NeedsLocks {
  constructor(readonly products: Map<string, LineProductRow>) {}
}

function isClash(e: unknown, constraint: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err?.code === '23505' ? err : err?.cause?.code === '23505' ? err.cause : undefined;
  return pg?.constraint === constraint;
}

const isOrderIdClash = (e: unknown) => isClash(e, 'orders_order_id_uq');

/** A replayed order as checkout answers it, with its items and its payment; also the realtime payload. */
async function answerFor(db: Db | Tx, orderUuid: string): Promise<{ result: CheckoutResult; event: OrderEventPayload; notifications: CreatedNotification[] }> {
  const [o] = await db
    .select({ order: orders, storeName: stores.name, couponCode: coupons.code })
    .from(orders)
    .innerJoin(stores, eq(stores.uuid, orders.storeUuid))
    .leftJoin(coupons, eq(coupons.uuid, orders.couponUuid))
    .where(eq(orders.uuid, orderUuid));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderUuid, orderUuid));
  const payment = await paymentRedirect(db, orderUuid);
  const slotted = await slotOfOrder(db, orderUuid);
  const manual = (await readManualDiscounts(db, [orderUuid])).get(orderUuid);
  const r = o.order;
  const lines: PlacedOrder['items'] = items.map((i) => ({
    uuid: i.uuid,
    product_uuid: i.productUuid,
    name: i.name,
    unit_price: i.unitPrice,
    base_price: i.basePrice,
    quantity: i.quantity,
    line_total: i.lineTotal,
    note: i.note,
    options: i.options as OrderItemOption[],
    combo: i.combo as OrderItemComboChoice[],
  }));
  return {
    result: {
      order: { ...placedOrder(r, o.storeName, o.couponCode, lines), pickup_slot: slotted.pickup_slot, ...(manual ? { manual_discounts: manual } : {}) },
      payment: { method: r.paymentMethod, status: r.paymentStatus, ...payment },
    },
    event: { ...orderEvent(r, null), ...slotted },
    notifications: [],
  };
}

/** Code point order (what `collate "C"` sorts by), the same on every database and in JavaScript. */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The order as checkout answers it; its items by name (then uuid), whether just written or read again. */
function placedOrder(r: OrderRow, storeName: string, couponCode: string | null, items: PlacedOrder['items']): PlacedOrder {
  return {
    uuid: r.uuid,
    order_id: r.orderId,
    call_number: r.callNumber,
    company_uuid: r.companyUuid,
    store_uuid: r.storeUuid,
    store_name: storeName,
    user_uuid: r.userUuid,
    customer_name: r.customerName,
    customer_mobile: r.customerMobile,
    channel: r.channel,
    status: r.status,
    subtotal: r.subtotal,
    discount: r.discount,
    tax: r.tax,
    total: r.total,
    currency: r.currency,
    coupon_code: couponCode,
    payment_method: r.paymentMethod,
    payment_status: r.paymentStatus,
    note: r.note,
    placed_offline: r.placedOffline,
    offline_taken_at: r.offlineTakenAt?.toISOString() ?? null,
    needs_review: r.needsReview,
    review: (r.review as OfflinePriceReview | null) ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    items: [...items].sort((a, b) => byCodePoint(a.name, b.name) || byCodePoint(a.uuid, b.uuid)),
  };
}
