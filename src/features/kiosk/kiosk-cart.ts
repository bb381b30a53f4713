// The kiosk's cart: lines kept in memory on the device (it works with no network), with the prices of
// the menu they were taken from. Totals follow the server's rules (tax on subtotal minus discount,
// rounded per order) so that an order taken offline shows the total the counter will ask for.
import type { PublicProduct } from '../../../server/contracts/catalogue';
import { MAX_CART_QUANTITY } from '../../../server/contracts/ordering';

export interface KioskLine {
  product_uuid: string;
  name: string;
  image: string | null;
  unit_price: number;
  quantity: number;
}

export type CartAction =
  | { type: 'add'; product: PublicProduct }
  | { type: 'set'; product_uuid: string; quantity: number }
  | { type: 'clear' };

export function cartReducer(lines: KioskLine[], action: CartAction): KioskLine[] {
  switch (action.type) {
    case 'add': {
      const p = action.product;
      const found = lines.find((l) => l.product_uuid === p.uuid);
      const cap = p.stock === null ? MAX_CART_QUANTITY : Math.min(MAX_CART_QUANTITY, p.stock);
      if (found) return lines.map((l) => (l === found ? { ...l, quantity: Math.min(cap, l.quantity + 1) } : l));
      if (cap < 1) return lines;
      return [...lines, { product_uuid: p.uuid, name: p.name, image: p.image, unit_price: p.price, quantity: 1 }];
    }
    case 'set': {
      const q = Math.max(0, Math.min(MAX_CART_QUANTITY, Math.floor(action.quantity)));
      if (q === 0) return lines.filter((l) => l.product_uuid !== action.product_uuid);
      return lines.map((l) => (l.product_uuid === action.product_uuid ? { ...l, quantity: q } : l));
    }
    case 'clear':
      return [];
  }
}

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
