// The app's one sync engine (see engine.ts), wired to the browser: writes go with fetch and the
// right credentials (the staff token, refreshed when it has expired, or the bound kiosk's token);
// a run of waiting writes goes in one POST /outbox/batch (falling back to single writes when the
// batch fails as a whole); connectivity is proven by GET /health, never trusted from navigator.onLine; one tab flushes at a
// time (Web Locks); a flush starts on app start, on reconnect ('online' event, the tab becoming
// visible), on Background Sync where the browser has it (the worker wakes the open pages), after
// each enqueue, and on the engine's backoff timer. Every tab hears about acknowledged writes
// through a BroadcastChannel. The engine is made once its database (Dexie) has loaded (live-rows.ts):
// until then screens see its starting state (online, nothing waiting).
import { useEffect, useSyncExternalStore } from 'react';
import { SYNC } from '../../config/constants';
import { env } from '../../config/env';
import { refreshSession } from '../api-client';
import { getTokens } from '../auth-session';
import { getKioskBinding } from '../kiosk-device';
import type { OutboxRecord } from './db';
import { createSyncEngine, type SendResult, type SyncEngine, type SyncState } from './engine';
import { loadOfflineDb, useOutboxRows } from './live-rows';

const LOCK_NAME = 'cafeteria-outbox';
const CHANNEL_NAME = 'cafeteria-outbox';
export const BACKGROUND_SYNC_TAG = 'cafeteria-outbox';

async function fetchWithTimeout(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal, cache: 'no-store' });
  } finally {
    clearTimeout(timer);
  }
}

async function ping(): Promise<boolean> {
  try {
    const res = await fetchWithTimeout(`${env.API_URL}/health?t=${Date.now()}`, { method: 'GET' }, SYNC.pingTimeout);
    return res.ok;
  } catch {
    return false;
  }
}

async function staffToken(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  if (tokens.expires_at - Date.now() < 5000) return (await refreshSession()) ?? null;
  return tokens.token;
}

async function send(record: OutboxRecord): Promise<SendResult> {
  const attempt = async (token: string | null): Promise<SendResult> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': record.key };
    if (record.auth === 'kiosk') {
      const binding = getKioskBinding();
      if (binding) headers['x-kiosk-token'] = binding.token;
    } else if (token) headers['x-auth-token'] = token;
    try {
      const res = await fetchWithTimeout(
        `${env.API_URL}${record.url}`,
        { method: record.method, headers, body: JSON.stringify(record.body ?? {}) },
        SYNC.sendTimeout,
      );
      const body: unknown = await res.json().catch(() => null);
      return { status: res.status, body, retryAfter: res.headers.has('Retry-After') };
    } catch {
      return { status: null, body: null };
    }
  };
  if (record.auth === 'kiosk') return attempt(null);
  const first = await attempt(await staffToken());
  if (first.status !== 401) return first;
  // The access token may have just expired: one refresh, then the same write again (same key).
  const refreshed = await refreshSession();
  return refreshed ? attempt(refreshed) : first;
}

/** The batch's answer for one write (server/modules/outbox-batch/routes.ts). */
interface BatchItemAnswer {
  status: number;
  body: unknown;
  retry_after?: boolean;
}

function isBatchAnswer(body: unknown, n: number): body is { data: { results: BatchItemAnswer[] } } {
  const results = (body as { data?: { results?: unknown } } | null)?.data?.results;
  return (
    Array.isArray(results) &&
    results.length === n &&
    results.every((r) => r !== null && typeof r === 'object' && typeof (r as BatchItemAnswer).status === 'number')
  );
}

/**
 * Several writes with the same credentials in one request. Null (send them one by one) when the
 * batch fails as a whole — no answer, an older server without the route, a 5xx, a 429 — and when a
 * staff write is answered 401: the single path refreshes the token and sends again (same keys).
 */
