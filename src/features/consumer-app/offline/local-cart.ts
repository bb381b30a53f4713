// The consumer's cart as the phone keeps it (issue 17): the server's last answer, and the changes a
// person made while offline on top of it, each line marked while its write waits in the outbox.
// Pure functions, unit-tested (local-cart.test.ts): the provider keeps the record in IndexedDB
// (cart-store.ts) and sends each change as a PUT /cart/line write (cart-writes.ts). Once the writes
// have been answered, `reconcile` compares what the person saw with the server's cart and says what
// changed (a price, a product gone or sold out, a quantity capped, a coupon refused): nothing is
// dropped without the person being told.
import type { ComboChoice, OrderItemComboChoice, OrderItemOption } from '../../../../server/contracts/menu';
import type { CartItemView, CartView } from '../../../../server/contracts/ordering';
import { MAX_CART_QUANTITY } from '../../../../server/contracts/constants/ordering';

/** A line as the phone shows it: the server's line (or one made here offline) and its key. */
export interface LocalLine extends CartItemView {
  /** The product and its resolved choices: the server keeps one line per key. */
  key: string;
  /** Changed on this phone and not yet answered by the server. */
  pending: boolean;
}

export interface LocalCoupon {
  code: string;
  /** Asked for offline; the server has not answered yet. */
  pending: boolean;
}

/** What the server changed in the cart the person made offline. */
export type CartChange =
  | { kind: 'repriced'; name: string; from: number; to: number }
  | { kind: 'gone'; name: string; reason: string | null }
  | { kind: 'unavailable'; name: string; reason: string | null }
  | { kind: 'quantity'; name: string; from: number; to: number }
  | { kind: 'extra'; name: string; quantity: number }
  | { kind: 'coupon'; code: string; reason: string | null };

export interface LocalCart {
  /** `${owner}|${company_uuid}` (cartId). */
  id: string;
  company_uuid: string;
  store_uuid: string | null;
  store_name: string | null;
  currency: string;
  lines: LocalLine[];
  coupon: LocalCoupon | null;
  /** The server's last answer: its discount and tax stand until the server answers again. */
  server: CartView | null;
  /** When the server's cart was last read (ms). */
  readAt: number | null;
  /** Changes were made offline: the server's answer must be reconciled before it replaces this. */
  dirty: boolean;
  /** What the last reconciliation found, shown until the person has seen it. */
  changes: CartChange[];
}

/** A refused write (an outbox conflict) of this cart: which line or coupon, and the server's reason. */
export interface Refusal {
  key?: string;
  code?: string;
  message: string;
}

export { cartId, cartScope } from './keys';

/**
 * A line's key: the product and its resolved choices, sorted (as the server's choice_key, which this
 * need not equal: keys are compared on the phone only). Kept free of the menu rules' module, so the
 * menu's first screen does not load it.
 */
export function lineKey(productUuid: string, options: readonly string[], combo: readonly ComboChoice[]): string {
  const o = [...options].sort();
  const c = combo.map((x) => `${x.slot_uuid}:${x.product_uuid}`).sort();
  return `${productUuid}#${o.length === 0 && c.length === 0 ? '' : `${o.join(',')}|${c.join(',')}`}`;
}

export const optionUuids = (options: readonly OrderItemOption[]) => options.map((o) => o.option_uuid);
export const comboChoices = (combo: readonly OrderItemComboChoice[]): ComboChoice[] =>
  combo.map((c) => ({ slot_uuid: c.slot_uuid, product_uuid: c.product_uuid }));

export const keyOfItem = (item: Pick<CartItemView, 'product_uuid' | 'options' | 'combo'>) =>
  lineKey(item.product_uuid, optionUuids(item.options), comboChoices(item.combo));

