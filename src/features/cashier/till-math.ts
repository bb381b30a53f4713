// The till's arithmetic, done the way the server does it (server/modules/cart/service.ts taxOn and
// checkout): integer minor units, tax on the subtotal rounded half away from zero, total = subtotal + tax.
// The till shows these before the order reaches the server (offline too); the server's answer wins.
import type { ComboChoice, OrderItemComboChoice, OrderItemOption } from '../../../server/contracts/menu';
import { choiceKey } from '../../../server/contracts/constants/menu';
import { priceClaims } from '../../lib/price-claims';
import { manualDiscountAmount, tillCouponAmount, type DiscountKind, type TillCoupon } from '../../../server/contracts/constants/discounts';

/** The order id alphabet of server/lib/crypto.ts (no 0/O, 1/I). */
const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A client-made order id, ORD- and 8 characters; crypto randomness (ids must not collide across tills). */
export function newClientOrderId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(8);
  let s = '';
  // 256 is a multiple of 32: every character is equally likely.
  for (let i = 0; i < 8; i++) s += ORDER_ID_ALPHABET[bytes[i] % ORDER_ID_ALPHABET.length];
  return `ORD-${s}`;
}

export interface TillLine {
  product_uuid: string;
  name: string;
  /** The line's unit price as checkLine gave it: size or product price + deltas + upcharges. */
  unit_price: number;
  quantity: number;
  note: string;
  /**
   * The options chosen on the pad, as sold (checkLine's snapshot, so the ticket, receipt and board
   * show them without the menu). Absent or null: a plain product, sent without `options` (the
   * product's defaults, i.e. none).
   */
  options?: OrderItemOption[] | null;
  /** A combo's slot choices, as sold. */
  combo?: OrderItemComboChoice[];
  /** The product's own menu price when the line was made: the offline price claimed for it. */
  product_price?: number;
}

/** The option uuids a line sends; undefined for a plain line (the server then applies the defaults). */
export const lineOptionIds = (l: Pick<TillLine, 'options'>): string[] | undefined => (l.options ? l.options.map((o) => o.option_uuid) : undefined);
export const lineComboChoices = (l: Pick<TillLine, 'combo'>): ComboChoice[] =>
  (l.combo ?? []).map((c) => ({ slot_uuid: c.slot_uuid, product_uuid: c.product_uuid }));

/** One line per product and choices: the same latte with oat milk and with soy milk are two lines. */
export const lineKey = (l: Pick<TillLine, 'product_uuid' | 'options' | 'combo'>): string =>
  `${l.product_uuid}#${choiceKey(lineOptionIds(l), lineComboChoices(l))}`;

const isInt = (n: unknown): n is number => Number.isInteger(n);
const isStr = (s: unknown): s is string => typeof s === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isOption = (x: unknown): x is OrderItemOption => {
  return isObject(x) && isStr(x.option_uuid) && isStr(x.group_uuid) && isStr(x.group_name) && isStr(x.name) && isInt(x.price) && isStr(x.kind);
};
const isComboChoice = (x: unknown): x is OrderItemComboChoice => {
  return isObject(x) && isStr(x.slot_uuid) && isStr(x.slot_name) && isStr(x.product_uuid) && isStr(x.name) && isInt(x.upcharge);
};

function isLine(l: unknown): l is TillLine {
  if (!l || typeof l !== 'object') return false;
  const x = l as TillLine;
  return (
    isStr(x.product_uuid) &&
    isStr(x.name) &&
    isInt(x.unit_price) &&
    x.unit_price >= 0 &&
    isInt(x.quantity) &&
    x.quantity > 0 &&
    x.quantity <= 99 &&
    isStr(x.note) &&
    (x.options === undefined || x.options === null || (Array.isArray(x.options) && x.options.every(isOption))) &&
    (x.combo === undefined || (Array.isArray(x.combo) && x.combo.every(isComboChoice))) &&
    (x.product_price === undefined || isInt(x.product_price))
  );
}

/** A ticket read back from storage: only well-formed lines survive (storage can hold anything). */
export function parseTicket(value: unknown): TillLine[] {
  return Array.isArray(value) ? value.filter(isLine) : [];
}

/**
 * Puts a line on the ticket: a line with the same product and choices (other than `replacing`) takes
 * its quantity instead of a second line; `replacing` (the key of the line being edited) is swapped
 * in place, so an edited line keeps its position.
 */
export function placeLine(lines: readonly TillLine[], line: TillLine, replacing?: string, max = 99): TillLine[] {
  const key = lineKey(line);
  const same = lines.find((l) => lineKey(l) === key && lineKey(l) !== replacing);
  if (same) {
    const merged = { ...same, quantity: Math.min(max, same.quantity + line.quantity), note: same.note || line.note };
    return lines.filter((l) => replacing === undefined || lineKey(l) !== replacing).map((l) => (lineKey(l) === key ? merged : l));
  }
  if (replacing !== undefined && lines.some((l) => lineKey(l) === replacing)) return lines.map((l) => (lineKey(l) === replacing ? line : l));
  return [...lines, line];
}

