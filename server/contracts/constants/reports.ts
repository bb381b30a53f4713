// zod-free values of ../reports.ts: dashboard periods, report sort keys, export formats. The PWA imports them from here, so that a screen
// which needs them does not load zod with it; ../reports.ts re-exports them for the server.

export const DASHBOARD_TYPES = ['today', 'week', 'month', 'year'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

/** Columns the report list can be ordered by (the whole filtered set, on the server); newest first without one. */
export const REPORT_SORT_KEYS = ['date', 'order_id', 'store', 'customer', 'items', 'total', 'payment', 'status'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
