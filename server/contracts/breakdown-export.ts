// The columns of each breakdown report, shared by the server's CSV/XLSX export, the PWA's tables
// (which translate `id` as reports:breakdown.col.<id>) and the PWA's offline CSV from a kept
// breakdown, so that all three read the same. Amounts stay integer minor units in the files, as in
// the order report's export.
import type { BreakdownKind } from './constants/reports';
import type { Breakdown, BreakdownRow } from './reports';
import { csvCell } from './report-export';

export type BreakdownColumnId =
  | 'product' | 'store' | 'group' | 'option' | 'hour' | 'cashier' | 'channel' | 'method' | 'day' | 'coupon' | 'order' | 'refundedAt'
  | 'orders' | 'quantity' | 'net' | 'discount' | 'tax' | 'amount' | 'revenue' | 'refunded';

export interface BreakdownColumn {
  id: BreakdownColumnId;
  /** The file's header (English, as the order report's export). */
  header: string;
  /** Money in minor units: the screens format it with the currency. */
  money?: boolean;
  /** A count: the screens format it as a number. */
  count?: boolean;
  value: (r: BreakdownRow) => string | number | null;
  width: number;
}

const c = {
  orders: { id: 'orders', header: 'Orders', count: true, value: (r) => r.orders, width: 9 },
  quantity: { id: 'quantity', header: 'Quantity', count: true, value: (r) => r.quantity, width: 10 },
  net: { id: 'net', header: 'Net (before tax)', money: true, value: (r) => r.net, width: 14 },
  discount: { id: 'discount', header: 'Discount', money: true, value: (r) => r.discount, width: 11 },
  tax: { id: 'tax', header: 'Tax', money: true, value: (r) => r.tax, width: 10 },
  amount: { id: 'amount', header: 'Sales', money: true, value: (r) => r.amount, width: 12 },
  revenue: { id: 'revenue', header: 'Revenue', money: true, value: (r) => r.amount, width: 12 },
} satisfies Record<string, BreakdownColumn>;

export const BREAKDOWN_COLUMNS: Readonly<Record<BreakdownKind, readonly BreakdownColumn[]>> = {
  products: [
    { id: 'product', header: 'Product', value: (r) => r.label, width: 30 },
    { id: 'store', header: 'Store', value: (r) => r.group, width: 24 },
    c.orders,
    c.quantity,
    c.revenue,
  ],
  options: [
    { id: 'group', header: 'Group', value: (r) => r.group, width: 20 },
    { id: 'option', header: 'Option', value: (r) => r.label, width: 24 },
    c.orders,
    c.quantity,
    c.revenue,
  ],
  hours: [{ id: 'hour', header: 'Hour', value: (r) => `${r.key}:00`, width: 8 }, c.orders, c.net, c.discount, c.tax, c.amount],
  cashiers: [
    { id: 'cashier', header: 'Cashier', value: (r) => r.label, width: 24 },
    { id: 'channel', header: 'Channel (self-service)', value: (r) => r.group, width: 20 },
    c.orders,
    c.net,
    c.discount,
    c.tax,
    c.amount,
  ],
  payments: [{ id: 'method', header: 'Payment method', value: (r) => r.key, width: 16 }, c.orders, c.net, c.discount, c.tax, c.amount],
  tax: [{ id: 'day', header: 'Day', value: (r) => r.key, width: 12 }, c.orders, c.net, c.tax, c.amount],
  discounts: [{ id: 'coupon', header: 'Coupon', value: (r) => (r.key === 'manual' ? 'Manual' : r.label), width: 18 }, c.orders, c.discount, c.amount],
  refunds: [
    { id: 'order', header: 'Order ID', value: (r) => r.label, width: 14 },
    { id: 'refundedAt', header: 'Refunded at', value: (r) => r.at, width: 26 },
    { id: 'method', header: 'Payment method', value: (r) => r.group, width: 16 },
    c.net,
    c.tax,
    { id: 'refunded', header: 'Refunded', money: true, value: (r) => r.amount, width: 12 },
  ],
};

/** The last line of a file: the totals under the columns that add up. */
export function breakdownTotalsRow(b: Breakdown): (string | number | null)[] {
  return BREAKDOWN_COLUMNS[b.kind].map((col, i) => {
    if (i === 0) return 'Total';
    if (col.money || col.count) return col.value({ key: '', label: null, group: null, at: null, ...b.totals });
    return null;
  });
}

/** The whole breakdown as CSV (with the byte-order mark spreadsheets need for UTF-8), totals last. */
export function breakdownCsv(b: Breakdown): string {
  const cols = BREAKDOWN_COLUMNS[b.kind];
  const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',') + '\r\n';
  return '\uFEFF' + line(cols.map((col) => col.header)) + b.rows.map((r) => line(cols.map((col) => col.value(r)))).join('') + line(breakdownTotalsRow(b));
}
