// PostgreSQL connections cut for ~3 s while requests run: every backend of the app's database is
// terminated again and again (pg_terminate_backend every 100 ms). Expected: answers during the cut are
// 2xx or 5xx envelopes (never a 4xx that blames the client, never a dropped connection), the process
// stays up, and after the cut the same process answers 200 again by itself; a checkout that failed
// during the cut goes through when the till sends it again with the same Idempotency-Key.
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { ACCOUNTS, adminQuery, answered, api, cleanupLocal, clip, isEnvelope, login, PG_SERVER, sleep, startPgServer, walkUpOrder } from './harness';

const BEFORE_MS = 1000;
const CUT_MS = Number(process.env.FAULT_CUT_MS ?? 3000);
const RECOVERY_LIMIT_MS = 15_000;
const STEADY_MS = 2000;
const CONCURRENCY = 6;

afterAll(cleanupLocal);

interface Sample {
  /** When the answer came (a request sent just before the cut and answered during it counts as during). */
  phase: 'before' | 'cut' | 'after' | 'steady';
  sentIn: Sample['phase'];
  what: string;
  status: number | null;
  error?: string;
  text: string;
  key?: string;
  body?: unknown;
}

it(`PostgreSQL cut for ${CUT_MS / 1000} s: 5xx envelopes during, 200 after, same process`, async () => {
  const { db, world, port, server } = await startPgServer('pg-cut');
  const pid = server.pid;
  const [admin, cashier] = [await login(port, ACCOUNTS.admin), await login(port, ACCOUNTS.acmeCashier)];

  let phase: Sample['phase'] = 'before';
  let seq = 0;
  const samples: Sample[] = [];
  const kinds = [
    { what: 'GET /health', run: () => api(port, 'GET', '/health') },
    { what: 'GET /company/list (admin)', run: () => api(port, 'GET', '/company/list', { token: admin }) },
    { what: 'GET /product/lists (public)', run: () => api(port, 'GET', '/product/lists?company_slug=acme&store_slug=acme-hq') },
    { what: 'GET /order/list/store (cashier)', run: () => api(port, 'GET', '/order/list/store', { token: cashier }) },
    {
      what: 'POST /checkout (cashier)',
      run: (s: Sample) => {
        const n = seq;
        s.key = `fault-cut-${n}`;
        s.body = walkUpOrder(world, `ORD-PC${String(n).padStart(6, '0')}`, n);
        return api(port, 'POST', '/checkout', { token: cashier, body: s.body, headers: { 'Idempotency-Key': s.key } });
      },
    },
  ];
  let stop = false;
  const worker = async () => {
    // A dead server ends the load at once: the crash is the finding, not the refusals after it.
    while (!stop && server.alive()) {
      const kind = kinds[seq % kinds.length];
      const sample: Sample = { phase, sentIn: phase, what: kind.what, status: null, text: '' };
      seq++;
      const out = await kind.run(sample);
      sample.phase = phase;
      if (answered(out)) {
        sample.status = out.status;
        sample.text = out.text;
      } else sample.error = out.error;
      samples.push(sample);
      if (phase === 'steady' || phase === 'before') await sleep(5);
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);

  await sleep(BEFORE_MS);
  // ---- the cut: terminate every backend of the app's database, again and again
  phase = 'cut';
  const killer = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await killer.connect();
  let terminated = 0;
  const cutStart = performance.now();
  while (performance.now() - cutStart < CUT_MS) {
    const r = await killer.query<{ t: boolean }>(
      'select pg_terminate_backend(pid) as t from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [db.name],
    );
    terminated += r.rows.filter((row) => row.t).length;
    await sleep(100);
  }
  await killer.end();
  phase = 'after';
  const cutEnd = performance.now();

  // ---- recovery: the same process answers 200 again
  let recoveredMs: number | null = null;
  while (server.alive() && performance.now() - cutEnd < RECOVERY_LIMIT_MS) {
    const [h, l] = [await api(port, 'GET', '/health'), await api(port, 'GET', '/company/list', { token: admin })];
    if (answered(h) && h.status === 200 && answered(l) && l.status === 200) {
      recoveredMs = Math.round(performance.now() - cutEnd);
      break;
    }
    await sleep(100);
  }
  phase = 'steady';
  if (server.alive()) await sleep(STEADY_MS);
  stop = true;
  await Promise.all(workers);

  // ---- checkouts that failed during the cut, sent again with the same key and body
  const failedCheckouts = samples.filter((s) => s.key && (s.status === null || s.status >= 500));
  const retried = new Map<string, { ms: number; status: number }>();
  const retryStart = performance.now();
  let todo = failedCheckouts;
  while (todo.length && server.alive() && performance.now() - retryStart < 30_000) {
    const left: Sample[] = [];
    for (const s of todo) {
      const out = await api(port, 'POST', '/checkout', { token: cashier, body: s.body, headers: { 'Idempotency-Key': s.key! } });
      if (answered(out) && out.status >= 200 && out.status < 300) retried.set(s.key!, { ms: Math.round(performance.now() - retryStart), status: out.status });
      else left.push(s);
    }
    todo = left;
    if (todo.length) await sleep(250);
  }
  const dupes = (await adminQuery<{ order_id: string; n: number }>(
    "select order_id, count(*)::int as n from orders where order_id like 'ORD-PC%' group by 1 having count(*) > 1",
    [],
    db.name,
  )).rows;

  // ---- figures
  const by = (p: Sample['phase']) => samples.filter((s) => s.phase === p);
  const dist = (list: Sample[]) => {
    const m = new Map<string, number>();
    for (const s of list) m.set(String(s.status ?? s.error), (m.get(String(s.status ?? s.error)) ?? 0) + 1);
    return [...m.entries()].map(([k, v]) => `${k}:${v}`).join(' ');
  };
  const notEnvelope = samples.filter((s) => s.status !== null && !isEnvelope(safeJson(s.text)));
  const noAnswer = samples.filter((s) => s.status === null);
  const cut4xx = by('cut').filter((s) => s.status !== null && s.status >= 400 && s.status < 500);
  const after4xx5xx = by('after').filter((s) => s.status !== null && s.status >= 400 && !(s.status >= 500));
  const steadyBad = by('steady').filter((s) => s.sentIn === 'steady').filter((s) => s.status === null || s.status < 200 || s.status >= 300);
  const envelopeMismatch = samples.filter((s) => s.status !== null && isEnvelope(safeJson(s.text)) && safeJson(s.text).status !== (s.status < 400));
  console.log(
    [
      `[pg-cut] ${samples.length} requests at concurrency ${CONCURRENCY}; ${terminated} backends terminated in ${CUT_MS} ms`,
      `[pg-cut] before: ${dist(by('before'))}`,
      `[pg-cut] during the cut: ${dist(by('cut'))}`,
      `[pg-cut] after the cut (until healthy): ${dist(by('after'))}`,
      `[pg-cut] steady ${STEADY_MS} ms later: ${dist(by('steady'))}`,
      `[pg-cut] healthy again ${recoveredMs === null ? `NOT within ${RECOVERY_LIMIT_MS} ms` : `${recoveredMs} ms after the cut`}; ` +
        `process ${server.alive() && server.pid === pid ? `alive, same pid ${pid}` : 'GONE'}`,
      `[pg-cut] checkouts failed during the cut: ${failedCheckouts.length}; through on retry with the same key: ${retried.size}` +
        (retried.size ? ` (last after ${Math.max(...[...retried.values()].map((r) => r.ms))} ms)` : '') +
        `; duplicate order ids: ${dupes.length}`,
      ...[
        ...notEnvelope, ...noAnswer, ...cut4xx, ...after4xx5xx, ...steadyBad,
      ].slice(0, 8).map((s) => `[pg-cut]   ${s.phase} ${s.what} -> ${s.status ?? s.error} ${clip(s.text, 200)}`),
    ].join('\n'),
  );
  if (!server.alive()) console.log(`[pg-cut] the server process ended (${JSON.stringify(await server.exited)}); its last words:\n${server.lastWords()}`);

  expect(server.alive(), 'the server process survives the cut').toBe(true);
  expect(noAnswer.map((s) => `${s.phase} ${s.what}: ${s.error}`), 'every request answered').toEqual([]);
  expect(notEnvelope.map((s) => `${s.phase} ${s.what}: ${s.status} ${clip(s.text)}`), 'every answer is the envelope').toEqual([]);
  expect(envelopeMismatch.map((s) => `${s.phase} ${s.what}: ${s.status} ${clip(s.text)}`), 'envelope status matches the HTTP status').toEqual([]);
  expect(cut4xx.map((s) => `${s.what}: ${s.status} ${clip(s.text)}`), 'a database cut is a 5xx, not a 4xx').toEqual([]);
  expect(recoveredMs, 'healthy again without a restart').not.toBeNull();
  expect(steadyBad.map((s) => `${s.what}: ${s.status ?? s.error} ${clip(s.text)}`), 'all 2xx once recovered').toEqual([]);
  expect(
    failedCheckouts.filter((s) => !retried.has(s.key!)).map((s) => s.key),
    'checkouts that failed during the cut go through on retry',
  ).toEqual([]);
  expect(dupes).toEqual([]);
});

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
