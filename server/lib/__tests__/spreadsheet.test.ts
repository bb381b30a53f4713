import { PassThrough } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http';
import { MAX_BULK_ROWS, readSheet, type SheetProgress } from '../spreadsheet';

// ---- files made in the test ----------------------------------------------------------------------

/** An XLSX written the way exceljs streams one out: the sheet first, its shared strings after it. */
async function streamedXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const ws = wb.addWorksheet('Menu');
  for (const row of rows) ws.addRow(row).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Part {
  name: string;
  text: string;
  /** What the zip's headers claim the part unpacks to (the truth when not given). */
  claimedSize?: number;
  /** Cuts the packed bytes short, as an interrupted download would. */
  cut?: boolean;
}

/** A zip of deflated parts, in the order given, with sizes in its local headers as Excel writes them. */
function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.from(part.text);
    const whole = deflateRawSync(raw);
    const packed = part.cut ? whole.subarray(0, whole.length >> 1) : whole;
    const name = Buffer.from(part.name);
    const fields = (h: Buffer, at: number) => {
      h.writeUInt16LE(20, at); // version needed
      h.writeUInt16LE(0, at + 2); // flags
      h.writeUInt16LE(8, at + 4); // deflate
      h.writeUInt32LE(crc32(raw), at + 10);
      h.writeUInt32LE(packed.length, at + 14);
      h.writeUInt32LE(part.claimedSize ?? raw.length, at + 18);
      h.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook whose tabs are the given sheet parts, in tab order. */
function workbookParts(tabs: { name: string; part: string }[]): Part[] {
  return [
    { name: '[Content_Types].xml', text: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    {
      name: 'xl/workbook.xml',
      text: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>${tabs
        .map((t, i) => `<sheet name="${t.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${tabs
        .map((t, i) => `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="worksheets/${t.part}"/>`)
        .join('')}</Relationships>`,
    },
  ];
}

const COLUMNS = 'ABCDEFGHIJ';
/** Sheet XML; a number is a shared-string index when `shared` says so, else a number cell. */
function sheetXml(rows: (string | number)[][], { shared = false, filler = '' } = {}): string {
  const cell = (v: string | number, c: number, r: number) =>
    typeof v === 'number'
      ? `<c r="${COLUMNS[c]}${r}"${shared ? ' t="s"' : ''}><v>${v}</v></c>`
      : `<c r="${COLUMNS[c]}${r}" t="inlineStr"><is><t>${v}</t></is></c>`;
  const body = rows.map((row, i) => `<row r="${i + 1}">${row.map((v, c) => cell(v, c, i + 1)).join('')}</row>`).join('');
  return `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${body}${filler}</sheetData></worksheet>`;
}

// ---- watching the event loop ---------------------------------------------------------------------

/**
 * Runs a read while watching the event loop: what the reader had read at every turn of the loop and
 * at every tick of a 1 ms timer. A reader that never hands the loop back is seen only before and after.
 */
async function watched(read: (progress: SheetProgress) => Promise<unknown>) {
  const progress: SheetProgress = { rowsRead: 0 };
  const atTurns: number[] = [];
  const atTicks: number[] = [];
  let watching = true;
  const turn = () => {
    atTurns.push(progress.rowsRead);
    if (watching) setImmediate(turn);
  };
  setImmediate(turn);
  const timer = setInterval(() => atTicks.push(progress.rowsRead), 1);
  const outcome = await read(progress).then(
    () => undefined,
    (e: unknown) => e,
  );
  watching = false;
  clearInterval(timer);
  const midway = (seen: number[]) => new Set(seen.filter((n) => n > 0 && n < progress.rowsRead)).size;
  return { outcome, rowsRead: progress.rowsRead, turnsMidway: midway(atTurns), ticksMidway: midway(atTicks) };
}

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(AppError);
      return e as AppError;
    },
  );

const ROW_CAP = new RegExp(`more than ${MAX_BULK_ROWS} rows; at most ${MAX_BULK_ROWS} are accepted at once`);
const TOO_LARGE = /too large once unpacked/;

// ---- the tests -----------------------------------------------------------------------------------

describe('readSheet: small files read as before', () => {
  it('reads an XLSX as a person sees it: normalised headers, line numbers, blank rows and cells', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Menu');
    ws.getCell('A1').value = 'Name';
    ws.getCell('C1').value = ' Unit Price ';
    ws.getCell('D1').value = 'Added On';
    ws.addRow(['Samosa', 'ignored', 25.5, new Date(Date.UTC(2024, 0, 2))]);
    ws.addRow([]);
    ws.addRow([{ richText: [{ text: 'Masala ' }, { text: 'Chai' }] }, '', { formula: '3*5', result: 15 }]);
    ws.addRow(['   ']);
    wb.addWorksheet('Other').addRow(['not read']);
    const rows = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()), ['name', 'unit_price']);
    expect(rows).toEqual([
      { line: 2, values: { name: 'Samosa', '': 'ignored', unit_price: '25.5', added_on: '2024-01-02T00:00:00.000Z' } },
      { line: 4, values: { name: 'Masala Chai', '': '', unit_price: '15', added_on: '' } },
    ]);
  });

  it('reads the first tab, wherever its part lies in the zip and with its shared strings after it', async () => {
    const parts = workbookParts([
      { name: 'Menu', part: 'sheet2.xml' },
      { name: 'Notes', part: 'sheet1.xml' },
    ]);
    const file = zip([
      ...parts,
      { name: 'xl/worksheets/sheet1.xml', text: sheetXml([['Name'], ['from the second tab']]) },
      { name: 'xl/worksheets/sheet2.xml', text: sheetXml([[0, 1], [2, 3]], { shared: true }) },
      {
        name: 'xl/sharedStrings.xml',
        text: `<?xml version="1.0"?><sst xmlns="${MAIN}"><si><t>Name</t></si><si><t>Price</t></si><si><t>Poha</t></si><si><t>35</t></si></sst>`,
      },
    ]);
    expect(await readSheet(file, ['name', 'price'])).toEqual([{ line: 2, values: { name: 'Poha', price: '35' } }]);
  });

  it('reads a CSV with its byte-order mark, quoted line breaks and ragged rows', async () => {
    const csv = '\uFEFFName,Unit Price\r\n"Masala\nChai",15\r\n\r\nPoha\r\n ,  \r\nIdli,30,extra\r\n';
    expect(await readSheet(Buffer.from(csv), ['name'])).toEqual([
      { line: 3, values: { name: 'Masala\nChai', unit_price: '15' } },
      { line: 5, values: { name: 'Poha', unit_price: '' } },
      { line: 7, values: { name: 'Idli', unit_price: '30' } },
    ]);
  });

  it('accepts exactly the cap and names what is missing or empty', async () => {
    const csv = (n: number) => Buffer.from(['name,price', ...Array.from({ length: n }, (_, i) => `Item ${i},${i}`)].join('\n'));
    expect(await readSheet(csv(MAX_BULK_ROWS), ['name'])).toHaveLength(MAX_BULK_ROWS);
    expect((await failure(readSheet(csv(MAX_BULK_ROWS + 1), ['name']))).message).toMatch(ROW_CAP);
    expect((await failure(readSheet(csv(3), ['name', 'category', 'type']))).message).toBe('The file is missing the columns: category, type');
    expect((await failure(readSheet(csv(0), ['name']))).message).toBe('The file has a header but no rows');
    expect((await failure(readSheet(Buffer.alloc(0), ['name']))).message).toBe('The file is empty');
    expect((await failure(readSheet(Buffer.from('name\u0000\n'), ['name']))).message).toMatch(/neither CSV nor Excel/);
  });
});

