// The sync engine inside the service worker (service-worker/sw.ts): on Background Sync, and on
// periodic sync where granted, the worker sends the same outbox the pages fill (IndexedDB, db.ts)
// with the credentials the pages copied there (credentials.ts), so that writes leave with no page
// open. The same engine, transport and Web Lock as a page's (engine.ts, transport.ts): whoever holds
// the lock sends, the other stands back; each write keeps its Idempotency-Key, so a write sent twice
// (a page and the worker, a lost answer) lands once. Acknowledged writes are announced on the
// pages' BroadcastChannel. No DOM, no React, no localStorage here.
import { storedCredentials } from './credentials';
import { offlineDb } from './db';
import { createSyncEngine, type FlushReport, type SyncEngine } from './engine';
import { OUTBOX_CHANNEL, OUTBOX_LOCK } from './names';
import { createTransport, withOutboxLock } from './transport';

export interface WorkerSyncOptions {
  apiUrl: string;
  pingTimeout: number;
  sendTimeout: number;
  locks: LockManager | undefined;
}

let engine: SyncEngine | null = null;

function workerEngine(options: WorkerSyncOptions): SyncEngine {
  if (engine) return engine;
  const db = offlineDb();
  const transport = createTransport({ ...options, credentials: storedCredentials(db, options.apiUrl, options.locks) });
  // No backoff timers of its own: a worker may be stopped at any moment; the browser's Background
  // Sync retries (the event's promise rejects) and the pages keep theirs.
  engine = createSyncEngine({
    db,
    ...transport,
    withLock: (fn) => withOutboxLock(options.locks, OUTBOX_LOCK, fn),
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  engine.onSynced((record, response) => channel?.postMessage({ type: 'synced', record, response }));
  return engine;
}

/** Writes that wait and may be sent (refused ones wait for a person, not for the network). */
export async function waitingWrites(): Promise<number> {
  return offlineDb()
    .outbox.filter((r) => r.state !== 'conflict')
    .count();
}

/** One send of the outbox by the worker, with what still waits after it. */
export async function syncFromWorker(options: WorkerSyncOptions): Promise<FlushReport & { waiting: number }> {
  const report = await workerEngine(options).flush();
  return { ...report, waiting: await waitingWrites() };
}
