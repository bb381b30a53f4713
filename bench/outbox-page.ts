// Bundled by bench/outbox.ts and run in a real Chromium page served by the bench's server: the app's
// own sync engine (src/lib/offline/engine.ts) over the app's Dexie outbox (db.ts) in real IndexedDB,
// sending with fetch exactly as src/lib/offline/sync.ts does (kiosk credentials, Idempotency-Key),
// with a live query of the outbox open as the kiosk and till screens keep one, and every acknowledged
// write posted on a BroadcastChannel as sync.ts does. Not part of the app.
import { liveQuery } from 'dexie';
import { openOfflineDb, type OutboxRecord } from '../src/lib/offline/db';
import { createSyncEngine, type FlushReport, type SendResult } from '../src/lib/offline/engine';

export interface PageRun {
  mode: 'single' | 'batch';
  kioskToken: string;
  writes: { id: string; body: unknown }[];
}

export interface PageResult {
  ms: number;
  /** Time spent waiting for the server's answers (request sent to body read); the rest is the page's own. */
  waitMs: number;
  sent: number;
  conflicts: number;
  /** Writes still in the outbox at the end (0 for the fetch loop). */
  left: number;
  requests: number;
}

const API = '/api/v1';

async function run({ mode, kioskToken, writes }: PageRun): Promise<PageResult> {
  const db = openOfflineDb(`bench-outbox-${mode}-${Date.now()}`);
  await db.open();
  // Queued offline, as enqueue() does: one strict-durability add per write (not timed).
  for (const w of writes) {
    await db.outbox.add({
      id: w.id,
      key: w.id,
      kind: 'order',
      method: 'POST',
      url: '/checkout/guest',
      body: w.body,
      label: w.id,
      scope: 'bench',
      auth: 'kiosk',
      createdAt: Date.now(),
      attempts: 0,
      nextAttemptAt: 0,
      state: 'pending',
    });
  }
  let requests = 0;
  let waitMs = 0;
  const timed = async <T>(fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      waitMs += performance.now() - t;
    }
  };
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'x-kiosk-token': kioskToken };
  const send = async (r: OutboxRecord): Promise<SendResult> => {
    requests += 1;
    try {
      return await timed(async () => {
        const res = await fetch(`${API}${r.url}`, {
          method: r.method,
          headers: { ...headers, 'Idempotency-Key': r.key },
          body: JSON.stringify(r.body ?? {}),
          cache: 'no-store',
        });
        const body: unknown = await res.json().catch(() => null);
        return { status: res.status, body, retryAfter: res.headers.has('Retry-After') };
      });
    } catch {
      return { status: null, body: null };
    }
  };
  const sendBatch = async (rs: OutboxRecord[]): Promise<SendResult[] | null> => {
    requests += 1;
    try {
      const items = rs.map((r) => ({ method: r.method, path: r.url, idempotency_key: r.key, body: r.body ?? {} }));
      const body = await timed(async () => {
        const res = await fetch(`${API}/outbox/batch`, { method: 'POST', headers, body: JSON.stringify({ items }), cache: 'no-store' });
        return res.status === 200 ? ((await res.json()) as { data: { results: { status: number; body: unknown; retry_after?: boolean }[] } }) : null;
      });
      if (!body) return null;
      return body.data.results.map((x) => ({ status: x.status, body: x.body, retryAfter: Boolean(x.retry_after) }));
    } catch {
      return null;
    }
  };
  const channel = new BroadcastChannel(`bench-outbox-${mode}`);
  const screen = liveQuery(() => db.outbox.orderBy('seq').toArray()).subscribe({ next: () => undefined });
  const engine = createSyncEngine({
    db,
    send,
    ...(mode === 'batch' ? { sendBatch } : {}),
    ping: async () => (await fetch(`${API}/health?t=${Date.now()}`, { cache: 'no-store' })).ok,
    withLock: async <T>(fn: () => Promise<T>): Promise<T | null> =>
      navigator.locks.request(`bench-outbox-${mode}`, { ifAvailable: true }, async (lock) => (lock ? fn() : null)),
  });
  engine.onSynced((record, response) => channel.postMessage({ type: 'synced', record, response }));
  const t0 = performance.now();
  let report: FlushReport = { sent: 0, conflicts: 0, stopped: null };
  do {
    const r = await engine.flush();
    report = { sent: report.sent + r.sent, conflicts: report.conflicts + r.conflicts, stopped: r.stopped };
  } while (report.stopped === null && (await db.outbox.count()) > 0);
  const ms = performance.now() - t0;
  engine.stop();
  screen.unsubscribe();
  channel.close();
  const left = await db.outbox.count();
  db.close();
  return { ms, waitMs, sent: report.sent, conflicts: report.conflicts, left, requests };
}

/** The reference: the same writes as a plain sequential fetch loop (no IndexedDB, no engine). */
async function fetchLoop({ kioskToken, writes }: PageRun): Promise<PageResult> {
  const t0 = performance.now();
  let ok = 0;
  for (const w of writes) {
    const res = await fetch(`${API}/checkout/guest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-kiosk-token': kioskToken, 'Idempotency-Key': w.id },
      body: JSON.stringify(w.body),
      cache: 'no-store',
    });
    const body: unknown = await res.json();
    if (res.ok) ok += 1;
    else if (ok === 0) throw new Error(`fetch loop: ${res.status} ${JSON.stringify(body)}`);
  }
  const ms = performance.now() - t0;
  return { ms, waitMs: ms, sent: ok, conflicts: 0, left: 0, requests: writes.length };
}

(globalThis as unknown as { outboxBench: unknown }).outboxBench = { run, fetchLoop };
