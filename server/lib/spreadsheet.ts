// Reads a bulk-upload file (CSV or XLSX, told apart by its bytes) into rows keyed by normalised
// header names, each with the line number a person sees in their spreadsheet program.
//
// Both formats are read as a stream that stops at the first row past the cap and hands the event
// loop back every few hundred rows, so one big upload never holds up the other requests of the
// server. An XLSX is a zip whose parts can unpack a thousandfold: every part that is read has its
// unpacked size capped, whatever the zip's headers claim, and so have the rows and cells read.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import { parse as parseCsv, type Info } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from './http';

export interface SheetRow {
  line: number;
  values: Record<string, string>;
}

export const MAX_BULK_ROWS = 10_000;

export interface SheetLimits {
  /** Data rows (the header row and blank rows are not counted). */
  maxRows: number;
  /** Columns of the header row. */
  maxColumns: number;
  /** Cells read in all: each row counts its width, a blank row one. */
  maxCells: number;
  /** Unpacked bytes of each part of an XLSX that is read (workbook, styles, shared strings, sheet). */
  maxPartBytes: number;
}

export const SHEET_LIMITS: Readonly<SheetLimits> = {
  maxRows: MAX_BULK_ROWS,
  maxColumns: 100,
  maxCells: MAX_BULK_ROWS * 100,
  // A sheet of 10,000 rows takes a few MB of XML; this leaves room for long text and many columns.
  maxPartBytes: 32 * 1024 * 1024,
};

/** How far a read got: the reader counts every row it takes from the file, blank ones included. */
export interface SheetProgress {
  rowsRead: number;
}

export interface ReadSheetOptions {
  limits?: Partial<SheetLimits>;
  progress?: SheetProgress;
}

/** Rows read or checked between two turns of the event loop handed back to other requests. */
const ROWS_PER_TURN = 200;

/** In a long loop over an upload's rows (the `count`-th row): every ROWS_PER_TURN rows, other requests go first. */
export async function turnEvery(count: number): Promise<void> {
  if (count > 0 && count % ROWS_PER_TURN === 0) await nextTurn();
}
/** Size of the pieces a file is fed to its parser in. */
const CHUNK_BYTES = 16 * 1024;
/** An .xlsx holds about ten parts; a few hundred pictures would still pass. */
const MAX_ZIP_ENTRIES = 1_000;
/** A CSV line longer than this (in characters) is no row of a bulk upload. */
const MAX_CSV_RECORD_CHARS = 1024 * 1024;

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

const unreadableXlsx = () => badRequest('The file could not be read as an Excel workbook (.xlsx)');

/**
 * Takes the rows of a file one by one as they are read and throws as soon as the file breaks a
 * rule, so that the reader stops there.
 */
class RowCollector {
  private header: string[] | undefined;
  private cells = 0;
  readonly rows: SheetRow[] = [];

  constructor(
    private readonly required: readonly string[],
    private readonly limits: SheetLimits,
    private readonly progress: SheetProgress,
  ) {}

