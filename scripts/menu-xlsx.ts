// A catalogue spreadsheet of `rows` generated products (Name, Category, Price, Type), streamed by
// ExcelJS into one buffer: the big uploads of the upload test and of bench/upload.ts.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export async function menuXlsx(rows: number, tag = 'Item'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const ws = wb.addWorksheet('Menu');
  ws.addRow(['Name', 'Category', 'Price', 'Type']).commit();
  for (let i = 0; i < rows; i++) ws.addRow([`Bulk ${tag} ${i}`, 'Breakfast', 10 + (i % 90), 'veg']).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}
