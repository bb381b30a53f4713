// A big catalogue upload beside everyone else's calls (issue 13; not part of `npm test`): the server runs
// in its own process on its embedded database with the demo data; a company owner uploads a
// 400,000-row XLSX (refused at the row cap as it streams) and an XLSX of exactly the row cap (accepted:
// 10,000 products written), while a client calls GET /api/v1/health one call after another. Each figure
// is the slowest and the 99th-percentile health answer during the upload, beside the same calls with
// no upload in the same run. `npx tsx bench/upload.ts` runs it alone (BENCH_UPLOAD_PORT, default 4345).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_BULK_ROWS } from '../server/lib/spreadsheet';
import { menuXlsx } from '../scripts/menu-xlsx';
import { ms, percentile, runWhenMain, startBenchServer, type Row } from './table';

const PORT = Number(process.env.BENCH_UPLOAD_PORT ?? 4345);
const GOAL = 'no health answer waits > 100 ms';

function multipart(data: Buffer) {
  const boundary = `----bench-upload-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="menu.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Health answers one after another while `during` runs (or for `forMs` with nothing else), sorted. */
async function healthTimes(base: string, during: Promise<unknown> | null, forMs = 3000): Promise<number[]> {
  let done = false;
  if (during) void during.finally(() => (done = true));
  else setTimeout(() => (done = true), forMs);
  const times: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/health`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export async function uploadBench(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-upload-'));
  const server = await startBenchServer(PORT, dataDir, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  try {
    const { base } = server;
    const login = await fetch(`${base}/api/v1/company/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@acme.example.com', password: 'Demo@1234' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    type Stores = { data: { uuid: string }[] | { items: { uuid: string }[] } };
    const stores = (await (await fetch(`${base}/api/v1/company/get/stores?company_slug=acme`)).json()) as Stores;
    const storeUuid = (Array.isArray(stores.data) ? stores.data : stores.data.items)[0].uuid;
    const upload = async (data: Buffer) => {
      const form = multipart(data);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/product/upload/bulk?store_uuid=${storeUuid}`, {
        method: 'POST',
        headers: { 'x-auth-token': token, 'content-type': form.contentType },
        body: form.body,
      });
      const answer = (await res.json()) as { message?: string };
      return { status: res.status, message: answer.message ?? '', ms: performance.now() - t0 };
    };
    const reference = await healthTimes(base, null);
    const rows: Row[] = [];
    for (const [label, count] of [
      ['400,000-row XLSX (refused at the row cap)', 400_000],
      [`${MAX_BULK_ROWS.toLocaleString('en-US')}-row XLSX (accepted)`, MAX_BULK_ROWS],
    ] as const) {
      const file = await menuXlsx(count, randomBytes(3).toString('hex'));
      const running = upload(file);
      const during = await healthTimes(base, running);
      const answer = await running;
      rows.push({
        measure: `GET /health during a ${label}, ${(file.length / 1024 / 1024).toFixed(1)} MB: slowest / p99 of ${during.length} calls`,
        value: `${ms(during.at(-1) ?? NaN)} / ${ms(percentile(during, 99))} (upload answered ${answer.status} after ${(answer.ms / 1000).toFixed(1)} s)`,
        reference: `${ms(reference.at(-1) ?? NaN)} / ${ms(percentile(reference, 99))} with no upload`,
        ratio: ((during.at(-1) ?? NaN) / (reference.at(-1) ?? NaN)).toFixed(2),
        goal: GOAL,
      });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, uploadBench);
