// The till's writes, all through the outbox (src/lib/offline/outbox.ts): a cash order (kind 'order',
// POST /checkout) and a status change (kind 'order-status', PUT /order/status/update). Each is in
// IndexedDB before the screen shows it as pending, is sent by the sync engine with its record id as
// the Idempotency-Key, and leaves the outbox only once the server acknowledged it. iCash orders need
// the server's answer before the food is handed over, so they are sent directly (with an
// Idempotency-Key kept across retries) and only while online.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutResult } from '../../../../server/contracts/ordering';
import type { OrderStatus } from '../../../../server/contracts/orders';
import { api, unwrap } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { enqueue } from '../../../lib/offline/outbox';
import { nextOfflineCallNumber } from '../../../lib/offline/call-letter';
import { useCallLetter } from '../../../lib/offline/use-call-letter';
import type { CallLetter } from '../../../../server/contracts/call-numbers';
import {
  discountAmounts,
  lineComboChoices,
  lineOptionIds,
  manualDiscountsBody,
  newClientOrderId,
  NO_DISCOUNTS,
  offlineClaims,
  tillTotals,
  type TillDiscounts,
  type TillLine,
} from '../till-math';

export interface TillContext {
  company_uuid: string;
  store_uuid: string;
  currency: string;
  tax_rate_bps: number;
}

/** What the receipt and the queue show for an order the till made; kept in the outbox record's meta. */
export interface TillOrderMeta {
  [key: string]: unknown;
  order_id: string;
  /** What the receipt shows large: the server's once it has the order, the one printed offline, or null (the order id stands in). */
  call_number: string | null;
  lines: TillLine[];
  subtotal: number;
  /** Coupon and manual discounts together (absent on receipts kept before discounts existed). */
  discount?: number;
  /** What the receipt lists: the coupon and each manual discount, with who approved. */
  discounts?: ReceiptDiscount[];
  approved_by?: string | null;
  tax: number;
  total: number;
  currency: string;
  payment_method: 'counter' | 'wallet';
  tendered: number | null;
  change_due: number | null;
  consumer_name: string | null;
  placed_offline: boolean;
  taken_at: string;
}

export interface ReceiptDiscount {
  /** The coupon's code, or the manual discount's reason. */
  label: string;
  coupon: boolean;
  /** The line's name for a line discount. */
  line: string | null;
  amount: number;
}

/** The ticket's discounts as the receipt lists them. */
export function receiptDiscounts(lines: readonly TillLine[], d: TillDiscounts): Pick<TillOrderMeta, 'discounts' | 'approved_by'> {
  const a = discountAmounts(lines, d);
  const rows: ReceiptDiscount[] = [];
  if (d.coupon && a.coupon > 0) rows.push({ label: d.coupon.code, coupon: true, line: null, amount: a.coupon });
  for (const m of a.manual) rows.push({ label: m.discount.reason, coupon: false, line: m.name, amount: m.amount });
  return { discounts: rows, approved_by: d.approval?.approved_by_name ?? null };
}

export interface StatusMeta {
  [key: string]: unknown;
  order_uuid: string | null;
  order_id: string;
  from: OrderStatus;
  to: OrderStatus;
}

/** "Cash received" for a counter order, waiting in the outbox: its record's meta. */
export interface PaymentMeta {
  [key: string]: unknown;
  order_uuid: string;
  order_id: string;
}

export function buildOrderBody(
  ctx: TillContext,
  lines: readonly TillLine[],
  pay: { tendered: number | null; consumer_uuid?: string },
  offline: boolean,
  orderId: string,
  takenAt: string,
  callNumber: string | null = null,
  discounts: TillDiscounts = NO_DISCOUNTS,
) {
  const manual = manualDiscountsBody(lines, discounts);
  return {
    order_id: orderId,
    company_uuid: ctx.company_uuid,
    store_uuid: ctx.store_uuid,
    channel: 'cashier' as const,
    items: lines.map((l) => {
      const options = lineOptionIds(l);
      const combo = lineComboChoices(l);
      return {
        product_uuid: l.product_uuid,
        quantity: l.quantity,
        ...(l.note.trim() ? { note: l.note.trim() } : {}),
        ...(options ? { options } : {}),
        ...(combo.length ? { combo } : {}),
      };
    }),
    payment_method: pay.consumer_uuid ? ('wallet' as const) : ('counter' as const),
    ...(pay.consumer_uuid ? { consumer_uuid: pay.consumer_uuid } : {}),
    ...(!pay.consumer_uuid && pay.tendered !== null ? { tendered: pay.tendered } : {}),
    ...(offline ? { placed_offline: true, offline_taken_at: takenAt, ...offlineClaims(lines) } : {}),
    ...(offline && callNumber ? { call_number: callNumber } : {}),
    ...(discounts.coupon ? { coupon_code: discounts.coupon.code } : {}),
    ...(manual.length ? { manual_discounts: manual } : {}),
    ...(manual.length && discounts.approval ? { discount_approval_uuid: discounts.approval.uuid } : {}),
    ip_address: getDeviceId(),
  };
}

