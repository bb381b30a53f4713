// Report exports, streamed: rows come from the service's keyset batches and go out as they arrive,
// CSV through a Readable over an async generator (backpressure for free), XLSX through exceljs's
// streaming WorkbookWriter (each row committed at once, no shared strings table held in memory).
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReportRow } from '../../contracts/reports';
import { reportBatches } from './service';

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
];

/** RFC 4180 quoting; a text cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvStream(db: Db, filter: SQL | undefined): Readable {
  async function* lines() {
    yield `\uFEFF${EXPORT_COLUMNS.map((c) => csvCell(c.header)).join(',')}\r\n`;
    for await (const batch of reportBatches(db, filter)) {
      yield batch.map((r) => EXPORT_COLUMNS.map((c) => csvCell(c.value(r))).join(',')).join('\r\n') + '\r\n';
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

export function xlsxStream(db: Db, filter: SQL | undefined): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  (async () => {
    for await (const batch of reportBatches(db, filter)) {
      for (const r of batch) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(r))).commit();
      // Wait for the client when it reads slower than the database answers.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
