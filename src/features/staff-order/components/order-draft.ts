// The order being put together for a consumer: its lines (a product with its chosen options and a
// combo's choices, or a plain product with its defaults), what each comes to by checkLine (the rule
// and price the server applies at checkout), and the checkout body it becomes. Coupon and tax are
// the server's.
import type { OrderableProduct } from '../../../../server/contracts/catalogue';
import { checkLine, choiceKey, type ComboChoice, type OrderItemComboChoice, type OrderItemOption } from '../../../../server/contracts/menu';
import { MAX_CART_QUANTITY, MAX_ORDER_LINES, type CheckoutInput } from '../../../../server/contracts/ordering';

/** One line as the person made it. `options` absent: the product's defaults (a plain product). */
export interface LineState {
  key: string;
  productUuid: string;
  quantity: number;
  options?: string[];
  combo?: ComboChoice[];
  note: string;
}

export type Lines = readonly LineState[];

/** The same product with the same choices is one line (the server's rule too); a note does not make another. */
export const lineKey = (productUuid: string, options: readonly string[] | undefined, combo: readonly ComboChoice[] | undefined): string =>
  `${productUuid}#${options === undefined ? 'defaults' : choiceKey(options, combo) || 'none'}`;

const clamp = (n: number) => Math.max(0, Math.min(MAX_CART_QUANTITY, Math.floor(Number.isFinite(n) ? n : 0)));

/** Adds a line, or raises the quantity of the same product with the same choices; more than 100 lines are refused. */
export function addLine(
  lines: Lines,
  add: { productUuid: string; options?: readonly string[]; combo?: readonly ComboChoice[]; quantity: number; note?: string },
): LineState[] {
  const options = add.options === undefined ? undefined : [...add.options];
  const combo = add.combo && add.combo.length ? [...add.combo] : undefined;
  const key = lineKey(add.productUuid, options, combo);
  const note = (add.note ?? '').trim();
  const hit = lines.find((l) => l.key === key);
  if (hit) return lines.map((l) => (l.key === key ? { ...l, quantity: clamp(l.quantity + add.quantity), note: note || l.note } : l));
  const quantity = clamp(add.quantity);
  if (quantity === 0 || lines.length >= MAX_ORDER_LINES) return [...lines];
  return [...lines, { key, productUuid: add.productUuid, quantity, ...(options ? { options } : {}), ...(combo ? { combo } : {}), note }];
}

/** Sets a line's quantity within 0..99 (0 removes it). */
export function setLineQuantity(lines: Lines, key: string, quantity: number): LineState[] {
  const n = clamp(quantity);
  return n === 0 ? lines.filter((l) => l.key !== key) : lines.map((l) => (l.key === key ? { ...l, quantity: n } : l));
}

/** A line changed in the sheet takes the old one's place (or joins a line that has the new choices). */
export function replaceLine(
  lines: Lines,
  key: string,
  next: { productUuid: string; options?: readonly string[]; combo?: readonly ComboChoice[]; quantity: number; note?: string },
): LineState[] {
  const at = lines.findIndex((l) => l.key === key);
  const rest = lines.filter((l) => l.key !== key);
  const added = addLine(rest, next);
  if (at < 0 || added.length === rest.length) return added;
  // Keep the edited line where it was.
  const moved = added[added.length - 1];
  const out = added.slice(0, -1);
  out.splice(Math.min(at, out.length), 0, moved);
  return out;
}

/** The quantity of a plain product (its defaults), for the list's stepper. */
export const plainQuantity = (lines: Lines, productUuid: string): number =>
  lines.find((l) => l.key === lineKey(productUuid, undefined, undefined))?.quantity ?? 0;

export interface DraftLine {
  state: LineState;
  product: OrderableProduct;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** What the line carries, as checkLine named and priced it. */
  options: OrderItemOption[];
  combo: OrderItemComboChoice[];
  /** checkLine's sentence when the choices no longer hold (an option sold out since): the server would refuse it. */
  problem: string | null;
}

/** The lines with their products and prices; a product no longer offered drops out (the store changed, or sold out). */
export function draftLines(lines: Lines, products: readonly OrderableProduct[]): DraftLine[] {
  const byUuid = new Map(products.map((p) => [p.uuid, p]));
  return lines.flatMap((state): DraftLine[] => {
    const product = byUuid.get(state.productUuid);
    if (!product) return [];
    const check = checkLine(product, { options: state.options, combo: state.combo });
    // A line whose choices no longer hold is shown at the product's price, with the reason.
    const priced = check.ok
      ? { unitPrice: check.unit_price, options: check.options, combo: check.combo, problem: null }
      : { unitPrice: product.price, options: [], combo: [], problem: check.problem.message };
    return [{ state, product, quantity: state.quantity, lineTotal: priced.unitPrice * state.quantity, ...priced }];
  });
}

export const subtotalOf = (lines: readonly DraftLine[]): number => lines.reduce((sum, l) => sum + l.lineTotal, 0);

/** Whether the product is ordered through the sheet (it has choices to make) rather than a plain stepper. */
export const hasChoices = (p: Pick<OrderableProduct, 'option_groups' | 'is_combo'>): boolean => p.is_combo || (p.option_groups?.length ?? 0) > 0;

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
    items: lines.map((l) => ({
      product_uuid: l.product.uuid,
      quantity: l.quantity,
      ...(l.state.options !== undefined ? { options: l.state.options } : {}),
      ...(l.state.combo?.length ? { combo: l.state.combo } : {}),
      ...(l.state.note ? { note: l.state.note } : {}),
    })),
    ...(coupon ? { coupon_code: coupon.toUpperCase() } : {}),
    ...(note ? { note } : {}),
  };
}

/** A stable fingerprint of what would be sent: a changed order needs a new Idempotency-Key. */
export const bodyFingerprint = (body: CheckoutInput): string => JSON.stringify(body);
