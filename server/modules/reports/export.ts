// Report exports, streamed: rows come from the service's keyset batches and go out as they arrive,
// CSV through a Readable over an async generator (backpressure for free), XLSX through exceljs's
// streaming WorkbookWriter (each row committed at once, no shared strings table held in memory).
// The first batch is read before anything is sent, so a failing query is still an envelope answer;
// a failure after the first byte ends the file with a row that says so, never a silently cut file.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { csvCell, csvHeaderLine, csvRowLines, EXPORT_COLUMNS } from '../../contracts/report-export';
import type { Breakdown, ReportRow } from '../../contracts/reports';
import { BREAKDOWN_COLUMNS, breakdownTotalsRow } from '../../contracts/breakdown-export';
import { reportBatches } from './service';

/** The last row of an export that stopped half-way. */
export const EXPORT_FAILED_ROW = 'EXPORT INCOMPLETE: the server stopped before the last row. Download the report again.';

/** The report's batches, the first one already read (it throws here, before any byte is sent). */
async function batches(db: Db, filter: SQL | undefined): Promise<AsyncGenerator<ReportRow[]>> {
  const source = reportBatches(db, filter);
  const first = await source.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* source;
  })();
}

export async function csvStream(db: Db, filter: SQL | undefined, log: FastifyBaseLogger): Promise<Readable> {
  const rows = await batches(db, filter);
  async function* lines() {
    yield csvHeaderLine();
    try {
      for await (const batch of rows) yield csvRowLines(batch);
    } catch (err) {
      log.error({ err }, 'report export failed after its first byte');
      yield `${csvCell(EXPORT_FAILED_ROW)}\r\n`;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

export async function xlsxStream(db: Db, filter: SQL | undefined, log: FastifyBaseLogger): Promise<Readable> {
  const rows = await batches(db, filter);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  (async () => {
    try {
      for await (const batch of rows) {
        for (const r of batch) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(r))).commit();
        // Wait for the client when it reads slower than the database answers.
        if (out.writableNeedDrain) await once(out, 'drain');
      }
    } catch (err) {
      log.error({ err }, 'report export failed after its first byte');
      sheet.addRow([EXPORT_FAILED_ROW]).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** A breakdown report as an XLSX workbook (small: one row per product, hour, method…), totals last. */
export async function breakdownXlsx(b: Breakdown): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(b.kind);
  const cols = BREAKDOWN_COLUMNS[b.kind];
  sheet.columns = cols.map((c) => ({ header: c.header, width: c.width }));
  for (const r of b.rows) sheet.addRow(cols.map((c) => c.value(r)));
  sheet.addRow(breakdownTotalsRow(b));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
