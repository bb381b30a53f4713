// zod-free values of ../reports.ts: dashboard periods, report sort keys, export formats. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../reports.ts re-exports them for the server.

export const DASHBOARD_TYPES = ['today', 'week', 'month', 'year'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

/** Columns the report list can be ordered by (the whole filtered set, on the server); newest first without one. */
export const REPORT_SORT_KEYS = ['date', 'order_id', 'store', 'customer', 'items', 'total', 'payment', 'status'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What an order is to the books (server/lib/sales.ts holds the rule): sold (completed), open (still
 * being made), cancelled, refunded (given back in full). Only sold orders are sales.
 */
export const SALE_STATES = ['sold', 'open', 'cancelled', 'refunded'] as const;
export type SaleState = (typeof SALE_STATES)[number];
/** Count and amount (order totals, minor units) per state, every state present. */
export type SalesBreakdown = Record<SaleState, { count: number; amount: number }>;

/**
 * The breakdown reports beside the order list, each over the sales of the same filters:
 * products and options (the product mix, from the lines' snapshots), hours (of the day, server time
 * zone), cashiers (who took the order; self-service orders by channel), payments (by method), tax (by
 * day), discounts (by coupon; manual discounts as one row) and refunds (the orders given back in full).
 * A "shifts" kind joins once the till has shifts: the cashiers' grouping by the order's shift.
 */
export const BREAKDOWN_KINDS = ['products', 'options', 'hours', 'cashiers', 'payments', 'tax', 'discounts', 'refunds'] as const;
export type BreakdownKind = (typeof BREAKDOWN_KINDS)[number];

/** The dashboard's "running out" line: products whose tracked stock is at or below this many units, unless the product or its store sets its own level. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many rows each list of the dashboard's "needs attention" shows. */
export const ATTENTION_LIST_LIMIT = 5;
