// The sync engine (ARCHITECTURE.md section 6), free of browser globals so that it is unit-tested
// with fake-indexeddb: it sends the outbox in order, each write with its Idempotency-Key — in
// batches of up to BATCH_SIZE where `sendBatch` is given (POST /outbox/batch: one answer per write,
// each applied below exactly as a single answer is), one write at a time where it is not or where a
// batch fails as a whole (network, an older server's 404, a 5xx). Once a batch's answers hold nothing
// back, the next batch is sent while those answers are written to IndexedDB. A 2xx removes the
// write; a network failure, a 5xx, a 408/429 or a transient 409 (the same key still running,
// marked by Retry-After) keeps it and retries with a growing backoff,
// holding back the writes behind it so that order is kept; a 401 keeps it until someone signs in;
// any other 4xx is a refusal: the write becomes a conflict that a person must see, and the writes
// behind it go on. Only one flush runs per device (the lock) and connectivity is proven by a ping.
import type { OfflineDb, OutboxRecord } from './db';

export interface SendResult {
  /** HTTP status, or null when no answer came (network down, timeout, connection dropped). */
  status: number | null;
  body: unknown;
  /** The server asked for a retry (Retry-After on a 409 while the same key is in flight). */
  retryAfter?: boolean;
}

export interface SyncState {
  online: boolean;
  syncing: boolean;
  lastSyncAt: number | null;
  /** Why the outbox is stuck, when it is (e.g. a 401: someone must sign in). */
  blocked: string | null;
}

/** Writes per batch: the server's cap (server/modules/outbox-batch/routes.ts, BATCH_MAX). */
export const BATCH_SIZE = 50;

export interface EngineDeps {
  db: OfflineDb;
  send: (record: OutboxRecord) => Promise<SendResult>;
  /**
   * Sends several writes (all with the same credentials) in one request and resolves to their
   * answers in the same order; null when the batch failed as a whole: the engine then sends the
   * writes one at a time for the rest of the pass (their keys make any write the batch did run a
   * replay).
   */
  sendBatch?: (records: OutboxRecord[]) => Promise<SendResult[] | null>;
  /** Writes per batch (default BATCH_SIZE). */
  batchSize?: number;
  ping: () => Promise<boolean>;
  /** Runs `fn` when this device's outbox lock is free; resolves to null when another holder has it. */
  withLock: <T>(fn: () => Promise<T>) => Promise<T | null>;
  now?: () => number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  backoff?: { first: number; max: number };
}

export type SyncedListener = (record: OutboxRecord, response: unknown) => void;

export interface FlushReport {
  sent: number;
  conflicts: number;
  /** Why the flush stopped before the outbox was empty. */
  stopped: 'offline' | 'retry-later' | 'unauthorized' | 'locked' | null;
}

interface InFlight {
  run: OutboxRecord[];
  answer: Promise<SendResult[] | null>;
}

/** An answer after which the writes behind it must wait (see apply): a transient failure or a 401. */
function holdsBack(res: SendResult): boolean {
  return isTransient(res) || res.status === 401;
}

export function isTransient(res: SendResult): boolean {
  if (res.status === null) return true;
  if (res.status >= 500 || res.status === 408 || res.status === 429) return true;
  return res.status === 409 && Boolean(res.retryAfter);
}

export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') {
    const m = (body as { message: string }).message;
    if (m) return m;
  }
  return fallback;
}

/** A write's stored failure: the server's sentence (or the fallback) with its catalog code and parameters when the answer had them. */
export function errorOf(status: number | null, body: unknown, fallback: string): NonNullable<OutboxRecord['error']> {
  const error: NonNullable<OutboxRecord['error']> = { status, message: messageOf(body, fallback) };
  if (error.message === fallback || !body || typeof body !== 'object') return error;
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (typeof code === 'string') error.code = code;
  if (typeof code === 'string' && params && typeof params === 'object' && !Array.isArray(params)) error.params = params as Record<string, string | number>;
  return error;
}