// These build their files first (60,000 rows; a 40 MiB sheet squeezed into a zip): seconds of CPU on a
// busy 2-core machine, so they get more than the default 5 s. Nothing here measures time.
describe('readSheet: a big file is refused at the cap without holding up the server', { timeout: 30_000 }, () => {
  const TOTAL = 60_000;

  it('stops reading a 60,000-row XLSX at the row past the cap, handing the event loop back as it goes', async () => {
    const file = await streamedXlsx([['Name', 'Category', 'Price'], ...Array.from({ length: TOTAL }, (_, i) => [`Item ${i}`, 'Breakfast', 10 + (i % 90)])]);
    const run = await watched((progress) => readSheet(file, ['name', 'price'], { progress }));
    expect(run.outcome).toBeInstanceOf(AppError);
    expect((run.outcome as AppError).statusCode).toBe(400);
    expect((run.outcome as AppError).message).toMatch(ROW_CAP);
    // The header, the rows under the cap and the one past it: nothing further was parsed.
    expect(run.rowsRead).toBe(MAX_BULK_ROWS + 2);
    // Other work ran in the middle of the read, again and again.
    expect(run.turnsMidway).toBeGreaterThanOrEqual(20);
    expect(run.ticksMidway).toBeGreaterThanOrEqual(3);
  });

  it('stops reading a 60,000-row CSV at the row past the cap, handing the event loop back as it goes', async () => {
    const file = Buffer.from(['Name,Category,Price', ...Array.from({ length: TOTAL }, (_, i) => `Item ${i},Breakfast,${10 + (i % 90)}`)].join('\n'));
    const run = await watched((progress) => readSheet(file, ['name', 'price'], { progress }));
    expect((run.outcome as AppError).message).toMatch(ROW_CAP);
    expect(run.rowsRead).toBe(MAX_BULK_ROWS + 2);
    expect(run.turnsMidway).toBeGreaterThanOrEqual(20);
    expect(run.ticksMidway).toBeGreaterThanOrEqual(3);
  });
});

