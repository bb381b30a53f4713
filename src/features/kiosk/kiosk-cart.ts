// The kiosk's cart: lines kept in memory on the device (it works with no network), with the prices of
// the menu they were taken from. A line is a product with its choices (options, a combo's products):
// two lattes with different milks are two lines, the same choices again raise the quantity, as the
// server keys its lines. Each line keeps what checkLine made of its choices (names and prices), so the
// cart and the receipt show them before the server has the order. Totals follow the server's rules
// (tax on subtotal minus discount, rounded per order) so that an order taken offline shows the total
// the counter will ask for.
import type { PublicProduct } from '../../../server/contracts/catalogue';
import type { ComboChoice, OrderItemComboChoice, OrderItemOption } from '../../../server/contracts/menu';
import { choiceKey } from '../../../server/contracts/constants/menu';
import { MAX_CART_QUANTITY } from '../../../server/contracts/constants/ordering';
import type { ProductChoicesResult } from '../../components/product-choices/product-choices-sheet';

export interface KioskLine {
  /** product uuid + the choices' key: what makes a line a line. */
  key: string;
  product_uuid: string;
  name: string;
  image: string | null;
  /** One unit as the menu priced it: base (size or product) + option deltas + combo upcharges. */
  unit_price: number;
  /** The product's own menu price (what offline_prices names; the line's price for a plain product). */
  product_price: number;
  quantity: number;
  /** The chosen option uuids as sent; absent for a product added with one tap (no groups, not a combo). */
  options?: string[];
  combo?: ComboChoice[];
  /** What the choices were, with their prices, for the cart and the receipt. */
  chosen: OrderItemOption[];
  combo_chosen: OrderItemComboChoice[];
  note: string;
  /** Most units this line may hold (stock left, the cart limit). */
  cap: number;
}

export type CartAction =
  | { type: 'add'; product: PublicProduct; choice?: ProductChoicesResult }
  | { type: 'replace'; key: string; product: PublicProduct; choice: ProductChoicesResult }
  | { type: 'set'; key: string; quantity: number }
  | { type: 'clear' };

export const lineKey = (productUuid: string, options: readonly string[] | undefined, combo: readonly ComboChoice[] | undefined): string =>
  `${productUuid}#${choiceKey(options, combo)}`;

export const capOf = (p: Pick<PublicProduct, 'stock'>): number => (p.stock === null ? MAX_CART_QUANTITY : Math.max(0, Math.min(MAX_CART_QUANTITY, p.stock)));

/** Notes of two adds of the same line, both kept (the server keeps one note per line). */
function mergeNotes(a: string, b: string): string {
  if (!b || a === b) return a;
  if (!a) return b;
  return `${a} · ${b}`.slice(0, 200);
}

function lineFrom(p: PublicProduct, choice: ProductChoicesResult | undefined): KioskLine {
  const options = choice ? choice.options : undefined;
  const combo = choice && p.is_combo ? choice.combo : undefined;
  return {
    key: lineKey(p.uuid, options, combo),
    product_uuid: p.uuid,
    name: p.name,
    image: p.image,
    unit_price: choice ? choice.unit_price : p.price,
    product_price: p.price,
    quantity: Math.max(1, choice?.quantity ?? 1),
    ...(options ? { options } : {}),
    ...(combo ? { combo } : {}),
    chosen: choice?.snapshot.options ?? [],
    combo_chosen: choice?.snapshot.combo ?? [],
    note: choice?.note ?? '',
    cap: capOf(p),
  };
}

/** Adds a line into the list: onto the same line if there is one (up to its cap), else at the end. */
function addInto(lines: KioskLine[], line: KioskLine): KioskLine[] {
  // Stock is the product's, whatever its choices: all its lines share it.
  const others = lines.filter((l) => l.product_uuid === line.product_uuid && l.key !== line.key).reduce((n, l) => n + l.quantity, 0);
  const room = Math.max(0, line.cap - others);
  const found = lines.find((l) => l.key === line.key);
  if (found) {
    const quantity = Math.min(room, found.quantity + line.quantity);
    return lines.map((l) =>
      l === found
        ? { ...l, quantity, unit_price: line.unit_price, chosen: line.chosen, combo_chosen: line.combo_chosen, note: mergeNotes(l.note, line.note) }
        : l,
    );
  }
  const quantity = Math.min(room, line.quantity);
  return quantity < 1 ? lines : [...lines, { ...line, quantity }];
}

export function cartReducer(lines: KioskLine[], action: CartAction): KioskLine[] {
  switch (action.type) {
    case 'add':
      return addInto(lines, lineFrom(action.product, action.choice));
    case 'replace': {
      // An edited line: its new choices may match another line, which then takes its quantity.
      const at = lines.findIndex((l) => l.key === action.key);
      if (at < 0) return addInto(lines, lineFrom(action.product, action.choice));
      const next = lineFrom(action.product, action.choice);
      const rest = lines.filter((l) => l.key !== action.key);
      if (rest.some((l) => l.key === next.key)) return addInto(rest, next);
      const added = addInto(rest, next);
      // Keep the edited line where it was.
      const moved = added.find((l) => l.key === next.key);
      if (!moved) return added;
      const without = added.filter((l) => l !== moved);
      return [...without.slice(0, at), moved, ...without.slice(at)];
    }
    case 'set': {
      const line = lines.find((l) => l.key === action.key);
      if (!line) return lines;
      const others = lines.filter((l) => l.product_uuid === line.product_uuid && l !== line).reduce((n, l) => n + l.quantity, 0);
      const q = Math.max(0, Math.min(line.cap - others, MAX_CART_QUANTITY, Math.floor(action.quantity)));
      if (q === 0) return lines.filter((l) => l !== line);
      return lines.map((l) => (l === line ? { ...l, quantity: q } : l));
    }
    case 'clear':
      return [];
  }
}

/** Units of a product across its lines (the card's "2 in your order"). */
export const productCount = (lines: KioskLine[], productUuid: string): number =>
  lines.filter((l) => l.product_uuid === productUuid).reduce((n, l) => n + l.quantity, 0);

export const taxOn = (amount: number, taxRateBps: number): number => Math.round((amount * taxRateBps) / 10_000);

export interface CartTotals {
  items: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export function cartTotals(lines: KioskLine[], taxRateBps: number, discount = 0): CartTotals {
  const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const d = Math.min(discount, subtotal);
  const tax = taxOn(subtotal - d, taxRateBps);
  return { items: lines.reduce((s, l) => s + l.quantity, 0), subtotal, discount: d, tax, total: subtotal - d + tax };
}

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `ORD-` and 8 characters without look-alikes, as the server makes them (server/lib/crypto.ts). */
export function newOrderId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `ORD-${Array.from(bytes, (b) => ORDER_ID_ALPHABET[b % ORDER_ID_ALPHABET.length]).join('')}`;
}
