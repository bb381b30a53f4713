// Reads a bulk-upload file (CSV or XLSX, told apart by its bytes) into rows keyed by normalised
// header names, each with the line number a person sees in their spreadsheet program.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from './http';

export interface SheetRow {
  line: number;
  values: Record<string, string>;
}

export const MAX_BULK_ROWS = 10_000;

/** "Category Name" -> "category_name" */
export const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('hyperlink' in value) return String(value.hyperlink);
    return '';
  }
  return String(value);
}

export async function readSheet(data: Buffer, requiredHeaders: readonly string[]): Promise<SheetRow[]> {
  if (data.length === 0) throw badRequest('The file is empty');
  let header: string[] = [];
  const rows: SheetRow[] = [];
  if (isZip(data)) {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw badRequest('The file could not be read as an Excel workbook (.xlsx)');
    }
    const ws = wb.worksheets[0];
    if (!ws) throw badRequest('The workbook has no sheet');
    ws.eachRow({ includeEmpty: false }, (row, line) => {
      const cells = (row.values as ExcelJS.CellValue[]).slice(1).map((v) => cellText(v).trim());
      if (header.length === 0) {
        header = cells.map(normaliseHeader);
        return;
      }
      if (cells.every((c) => c === '')) return;
      rows.push({ line, values: Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])) });
    });
  } else {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\u0000')) throw badRequest('The file is neither CSV nor Excel (.xlsx)');
    let records: { record: string[]; info: { lines: number } }[];
    try {
      records = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof records;
    } catch (e) {
      throw badRequest(`The CSV file could not be read: ${(e as Error).message}`);
    }
    for (const { record, info } of records) {
      if (header.length === 0) {
        header = record.map(normaliseHeader);
        continue;
      }
      if (record.every((c) => c === '')) continue;
      rows.push({ line: info.lines, values: Object.fromEntries(header.map((h, i) => [h, record[i] ?? ''])) });
    }
  }
  const missing = requiredHeaders.filter((h) => !header.includes(h));
  if (missing.length) throw badRequest(`The file is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (rows.length === 0) throw badRequest('The file has a header but no rows');
  if (rows.length > MAX_BULK_ROWS) throw badRequest(`The file has ${rows.length} rows; at most ${MAX_BULK_ROWS} are accepted at once`);
  return rows;
}