describe('readSheet: an XLSX that unpacks to far more than it weighs', { timeout: 30_000 }, () => {
  const BOMB_BYTES = 40 * 1024 * 1024;

  it('refuses a sheet that unpacks past the cap, whatever its headers claim, without unpacking it all', async () => {
    const sheet = sheetXml([['Name'], ['Tea']], { filler: ' '.repeat(BOMB_BYTES) });
    const file = zip([...workbookParts([{ name: 'Menu', part: 'sheet1.xml' }]), { name: 'xl/worksheets/sheet1.xml', text: sheet, claimedSize: 1000 }]);
    expect(file.length).toBeLessThan(100_000);
    const progress = { rowsRead: 0 };
    expect((await failure(readSheet(file, ['name'], { progress }))).message).toMatch(TOO_LARGE);
    expect(progress.rowsRead).toBe(2);
  });

  it('refuses shared strings that unpack past the cap before reading a row', async () => {
    const strings = `<?xml version="1.0"?><sst xmlns="${MAIN}"><si><t>Name</t></si>${' '.repeat(BOMB_BYTES)}</sst>`;
    const file = zip([
      ...workbookParts([{ name: 'Menu', part: 'sheet1.xml' }]),
      { name: 'xl/worksheets/sheet1.xml', text: sheetXml([[0], [0]], { shared: true }) },
      { name: 'xl/sharedStrings.xml', text: strings, claimedSize: 1000 },
    ]);
    const progress = { rowsRead: 0 };
    expect((await failure(readSheet(file, ['name'], { progress }))).message).toMatch(TOO_LARGE);
    expect(progress.rowsRead).toBe(0);
  });

  it('refuses a sheet cut short instead of waiting on it forever', async () => {
    const rows = [['Name', 'Price'], ...Array.from({ length: 3000 }, (_, i) => [`Item number ${i} with a longer name`, `${i}`])];
    const parts = workbookParts([{ name: 'Menu', part: 'sheet1.xml' }]);
    const file = zip([...parts, { name: 'xl/worksheets/sheet1.xml', text: sheetXml(rows), cut: true }]);
    expect((await failure(readSheet(file, ['name']))).message).toBe('The file could not be read as an Excel workbook (.xlsx)');
  });

  it('caps the columns and the cells read', async () => {
    const wide = Buffer.from(['a,b,c,d', '1,2,3,4'].join('\n'));
    expect((await failure(readSheet(wide, [], { limits: { maxColumns: 3 } }))).message).toBe('The file has 4 columns; at most 3 are accepted');
    const file = zip([
      ...workbookParts([{ name: 'Menu', part: 'sheet1.xml' }]),
      { name: 'xl/worksheets/sheet1.xml', text: sheetXml(Array.from({ length: 30 }, () => ['a', 'b', 'c'])) },
    ]);
    const progress = { rowsRead: 0 };
    expect((await failure(readSheet(file, [], { limits: { maxCells: 40 }, progress }))).message).toMatch(/too many cells/);
    expect(progress.rowsRead).toBe(14);
  });
});
