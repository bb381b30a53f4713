// Offline prices: what an order taken offline is charged. The price the device showed is honoured
// only when the server published it within the device's offline window (product_prices keeps every
// price a product has had, option_prices every price an option has had, each with when it was in
// force, written by triggers on products and options); otherwise today's price is charged and the
// order is flagged for a manager with the difference, price by price (an option's entry names it).
// The order is accepted either way: the guest has usually left with the food. Read inside the
// checkout transaction, after the products are locked, so today's price is the one being charged.
// Combo upcharges have no history and are always today's.
import { and, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { optionPrices, productPrices } from '../../db/schema';
import type { OrderItemOption } from '../../contracts/menu';
import { OFFLINE_CLOCK_SKEW_MS, OFFLINE_PRICE_WINDOW_MS, type OfflinePriceReview } from '../../contracts/ordering';

/** The span in which the device's menu may have been loaded: [taken − window, taken]. */
export interface OfflineWindow {
  from: Date;
  to: Date;
}

/**
 * The window of an order taken at `takenAt`, or null when there is none to trust: no time given, a
 * time ahead of the server's clock by more than the skew, or one older than the window itself.
 */
export function offlineWindow(takenAt: string | null | undefined, now: Date): OfflineWindow | null {
  if (!takenAt) return null;
  const at = new Date(takenAt).getTime();
  if (Number.isNaN(at) || at > now.getTime() + OFFLINE_CLOCK_SKEW_MS || at < now.getTime() - OFFLINE_PRICE_WINDOW_MS) return null;
  return { from: new Date(at - OFFLINE_PRICE_WINDOW_MS), to: new Date(at) };
}

/** A price a device says it showed: a product's own price, or an option's (a size's price or a delta). */
export interface PriceClaim {
  kind: 'product' | 'option';
  uuid: string;
  price: number;
}

const claimKey = (c: PriceClaim) => `${c.kind}:${c.uuid}:${c.price}`;

/** Each kind's price history: its table and the column naming the product or option priced. */
const HISTORY = {
  product: { table: productPrices, owner: productPrices.productUuid },
  option: { table: optionPrices, owner: optionPrices.optionUuid },
} as const;

/** The distinct prices of `ids` (of one kind) in force at some moment of the window. */
async function inForce(tx: DbOrTx, kind: PriceClaim['kind'], ids: string[], w: OfflineWindow): Promise<{ uuid: string; price: number }[]> {
  if (ids.length === 0) return [];
  const { table, owner } = HISTORY[kind];
  return tx
    .selectDistinct({ uuid: owner, price: table.price })
    .from(table)
    .where(and(inArray(owner, ids), lte(table.validFrom, w.to), or(isNull(table.validTo), gte(table.validTo, w.from))));
}

/**
 * The claims whose price was in force at some moment of the window: a history row with that price,
 * begun by the window's end and not ended before its start. One query per kind, whatever the lines.
 */
export async function publishedWithin(tx: DbOrTx, claims: PriceClaim[], w: OfflineWindow): Promise<Set<string>> {
  const published = new Set<string>();
  const ids = (kind: PriceClaim['kind']) => [...new Set(claims.filter((c) => c.kind === kind).map((c) => c.uuid))];
  // One after the other: inside a transaction both go down the same connection.
  const productRows = await inForce(tx, 'product', ids('product'), w);
  const optionRows = await inForce(tx, 'option', ids('option'), w);
  for (const r of productRows) published.add(claimKey({ kind: 'product', uuid: r.uuid, price: r.price }));
  for (const r of optionRows) published.add(claimKey({ kind: 'option', uuid: r.uuid, price: r.price }));
  return published;
}

export interface OfflineLine {
  productUuid: string;
  name: string;
  quantity: number;
  /** The product's own price today, read under its row lock. */
  currentPrice: number;
  /** The line's options at today's prices (checkLine's snapshot on today's menu). */
  options: readonly OrderItemOption[];
}

export interface OfflinePricing {
  /**
   * The device prices to charge instead of today's, by product uuid and by option uuid: those the
   * server published within the window (a price equal to today's needs no entry). Feed them to
   * checkLine's priceOf.
   */
  products: Map<string, number>;
  options: Map<string, number>;
  /** Null when every price was charged as the device showed it (or the device named none). */
  review: OfflinePriceReview | null;
}

const NOTHING_HONOURED = (): OfflinePricing => ({ products: new Map(), options: new Map(), review: null });

/**
 * What an order's lines are charged. Online orders and prices the device did not name: today's. A
 * device price equal to today's: nothing to check. Any other device price: honoured only when the
 * window holds and the product or option had exactly that price within it; else today's price, and
 * the review gets an entry for each line the price counts in (a product's own price does not count
 * in a line that has a size: the size's price is the base).
 */
export async function priceLines(
  tx: DbOrTx,
  order: {
    placedOffline: boolean;
    takenAt?: string | null;
    offlinePrices?: { product_uuid: string; unit_price: number }[];
    offlineOptionPrices?: { option_uuid: string; price: number }[];
  },
  lines: OfflineLine[],
  now: Date,
): Promise<OfflinePricing> {
  if (!order.placedOffline) return NOTHING_HONOURED();
  const offeredProduct = new Map((order.offlinePrices ?? []).map((p) => [p.product_uuid, p.unit_price]));
  const offeredOption = new Map((order.offlineOptionPrices ?? []).map((p) => [p.option_uuid, p.price]));

  // Every price of the order that differs from today's and counts in some line.
  type Counted = { line: OfflineLine; claim: PriceClaim; current: number; option?: OrderItemOption };
  const counted: Counted[] = [];
  for (const line of lines) {
    const offered = offeredProduct.get(line.productUuid);
    if (offered !== undefined && offered !== line.currentPrice && !line.options.some((o) => o.kind === 'size')) {
      counted.push({ line, claim: { kind: 'product', uuid: line.productUuid, price: offered }, current: line.currentPrice });
    }
    for (const option of line.options) {
      const price = offeredOption.get(option.option_uuid);
      if (price !== undefined && price !== option.price) {
        counted.push({ line, claim: { kind: 'option', uuid: option.option_uuid, price }, current: option.price, option });
      }
    }
  }
  if (counted.length === 0) return NOTHING_HONOURED();

  const window = offlineWindow(order.takenAt, now);
  const published = window ? await publishedWithin(tx, counted.map((c) => c.claim), window) : new Set<string>();
  const pricing = NOTHING_HONOURED();
  const reviewLines: OfflinePriceReview['lines'] = [];
  for (const { line, claim, current, option } of counted) {
    if (published.has(claimKey(claim))) {
      (claim.kind === 'product' ? pricing.products : pricing.options).set(claim.uuid, claim.price);
      continue;
    }
    reviewLines.push({
      product_uuid: line.productUuid,
      name: line.name,
      ...(option ? { option_uuid: option.option_uuid, option_name: option.name } : {}),
      offline_unit_price: claim.price,
      charged_unit_price: current,
      quantity: line.quantity,
      difference: (current - claim.price) * line.quantity,
    });
  }
  if (reviewLines.length === 0) return pricing;
  return {
    ...pricing,
    review: {
      reason: window ? 'offline_price_not_published' : 'offline_window_exceeded',
      lines: reviewLines,
      total_difference: reviewLines.reduce((s, l) => s + l.difference, 0),
    },
  };
}
