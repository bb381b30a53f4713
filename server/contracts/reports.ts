// Dashboards and reports: the query shapes of the dashboards, the order report lists and their
// exports, and the rows they answer. Money is integer minor units. The PWA imports this file too.
import { z } from 'zod';
import { pagingQuerySchema, sortQuery, uuidSchema } from './common';
import { orderListQuerySchema, type OrderRow, type OrderStatus, type PaymentMethod } from './orders';
import type { DrawerState } from './shifts';
import {
  BREAKDOWN_KINDS,
  DASHBOARD_TYPES,
  EXPORT_FORMATS,
  REPORT_SORT_KEYS,
  type BreakdownKind,
  type DashboardType,
  type SalesBreakdown,
} from './constants/reports';

export * from './constants/reports';

const dashboardType = z.enum(DASHBOARD_TYPES, { message: `Type must be one of ${DASHBOARD_TYPES.join(', ')}` }).default('today');

export const adminDashboardQuerySchema = z.object({ type: dashboardType, company_uuid: uuidSchema.optional(), store_uuid: uuidSchema.optional() });
export const companyDashboardQuerySchema = z.object({ type: dashboardType, company_uuid: uuidSchema.optional() });
export const storeDashboardQuerySchema = z.object({ type: dashboardType, store_uuid: uuidSchema.optional() });
export type DashboardQuery = z.output<typeof adminDashboardQuerySchema>;

export interface Dashboard {
  type: DashboardType;
  /** The period as instants: [from, to). */
  from: string;
  to: string;
  /** The currency of the companies in scope; null when an admin looks across companies with different ones. */
  currency: string | null;
  order_count: number;
  /** Sales: the totals of the orders server/lib/sales.ts calls sold (completed), as the reports' total. */
  revenue: number;
  /** revenue / sold orders, rounded; 0 without any. */
  average_ticket: number;
  /** Each state's count and order totals (sold, open, cancelled, refunded). Absent only in dashboards kept from before. */
  sales?: SalesBreakdown;
  orders_by_status: Partial<Record<OrderStatus, number>>;
  /** Every bucket of the period (hour for today, day for week/month, month for year), empty ones included; local time of the server. Revenue is sales. */
  revenue_over_time: { bucket: string; orders: number; revenue: number }[];
  top_products: { product_uuid: string | null; name: string; quantity: number; revenue: number }[];
  /**
   * The option mix: how many of each option (and combo choice) were sold, summed over lines by
   * quantity, from the orders' snapshots ("Milk / Oat milk: 42"). `revenue` is what the option added
   * (its delta, a size's price, a combo choice's upcharge) × quantity. Top 10 by quantity. Absent
   * only in dashboards a device kept from before options existed.
   */
  top_options?: { kind: 'option' | 'combo'; group_name: string; name: string; quantity: number; revenue: number }[];
  /** Admin and company dashboards only. */
  top_stores?: { store_uuid: string; name: string; orders: number; revenue: number }[];
  payment_mix: { method: PaymentMethod; orders: number; revenue: number }[];
  new_consumers: number;
}

/** The filters of a report: the order list filters plus the consumer. */
const reportFilterQuerySchema = orderListQuerySchema.extend({ user_uuid: uuidSchema.optional() });
/** The company and admin report: the filters, paging and the sort. */
export const reportListQuerySchema = reportFilterQuerySchema.extend(sortQuery(REPORT_SORT_KEYS).shape);
export type ReportListQuery = z.output<typeof reportListQuerySchema>;
export const storeReportListQuerySchema = reportListQuerySchema.omit({ company_uuid: true });

const exportFormat = z.enum(EXPORT_FORMATS, { message: 'Format must be csv or xlsx' }).default('csv');
/** Exports stream newest first (a keyset walk), whatever the sort of the screen. */
export const reportExportQuerySchema = reportFilterQuerySchema.omit({ pagenum: true, page: true, limit: true }).extend({ format: exportFormat });
export const storeReportExportQuerySchema = reportExportQuerySchema.omit({ company_uuid: true });
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

const breakdownKind = z.enum(BREAKDOWN_KINDS, { message: `Kind must be one of ${BREAKDOWN_KINDS.join(', ')}` });
/** A breakdown report: the report's filters (no paging: a breakdown is one table) and its kind. */
export const breakdownQuerySchema = reportFilterQuerySchema.omit({ pagenum: true, page: true, limit: true }).extend({ kind: breakdownKind });
export const storeBreakdownQuerySchema = breakdownQuerySchema.omit({ company_uuid: true });
export type BreakdownQuery = z.output<typeof breakdownQuerySchema>;
export const breakdownExportQuerySchema = breakdownQuerySchema.extend({ format: exportFormat });
export const storeBreakdownExportQuerySchema = breakdownExportQuerySchema.omit({ company_uuid: true });
export type BreakdownExportQuery = z.output<typeof breakdownExportQuerySchema>;

