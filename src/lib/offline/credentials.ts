// The credentials the outbox's writes go with, as kept in IndexedDB (db.ts, table `credentials`) for
// the service worker, which sends with no page open and cannot read localStorage. One row per kind
// of write: 'user' (the signed-in staff member's access token, refresh token and expiry) and
// 'kiosk' (the bound kiosk's token). Pages write the rows before they send and delete them on
// sign-out or unbind (page-credentials.ts). The refresh token rotates on each use, so a refresh —
// by a page or by the worker — runs under one Web Lock and writes the new pair back here; a page
// adopts a newer pair the worker made instead of refreshing with a spent token.
import type { CredentialsRecord, OfflineDb, OutboxAuth } from './db';
import { REFRESH_LOCK } from './names';
import type { TransportCredentials } from './transport';

/** A staff token this close to its expiry is refreshed before it is used. */
const EXPIRY_LEAD_MS = 5000;

export function readCredentials(db: OfflineDb, auth: OutboxAuth): Promise<CredentialsRecord | undefined> {
  return db.credentials.get(auth);
}

/** Runs `fn` while holding the refresh lock (one refresh at a time across pages and the worker). */
export async function withRefreshLock<T>(locks: LockManager | undefined, fn: () => Promise<T>): Promise<T> {
  return locks ? locks.request(REFRESH_LOCK, fn) : fn();
}

interface RefreshAnswer {
  status?: boolean;
  token?: string;
  data?: { refresh_token?: string; expires_in?: number; user?: { uuid?: string } };
}

/**
 * The worker's refresh of the staff session kept in IndexedDB. Under the refresh lock: when the row
 * holds a token other than `stale` that has not expired (a page or an earlier refresh made it), that
 * one; otherwise one POST /company/token/refresh whose new pair replaces the row. A refusal deletes
 * the row (its refresh token is spent or revoked: a page copies a live session in again); no answer
 * keeps it. Null when there is no usable token.
 */
export function refreshStaffTokens(db: OfflineDb, apiUrl: string, locks: LockManager | undefined, stale: string | null): Promise<string | null> {
  return withRefreshLock(locks, async () => {
    const row = await db.credentials.get('user');
    if (!row?.refresh_token) return null;
    if (row.token !== stale && (row.expires_at ?? 0) - Date.now() > EXPIRY_LEAD_MS) return row.token;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/company/token/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh_token: row.refresh_token }),
        cache: 'no-store',
      });
    } catch {
      return null;
    }
    const body = (await res.json().catch(() => null)) as RefreshAnswer | null;
    if (res.ok && body?.status && body.token && body.data?.refresh_token && typeof body.data.expires_in === 'number') {
      const next: CredentialsRecord = {
        auth: 'user',
        token: body.token,
        refresh_token: body.data.refresh_token,
        expires_at: Date.now() + body.data.expires_in * 1000,
        owner: body.data.user?.uuid ?? row.owner,
      };
      await db.credentials.put(next);
      return next.token;
    }
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      // Only this pair is dropped: a page that refreshed meanwhile may have put a live one here.
      await db.transaction('rw', db.credentials, async () => {
        const now = await db.credentials.get('user');
        if (now?.refresh_token === row.refresh_token) await db.credentials.delete('user');
      });
    }
    return null;
  });
}

/** The worker's credentials: the rows in IndexedDB, the staff token refreshed by the worker itself. */
export function storedCredentials(db: OfflineDb, apiUrl: string, locks: LockManager | undefined): TransportCredentials {
  return {
    async token(auth) {
      const row = await db.credentials.get(auth);
      if (!row) return null;
      if (auth === 'user' && (row.expires_at ?? 0) - Date.now() < EXPIRY_LEAD_MS) return refreshStaffTokens(db, apiUrl, locks, row.token);
      return row.token;
    },
    async refresh(auth) {
      if (auth !== 'user') return null;
      const row = await db.credentials.get('user');
      return refreshStaffTokens(db, apiUrl, locks, row?.token ?? null);
    },
  };
}