/** The server's cart as the phone keeps it: nothing waiting. */
export function fromServer(id: string, view: CartView, readAt: number, changes: CartChange[] = []): LocalCart {
  return {
    id,
    company_uuid: view.company_uuid,
    store_uuid: view.store_uuid,
    store_name: view.store_name,
    currency: view.currency,
    lines: view.items.map((item) => ({ ...item, key: keyOfItem(item), pending: false })),
    coupon: view.coupon ? { code: view.coupon.code, pending: false } : null,
    server: view,
    readAt,
    dirty: false,
    changes,
  };
}

/** An empty cart of a company (nothing kept on this phone yet). */
export function emptyCart(id: string, companyUuid: string, currency: string): LocalCart {
  return {
    id,
    company_uuid: companyUuid,
    store_uuid: null,
    store_name: null,
    currency,
    lines: [],
    coupon: null,
    server: null,
    readAt: null,
    dirty: false,
    changes: [],
  };
}

/** A line made on the phone from the menu it has (the price the person saw). */
export type NewLine = Omit<LocalLine, 'key' | 'pending' | 'line_total' | 'uuid'>;

export type AddOutcome = { ok: true; cart: LocalCart; line: LocalLine } | { ok: false; reason: 'other-store'; storeName: string | null };

/**
 * Adds `line` (quantity added to a line with the same product and choices, at most 99). A cart that
 * holds another store's lines refuses unless `replaceStore` (the person agreed to empty it).
 */
