// The order being put together for a consumer: quantities per product, what it comes to before
// the server prices it (coupon and tax are the server's), and the checkout body it becomes.
import type { OrderableProduct } from '../../../../server/contracts/catalogue';
import { MAX_CART_QUANTITY, MAX_ORDER_LINES, type CheckoutInput } from '../../../../server/contracts/ordering';

export type Quantities = Readonly<Record<string, number>>;

/** Sets a product's quantity within 0..99 (0 removes the line); more than 100 lines are refused. */
export function setQuantity(q: Quantities, productUuid: string, quantity: number): Quantities {
  const n = Math.max(0, Math.min(MAX_CART_QUANTITY, Math.floor(Number.isFinite(quantity) ? quantity : 0)));
  if (n === 0) {
    const next = { ...q };
    delete next[productUuid];
    return next;
  }
  if (!(productUuid in q) && Object.keys(q).length >= MAX_ORDER_LINES) return q;
  return { ...q, [productUuid]: n };
}

export interface DraftLine {
  product: OrderableProduct;
  quantity: number;
  lineTotal: number;
}

/** The lines in menu order; products no longer offered drop out (the store changed, or sold out). */
export function draftLines(q: Quantities, products: readonly OrderableProduct[]): DraftLine[] {
  return products.filter((p) => (q[p.uuid] ?? 0) > 0).map((p) => ({ product: p, quantity: q[p.uuid], lineTotal: p.price * q[p.uuid] }));
}

export const subtotalOf = (lines: readonly DraftLine[]): number => lines.reduce((sum, l) => sum + l.lineTotal, 0);

export interface DraftForm {
  companyUuid: string;
  storeUuid: string;
  consumerUuid: string;
  payment: 'counter' | 'wallet';
  coupon: string;
  note: string;
}

export function checkoutBody(form: DraftForm, lines: readonly DraftLine[]): CheckoutInput {
  const coupon = form.coupon.trim();
  const note = form.note.trim();
  return {
    company_uuid: form.companyUuid,
    store_uuid: form.storeUuid,
    consumer_uuid: form.consumerUuid,
    channel: 'backoffice',
    payment_method: form.payment,
    items: lines.map((l) => ({ product_uuid: l.product.uuid, quantity: l.quantity })),
    ...(coupon ? { coupon_code: coupon.toUpperCase() } : {}),
    ...(note ? { note } : {}),
  };
}

/** A stable fingerprint of what would be sent: a changed order needs a new Idempotency-Key. */
export const bodyFingerprint = (body: CheckoutInput): string => JSON.stringify(body);
