// The outbox without Dexie up front (issue 13): Dexie (about 30 KiB compressed) is no part of a
// kiosk's or till's first screen. The database module (db.ts) loads on first use — the first
// enqueue, the sync engine's start (main.tsx, once the page has loaded) or the first screen that
// shows the outbox — and screens read it live through Dexie's liveQuery, as useLiveQuery did.
import { useEffect, useState } from 'react';
import type { OfflineDb, OutboxRecord } from './db';
import { OFFLINE_DB_NAME } from './names';

export { OFFLINE_DB_NAME } from './names';

/**
 * Whether this device may hold writes waiting to be sent: false only when the browser lists its
 * databases and the outbox's is not among them (a phone that never ran a kiosk or till), so that such
 * a page never loads Dexie; true when it is there or the browser cannot say.
 */
export async function outboxMayHoldWrites(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

/** The app's one outbox database, loading Dexie with it on the first call. */
export const loadOfflineDb = (): Promise<OfflineDb> => import('./db').then((m) => m.offlineDb());

/**
 * The outbox's records, live, oldest first (optionally of one store); undefined until the database
 * has answered once. A failing read throws from the render, as Dexie's useLiveQuery does.
 */
export function useOutboxRows(scope?: string): OutboxRecord[] | undefined {
  const [rows, setRows] = useState<{ scope?: string; rows: OutboxRecord[] }>();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let live = true;
    void import('./db').then(({ liveQuery, offlineDb }) => {
      if (!live) return;
      const db = offlineDb();
      const read = () => (scope ? db.outbox.where('scope').equals(scope).sortBy('seq') : db.outbox.orderBy('seq').toArray());
      subscription = liveQuery(read).subscribe({ next: (next) => setRows({ scope, rows: next }), error: setError });
    }, setError);
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [scope]);
  if (error) throw error;
  return rows && rows.scope === scope ? rows.rows : undefined;
}