export function useTillWrites(ctx: TillContext | null) {
  const { t } = useTranslation();
  // The letter this till numbers its offline orders with today, reserved while online.
  useCallLetter(ctx?.store_uuid, () =>
    api.post<CallLetter>('/order/call-letter', { store_uuid: ctx!.store_uuid, device_id: getDeviceId() }, { silent: true, successToast: false }).then(unwrap),
  );
  /** A cash order into the outbox; resolves with the record id once it is durably stored. */
  const placeCashOrder = useCallback(
    async (
      lines: readonly TillLine[],
      tendered: number | null,
      offline: boolean,
      discounts: TillDiscounts = NO_DISCOUNTS,
    ): Promise<{ recordId: string; meta: TillOrderMeta }> => {
      if (!ctx) throw new Error('The till is not ready');
      const orderId = newClientOrderId();
      const takenAt = new Date().toISOString();
      const totals = tillTotals(lines, ctx.tax_rate_bps, discounts);
      const callNumber = offline ? nextOfflineCallNumber(ctx.store_uuid) : null;
      const meta: TillOrderMeta = {
        order_id: orderId,
        call_number: callNumber,
        lines: lines.map((l) => ({ ...l })),
        ...totals,
        ...receiptDiscounts(lines, discounts),
        currency: ctx.currency,
        payment_method: 'counter',
        tendered,
        change_due: tendered !== null ? tendered - totals.total : null,
        consumer_name: null,
        placed_offline: offline,
        taken_at: takenAt,
      };
      const record = await enqueue({
        kind: 'order',
        method: 'POST',
        url: '/checkout',
        body: buildOrderBody(ctx, lines, { tendered }, offline, orderId, takenAt, callNumber, discounts),
        label: t('cashier:outbox.orderLabel', { id: orderId, count: totals.itemCount }),
        scope: ctx.store_uuid,
        auth: 'user',
        meta,
      });
      return { recordId: record.id, meta };
    },
    [ctx, t],
  );

  /** An iCash order, sent now (never queued): the balance is checked and debited by the server. */
  const placeWalletOrder = useCallback(
    async (
      lines: readonly TillLine[],
      consumer: { uuid: string; name: string },
      key: string,
      orderId: string,
      discounts: TillDiscounts = NO_DISCOUNTS,
    ): Promise<{ result: CheckoutResult; meta: TillOrderMeta }> => {
      if (!ctx) throw new Error('The till is not ready');
      const takenAt = new Date().toISOString();
      const totals = tillTotals(lines, ctx.tax_rate_bps, discounts);
      const body = buildOrderBody(ctx, lines, { tendered: null, consumer_uuid: consumer.uuid }, false, orderId, takenAt, null, discounts);
      const result = unwrap(await api.post<CheckoutResult>('/checkout', body, { headers: { 'Idempotency-Key': key }, successToast: false }));
      const meta: TillOrderMeta = {
        order_id: result.order.order_id,
        call_number: result.order.call_number,
        lines: lines.map((l) => ({ ...l })),
        ...totals,
        ...receiptDiscounts(lines, discounts),
        subtotal: result.order.subtotal,
        discount: result.order.discount,
        tax: result.order.tax,
        total: result.order.total,
        currency: result.order.currency,
        payment_method: 'wallet',
        tendered: null,
        change_due: null,
        consumer_name: consumer.name,
        placed_offline: false,
        taken_at: result.order.created_at,
      };
      return { result, meta };
    },
    [ctx],
  );

  /** Move an order on; expected_status is what the card showed, so a change made meanwhile is a conflict. */
  const moveOrder = useCallback(
    async (order: { uuid: string | null; order_id: string }, from: OrderStatus, to: OrderStatus) => {
      if (!ctx) throw new Error('The till is not ready');
      const meta: StatusMeta = { order_uuid: order.uuid, order_id: order.order_id, from, to };
      return enqueue({
        kind: 'order-status',
        method: 'PUT',
        url: '/order/status/update',
        body: { ...(order.uuid ? { order_uuid: order.uuid } : { order_id: order.order_id }), status: to, expected_status: from },
        label: t('cashier:outbox.statusLabel', { id: order.order_id, status: t(`orders:status.${to}`) }),
        scope: ctx.store_uuid,
        auth: 'user',
        meta,
      });
    },
    [ctx, t],
  );

  /**
   * The cash for a counter order, taken at the counter: through the outbox like the till's other
   * writes, so it is kept offline and sent once (its id, `pay-<order uuid>`, is the Idempotency-Key:
   * a second tap on the same card is the same write).
   */
  const takePayment = useCallback(
    async (order: { uuid: string; order_id: string }) => {
      if (!ctx) throw new Error('The till is not ready');
      const meta: PaymentMeta = { order_uuid: order.uuid, order_id: order.order_id };
      try {
        return await enqueue({
          id: `pay-${order.uuid}`,
          kind: 'order-payment',
          method: 'PUT',
          url: '/order/payment/update',
          body: { order_uuid: order.uuid },
          label: t('cashier:outbox.paymentLabel', { id: order.order_id }),
          scope: ctx.store_uuid,
          auth: 'user',
          meta,
        });
      } catch (error) {
        // Already waiting (the same card tapped twice): that write stands.
        if (error instanceof Error && error.name === 'ConstraintError') return null;
        throw error;
      }
    },
    [ctx, t],
  );

  return { placeCashOrder, placeWalletOrder, moveOrder, takePayment };
}
