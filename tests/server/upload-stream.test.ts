// A big bulk upload is refused at the row cap while the server keeps answering everyone else: the
// health check is called over HTTP again and again from the moment the server has read the upload's
// body until it answers the upload, and must come back each time before that answer.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_ROWS } from '../../server/lib/spreadsheet';
import { menuXlsx } from '../../scripts/menu-xlsx';
import { useDirectory, useTestApp, useTokens } from './helpers';

const t = useTestApp();
const tok = useTokens(t, ['acmeOwner']);
const { store } = useDirectory(t);
let healthUrl: string;

beforeAll(async () => {
  // Real sockets for the health check: an answer comes back only when the event loop is free to serve it.
  healthUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/health`;
});

const ROWS = 60_000;
const ROW_CAP = new RegExp(`more than ${MAX_BULK_ROWS} rows; at most ${MAX_BULK_ROWS} are accepted at once`);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----upload-stream-${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Posts an upload whose body the server pulls piece by piece, then calls the health check one call
 * after another from the moment the body has been read in full until the upload is answered.
 */
async function uploadWhileCheckingHealth(url: string, form: { body: Buffer; contentType: string }) {
  const payload = Readable.from(
    (function* () {
      for (let at = 0; at < form.body.length; at += 64 * 1024) yield form.body.subarray(at, at + 64 * 1024);
    })(),
    { objectMode: false },
  );
  const bodyRead = new Promise((resolve) => payload.on('end', resolve));
  let answered = false;
  const upload = t.app
    .inject({ method: 'POST', url: `/api/v1${url}`, headers: { 'x-auth-token': tok.acmeOwner, 'content-type': form.contentType }, payload })
    .finally(() => {
      answered = true;
    });
  await bodyRead;
  const healthBeforeAnswer: number[] = [];
  while (!answered) {
    const health = await fetch(healthUrl);
    await health.arrayBuffer();
    if (answered) break;
    healthBeforeAnswer.push(health.status);
  }
  return { upload: await upload, healthBeforeAnswer };
}

describe('a big bulk upload does not stall the server', () => {
  it('answers the health check throughout a 60,000-row XLSX product upload, then refuses it at the row cap', async () => {
    const form = multipart({ store_uuid: store['acme-plant'] }, { name: 'menu.xlsx', type: XLSX_TYPE, data: await menuXlsx(ROWS) });
    const { upload, healthBeforeAnswer } = await uploadWhileCheckingHealth('/product/upload/bulk', form);
    expect(upload.statusCode).toBe(400);
    const body = upload.json() as { status: boolean; message: string };
    expect(body.status).toBe(false);
    expect(body.message).toMatch(ROW_CAP);
    // The server answered others again and again while it read the sheet, each time at once.
    expect(healthBeforeAnswer.length).toBeGreaterThanOrEqual(5);
    expect(healthBeforeAnswer.every((status) => status === 200)).toBe(true);
  });

  it('answers the health check throughout a 60,000-row CSV consumer upload, then refuses it at the row cap', async () => {
    const csv = ['name,mobile', ...Array.from({ length: ROWS }, (_, i) => `Person ${i},9${String(i).padStart(9, '0')}`)].join('\n');
    const form = multipart({}, { name: 'people.csv', type: 'text/csv', data: Buffer.from(csv) });
    const { upload, healthBeforeAnswer } = await uploadWhileCheckingHealth('/user/upload/bulk', form);
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ status: false, message: expect.stringMatching(ROW_CAP) });
    expect(healthBeforeAnswer.length).toBeGreaterThanOrEqual(5);
    expect(healthBeforeAnswer.every((status) => status === 200)).toBe(true);
  });
});