/**
 * The prices the till showed, claimed when the order was taken offline: each product's own price
 * (once per product, however many lines it has) and each chosen option's price or delta.
 */
export function offlineClaims(lines: readonly TillLine[]) {
  return priceClaims(lines.map((l) => ({ product_uuid: l.product_uuid, product_price: l.product_price ?? l.unit_price, options: l.options ?? [] })));
}

export interface TillTotals {
  subtotal: number;
  /** Coupon and manual discounts together. */
  discount: number;
  tax: number;
  total: number;
  itemCount: number;
}

/** A manual discount on the ticket: on one line (its lineKey) or the whole order (null). */
export interface TillManualDiscount {
  line: string | null;
  kind: DiscountKind;
  /** Minor units, or hundredths of a percent. */
  value: number;
  reason: string;
}

/** The ticket's discounts: a coupon the server said applies, manual discounts, a manager's approval. */
export interface TillDiscounts {
  coupon: TillCoupon | null;
  manual: TillManualDiscount[];
  approval: { uuid: string; approved_by_name: string; amount: number } | null;
}

export const NO_DISCOUNTS: TillDiscounts = { coupon: null, manual: [], approval: null };

/** Each discount's amount as the server works it out (coupon on the subtotal, lines, then the rest of the order); `over` when one exceeds its amount. */
export function discountAmounts(lines: readonly TillLine[], d: TillDiscounts) {
  const subtotal = lines.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const coupon = d.coupon ? tillCouponAmount(d.coupon, subtotal) : 0;
  let over = false;
  const manual: { discount: TillManualDiscount; amount: number; name: string | null }[] = [];
  for (const m of d.manual) {
    if (m.line === null) continue;
    const line = lines.find((l) => lineKey(l) === m.line);
    if (!line) continue;
    const base = line.unit_price * line.quantity;
    const amount = manualDiscountAmount(m, base);
    if (amount > base) over = true;
    manual.push({ discount: m, amount, name: line.name });
  }
  const left = subtotal - coupon - manual.reduce((s, m) => s + m.amount, 0);
  if (left < 0) over = true;
  const whole = d.manual.find((m) => m.line === null);
  if (whole) {
    const amount = manualDiscountAmount(whole, Math.max(0, left));
    if (amount > Math.max(0, left)) over = true;
    manual.push({ discount: whole, amount, name: null });
  }
  return { subtotal, coupon, manual, manualTotal: manual.reduce((s, m) => s + m.amount, 0), over };
}

export const taxOn = (amount: number, taxRateBps: number): number => Math.round((amount * taxRateBps) / 10_000);

export function tillTotals(lines: readonly TillLine[], taxRateBps: number, discounts: TillDiscounts = NO_DISCOUNTS): TillTotals {
  const a = discountAmounts(lines, discounts);
  const discount = Math.min(a.subtotal, a.coupon + a.manualTotal);
  const tax = taxOn(a.subtotal - discount, taxRateBps);
  return { subtotal: a.subtotal, discount, tax, total: a.subtotal - discount + tax, itemCount: lines.reduce((n, l) => n + l.quantity, 0) };
}

/** The ticket's manual discounts as checkout takes them: a line named by its index in `items`. */
export function manualDiscountsBody(lines: readonly TillLine[], d: TillDiscounts) {
  return d.manual.flatMap((m) => {
    if (m.line === null) return [{ kind: m.kind, value: m.value, reason: m.reason }];
    const i = lines.findIndex((l) => lineKey(l) === m.line);
    return i < 0 ? [] : [{ line: i, kind: m.kind, value: m.value, reason: m.reason }];
  });
}

/** Change due for cash handed over; null while the cash does not cover the total. */
export function changeDue(tendered: number | null, total: number): number | null {
  if (tendered === null || tendered < total) return null;
  return tendered - total;
}

/**
 * Quick-cash buttons: the exact amount and the next round notes above it (in major units of 10, 50,
 * 100, 500), at most four, ascending, without duplicates.
 */
export function quickTenders(total: number): number[] {
  const out = new Set<number>([total]);
  for (const step of [1000, 5000, 10000, 50000]) {
    const up = Math.ceil(total / step) * step;
    if (up > total) out.add(up);
    if (out.size >= 4) break;
  }
  return [...out].sort((a, b) => a - b).slice(0, 4);
}

/** Minutes and seconds since an ISO time, "4:07" or "1:02:30"; never negative (clock skew). */
export function elapsedLabel(sinceIso: string, now: number): string {
  const secs = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 1000));
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
