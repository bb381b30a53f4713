// Carts: one per owner and company in `carts` (+ `cart_items`), the owner being a logged-in user or a
// guest device (the device id the PWA makes). A cart holds items of one store. Prices, availability,
// discount, tax and total are worked out from current data on every answer, and the cart's coupon is
// re-checked then: a coupon that no longer qualifies is dropped with a sentence saying why.
// A line is a product with its choices (options, a combo's slot choices), checked by checkLine when
// added and kept resolved (defaults filled in) with their choice_key: the same product with the same
// choices is one line. Each answer checks them again on today's menu and prices them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cartItems, carts, categories, companies, coupons, products, stores, users } from '../../db/schema';
import { DEVICE_ID_MESSAGE, MAX_CART_QUANTITY, type CartItemView, type CartView } from '../../contracts/ordering';
import { checkLine, choiceKey, type ComboChoice } from '../../contracts/menu';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/http';
import { lineProduct, recheckLine } from '../checkout/lines';
import { loadMenuExtras } from '../products/menu-extras';
import { companyByUuid } from '../companies/join';
import type { AuthContext } from '../../plugins/auth';
import { evaluateCoupon, findCouponByCode, formatMoney } from '../coupons/consumer-service';

type User = AuthContext['user'];
export type CartOwner = { userUuid: string; deviceId: null } | { userUuid: null; deviceId: string };
type CartRow = typeof carts.$inferSelect;

/** A logged-in caller uses their own cart; a guest needs a device id. */
export function cartOwner(user: User | null | undefined, deviceId: string | undefined): CartOwner {
  if (user) return { userUuid: user.uuid, deviceId: null };
  if (!deviceId) throw badRequest(DEVICE_ID_MESSAGE, [{ path: 'ip_address', message: DEVICE_ID_MESSAGE }]);
  return { userUuid: null, deviceId };
}

const ownerFilter = (o: CartOwner) => (o.userUuid ? eq(carts.userUuid, o.userUuid) : eq(carts.deviceId, o.deviceId!));

/**
 * GET /cart/list names its owner: `user_uuid` must be the caller, unless the caller is staff in the
 * user's company (a cashier looking up a consumer). Guests name their device.
 */
export async function ownerForList(db: Db, caller: User | null, q: { user_uuid?: string; ip_address?: string }): Promise<CartOwner> {
  if (!q.user_uuid || (caller && q.user_uuid === caller.uuid)) return cartOwner(caller, q.ip_address);
  if (!caller) throw unauthorized();
  const staff = ['admin', 'company', 'executive', 'manager', 'cashier'];
  if (!staff.includes(caller.role)) throw forbidden('You may only see your own cart');
  const [target] = await db.select({ companyUuid: users.companyUuid }).from(users).where(eq(users.uuid, q.user_uuid));
  if (!target) throw notFound('User');
  if (caller.role !== 'admin' && target.companyUuid !== caller.companyUuid) throw forbidden('That consumer is outside your access');
  return { userUuid: q.user_uuid, deviceId: null };
}

async function findCart(db: DbOrTx, owner: CartOwner, companyUuid: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(and(ownerFilter(owner), eq(carts.companyUuid, companyUuid)));
  return row;
}

export const taxOn = (amount: number, taxRateBps: number) => Math.round((amount * taxRateBps) / 10_000);

export interface CartLine extends CartItemView {
  store_uuid: string;
}

/**
 * The cart's lines at current prices, their choices checked again on today's menu; `available`
 * says whether the line can be ordered now, and `problem` why not.
 */
export async function cartLines(db: DbOrTx, cartUuid: string): Promise<CartLine[]> {
  const rows = await db
    .select({
      uuid: cartItems.uuid,
      product_uuid: cartItems.productUuid,
      name: products.name,
      image: products.image,
      price: products.price,
      quantity: cartItems.quantity,
      note: cartItems.note,
      options: cartItems.options,
      combo: cartItems.combo,
      stock: products.stock,
      store_uuid: products.storeUuid,
      orderable: sql<boolean>`(${products.status} = 'active' and ${products.isAvailable} and ${categories.status} = 'active' and ${stores.status} = 'active')`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.uuid, cartItems.productUuid))
    .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
    .innerJoin(stores, eq(stores.uuid, products.storeUuid))
    .where(eq(cartItems.cartUuid, cartUuid))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.uuid));
  const extras = await loadMenuExtras(db, rows.map((r) => r.product_uuid));
  return rows.map(({ orderable, price, options, combo, ...r }) => {
    const { line, problem: choiceProblem } = recheckLine(lineProduct({ name: r.name, price }, extras.get(r.product_uuid)), { options, combo });
    const problem = !orderable ? `${r.name} is not available right now` : r.stock === 0 ? `${r.name} is sold out` : choiceProblem;
    return {
      ...r,
      unit_price: line.unit_price,
      base_price: line.base_price,
      line_total: line.unit_price * r.quantity,
      options: line.options,
      combo: line.combo,
      allergens: line.allergens,
      may_contain: line.may_contain,
      available: problem === null,
      problem,
    };
  });
}

