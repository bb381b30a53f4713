// The app's one sync engine in a page (see engine.ts), wired to the browser: writes go through the
// transport (transport.ts) with the page's credentials (the staff token, refreshed when it has
// expired, or the bound kiosk's token); connectivity is proven by GET /health, never trusted from
// navigator.onLine; one sender at a time across the pages and the service worker (one Web Lock); a
// flush starts on app start, on reconnect ('online' event, the tab becoming visible), on a wake-up
// from the worker, after each enqueue, and on the engine's backoff timer. Before each flush the page
// copies its credentials for the worker (page-credentials.ts), and each enqueue asks for Background
// Sync: where the browser has it the service worker sends the same outbox with no page open
// (worker-sync.ts); where it does not (Firefox, Safari) the pages are the senders. Every tab hears
// about acknowledged writes through a BroadcastChannel (the worker posts there too). The engine is
// made once its database (Dexie) has loaded (live-rows.ts): until then screens see its starting
// state (online, nothing waiting).
import { useEffect, useSyncExternalStore } from 'react';
import { SYNC } from '../../config/constants';
import { env } from '../../config/env';
import { refreshSession } from '../api-client';
import { getTokens, onSessionCleared } from '../auth-session';
import { getKioskBinding, onKioskBindingChange } from '../kiosk-device';
import type { OutboxRecord } from './db';
import { createSyncEngine, type FlushReport, type SyncEngine, type SyncState } from './engine';
import { loadOfflineDb, useOutboxRows } from './live-rows';
import { BACKGROUND_SYNC_TAG, OUTBOX_CHANNEL, OUTBOX_LOCK } from './names';
import { shareCredentials } from './page-credentials';
import { createTransport, withOutboxLock } from './transport';

export { BACKGROUND_SYNC_TAG } from './names';

async function staffToken(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  if (tokens.expires_at - Date.now() < 5000) return (await refreshSession()) ?? null;
  return tokens.token;
}

/** The page's credentials: its localStorage session (refreshed through the api-client) and its kiosk binding. */
const transport = createTransport({
  apiUrl: env.API_URL,
  pingTimeout: SYNC.pingTimeout,
  sendTimeout: SYNC.sendTimeout,
  credentials: {
    token: async (auth) => (auth === 'kiosk' ? (getKioskBinding()?.token ?? null) : staffToken()),
    refresh: (auth) => (auth === 'kiosk' ? Promise.resolve(null) : refreshSession()),
  },
});

const withLock = <T>(fn: () => Promise<T>): Promise<T | null> =>
  withOutboxLock(typeof navigator !== 'undefined' ? navigator.locks : undefined, OUTBOX_LOCK, fn);

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
    const e = createSyncEngine({ db, ...transport, withLock, backoff: { first: SYNC.backoffFirst, max: SYNC.backoffMax } });
    e.subscribe(() => {
      engineState = e.getState();
      for (const l of stateListeners) l();
    });
    channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
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

/**
 * A page's flush: first its credentials go to the worker's copy (so that a write enqueued here can
 * leave with no page open), then the engine sends.
 */
async function pageFlush(e: SyncEngine): Promise<FlushReport> {
  await loadOfflineDb()
    .then(shareCredentials)
    .catch((error: unknown) => console.warn('Could not share the credentials with the service worker', error));
  return e.flush();
}

let started = false;
let heartbeat: ReturnType<typeof setInterval> | null = null;

/** Starts syncing (once per page): now, on reconnect, on wake-up, on Background Sync and on a timer. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const flush = () => void getEngine().then(pageFlush, () => undefined);
  flush();
  // Signed out or unbound here: the worker's copy of those credentials goes at once.
  const share = () => void loadOfflineDb().then(shareCredentials, () => undefined);
  onSessionCleared(share);
  onKioskBindingChange(share);
  window.addEventListener('online', flush);
  window.addEventListener('offline', () => {
    void getEngine().then((e) => {
      e.markOffline();
      void pageFlush(e);
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
    .then(pageFlush)
    .then(() => undefined);
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

/**
 * After an enqueue: send at once, and ask for Background Sync where the browser has it (the worker
 * then sends once the network is back, with or without a page open), and for periodic sync where the
 * person granted it (an installed app), so that a write a failed Background Sync gave up on still leaves.
 */
export function syncSoon(): void {
  void syncNow();
  void navigator.serviceWorker?.ready
    .then(async (reg: SyncRegistration) => {
      await reg.sync?.register(BACKGROUND_SYNC_TAG);
      if (!reg.periodicSync) return;
      const permission = await navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName }).catch(() => null);
      if (permission?.state === 'granted') await reg.periodicSync.register(BACKGROUND_SYNC_TAG, { minInterval: SYNC.periodicSync });
    })
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