async function sendBatch(records: OutboxRecord[]): Promise<SendResult[] | null> {
  const auth = records[0]?.auth;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (auth === 'kiosk') {
    const binding = getKioskBinding();
    if (binding) headers['x-kiosk-token'] = binding.token;
  } else {
    const token = await staffToken();
    if (token) headers['x-auth-token'] = token;
  }
  const items = records.map((r) => ({ method: r.method, path: r.url, idempotency_key: r.key, body: r.body ?? {} }));
  try {
    const res = await fetchWithTimeout(`${env.API_URL}/outbox/batch`, { method: 'POST', headers, body: JSON.stringify({ items }) }, SYNC.sendTimeout * 2);
    if (res.status !== 200) return null;
    const body: unknown = await res.json().catch(() => null);
    if (!isBatchAnswer(body, records.length)) return null;
    const results = body.data.results.map((r): SendResult => ({ status: r.status, body: r.body, retryAfter: Boolean(r.retry_after) }));
    if (auth !== 'kiosk' && results.some((r) => r.status === 401)) return null;
    return results;
  } catch {
    return null;
  }
}

async function withLock<T>(fn: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? fn() : null));
}

let engine: Promise<SyncEngine> | null = null;
let channel: BroadcastChannel | null = null;
type SyncedListener = (record: OutboxRecord, response: unknown) => void;
const syncedListeners = new Set<SyncedListener>();

// The engine's state as screens see it: its starting state until the engine exists, then its own.
let engineState: SyncState = { online: true, syncing: false, lastSyncAt: null, blocked: null };
const stateListeners = new Set<() => void>();
const subscribeState = (listener: () => void) => {
  stateListeners.add(listener);
  return () => void stateListeners.delete(listener);
};
const getEngineState = () => engineState;

function getEngine(): Promise<SyncEngine> {
  engine ??= loadOfflineDb().then((db) => {
    const e = createSyncEngine({ db, send, sendBatch, ping, withLock, backoff: { first: SYNC.backoffFirst, max: SYNC.backoffMax } });
    e.subscribe(() => {
      engineState = e.getState();
      for (const l of stateListeners) l();
    });
    channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL_NAME) : null;
    e.onSynced((record, response) => {
      for (const l of syncedListeners) l(record, response);
      channel?.postMessage({ type: 'synced', record, response });
    });
    channel?.addEventListener('message', (event: MessageEvent<{ type?: string; record?: OutboxRecord; response?: unknown }>) => {
      if (event.data?.type === 'synced' && event.data.record) for (const l of syncedListeners) l(event.data.record, event.data.response);
    });
    return e;
  });
  // A chunk that did not arrive (a flaky network, no service worker yet): the next call tries again.
  engine.catch(() => (engine = null));
  return engine;
}

let started = false;
let heartbeat: ReturnType<typeof setInterval> | null = null;

/** Starts syncing (once per page): now, on reconnect, on wake-up, on Background Sync and on a timer. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const flush = () => void getEngine().then((e) => e.flush(), () => undefined);
  flush();
  window.addEventListener('online', flush);
  window.addEventListener('offline', () => {
    void getEngine().then((e) => {
      e.markOffline();
      void e.flush();
    }, () => undefined);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'outbox-sync') flush();
  });
  // The heartbeat keeps the online flag honest and retries when a backoff timer was lost.
  heartbeat = setInterval(flush, SYNC.heartbeat);
}

/** Stops the timers (tests). */
export function stopSync(): void {
  if (heartbeat) clearInterval(heartbeat);
  heartbeat = null;
  void engine?.then((e) => e.stop());
  started = false;
}

export function syncNow(): Promise<void> {
  return getEngine()
    .then((e) => e.flush())
    .then(() => undefined);
}

/** After an enqueue: send at once, and ask for Background Sync where the browser has it. */
export function syncSoon(): void {
  void syncNow();
  void navigator.serviceWorker?.ready
    .then((reg) => (reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(BACKGROUND_SYNC_TAG))
    .catch(() => undefined);
}

export function onSynced(listener: SyncedListener): () => void {
  void getEngine().catch(() => undefined);
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

function useEngineState(): SyncState {
  // A screen that shows the outbox starts the syncing (main.tsx starts it on other pages only where
  // writes may wait).
  useEffect(() => startSync(), []);
  return useSyncExternalStore(subscribeState, getEngineState, getEngineState);
}

export interface SyncStatus extends SyncState {
  pending: number;
  conflicts: number;
}

/** Online (proven by ping), syncing, what waits and what was refused, optionally for one store. */
export function useSyncStatus(scope?: string): SyncStatus {
  const state = useEngineState();
  const all = useOutboxRows(scope) ?? [];
  const conflicts = all.filter((r) => r.state === 'conflict').length;
  return { ...state, pending: all.length - conflicts, conflicts };
}