const emptyView = (companyUuid: string, currency: string): CartView => ({
  uuid: null,
  company_uuid: companyUuid,
  store_uuid: null,
  store_name: null,
  currency,
  items: [],
  subtotal: 0,
  coupon: null,
  discount_amount: 0,
  tax: 0,
  total: 0,
  item_count: 0,
});

/**
 * The whole cart as the API answers it. Its coupon is re-checked against the current subtotal; one
 * that no longer qualifies is removed from the cart (with `coupon_message`), a changed discount stored.
 */
export async function cartView(db: DbOrTx, cart: CartRow | undefined, companyUuid: string, owner: CartOwner): Promise<CartView> {
  const company = await companyByUuid(db, companyUuid);
  if (!cart) return emptyView(companyUuid, company.currency);
  const lines = await cartLines(db, cart.uuid);
  let storeName: string | null = null;
  if (cart.storeUuid) {
    const [s] = await db.select({ name: stores.name }).from(stores).where(eq(stores.uuid, cart.storeUuid));
    storeName = s?.name ?? null;
  }
  const subtotal = lines.filter((l) => l.available).reduce((sum, l) => sum + l.line_total, 0);
  let coupon: CartView['coupon'] = null;
  let discount = 0;
  let couponMessage: string | undefined;
  if (cart.couponUuid) {
    const [c] = await db.select().from(coupons).where(eq(coupons.uuid, cart.couponUuid));
    const verdict = c
      ? await evaluateCoupon(db, c, {
        companyUuid,
        storeUuid: cart.storeUuid,
        subtotal,
        currency: company.currency,
        userUuid: owner.userUuid,
        deviceId: owner.deviceId,
      })
      : ({ ok: false, reason: 'The coupon no longer exists' } as const);
    if (verdict.ok && c && lines.length > 0) {
      coupon = { code: c.code, type: c.type, value: c.value };
      discount = verdict.discount;
      if (discount !== cart.discountAmount) await db.update(carts).set({ discountAmount: discount, updatedAt: new Date() }).where(eq(carts.uuid, cart.uuid));
    } else {
      couponMessage = lines.length === 0
        ? 'The coupon was removed because the cart is empty'
        : `The coupon was removed: ${verdict.ok ? 'the cart changed' : verdict.reason}`;
      await db.update(carts).set({ couponUuid: null, discountAmount: 0, updatedAt: new Date() }).where(eq(carts.uuid, cart.uuid));
    }
  }
  const tax = taxOn(subtotal - discount, company.taxRateBps);
  return {
    uuid: cart.uuid,
    company_uuid: companyUuid,
    store_uuid: cart.storeUuid,
    store_name: storeName,
    currency: company.currency,
    items: lines.map(({ store_uuid: _s, ...l }) => l),
    subtotal,
    coupon,
    discount_amount: discount,
    tax,
    total: subtotal - discount + tax,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    ...(couponMessage ? { coupon_message: couponMessage } : {}),
  };
}

export async function getCart(db: Db, owner: CartOwner, companyUuid: string): Promise<CartView> {
  return cartView(db, await findCart(db, owner, companyUuid), companyUuid, owner);
}

/** The owner's cart for a company, made when missing (a concurrent first add finds the other's row). */
async function ensureCart(db: DbOrTx, owner: CartOwner, companyUuid: string, storeUuid: string): Promise<CartRow> {
  const existing = await findCart(db, owner, companyUuid);
  if (existing) return existing;
  await db
    .insert(carts)
    .values({ companyUuid, storeUuid, userUuid: owner.userUuid, deviceId: owner.deviceId })
    .onConflictDoNothing();
  const row = await findCart(db, owner, companyUuid);
  if (!row) throw new AppError(409, 'The cart changed meanwhile; try again');
  return row;
}

async function storeName(db: DbOrTx, storeUuid: string) {
  const [s] = await db.select({ name: stores.name }).from(stores).where(eq(stores.uuid, storeUuid));
  return s?.name ?? 'another store';
}

/**
 * The line a cart write adds or sets, checked as checkout will check it: the product orderable in this
 * store, its choices resolved (the defaults named, so that "no options" and "the default options" are
 * the same line), and the person's cart for the store (a cart holding another store's items: 409).
 */
