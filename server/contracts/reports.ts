// Dashboards and reports: the query shapes of the dashboards, the order report lists and their
// exports, and the rows they answer. Money is integer minor units. The PWA imports this file too.
import { z } from 'zod';
import { pagingQuerySchema, sortQuery, uuidSchema } from './common';
import { orderListQuerySchema, type OrderRow, type OrderStatus, type PaymentMethod } from './orders';
import { DASHBOARD_TYPES, EXPORT_FORMATS, REPORT_SORT_KEYS, type DashboardType } from './constants/reports';

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
  /** Sum of the totals of orders neither cancelled nor refunded. */
  revenue: number;
  /** revenue / orders neither cancelled nor refunded, rounded; 0 without such orders. */
  average_ticket: number;
  orders_by_status: Partial<Record<OrderStatus, number>>;
  /** Every bucket of the period (hour for today, day for week/month, month for year), empty ones included; local time of the server. */
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

export interface ReportSummary {
  count: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
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
