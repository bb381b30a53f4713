// A kiosk order as it is sent: POST /checkout/guest with the kiosk's token and an Idempotency-Key.
// The order id is made here, so the receipt can show it at once, and the server keeps it; an order
// taken while offline carries placed_offline, when it was taken and the prices the menu showed: each
// product's own price (offline_prices) and each chosen option's (offline_option_prices), which the
// server honours when it had them in force within the offline window.
import type { ComboChoice } from '../../../../server/contracts/menu';
import type { CheckoutResult } from '../../../../server/contracts/ordering';
import { randomUuid } from '../../../lib/device-id';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { newOrderId, type CartTotals, type KioskLine } from '../kiosk-cart';
import { priceClaims } from '../../../lib/price-claims';
import { nextOfflineCallNumber } from '../../../lib/offline/call-letter';

export type KioskPayMethod = 'counter' | 'card' | 'wallet';

export interface KioskOrderBody {
  order_id: string;
  company_uuid: string;
  store_uuid: string;
  channel: 'kiosk';
  /** Counter works offline; card (the gateway's page and back) and iCash need the network. */
  payment_method: KioskPayMethod;
  customer_name: string;
  /** A line: the product with its choices (`options` absent: a plain product added with one tap). */
  items: KioskOrderItem[];
  ip_address: string;
  coupon_code?: string;
  /** iCash: the pass the consumer got by signing in at this kiosk. */
  wallet_pass?: string;
  placed_offline?: true;
  /** Offline: the number printed on the receipt, of this kiosk's letter for the day (src/lib/offline/call-letter.ts). */
  call_number?: string;
  offline_taken_at?: string;
  offline_prices?: { product_uuid: string; unit_price: number }[];
  offline_option_prices?: { option_uuid: string; price: number }[];
}

export interface KioskOrderItem {
  product_uuid: string;
  quantity: number;
  options?: string[];
  combo?: ComboChoice[];
  note?: string;
}

/** A cart line as the checkout takes it. */
export function orderItem(l: KioskLine): KioskOrderItem {
  return {
    product_uuid: l.product_uuid,
    quantity: l.quantity,
    ...(l.options ? { options: l.options } : {}),
    ...(l.combo?.length ? { combo: l.combo } : {}),
    ...(l.note ? { note: l.note } : {}),
  };
}

/** The prices the kiosk showed, once per product and per option: what an offline order asks the server to honour. */
export function offlinePrices(lines: KioskLine[]): Pick<KioskOrderBody, 'offline_prices' | 'offline_option_prices'> {
  return priceClaims(lines.map((l) => ({ product_uuid: l.product_uuid, product_price: l.product_price, options: l.chosen })));
}

/** What the receipt shows before (and while) the server has the order. */
export interface KioskOrderDraft {
  /** The outbox record id, sent as the Idempotency-Key. */
  id: string;
  body: KioskOrderBody;
  lines: KioskLine[];
  totals: CartTotals;
  currency: string;
  offline: boolean;
  taken_at: string;
}

export function buildOrder(
  binding: KioskBinding,
  lines: KioskLine[],
  totals: CartTotals,
  opts: { customerName: string; couponCode: string | null; offline: boolean; method?: KioskPayMethod; walletPass?: string },
): KioskOrderDraft {
  const takenAt = new Date().toISOString();
  const body: KioskOrderBody = {
    order_id: newOrderId(),
    company_uuid: binding.company_uuid,
    store_uuid: binding.store_uuid,
    channel: 'kiosk',
    payment_method: opts.offline ? 'counter' : (opts.method ?? 'counter'),
    customer_name: opts.customerName.trim(),
    items: lines.map(orderItem),
    ip_address: binding.device_uuid,
    ...(opts.couponCode && !opts.offline ? { coupon_code: opts.couponCode } : {}),
    ...(opts.method === 'wallet' && opts.walletPass && !opts.offline ? { wallet_pass: opts.walletPass } : {}),
    ...(opts.offline ? { placed_offline: true as const, offline_taken_at: takenAt, ...offlinePrices(lines) } : {}),
  };
  const callNumber = opts.offline ? nextOfflineCallNumber(binding.store_uuid) : null;
  if (callNumber) body.call_number = callNumber;
  return { id: randomUuid(), body, lines, totals, currency: binding.currency, offline: opts.offline, taken_at: takenAt };
}

export const orderLabel = (draft: KioskOrderDraft, itemsText: string) => `${draft.body.order_id} · ${itemsText}`;

/** The order in the server's answer (the outbox hands the whole envelope to onSynced). */
export function placedFrom(response: unknown): CheckoutResult | null {
  const r = response as { data?: CheckoutResult } | CheckoutResult | null;
  if (r && 'order' in r) return r;
  return r && 'data' in r && r.data && 'order' in r.data ? r.data : null;
}

const CARD_DRAFT_KEY = 'cafeteria:kiosk-card-order';

/** A card order waits for the payer to come back from the gateway's page: its draft is kept for the tab. */
export function keepCardDraft(draft: KioskOrderDraft): void {
  try {
    window.sessionStorage.setItem(CARD_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage disabled: the receipt is then built from the server's order alone */
  }
}

export function takeCardDraft(orderId: string): KioskOrderDraft | null {
  try {
    const raw = window.sessionStorage.getItem(CARD_DRAFT_KEY);
    window.sessionStorage.removeItem(CARD_DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as KioskOrderDraft) : null;
    return draft?.body?.order_id === orderId ? draft : null;
  } catch {
    return null;
  }
}
