// SIGKILL under checkout load on PostgreSQL, then a restart. A till's outbox sends ~200 walk-up
// orders (own Idempotency-Key, own client-made ORD- id) at concurrency 20; the server process is
// killed mid-load, started again on the same database, and every request is sent again with the same
// key and body, as the outbox would. Expected: every order answered before the kill exists exactly
// once and its retry is a replay of the same order; every unanswered request succeeds on retry within
// a few seconds (an in-flight key is a lease that expires); one order per request, no duplicates.
import { afterAll, expect, it } from 'vitest';
import { ACCOUNTS, adminQuery, answered, api, cleanupLocal, clip, login, sleep, startPgServer, startServer, walkUpOrder, type Outcome } from './harness';

const TOTAL = Number(process.env.FAULT_CHECKOUTS ?? 200);
const CONCURRENCY = 20;
/** Kill once this many answers came back (the other workers' requests are in flight then). */
const KILL_AFTER = Number(process.env.FAULT_KILL_AFTER ?? Math.round(TOTAL * 0.35));
/** How long unanswered requests may take to go through after the restart. */
const RECOVERY_LIMIT_MS = 30_000;

afterAll(cleanupLocal);

type Sent = Outcome & { json?: any; sentAfterKill: boolean };

it(`SIGKILL during ${TOTAL} checkouts, restart: answered orders exist once, unanswered retries succeed, no duplicates`, async () => {
  const { db, world, port, env, server: first } = await startPgServer('crash-before');
  const token = await login(port, ACCOUNTS.acmeCashier);

  const requests = Array.from({ length: TOTAL }, (_, i) => ({
    i,
    key: `fault-load-${i}`,
    orderId: `ORD-KL${String(i).padStart(6, '0')}`,
    body: walkUpOrder(world, `ORD-KL${String(i).padStart(6, '0')}`, i),
  }));
  const checkout = (r: (typeof requests)[number]) =>
    api(port, 'POST', '/checkout', { token, body: r.body, headers: { 'Idempotency-Key': r.key }, timeoutMs: 20_000 });

  // ---- the load and the kill
  const results: Sent[] = new Array(TOTAL);
  let next = 0;
  let answers = 0;
  let killed = false;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const t0 = performance.now();
  let killMs = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const r = requests[next++];
      const sentAfterKill = killed;
      inFlight++;
      const out = await checkout(r);
      inFlight--;
      results[r.i] = { ...out, sentAfterKill };
      if (answered(out)) answers++;
      if (!killed && answers >= KILL_AFTER) {
        killed = true;
        inFlightAtKill = inFlight;
        killMs = Math.round(performance.now() - t0);
        await first.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const exit = await first.exited;
  expect(exit.signal, 'the first server was killed by SIGKILL').toBe('SIGKILL');

  const before2xx = results.filter((r) => answered(r) && r.status >= 200 && r.status < 300 && !r.sentAfterKill);
  const beforeOther = results.filter((r) => answered(r) && (r.status < 200 || r.status >= 300));
  const unanswered = results.filter((r) => !answered(r));
  const lostInFlight = unanswered.filter((r) => !r.sentAfterKill).length;

  // ---- restart on the same database and port
  const second = await startServer(env, 'crash-after');
  const readyAt = performance.now();

  // Every order answered before the kill exists exactly once, with the uuid that was answered.
  const rows = (await adminQuery<{ order_id: string; uuid: string }>("select order_id, uuid from orders where order_id like 'ORD-KL%'", [], db.name)).rows;
  const byOrderId = new Map<string, string[]>();
  for (const row of rows) byOrderId.set(row.order_id, [...(byOrderId.get(row.order_id) ?? []), row.uuid]);
  const answeredMissing: string[] = [];
  for (const r of requests) {
    const res = results[r.i];
    if (!answered(res) || res.status < 200 || res.status >= 300) continue;
    const uuids = byOrderId.get(r.orderId) ?? [];
    if (uuids.length !== 1 || uuids[0] !== res.json?.data?.order?.uuid) {
      answeredMissing.push(`${r.orderId}: answered ${res.status} uuid ${res.json?.data?.order?.uuid}, in the database ${JSON.stringify(uuids)}`);
    }
  }

  // ---- every request again with the same key and body, until it goes through (bounded)
  const retry = new Map<number, { ms: number; status: number; uuid?: string; replayed: boolean }>();
  const lastAnswer = new Map<number, string>();
  const refused = new Map<number, string>();
  let pending = [...requests];
  while (pending.length && performance.now() - readyAt < RECOVERY_LIMIT_MS) {
    const still: typeof pending = [];
    let cursor = 0;
    const retryWorker = async () => {
      while (cursor < pending.length) {
        const r = pending[cursor++];
        const out = await checkout(r);
        if (answered(out) && out.status >= 200 && out.status < 300) {
          retry.set(r.i, {
            ms: Math.round(performance.now() - readyAt),
            status: out.status,
            uuid: out.json?.data?.order?.uuid,
            replayed: out.headers['idempotent-replayed'] === 'true',
          });
        } else if (answered(out) && out.status >= 400 && out.status < 500 && out.status !== 409) {
          refused.set(r.i, `${out.status} ${clip(out.text, 200)}`);
        } else {
          lastAnswer.set(r.i, answered(out) ? `${out.status} ${clip(out.text, 200)}` : out.error);
          still.push(r);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, retryWorker));
    pending = still;
    if (pending.length) await sleep(250);
  }
  const stuck = pending;

  const finalRows = (await adminQuery<{ order_id: string; uuid: string }>("select order_id, uuid from orders where order_id like 'ORD-KL%'", [], db.name)).rows;
  const finalById = new Map<string, string[]>();
  for (const row of finalRows) finalById.set(row.order_id, [...(finalById.get(row.order_id) ?? []), row.uuid]);
  const duplicates = [...finalById.entries()].filter(([, u]) => u.length > 1);
  const replayMismatch: string[] = [];
  for (const r of requests) {
    const got = retry.get(r.i);
    if (!got) continue;
    const inDb = finalById.get(r.orderId) ?? [];
    if (inDb.length !== 1 || inDb[0] !== got.uuid) {
      replayMismatch.push(`${r.orderId}: retry answered ${got.status} uuid ${got.uuid}, in the database ${JSON.stringify(inDb)}`);
    }
    const res = results[r.i];
    if (answered(res) && res.status >= 200 && res.status < 300 && res.json?.data?.order?.uuid !== got.uuid) {
      replayMismatch.push(`${r.orderId}: first answer uuid ${res.json?.data?.order?.uuid}, retry ${got.uuid}`);
    }
  }
  const unansweredRecovered = unanswered.map((u) => results.indexOf(u)).filter((i) => retry.has(i));
  const times = unansweredRecovered.map((i) => retry.get(i)!.ms).sort((a, b) => a - b);

  console.log(
    [
      `[crash] ${TOTAL} checkouts at concurrency ${CONCURRENCY}; SIGKILL at ${killMs} ms after ${answers} answers (${inFlightAtKill} in flight)`,
      `[crash] before the kill: ${before2xx.length} answered 2xx, ${beforeOther.length} answered otherwise` +
        (beforeOther.length ? ` (${[...new Set(beforeOther.map((r) => (answered(r) ? r.status : 0)))].join(',')})` : '') +
        `; unanswered: ${unanswered.length} (${lostInFlight} lost in flight, ${unanswered.length - lostInFlight} refused while down)`,
      `[crash] after the restart: ${retry.size}/${TOTAL} retries went through (${[...retry.values()].filter((r) => r.replayed).length} replays); ` +
        `unanswered ones recovered ${unansweredRecovered.length}/${unanswered.length}` +
        (times.length ? `, first after ${times[0]} ms, median ${times[Math.floor(times.length / 2)]} ms, last after ${times[times.length - 1]} ms` : ''),
      `[crash] stuck after ${RECOVERY_LIMIT_MS / 1000} s: ${stuck.length}` +
        (stuck.length ? ` e.g. ${stuck.slice(0, 3).map((r) => `${r.orderId} (key ${r.key}) -> ${lastAnswer.get(r.i)}`).join('; ')}` : ''),
      `[crash] refused on retry: ${refused.size}` +
        (refused.size ? ` e.g. ${[...refused.entries()].slice(0, 3).map(([i, a]) => `${requests[i].orderId} -> ${a}`).join('; ')}` : ''),
      `[crash] orders in the database: ${finalRows.length} for ${TOTAL} requests; duplicates: ${duplicates.length}; ` +
        `answered-but-missing: ${answeredMissing.length}; replay mismatches: ${replayMismatch.length}`,
    ].join('\n'),
  );

  expect(second.alive(), 'the restarted server is alive').toBe(true);
  expect(answeredMissing, 'orders answered 2xx before the kill exist exactly once').toEqual([]);
  expect(duplicates, 'no order id twice').toEqual([]);
  expect(replayMismatch, 'a retry answers the same order').toEqual([]);
  expect([...refused.values()], 'no retry refused with a 4xx').toEqual([]);
  expect(
    stuck.map((r) => `${r.orderId} -> ${lastAnswer.get(r.i)}`),
    `every unanswered request goes through on retry within ${RECOVERY_LIMIT_MS / 1000} s`,
  ).toEqual([]);
  expect(finalRows.length, 'one order per request').toBe(TOTAL);
});