export function addLine(cart: LocalCart, line: NewLine, storeUuid: string, storeName: string | null, replaceStore = false): AddOutcome {
  const otherStore = cart.lines.length > 0 && cart.store_uuid !== null && cart.store_uuid !== storeUuid;
  if (otherStore && !replaceStore) return { ok: false, reason: 'other-store', storeName: cart.store_name };
  const lines = otherStore ? [] : cart.lines;
  const key = lineKey(line.product_uuid, optionUuids(line.options), comboChoices(line.combo));
  const existing = lines.find((l) => l.key === key);
  const quantity = Math.min(MAX_CART_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
  const next: LocalLine = {
    ...(existing ?? { ...line, uuid: `local:${key}` }),
    note: line.note ?? existing?.note ?? null,
    quantity,
    line_total: (existing?.unit_price ?? line.unit_price) * quantity,
    key,
    pending: true,
  };
  return {
    ok: true,
    line: next,
    cart: {
      ...cart,
      store_uuid: storeUuid,
      store_name: storeName ?? cart.store_name,
      coupon: otherStore ? null : cart.coupon,
      lines: existing ? lines.map((l) => (l.key === key ? next : l)) : [...lines, next],
      dirty: true,
    },
  };
}

/** Sets a line (by its uuid as shown) to `quantity`, 0 removing it; null when there is no such line. */
export function setLineQuantity(cart: LocalCart, uuid: string, quantity: number): { cart: LocalCart; line: LocalLine } | null {
  const found = cart.lines.find((l) => l.uuid === uuid);
  if (!found) return null;
  const q = Math.max(0, Math.min(MAX_CART_QUANTITY, quantity));
  const line: LocalLine = { ...found, quantity: q, line_total: found.unit_price * q, pending: true };
  const lines = q === 0 ? cart.lines.filter((l) => l.uuid !== uuid) : cart.lines.map((l) => (l.uuid === uuid ? line : l));
  return { cart: { ...cart, lines, dirty: true }, line };
}

/** Sets a line's note. */
export function setLineNote(cart: LocalCart, uuid: string, note: string | null): { cart: LocalCart; line: LocalLine } | null {
  const found = cart.lines.find((l) => l.uuid === uuid);
  if (!found) return null;
  const line: LocalLine = { ...found, note: note?.trim() ? note.trim() : null, pending: true };
  return { cart: { ...cart, lines: cart.lines.map((l) => (l.uuid === uuid ? line : l)), dirty: true }, line };
}

/** Asks for a coupon (null: removes it); the server says whether it applies. */
export function setCoupon(cart: LocalCart, code: string | null): LocalCart {
  return { ...cart, coupon: code ? { code: code.trim().toUpperCase(), pending: true } : null, dirty: true };
}

/** The tax rate the server applied last (basis points), to estimate the total offline; 0 when unknown. */
function taxRate(server: CartView | null): number {
  if (!server) return 0;
  const taxed = server.subtotal - server.discount_amount;
  return taxed > 0 ? server.tax / taxed : 0;
}

/** A cart as the screens show it (CartView), with the lines' waiting marks beside it. */
export interface ShownCart extends CartView {
  items: LocalLine[];
  /** Totals worked out on the phone: the server confirms them once online. */
  estimated: boolean;
  /** A coupon asked for offline (not in `coupon` until the server applied it). */
  pending_coupon: string | null;
  /** Changes wait to be sent. */
  waiting: boolean;
}

export function toView(cart: LocalCart): ShownCart {
  const subtotal = cart.lines.filter((l) => l.available).reduce((sum, l) => sum + l.line_total, 0);
  const serverCoupon = cart.server?.coupon ?? null;
  const keepsCoupon = Boolean(cart.coupon && !cart.coupon.pending && serverCoupon && serverCoupon.code === cart.coupon.code);
  const unchanged = !cart.dirty && cart.server !== null;
  const discount = unchanged ? cart.server!.discount_amount : keepsCoupon ? Math.min(cart.server!.discount_amount, subtotal) : 0;
  const tax = unchanged ? cart.server!.tax : Math.round((subtotal - discount) * taxRate(cart.server));
  return {
    uuid: cart.server?.uuid ?? null,
    company_uuid: cart.company_uuid,
    store_uuid: cart.store_uuid,
    store_name: cart.store_name,
    currency: cart.currency,
    items: cart.lines,
    subtotal,
    coupon: keepsCoupon || (unchanged && serverCoupon) ? serverCoupon : null,
    discount_amount: discount,
    tax,
    total: subtotal - discount + tax,
    item_count: cart.lines.reduce((n, l) => n + l.quantity, 0),
    ...(unchanged && cart.server?.coupon_message ? { coupon_message: cart.server.coupon_message } : {}),
    estimated: !unchanged,
    pending_coupon: cart.coupon?.pending ? cart.coupon.code : null,
    waiting: cart.dirty,
  };
}

/**
 * What the server's cart changed of the one the person made offline: a line gone (with the
 * server's refusal when there was one), sold out or switched off, repriced, its quantity changed; a
 * line the person did not have (added on another device meanwhile); a coupon asked for and not
 * applied. Lines are matched by product and choices.
 */
export function reconcile(expected: LocalCart, server: CartView, refusals: readonly Refusal[] = []): CartChange[] {
  const changes: CartChange[] = [];
  const byKey = new Map(server.items.map((item) => [keyOfItem(item), item]));
  const expectedKeys = new Set(expected.lines.map((l) => l.key));
  for (const line of expected.lines) {
    const got = byKey.get(line.key);
    const refusal = refusals.find((r) => r.key === line.key);
    if (!got) {
      changes.push({ kind: 'gone', name: line.name, reason: refusal?.message ?? null });
      continue;
    }
    if (!got.available) changes.push({ kind: 'unavailable', name: got.name, reason: got.problem });
    if (got.unit_price !== line.unit_price) changes.push({ kind: 'repriced', name: got.name, from: line.unit_price, to: got.unit_price });
    if (got.quantity !== line.quantity) changes.push({ kind: 'quantity', name: got.name, from: line.quantity, to: got.quantity });
  }
  for (const [key, item] of byKey) if (!expectedKeys.has(key)) changes.push({ kind: 'extra', name: item.name, quantity: item.quantity });
  const asked = expected.coupon;
  if (asked && server.coupon?.code !== asked.code) {
    const refusal = refusals.find((r) => r.code === asked.code);
    changes.push({ kind: 'coupon', code: asked.code, reason: refusal?.message ?? server.coupon_message ?? null });
  }
  return changes;
}