  add(line: number, cells: string[]) {
    this.count(cells.length);
    if (!this.header) {
      this.header = cells.map(normaliseHeader);
      if (this.header.length > this.limits.maxColumns)
        throw badRequest(`The file has ${this.header.length} columns; at most ${this.limits.maxColumns} are accepted`);
      this.checkColumns();
      return;
    }
    if (cells.every((c) => c === '')) return;
    if (this.rows.length >= this.limits.maxRows)
      throw badRequest(`The file has more than ${this.limits.maxRows} rows; at most ${this.limits.maxRows} are accepted at once`);
    const header = this.header;
    this.rows.push({ line, values: Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])) });
  }

  /** A row with no value at all, which an XLSX may still hold. */
  blank() {
    this.count(1);
  }

  finish(): SheetRow[] {
    this.checkColumns();
    if (this.rows.length === 0) throw badRequest('The file has a header but no rows');
    return this.rows;
  }

  private count(width: number) {
    this.progress.rowsRead++;
    this.cells += Math.max(1, width);
    if (this.cells > this.limits.maxCells)
      throw badRequest(`The file has too many cells; at most ${this.limits.maxRows} rows of ${this.limits.maxColumns} columns are accepted at once`);
  }

  private checkColumns() {
    const header = this.header ?? [];
    const missing = this.required.filter((h) => !header.includes(h));
    if (missing.length) throw badRequest(`The file is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  }
}

export async function readSheet(data: Buffer, requiredHeaders: readonly string[], options: ReadSheetOptions = {}): Promise<SheetRow[]> {
  if (data.length === 0) throw badRequest('The file is empty');
  const limits = { ...SHEET_LIMITS, ...options.limits };
  const rows = new RowCollector(requiredHeaders, limits, options.progress ?? { rowsRead: 0 });
  if (isZip(data)) await readXlsx(data, rows, limits);
  else await readCsv(data, rows);
  return rows.finish();
}

function* chunksOf(data: Buffer, start = 0, end = data.length): Generator<Buffer> {
  for (let at = start; at < end; at += CHUNK_BYTES) yield data.subarray(at, Math.min(at + CHUNK_BYTES, end));
}

// ---- CSV ---------------------------------------------------------------------------------------

async function readCsv(data: Buffer, rows: RowCollector): Promise<void> {
  if (data.includes(0)) throw badRequest('The file is neither CSV nor Excel (.xlsx)');
  const source = Readable.from(chunksOf(data), { objectMode: false });
  const parser = source.pipe(
    parseCsv({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true, max_record_size: MAX_CSV_RECORD_CHARS }),
  );
  let read = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      rows.add(info.lines, record);
      await turnEvery(++read);
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw badRequest(`The CSV file could not be read: ${(e as Error).message}`);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

// ---- XLSX --------------------------------------------------------------------------------------
//
// exceljs's streaming reader parses a sheet as it unpacks only if the workbook, its relations and
// its shared strings come before the sheet in the zip; otherwise it first unpacks the whole sheet
// to a temporary file. Excel writes the sheet first, so the reader is fed a zip of its own: the
// records it needs, copied from the upload in that order, and nothing else. Each goes with its
// sizes from the central directory written into its header, so that the reader never has to find
// the end of a record by searching its data for a signature (which packed bytes can hold by chance).

interface ZipRecord {
  name: string;
  /** The record's local header, with the flags, method, CRC and sizes of the central directory. */
  header: Buffer;
  /** Where the packed data starts and ends in the file. */
  dataStart: number;
  dataEnd: number;
  deflated: boolean;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3 of a local header's flags: sizes and CRC follow the data instead. */
const SIZES_AFTER_DATA = 0x08;
/** An empty central directory: ends the zip that is fed to the reader. */
const ZIP_END = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  return end;
})();

/** The records of a zip, by name, as its central directory lists them. */
function zipRecords(data: Buffer): Map<string, ZipRecord> {
  try {
    let eocd = -1;
    for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
      if (data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) throw unreadableXlsx();
    const count = data.readUInt16LE(eocd + 10);
    const directoryStart = data.readUInt32LE(eocd + 16);
    if (count > MAX_ZIP_ENTRIES || directoryStart > eocd) throw unreadableXlsx();
    const listed: { name: string; method: number; crc: number; packedSize: number; size: number; start: number }[] = [];
    for (let at = directoryStart, i = 0; i < count; i++) {
      if (data.readUInt32LE(at) !== CENTRAL_HEADER) throw unreadableXlsx();
      const nameLength = data.readUInt16LE(at + 28);
      listed.push({
        name: data.toString('utf8', at + 46, at + 46 + nameLength),
        method: data.readUInt16LE(at + 10),
        crc: data.readUInt32LE(at + 16),
        packedSize: data.readUInt32LE(at + 20),
        size: data.readUInt32LE(at + 24),
        start: data.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    }
    listed.sort((a, b) => a.start - b.start);
    const records = new Map<string, ZipRecord>();
    listed.forEach((r, i) => {
      const end = listed[i + 1]?.start ?? directoryStart;
      if (data.readUInt32LE(r.start) !== LOCAL_HEADER) throw unreadableXlsx();
      const dataStart = r.start + 30 + data.readUInt16LE(r.start + 26) + data.readUInt16LE(r.start + 28);
      const dataEnd = dataStart + r.packedSize;
      if (r.packedSize === 0xffffffff || dataEnd > end) throw unreadableXlsx();
      const header = Buffer.from(data.subarray(r.start, dataStart));
      header.writeUInt16LE(header.readUInt16LE(6) & ~SIZES_AFTER_DATA, 6);
      header.writeUInt16LE(r.method, 8);
      header.writeUInt32LE(r.crc, 14);
      header.writeUInt32LE(r.packedSize, 18);
      header.writeUInt32LE(r.size, 22);
      records.set(r.name, { name: r.name, header, dataStart, dataEnd, deflated: r.method !== 0 });
    });
    return records;
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unreadableXlsx();
  }
}

const tooLarge = (limits: SheetLimits) =>
  badRequest(`The workbook is too large once unpacked; at most ${limits.maxRows} rows are accepted at once`);

/** Unpacks a record without keeping it: it must unpack cleanly, to at most `maxPartBytes`. */
async function checkUnpacked(data: Buffer, record: ZipRecord, limits: SheetLimits): Promise<void> {
  const packed = data.subarray(record.dataStart, record.dataEnd);
  if (!record.deflated) {
    if (packed.length > limits.maxPartBytes) throw tooLarge(limits);
    return;
  }
  const over = await new Promise<boolean>((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxPartBytes) {
        inflate.destroy();
        resolve(true);
      }
    });
    inflate.on('end', () => resolve(false));
    inflate.on('error', reject);
    Readable.from(chunksOf(packed), { objectMode: false }).pipe(inflate);
  }).catch(() => {
    throw unreadableXlsx();
  });
  if (over) throw tooLarge(limits);
}

/** What of exceljs's streaming reader is used beyond its typings. */
interface ReaderInternals {
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id?: string; Target?: string }[];
  sharedStrings?: unknown[];
}
interface SheetReaderInternals {
  iterator?: AsyncIterable<Buffer | string>;
}

/**
 * A reader fed the given records of the upload, and a promise that rejects if the zip under it
 * fails: a broken record fails the zip stream, not the part being parsed, which would wait forever.
 */
function readerOf(data: Buffer, records: ZipRecord[]) {
  const input = Readable.from(
    (function* () {
      for (const r of records) {
        yield r.header;
        yield* chunksOf(data, r.dataStart, r.dataEnd);
      }
      yield ZIP_END;
    })(),
    { objectMode: false },
  );
  let fail: (e: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  const pipe = input.pipe.bind(input);
  input.pipe = <T extends NodeJS.WritableStream>(destination: T, opts?: { end?: boolean }): T => {
    destination.on('error', fail);
    return pipe(destination, opts);
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // Set before the parts arrive, so that the sheet never waits for parts this zip does not hold.
  const internals = reader as unknown as ReaderInternals;
  internals.sharedStrings = [];
  internals.workbookRels = [];
  const next = <T>(step: Promise<T>) => Promise.race([step, failed]);
  return { reader, internals, next, close: () => input.destroy() };
}

/** The sheet part of the workbook's first tab, as the workbook and its relations name it. */
async function firstSheetName(data: Buffer, records: Map<string, ZipRecord>, book: ZipRecord, rels: ZipRecord | undefined): Promise<string | undefined> {
  const isSheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name) && records.has(name);
  const { reader, internals, next, close } = readerOf(data, rels ? [rels, book] : [book]);
  const sheets = reader[Symbol.asyncIterator]();
  try {
    while (!(await next(sheets.next())).done);
  } catch {
    throw unreadableXlsx();
  } finally {
    close();
  }
  const rId = internals.model?.sheets?.[0]?.rId;
  const target = internals.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (target) {
    const name = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (isSheet(name)) return name;
  }
  // A first tab that is no worksheet (a chart), or a workbook without relations: the first worksheet.
  return [...records.keys()].filter(isSheet).sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))[0];
}

async function readXlsx(data: Buffer, rows: RowCollector, limits: SheetLimits): Promise<void> {
  const records = zipRecords(data);
  const book = records.get('xl/workbook.xml');
  const rels = records.get('xl/_rels/workbook.xml.rels');
  if (!book) throw unreadableXlsx();
  const parts = [rels, book, records.get('xl/styles.xml'), records.get('xl/sharedStrings.xml')].filter((r) => r !== undefined);
  // These are parsed whole before the first row: each must unpack cleanly and within the cap.
  for (const part of parts) await checkUnpacked(data, part, limits);
  const sheetName = await firstSheetName(data, records, book, rels);
  const sheet = sheetName ? records.get(sheetName) : undefined;
  if (!sheet) throw badRequest('The workbook has no sheet');

  const { reader, next, close } = readerOf(data, [...parts, sheet]);
  const sheets = reader[Symbol.asyncIterator]();
  let sheetRows: AsyncIterator<ExcelJS.Row> | undefined;
  let read = 0;
  try {
    for (let s = await next(sheets.next()); !s.done; s = await next(sheets.next())) {
      // The sheet is parsed as it unpacks: count what it unpacks to before the parser sees it.
      const ws = s.value as unknown as SheetReaderInternals & AsyncIterable<ExcelJS.Row>;
      if (!ws.iterator) throw new Error('exceljs: the worksheet reader has no iterator');
      ws.iterator = capped(ws.iterator, limits);
      sheetRows = ws[Symbol.asyncIterator]();
      for (let r = await next(sheetRows.next()); !r.done; r = await next(sheetRows.next())) {
        const row = r.value;
        if (row.hasValues) {
          const values = row.values as ExcelJS.CellValue[];
          rows.add(row.number, Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]).trim()));
        } else {
          rows.blank();
        }
        await turnEvery(++read);
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unreadableXlsx();
  } finally {
    // Unwinds the parsers without waiting on them (one may wait forever on a zip that failed) and stops the feed.
    void sheetRows?.return?.(undefined).catch(() => {});
    void sheets.return(undefined).catch(() => {});
    close();
  }
}

async function* capped(source: AsyncIterable<Buffer | string>, limits: SheetLimits): AsyncGenerator<Buffer | string> {
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > limits.maxPartBytes) throw tooLarge(limits);
    yield chunk;
  }
}