export function createSyncEngine(deps: EngineDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const { first, max } = deps.backoff ?? { first: 1000, max: 60_000 };
  const batchSize = deps.batchSize ?? BATCH_SIZE;

  let state: SyncState = { online: true, syncing: false, lastSyncAt: null, blocked: null };
  const stateListeners = new Set<() => void>();
  const syncedListeners = new Set<SyncedListener>();
  let running: Promise<FlushReport> | null = null;
  let again = false;
  let timer: unknown = null;
  let offlineStreak = 0;

  function setState(patch: Partial<SyncState>) {
    const next = { ...state, ...patch };
    if (Object.keys(next).every((k) => next[k as keyof SyncState] === state[k as keyof SyncState])) return;
    state = next;
    for (const l of stateListeners) l();
  }

  /** Delay before attempt n+1 (n >= 1): first, 2×first, 4×first… capped, plus up to 20% jitter. */
  function delayFor(attempts: number): number {
    const base = Math.min(max, first * 2 ** Math.max(0, attempts - 1));
    return Math.round(base * (1 + 0.2 * random()));
  }

  function schedule(ms: number) {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, Math.max(0, ms));
  }

  /**
   * What one answer does to its write (the same for a single send and for an item of a batch):
   * 'stop' when the writes behind it must wait.
   */
  async function apply(record: OutboxRecord, res: SendResult, report: FlushReport, synced: [OutboxRecord, unknown][]): Promise<'next' | 'stop'> {
    const seq = record.seq!;
    if (res.status !== null && res.status >= 200 && res.status < 300) {
      await db.outbox.delete(seq);
      report.sent += 1;
      setState({ blocked: null });
      synced.push([record, res.body]);
      return 'next';
    }
    if (isTransient(res)) {
      const attempts = record.attempts + 1;
      await db.outbox.update(seq, {
        state: 'pending',
        attempts,
        nextAttemptAt: now() + delayFor(attempts),
        error: errorOf(res.status, res.body, res.status === null ? 'No answer from the server' : `Server error ${res.status}`),
      });
      if (res.status === null) setState({ online: false });
      schedule(delayFor(attempts));
      report.stopped = res.status === null ? 'offline' : 'retry-later';
      return 'stop';
    }
    if (res.status === 401) {
      const message = messageOf(res.body, 'Sign in again to send the waiting writes');
      await db.outbox.update(seq, { state: 'pending', error: { status: 401, message } });
      setState({ blocked: message });
      report.stopped = 'unauthorized';
      return 'stop';
    }
    await db.outbox.update(seq, {
      state: 'conflict',
      attempts: record.attempts + 1,
      error: errorOf(res.status, res.body, `Refused (${res.status})`),
    });
    report.conflicts += 1;
    return 'next';
  }

  /**
   * The next writes that may go together, oldest first (after `afterSeq`): those due now, with the
   * same credentials as the first. `wait` > 0 when the first is not due yet.
   */
  async function nextRun(limit: number, afterSeq: number): Promise<{ run: OutboxRecord[]; wait: number }> {
    const head = await db.outbox
      .where('seq')
      .above(afterSeq)
      .filter((r) => r.state !== 'conflict')
      .limit(limit)
      .toArray();
    const first = head[0];
    if (!first || first.seq === undefined) return { run: [], wait: 0 };
    const wait = first.nextAttemptAt - now();
    if (wait > 0) return { run: [], wait };
    const run: OutboxRecord[] = [];
    for (const r of head) {
      if (r.seq === undefined || r.auth !== first.auth || r.nextAttemptAt > now()) break;
      run.push(r);
    }
    return { run, wait: 0 };
  }

  /** Marks a run as being sent and sends it as one batch. */
  async function launch(run: OutboxRecord[]): Promise<InFlight> {
    await db.outbox
      .where('seq')
      .anyOf(run.map((r) => r.seq!))
      .modify({ state: 'sending' });
    return { run, answer: deps.sendBatch!(run).catch(() => null) };
  }

  async function flushOnce(): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, conflicts: 0, stopped: null };
    const up = await deps.ping().catch(() => false);
    setState({ online: up });
    if (!up) {
      offlineStreak += 1;
      if ((await db.outbox.count()) > 0) schedule(delayFor(offlineStreak));
      report.stopped = 'offline';
      return report;
    }
    offlineStreak = 0;
    const locked = await deps.withLock(async () => {
      setState({ syncing: true });
      try {
        // A write left 'sending' by a tab that died mid-send goes again (same key: a replay at worst).
        await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
        let batching = Boolean(deps.sendBatch) && batchSize > 1;
        // A batch whose request is out, sent before the answers of the one before it were written.
        let inflight: InFlight | null = null;
        for (;;) {
          if (!inflight) {
            const next = await nextRun(batching ? batchSize : 1, 0);
            if (next.wait > 0) {
              schedule(next.wait);
              report.stopped = 'retry-later';
              break;
            }
            if (next.run.length === 0) break;
            if (!batching || next.run.length === 1) {
              const [record] = next.run;
              await db.outbox.update(record.seq!, { state: 'sending' });
              const res = await deps.send(record).catch((): SendResult => ({ status: null, body: null }));
              const synced: [OutboxRecord, unknown][] = [];
              const step = await apply(record, res, report, synced);
              for (const [r, body] of synced) for (const l of syncedListeners) l(r, body);
              if (step === 'stop') break;
              continue;
            }
            inflight = await launch(next.run);
          }
          const { run, answer } = inflight;
          inflight = null;
          const results = await answer;
          if (!results || results.length !== run.length) {
            batching = false;
            await db.outbox.where('seq').anyOf(run.map((r) => r.seq!)).modify({ state: 'pending' });
            continue;
          }
          // Nothing in this batch holds the queue back: the next batch goes now, while this one's
          // answers are written below (were the page to die first, those writes go again: replays).
          if (!results.some(holdsBack)) {
            const next = await nextRun(batchSize, run[run.length - 1].seq!);
            if (next.wait <= 0 && next.run.length > 1) inflight = await launch(next.run);
          }
          const synced: [OutboxRecord, unknown][] = [];
          let stopped = false;
          // One transaction for the whole batch; listeners hear of the sent writes once it committed.
          await db.transaction('rw', db.outbox, async () => {
            for (let i = 0; i < run.length; i += 1) {
              if (stopped) {
                // Behind a write that must wait (the server skipped these): back in line, untouched.
                await db.outbox.update(run[i].seq!, { state: 'pending' });
              } else if ((await apply(run[i], results[i], report, synced)) === 'stop') {
                stopped = true;
              }
            }
          });
          for (const [record, body] of synced) for (const l of syncedListeners) l(record, body);
          if (stopped) break;
        }
        setState({ lastSyncAt: now() });
        return report;
      } finally {
        setState({ syncing: false });
      }
    });
    if (locked === null) return { ...report, stopped: 'locked' };
    return locked;
  }

  /** Sends what waits. Calls while a flush runs share it and trigger one more pass after it. */
  function flush(): Promise<FlushReport> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let report: FlushReport;
      do {
        again = false;
        report = await flushOnce();
      } while (again && report.stopped === null);
      return report;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    flush,
    getState: (): SyncState => state,
    subscribe(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onSynced(listener: SyncedListener): () => void {
      syncedListeners.add(listener);
      return () => syncedListeners.delete(listener);
    },
    /** Marks the connection as known-down without a ping (the browser said so). */
    markOffline(): void {
      setState({ online: false });
    },
    stop(): void {
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    delayFor,
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
