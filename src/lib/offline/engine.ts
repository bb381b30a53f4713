// The sync engine (ARCHITECTURE.md section 6), free of browser globals so that it is unit-tested
// with fake-indexeddb: it sends the outbox in order, one write at a time, each with its
// Idempotency-Key. A 2xx removes the write; a network failure, a 5xx, a 408/429 or a transient 409
// (the same key still running, marked by Retry-After) keeps it and retries with a growing backoff,
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

export interface EngineDeps {
  db: OfflineDb;
  send: (record: OutboxRecord) => Promise<SendResult>;
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

export function createSyncEngine(deps: EngineDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const { first, max } = deps.backoff ?? { first: 1000, max: 60_000 };

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
        for (;;) {
          const next = await db.outbox.orderBy('seq').filter((r) => r.state !== 'conflict').first();
          if (!next || next.seq === undefined) break;
          const wait = next.nextAttemptAt - now();
          if (wait > 0) {
            schedule(wait);
            report.stopped = 'retry-later';
            break;
          }
          await db.outbox.update(next.seq, { state: 'sending' });
          const res = await deps.send(next).catch((): SendResult => ({ status: null, body: null }));
          if (res.status !== null && res.status >= 200 && res.status < 300) {
            await db.outbox.delete(next.seq);
            report.sent += 1;
            setState({ blocked: null });
            for (const l of syncedListeners) l(next, res.body);
            continue;
          }
          if (isTransient(res)) {
            const attempts = next.attempts + 1;
            await db.outbox.update(next.seq, {
              state: 'pending',
              attempts,
              nextAttemptAt: now() + delayFor(attempts),
              error: { status: res.status, message: messageOf(res.body, res.status === null ? 'No answer from the server' : `Server error ${res.status}`) },
            });
            if (res.status === null) setState({ online: false });
            schedule(delayFor(attempts));
            report.stopped = res.status === null ? 'offline' : 'retry-later';
            break;
          }
          if (res.status === 401) {
            const message = messageOf(res.body, 'Sign in again to send the waiting writes');
            await db.outbox.update(next.seq, { state: 'pending', error: { status: 401, message } });
            setState({ blocked: message });
            report.stopped = 'unauthorized';
            break;
          }
          await db.outbox.update(next.seq, { state: 'conflict', attempts: next.attempts + 1, error: { status: res.status, message: messageOf(res.body, `Refused (${res.status})`) } });
          report.conflicts += 1;
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