async function prepareLine(
  db: Db,
  owner: CartOwner,
  input: { company_uuid: string; store_uuid: string; product_uuid: string; options?: string[]; combo?: ComboChoice[] },
) {
  const [p] = await db
    .select({
      companyUuid: products.companyUuid,
      storeUuid: products.storeUuid,
      name: products.name,
      price: products.price,
      stock: products.stock,
      orderable: sql<boolean>`(${products.status} = 'active' and ${products.isAvailable} and ${categories.status} = 'active'
        and ${stores.status} = 'active' and ${companies.status} = 'active')`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.uuid, products.categoryUuid))
    .innerJoin(stores, eq(stores.uuid, products.storeUuid))
    .innerJoin(companies, eq(companies.uuid, products.companyUuid))
    .where(eq(products.uuid, input.product_uuid));
  if (!p || p.companyUuid !== input.company_uuid || p.storeUuid !== input.store_uuid) throw notFound('Product');
  if (!p.orderable) throw new AppError(409, `${p.name} is not available right now`, [{ path: 'product_uuid', message: 'Not available' }]);
  if (p.stock === 0) throw new AppError(409, `${p.name} is sold out`, [{ path: 'product_uuid', message: 'Sold out' }]);
  const extras = await loadMenuExtras(db, [input.product_uuid]);
  const check = checkLine(lineProduct(p, extras.get(input.product_uuid)), { options: input.options, combo: input.combo });
  if (!check.ok) throw new AppError(check.problem.status, check.problem.message, [{ path: check.problem.path, message: check.problem.message }]);
  const options = check.options.map((o) => o.option_uuid);
  const combo = check.combo.map((c) => ({ slot_uuid: c.slot_uuid, product_uuid: c.product_uuid }));
  const cart = await ensureCart(db, owner, input.company_uuid, input.store_uuid);
  const [existingItem] = await db.select({ uuid: cartItems.uuid }).from(cartItems).where(eq(cartItems.cartUuid, cart.uuid)).limit(1);
  if (cart.storeUuid && cart.storeUuid !== input.store_uuid && existingItem) {
    throw new AppError(409, `Your cart holds items from ${await storeName(db, cart.storeUuid)}; empty it first`, [
      { path: 'store_uuid', message: 'The cart holds another store' },
    ]);
  }
  if (cart.storeUuid !== input.store_uuid) await db.update(carts).set({ storeUuid: input.store_uuid, updatedAt: new Date() }).where(eq(carts.uuid, cart.uuid));
  return { options, combo, cart };
}

