// The PWA's IndexedDB (Dexie): the outbox of writes waiting for the server (ARCHITECTURE.md section
// 6). Transactions use strict durability so that an order taken offline is on disk before the
// screen calls it taken; a record leaves the outbox only once the server has acknowledged it.
// It also keeps, in `credentials`, what the writes go with (the staff session's tokens, the bound
// kiosk's token): the service worker sends the outbox with no page open and cannot read the pages'
// localStorage. The pages copy them in before they send (sync.ts) and drop them on sign-out or unbind;
// the worker writes back the tokens of a refresh it made (credentials.ts).
// Dexie (about 30 KiB compressed) is no part of a kiosk's or till's first screen (issue 13): the
// rest of src/lib/offline imports only this module's types and loads it with `loadOfflineDb()` (live-rows.ts).
import Dexie, { type EntityTable } from 'dexie';
import { OFFLINE_DB_NAME } from './names';

// Dexie's live queries, for live-rows.ts (which loads this module on first use).
export { liveQuery } from 'dexie';

export type OutboxKind = 'order' | 'order-status' | 'order-payment' | 'cart' | 'kitchen-bump' | 'shift';
export type OutboxMethod = 'POST' | 'PUT' | 'DELETE';
export type OutboxAuth = 'user' | 'kiosk';

export interface OutboxRecord {
  /** Auto-increment: the order in which writes are sent. */
  seq?: number;
  /** Client-made uuid naming the write. */
  id: string;
  /** The Idempotency-Key sent with it: the id, or a new key once a person changed the body. */
  key: string;
  kind: OutboxKind;
  method: OutboxMethod;
  /** Relative to the API base (/api/v1), e.g. '/checkout'. */
  url: string;
  body: unknown;
  /** What a person sees, e.g. 'Order ORD-1A2B3C4D · 3 items'. */
  label: string;
  /** The store the write belongs to; screens filter by it. */
  scope: string;
  /** Whose credentials go with it: the signed-in staff token, or the bound kiosk's token. */
  auth: OutboxAuth;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'sending' | 'conflict';
  /** The last failure: a refusal (conflict) or why the last try did not get through. */
  /** The server's `code` and `params` travel with its English `message`, so a screen can say the refusal in the person's language. */
  error?: { status: number | null; message: string; code?: string; params?: Record<string, string | number> };
  /** Whatever the screen needs to show the write while it waits (order id, lines, total...). */
  meta?: Record<string, unknown>;
}

/** What one kind of write goes with (OutboxRecord.auth), as the service worker reads it. */
export interface CredentialsRecord {
  auth: OutboxAuth;
  token: string;
  /** Staff only: the refresh token (it rotates: whoever refreshes writes the new pair back here). */
  refresh_token?: string;
  /** Staff only: epoch ms at which `token` expires. */
  expires_at?: number;
  /** Staff: the user's uuid; kiosk: the device's uuid. A different one replaces the row. */
  owner?: string;
}

/**
 * A consumer's cart as the phone keeps it (src/features/consumer-app/offline/local-cart.ts LocalCart),
 * by `${owner}|${company}`; typed loosely here so that this module stays free of the app's types.
 */
export interface KeptCartRecord {
  id: string;
  [field: string]: unknown;
}

export type OfflineDb = Dexie & {
  outbox: EntityTable<OutboxRecord, 'seq'>;
  credentials: EntityTable<CredentialsRecord, 'auth'>;
  carts: EntityTable<KeptCartRecord, 'id'>;
};

export { OFFLINE_DB_NAME } from './names';

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as OfflineDb;
  db.version(1).stores({ outbox: '++seq, &id, state, scope, kind' });
  db.version(2).stores({ outbox: '++seq, &id, state, scope, kind', credentials: 'auth' });
  // The consumer's cart kept offline (issue 17): a table added, the others untouched.
  db.version(3).stores({ carts: 'id' });
  return db;
}

let shared: OfflineDb | null = null;
/** The app's one outbox database. */
export function offlineDb(): OfflineDb {
  shared ??= openOfflineDb();
  return shared;
}

