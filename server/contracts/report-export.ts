// The columns of a report export and the CSV cell rule, shared by the server's streamed export and
// the PWA's offline export from kept rows, so both files have the same header and the same cells.
import type { OrderItemComboChoice, OrderItemOption } from './menu';
import type { ReportRow } from './reports';

/** Column header and value of each exported field; amounts stay integer minor units, as in the API. */
export const EXPORT_COLUMNS: readonly { header: string; value: (r: ReportRow) => string | number | null; width: number }[] = [
  { header: 'Order ID', value: (r) => r.order_id, width: 14 },
  { header: 'Date', value: (r) => r.date, width: 26 },
  { header: 'Company', value: (r) => r.company_name, width: 22 },
  { header: 'Store', value: (r) => r.store_name, width: 24 },
  { header: 'Customer', value: (r) => r.customer_name, width: 22 },
  { header: 'Mobile', value: (r) => r.customer_mobile, width: 14 },
  { header: 'Items', value: (r) => r.item_count, width: 8 },
  { header: 'Subtotal', value: (r) => r.subtotal, width: 10 },
  { header: 'Discount', value: (r) => r.discount, width: 10 },
  { header: 'Tax', value: (r) => r.tax, width: 10 },
  { header: 'Total', value: (r) => r.total, width: 10 },
  { header: 'Currency', value: (r) => r.currency, width: 9 },
  { header: 'Payment method', value: (r) => r.payment_method, width: 14 },
  { header: 'Payment status', value: (r) => r.payment_status, width: 14 },
  { header: 'Status', value: (r) => r.status, width: 12 },
  { header: 'Options', value: (r) => r.item_lines ?? '', width: 60 },
];

/** RFC 4180 quoting; a text cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line of a CSV export, with the byte-order mark spreadsheets need to read UTF-8. */
export const csvHeaderLine = (): string => `\uFEFF${EXPORT_COLUMNS.map((c) => csvCell(c.header)).join(',')}\r\n`;

/** One CSV line per row, each ended by CRLF. */
export const csvRowLines = (rows: readonly ReportRow[]): string => rows.map((r) => EXPORT_COLUMNS.map((c) => csvCell(c.value(r))).join(',') + '\r\n').join('');

/** What itemLinesText reads of a line (an OrderItem, or an order_items row). */
export interface ItemLineFacts {
  name: string;
  quantity: number;
  options: readonly Pick<OrderItemOption, 'name'>[];
  combo: readonly Pick<OrderItemComboChoice, 'slot_name' | 'name'>[];
}

/**
 * An order's lines in one readable, deterministic cell: "2× Latte (Large, Oat milk); 1× Lunch deal
 * (Main: Thali, Drink: Soda)". Options keep the order they were sold in (the product's group
 * order), combo choices come as "slot: product"; the lines are sorted by name, then by their text.
 */
export function itemLinesText(lines: readonly ItemLineFacts[]): string {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return lines
    .map((l) => {
      const choices = [...l.options.map((o) => o.name), ...l.combo.map((c) => `${c.slot_name}: ${c.name}`)];
      return { name: l.name, text: `${l.quantity}\u00d7 ${l.name}${choices.length ? ` (${choices.join(', ')})` : ''}` };
    })
    .sort((a, b) => cmp(a.name, b.name) || cmp(a.text, b.text))
    .map((l) => l.text)
    .join('; ');
}