export async function addToCart(
  db: Db,
  owner: CartOwner,
  input: { company_uuid: string; store_uuid: string; product_uuid: string; quantity: number; note?: string | null; options?: string[]; combo?: ComboChoice[] },
): Promise<CartView> {
  const { options, combo, cart } = await prepareLine(db, owner, input);
  // Adding a product already in the cart with the same choices raises its quantity (capped at the most a line holds).
  await db
    .insert(cartItems)
    .values({
      cartUuid: cart.uuid,
      productUuid: input.product_uuid,
      quantity: input.quantity,
      note: input.note ?? null,
      options,
      combo,
      choiceKey: choiceKey(options, combo),
    })
    .onConflictDoUpdate({
      target: [cartItems.cartUuid, cartItems.productUuid, cartItems.choiceKey],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})`,
        ...(input.note !== undefined ? { note: input.note } : {}),
        updatedAt: new Date(),
      },
    });
  return getCart(db, owner, input.company_uuid);
}

/**
 * PUT /cart/line: one line (a product with its choices) set to a whole quantity — 0 removes it — and
 * its note; what an offline phone sends for each change it made while offline. Setting, not adding,
 * makes the write safe to send twice or after another. A line that is set is checked as an add is
 * (404 / 409 not available, sold out, another store); a removal needs no check: the product may be
 * gone. `replace_store`: the person agreed on the phone to empty a cart holding another store.
 */
export async function setLine(
  db: Db,
  owner: CartOwner,
  input: {
    company_uuid: string;
    store_uuid: string;
    product_uuid: string;
    quantity: number;
    note?: string | null;
    options?: string[];
    combo?: ComboChoice[];
    replace_store?: boolean;
  },
): Promise<CartView> {
  if (input.quantity === 0) {
    const cart = await findCart(db, owner, input.company_uuid);
    if (cart) {
      const extras = await loadMenuExtras(db, [input.product_uuid]);
      const [p] = await db.select({ name: products.name, price: products.price }).from(products).where(eq(products.uuid, input.product_uuid));
      // The key the line was kept under: its choices resolved when the product is still there, else as sent.
      const check = p ? checkLine(lineProduct(p, extras.get(input.product_uuid)), { options: input.options, combo: input.combo }) : null;
      const key = check?.ok
        ? choiceKey(check.options.map((o) => o.option_uuid), check.combo.map((c) => ({ slot_uuid: c.slot_uuid, product_uuid: c.product_uuid })))
        : choiceKey(input.options, input.combo);
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartUuid, cart.uuid), eq(cartItems.productUuid, input.product_uuid), eq(cartItems.choiceKey, key)));
    }
    return getCart(db, owner, input.company_uuid);
  }
  const existing = await findCart(db, owner, input.company_uuid);
  if (input.replace_store && existing?.storeUuid && existing.storeUuid !== input.store_uuid) {
    await db.delete(cartItems).where(eq(cartItems.cartUuid, existing.uuid));
    await db.update(carts).set({ couponUuid: null, discountAmount: 0, updatedAt: new Date() }).where(eq(carts.uuid, existing.uuid));
  }
  const { options, combo, cart } = await prepareLine(db, owner, input);
  const quantity = Math.min(input.quantity, MAX_CART_QUANTITY);
  await db
    .insert(cartItems)
    .values({ cartUuid: cart.uuid, productUuid: input.product_uuid, quantity, note: input.note ?? null, options, combo, choiceKey: choiceKey(options, combo) })
    .onConflictDoUpdate({
      target: [cartItems.cartUuid, cartItems.productUuid, cartItems.choiceKey],
      set: { quantity, ...(input.note !== undefined ? { note: input.note } : {}), updatedAt: new Date() },
    });
  return getCart(db, owner, input.company_uuid);
}

/** A cart item of this owner, or 404 (another person's item is simply not found). */
async function ownItem(db: DbOrTx, owner: CartOwner, itemUuid: string) {
  const [row] = await db
    .select({ uuid: cartItems.uuid, cartUuid: carts.uuid, companyUuid: carts.companyUuid })
    .from(cartItems)
    .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
    .where(and(eq(cartItems.uuid, itemUuid), ownerFilter(owner)));
  if (!row) throw notFound('Cart item');
  return row;
}

export async function updateQuantity(db: Db, owner: CartOwner, itemUuid: string, quantity: number): Promise<CartView> {
  const item = await ownItem(db, owner, itemUuid);
  if (quantity === 0) await db.delete(cartItems).where(eq(cartItems.uuid, item.uuid));
  else await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.uuid, item.uuid));
  return getCart(db, owner, item.companyUuid);
}

export async function deleteItem(db: Db, owner: CartOwner, itemUuid: string): Promise<CartView> {
  const item = await ownItem(db, owner, itemUuid);
  await db.delete(cartItems).where(eq(cartItems.uuid, item.uuid));
  return getCart(db, owner, item.companyUuid);
}

export async function clearCart(db: DbOrTx, owner: CartOwner, companyUuid: string): Promise<CartView> {
  await db.delete(carts).where(and(ownerFilter(owner), eq(carts.companyUuid, companyUuid)));
  return cartView(db, undefined, companyUuid, owner);
}

/** Checkout empties the cart it used, inside its transaction. */
export async function deleteCart(db: DbOrTx, cartUuid: string) {
  await db.delete(carts).where(eq(carts.uuid, cartUuid));
}

/**
 * The cart checkout reads (inside its transaction): its lines as kept, with their chosen option
 * uuids and combo choices; checkout checks and prices them itself on the rows it locks.
 */
export async function cartForCheckout(db: DbOrTx, owner: CartOwner, companyUuid: string) {
  const cart = await findCart(db, owner, companyUuid);
  if (!cart) return undefined;
  const lines = await db
    .select({ product_uuid: cartItems.productUuid, quantity: cartItems.quantity, note: cartItems.note, options: cartItems.options, combo: cartItems.combo })
    .from(cartItems)
    .where(eq(cartItems.cartUuid, cart.uuid))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.uuid));
  return { cart, lines };
}

/**
 * On login: the device's guest cart joins the user's. Quantities of the same product with the same
 * choices add up (at most 99). When the two carts hold different stores, the guest cart (just filled on this device) wins,
 * since a cart holds one store. The guest cart is deleted. All in one transaction.
 */
export async function mergeGuestCart(db: Db, userUuid: string, deviceId: string, companyUuid: string): Promise<CartView> {
  const owner: CartOwner = { userUuid, deviceId: null };
  const guestOwner: CartOwner = { userUuid: null, deviceId };
  await db.transaction(async (tx) => {
    const [guest] = await tx.select().from(carts).where(and(ownerFilter(guestOwner), eq(carts.companyUuid, companyUuid))).for('update');
    if (!guest) return;
    const guestItems = await tx.select().from(cartItems).where(eq(cartItems.cartUuid, guest.uuid));
    if (guestItems.length === 0 || !guest.storeUuid) {
      await tx.delete(carts).where(eq(carts.uuid, guest.uuid));
      return;
    }
    let mine = await findCart(tx, owner, companyUuid);
    if (mine && mine.storeUuid !== guest.storeUuid) {
      // Two stores cannot share a cart: what the person just put together on this device wins.
      await tx.delete(carts).where(eq(carts.uuid, mine.uuid));
      mine = undefined;
    }
    if (!mine) {
      [mine] = await tx.insert(carts).values({
        companyUuid,
        storeUuid: guest.storeUuid,
        userUuid,
        couponUuid: guest.couponUuid,
        discountAmount: guest.discountAmount,
      }).returning();
    } else if (!mine.couponUuid && guest.couponUuid) {
      await tx.update(carts).set({ couponUuid: guest.couponUuid }).where(eq(carts.uuid, mine.uuid));
    }
    for (const it of guestItems) {
      await tx
        .insert(cartItems)
        .values({
          cartUuid: mine.uuid,
          productUuid: it.productUuid,
          quantity: it.quantity,
          note: it.note,
          options: it.options,
          combo: it.combo,
          choiceKey: it.choiceKey,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartUuid, cartItems.productUuid, cartItems.choiceKey],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})`, updatedAt: new Date() },
        });
    }
    await tx.delete(carts).where(eq(carts.uuid, guest.uuid));
  });
  return getCart(db, owner, companyUuid);
}