/**
 * One row of a breakdown. Every kind fills the same fields, each with what it groups by:
 * products: key product uuid, label its name as sold, group its store; options: group the option group (or combo
 * slot), label the option; hours: key and label "00".."23"; cashiers: key the user (or
 * "channel:<channel>" for self-service), label the name (null for self-service), group the channel
 * of self-service rows; payments: key and label the method; tax: key and label the day; discounts:
 * key the coupon (or "manual"), label its code (null for manual); refunds: key the order uuid, label
 * its ORD- id, group the payment method, `at` when it was refunded.
 * Money is minor units: `net` before tax (line totals for products and options, else subtotal less
 * discount), `amount` what the row sold (order totals; line totals for products; what the option
 * added for options; what was given back for refunds).
 */
export interface BreakdownRow {
  key: string;
  label: string | null;
  group: string | null;
  orders: number;
  quantity: number;
  net: number;
  discount: number;
  tax: number;
  amount: number;
  at: string | null;
}

export type BreakdownTotals = Pick<BreakdownRow, 'orders' | 'quantity' | 'net' | 'discount' | 'tax' | 'amount'>;

export interface Breakdown {
  kind: BreakdownKind;
  /** The one currency of the orders in scope; null when they mix (an admin across companies) or there are none. */
  currency: string | null;
  /** The time zone the hours and days are read in. */
  time_zone: string;
  rows: BreakdownRow[];
  /** Sums of the rows; `orders` counts each order once (a product mix row per product would count it again). */
  totals: BreakdownTotals;
}

/** What needs a manager's attention now: admins may name a company or a store, companies a store, managers get their own. */
export const attentionQuerySchema = z.object({ company_uuid: uuidSchema.optional(), store_uuid: uuidSchema.optional() });

/**
 * What needs attention in the caller's scope, today being the store's day (the server's time zone,
 * read against the database's now()), and the tills' drawers.
 */
export interface Attention {
  day_from: string;
  day_to: string;
  /** The database's now() the figures were read at. */
  now: string;
  time_zone: string;
  currency: string | null;
  /** The default level (LOW_STOCK_THRESHOLD) for products and stores that set none. */
  low_stock_threshold: number;
  /**
   * Active products with tracked stock at or below their level (the product's, else its store's, else
   * the default), fewest first (ATTENTION_LIST_LIMIT of them); `threshold` is the level that applied.
   */
  low_stock: { product_uuid: string; name: string; store_name: string; stock: number; threshold?: number }[];
  low_stock_count: number;
  /** Today's orders still open (placed … ready), oldest first. */
  open_orders: { uuid: string; order_id: string; store_name: string; status: OrderStatus; created_at: string; minutes_open: number }[];
  open_count: number;
  /** Today's orders that took longest from placed to ready, slowest first. */
  slowest_ready: { uuid: string; order_id: string; store_name: string; created_at: string; minutes_to_ready: number }[];
  /** Orders refunded today (by the time of the refund): count and what was given back. */
  refunds_today: { count: number; amount: number };
  /** Today's sales with a discount: count and the discounts given. */
  discounts_today: { count: number; amount: number };
  /** The drawers: open shifts (cash expected now) and shifts closed today (over/short). Absent only in figures a device kept from before. */
  drawers?: DrawerState;
}

export const userDropdownQuerySchema = z.object({ company_uuid: uuidSchema.optional(), search: pagingQuerySchema.shape.search });

/** An order as the reports list it: an order list's row with its day, less its e-mail, channel, offline flags and times. */
export interface ReportRow
  extends Omit<OrderRow, 'call_number' | 'customer_email' | 'channel' | 'placed_offline' | 'needs_review' | 'review' | 'created_at' | 'updated_at'> {
  date: string;
  /**
   * The order's lines with their choices, as the export's "Options" column prints them:
   * "2× Latte (Large, Oat milk, Extra shot); 1× Lunch deal (Main: Thali, Drink: Soda)". Lines sorted,
   * so the same order always reads the same. Absent only in rows a device kept from before options existed.
   */
  item_lines?: string;
}

/**
 * A report's totals over the whole filtered set. `count` is every row; the money (subtotal, discount,
 * tax, total) is that of the sales only, the orders server/lib/sales.ts calls sold, so `total` equals
 * the dashboard's revenue for the same period and scope. `states` gives each state's count and order
 * totals apart (cancelled and refunded never count as sales). `sold_count` and `states` are absent
 * only in reports a device kept from before they existed.
 */
export interface ReportSummary {
  count: number;
  sold_count?: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  states?: SalesBreakdown;
}

export interface ReportList {
  items: ReportRow[];
  total: number;
  pagenum: number;
  limit: number;
  pageCount: number;
  summary: ReportSummary;
}

export interface ConsumerOption {
  uuid: string;
  name: string;
  mobile: string | null;
}
