// Orders: the one status machine, list/view/status-update request shapes and the rows they answer.
// Money is integer minor units in the order's currency. The PWA imports this file too.
import { z } from 'zod';
import { pagingQuerySchema, uuidSchema, type Paged } from './common';
import type { OrderRefund } from './refunds';
import type { OrderManualDiscount } from './discounts';
import type { OrderItemComboChoice, OrderItemOption } from './menu';
import type { OfflinePriceReview } from './ordering';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod, type PaymentStatus } from './constants/orders';

export * from './constants/orders';

/** A calendar day, YYYY-MM-DD; list filters read it in the server's time zone, both ends inclusive. */
export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-01-31')
  .refine((s) => !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date');

const orderStatusSchema = z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` });

export const orderListQuerySchema = pagingQuerySchema.extend({
  company_uuid: uuidSchema.optional(),
  store_uuid: uuidSchema.optional(),
  order_status: orderStatusSchema.optional(),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'Payment method must be counter, wallet or card' }).optional(),
  start_date: dateOnlySchema.optional(),
  end_date: dateOnlySchema.optional(),
  /** `true`: only orders flagged for a manager's price check; `false`: only the others. */
  needs_review: z
    .enum(['true', 'false'], { message: 'needs_review must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /**
   * `false`: only orders the kitchen should see now (no pickup slot, or its fire time has come);
   * `true`: only orders still scheduled for a later pickup slot (issue 15).
   */
  scheduled: z
    .enum(['true', 'false'], { message: 'scheduled must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
/**
 * Keyset pages of the newest-first order lists: `after` is the `next_cursor` of the page before; the
 * page then starts right after that order (`pagenum` does not offset it, and is answered as sent).
 */
const orderCursorQuery = { after: z.string().min(1, 'Not a cursor of this list').max(200, 'Not a cursor of this list').optional() };
export const orderPageQuerySchema = orderListQuerySchema.extend(orderCursorQuery);
export const storeOrderListQuerySchema = orderPageQuerySchema.omit({ company_uuid: true });
export const consumerOrderListQuerySchema = pagingQuerySchema.extend({
  user_uuid: uuidSchema.optional(),
  order_status: orderStatusSchema.optional(),
  ...orderCursorQuery,
});
/** A page of a newest-first order list: the paged shape, and the cursor of the page after it (null on the last). */
export interface OrderPage extends Paged<OrderRow> {
  next_cursor: string | null;
}

/** The order's uuid or its ORD- id. */
export const orderRefSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'Not an order id');
export const orderIdParamSchema = z.object({ id: orderRefSchema });
export const invoiceParamSchema = z.object({ orderId: orderRefSchema });
export const orderViewQuerySchema = z.object({
  company_uuid: uuidSchema.optional(),
  /** A guest's device id (the spec's ip_address): opens an order placed from that device without an account. */
  ip_address: z.string().trim().min(8).max(100).optional(),
});

export const orderStatusBodySchema = z
  .object({
    order_uuid: uuidSchema.optional(),
    order_id: orderRefSchema.optional(),
    status: orderStatusSchema,
    note: z.string().trim().max(500, 'Note is at most 500 characters').optional(),
    /** The status the client last saw; a different current status answers 409 (offline sync). */
    expected_status: orderStatusSchema.optional(),
  })
  .refine((b) => b.order_uuid || b.order_id, { message: 'Name the order: order_uuid or order_id', path: ['order_uuid'] });
export type OrderStatusBody = z.output<typeof orderStatusBodySchema>;

export interface OrderRow {
  uuid: string;
  order_id: string;
  /** What the counter calls out (`K-042`); null on orders older than call numbers. */
  call_number: string | null;
  company_uuid: string;
  company_name: string;
  store_uuid: string;
  store_name: string;
  user_uuid: string | null;
  customer_name: string | null;
  customer_mobile: string | null;
  customer_email: string | null;
  channel: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  item_count: number;
  placed_offline: boolean;
  /** Staff only: an offline order charged otherwise than the device showed, for a manager's price check. */
  needs_review?: boolean;
  review?: OfflinePriceReview | null;
  /** Ordered ahead: the pickup slot's start, and when the kitchen sees the order (its start less the prep lead); null otherwise. */
  pickup_slot?: string | null;
  fire_at?: string | null;
  created_at: string;
  updated_at: string;
}
export type Order = OrderRow;

/** An order line as it was sold: every name and price is the snapshot taken at checkout. */
export interface OrderItem {
  uuid: string;
  product_uuid: string | null;
  name: string;
  /** What one unit was charged: base_price + option deltas + combo upcharges. */
  unit_price: number;
  /** The price before options and upcharges (the size's price when it had sizes); null on orders from before options. */
  base_price: number | null;
  quantity: number;
  line_total: number;
  note: string | null;
  /** The chosen options in the product's group order, as charged. */
  options: OrderItemOption[];
  /** A combo's choices, slot by slot, with their upcharges. */
  combo: OrderItemComboChoice[];
}

export interface OrderHistory {
  uuid: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  note: string | null;
  changed_by_uuid: string | null;
  changed_by_name: string | null;
  changed_by_role: string | null;
  created_at: string;
}

export interface OrderPayment {
  uuid: string;
  method: string;
  provider: string;
  amount: number;
  status: string;
  provider_ref: string | null;
  tendered: number | null;
  created_at: string;
}

export interface OrderDetail extends OrderRow {
  note: string | null;
  device_id?: string | null;
  coupon_code: string | null;
  tax_rate_bps: number;
  company_address: string | null;
  store_address: string | null;
  offline_taken_at: string | null;
  items: OrderItem[];
  history: OrderHistory[];
  payments: OrderPayment[];
  /** Money given back, oldest first (till refunds, full or per line), and their sum. */
  refunds: OrderRefund[];
  refunded_amount: number;
  /** Manual discounts given at the till, with a manager's approval where one was needed (contracts/discounts.ts). */
  manual_discounts: OrderManualDiscount[];
  feedback: { uuid: string; rating: number; comment: string | null; created_at: string } | null;
  reviews: { uuid: string; product_uuid: string; rating: number; comment: string | null; created_at: string }[];
}