// ---- the coupon on a cart (POST /coupon/code, PUT /coupon/code/clear) ------------------------

export type ApplyResult = { applied: true; cart: CartView; discount: number; message: string } | { applied: false; cart: CartView; message: string };

/** Applies a code to the owner's cart; a refusal also removes whatever coupon the cart held (spec section 4). */
export async function applyCoupon(db: Db, owner: CartOwner, input: { code: string; company_uuid: string; store_uuid?: string }): Promise<ApplyResult> {
  const cart = await findCart(db, owner, input.company_uuid);
  const refuse = async (message: string): Promise<ApplyResult> => {
    if (cart && (cart.couponUuid || cart.discountAmount)) {
      await db.update(carts).set({ couponUuid: null, discountAmount: 0, updatedAt: new Date() }).where(eq(carts.uuid, cart.uuid));
    }
    const fresh = await findCart(db, owner, input.company_uuid);
    return { applied: false, cart: await cartView(db, fresh, input.company_uuid, owner), message };
  };
  const lines = cart ? await cartLines(db, cart.uuid) : [];
  if (!cart || lines.length === 0) return refuse('Add something to your cart before applying a coupon');
  if (input.store_uuid && cart.storeUuid && input.store_uuid !== cart.storeUuid) return refuse('Your cart holds items from another store');
  const found = await findCouponByCode(db, input.company_uuid, input.code);
  if ('reason' in found) return refuse(found.reason);
  const company = await companyByUuid(db, input.company_uuid);
  const subtotal = lines.filter((l) => l.available).reduce((s, l) => s + l.line_total, 0);
  const verdict = await evaluateCoupon(db, found.coupon, {
    companyUuid: input.company_uuid,
    storeUuid: cart.storeUuid,
    subtotal,
    currency: company.currency,
    userUuid: owner.userUuid,
    deviceId: owner.deviceId,
  });
  if (!verdict.ok) return refuse(verdict.reason);
  await db.update(carts).set({ couponUuid: found.coupon.uuid, discountAmount: verdict.discount, updatedAt: new Date() }).where(eq(carts.uuid, cart.uuid));
  const view = await getCart(db, owner, input.company_uuid);
  const wallet = found.coupon.offerType === 'wallet' ? ' when you pay with iCash' : '';
  return {
    applied: true,
    cart: view,
    discount: view.discount_amount,
    message: `Coupon ${found.coupon.code} applied: you save ${formatMoney(view.discount_amount, view.currency)}${wallet}`,
  };
}

export async function clearCoupon(db: Db, owner: CartOwner, companyUuid: string): Promise<CartView> {
  await db.update(carts).set({ couponUuid: null, discountAmount: 0, updatedAt: new Date() }).where(and(ownerFilter(owner), eq(carts.companyUuid, companyUuid)));
  return getCart(db, owner, companyUuid);
}
