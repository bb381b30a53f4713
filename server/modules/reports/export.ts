// Report exports, streamed: rows come from the service's keyset batches and go out as they arrive,
// CSV through a Readable over an async generator (backpressure for free), XLSX through exceljs's
// streaming WorkbookWriter (each row committed at once, no shared strings table held in memory).
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csvHeaderLine, csvRowLines, EXPORT_COLUMNS } from '../../contracts/report-export';
import { reportBatches } from './service';

export function csvStream(db: Db, filter: SQL | undefined): Readable {
  async function* lines() {
    yield csvHeaderLine();
    for await (const batch of reportBatches(db, filter)) yield csvRowLines(batch);
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
