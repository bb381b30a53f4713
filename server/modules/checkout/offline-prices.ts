// Offline prices: what an order taken offline is charged. The price the device showed is honoured
// only when the server published it within the device's offline window (product_prices keeps every
// price a product has had, with when it was in force, written by a trigger on products); otherwise
// the line is charged today's price and the order is flagged for a manager with the difference.
// The order is accepted either way: the guest has usually left with the food. Read inside the
// checkout transaction, after the products are locked, so today's price is the one being charged.
import { and, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productPrices } from '../../db/schema';
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

/**
 * A price a device says it showed for something priced. Products today; option prices (issue 12)
 * join as another kind with their own history table, checked by one more query in publishedWithin.
 */
export interface PriceClaim {
  kind: 'product';
  uuid: string;
  price: number;
}

const claimKey = (c: PriceClaim) => `${c.kind}:${c.uuid}:${c.price}`;

/**
 * The claims whose price was in force at some moment of the window: a history row with that price,
 * begun by the window's end and not ended before its start. One query per kind, whatever the lines.
 */
export async function publishedWithin(tx: Tx, claims: PriceClaim[], w: OfflineWindow): Promise<Set<string>> {
  const published = new Set<string>();
  const productIds = [...new Set(claims.filter((c) => c.kind === 'product').map((c) => c.uuid))];
  if (productIds.length > 0) {
    const rows = await tx
      .selectDistinct({ uuid: productPrices.productUuid, price: productPrices.price })
      .from(productPrices)
      .where(and(inArray(productPrices.productUuid, productIds), lte(productPrices.validFrom, w.to), or(isNull(productPrices.validTo), gte(productPrices.validTo, w.from))));
    for (const r of rows) published.add(claimKey({ kind: 'product', uuid: r.uuid, price: r.price }));
  }
  return published;
}

export interface OfflineLine {
  productUuid: string;
  name: string;
  quantity: number;
  /** Today's price, read under the product's row lock. */
  currentPrice: number;
}

export interface OfflinePricing {
  /** The unit price each line is charged, in the order of the lines given. */
  unitPrices: number[];
  /** Null when every line was charged what the device showed (or had no price from the device). */
  review: OfflinePriceReview | null;
}

/**
 * What each line of an order is charged. Online orders and lines without a device price: today's
 * price. A device price equal to today's: honoured (nothing to check). Any other device price: only
 * when the window holds and the product had exactly that price within it; else today's price, and
 * the line goes into the review.
 */
export async function priceLines(
  tx: Tx,
  order: { placedOffline: boolean; takenAt?: string | null; offlinePrices?: { product_uuid: string; unit_price: number }[] },
  lines: OfflineLine[],
  now: Date,
): Promise<OfflinePricing> {
  const offered = new Map(order.placedOffline ? (order.offlinePrices ?? []).map((p) => [p.product_uuid, p.unit_price]) : []);
  const claims: PriceClaim[] = lines.flatMap((l) => {
    const price = offered.get(l.productUuid);
    return price === undefined || price === l.currentPrice ? [] : [{ kind: 'product' as const, uuid: l.productUuid, price }];
  });
  if (claims.length === 0) return { unitPrices: lines.map((l) => l.currentPrice), review: null };

  const window = offlineWindow(order.takenAt, now);
  const published = window ? await publishedWithin(tx, claims, window) : new Set<string>();
  const reviewLines: OfflinePriceReview['lines'] = [];
  const unitPrices = lines.map((l) => {
    const price = offered.get(l.productUuid);
    if (price === undefined || price === l.currentPrice) return l.currentPrice;
    if (published.has(claimKey({ kind: 'product', uuid: l.productUuid, price }))) return price;
    reviewLines.push({
      product_uuid: l.productUuid,
      name: l.name,
      offline_unit_price: price,
      charged_unit_price: l.currentPrice,
      quantity: l.quantity,
      difference: (l.currentPrice - price) * l.quantity,
    });
    return l.currentPrice;
  });
  if (reviewLines.length === 0) return { unitPrices, review: null };
  return {
    unitPrices,
    review: {
      reason: window ? 'offline_price_not_published' : 'offline_window_exceeded',
      lines: reviewLines,
      total_difference: reviewLines.reduce((s, l) => s + l.difference, 0),
    },
  };
}
