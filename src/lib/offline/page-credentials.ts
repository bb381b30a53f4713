// A page's side of the credentials the service worker sends with (credentials.ts): before a page
// sends, it copies its signed-in session and its kiosk binding (localStorage) into IndexedDB, or
// drops them there when they are gone here; when the worker refreshed the staff session meanwhile
// (the refresh token rotates), the page takes the worker's newer pair instead of overwriting it.
// A page's own refresh (api-client.ts) runs under the same lock as the worker's, takes a newer pair
// first, and writes its new pair back.
import { STORAGE_KEYS } from '../../config/constants';
import { readStoredSession, type StoredTokens } from '../auth-session';
import { getKioskBinding } from '../kiosk-device';
import { withRefreshLock } from './credentials';
import type { CredentialsRecord, OfflineDb } from './db';
import { loadOfflineDb, outboxMayHoldWrites } from './live-rows';
import { writeJson } from '../storage';

const locks = (): LockManager | undefined => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

/** The worker's pair when it is a newer one for this page's session; it then becomes the page's too. */
async function adoptNewer(db: OfflineDb, local: StoredTokens | null, owner: string | undefined): Promise<StoredTokens | null> {
  const row = await db.credentials.get('user');
  if (!local || !row?.refresh_token || row.owner !== owner) return null;
  if (row.refresh_token === local.refresh_token || (row.expires_at ?? 0) <= local.expires_at) return null;
  const adopted: StoredTokens = { token: row.token, refresh_token: row.refresh_token, expires_at: row.expires_at ?? 0 };
  writeJson(STORAGE_KEYS.auth, adopted);
  // Re-read, so that the session's cached tokens (auth-session.ts) are these.
  readStoredSession();
  return adopted;
}

/**
 * Brings the worker's copy in line with this page: the session and the kiosk token copied in (or
 * dropped when signed out / unbound), a newer pair of the worker's adopted. Answers the adopted pair.
 */
export async function shareCredentials(db: OfflineDb): Promise<StoredTokens | null> {
  const { tokens, user } = readStoredSession();
  const owner = user?.uuid;
  const adopted = await adoptNewer(db, tokens, owner);
  if (!adopted) {
    const row = await db.credentials.get('user');
    if (!tokens) {
      if (row) await db.credentials.delete('user');
    } else if (row?.token !== tokens.token || row.refresh_token !== tokens.refresh_token || row.owner !== owner) {
      await db.credentials.put({ auth: 'user', token: tokens.token, refresh_token: tokens.refresh_token, expires_at: tokens.expires_at, owner });
    }
  }
  const binding = getKioskBinding();
  const kiosk = await db.credentials.get('kiosk');
  if (!binding) {
    if (kiosk) await db.credentials.delete('kiosk');
  } else if (kiosk?.token !== binding.token) {
    const next: CredentialsRecord = { auth: 'kiosk', token: binding.token, owner: binding.device_uuid };
    await db.credentials.put(next);
  }
  return adopted;
}

/** The outbox database when this device has one (no Dexie is loaded, nor a database made, otherwise). */
async function existingDb(): Promise<OfflineDb | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return (await outboxMayHoldWrites()) ? await loadOfflineDb() : null;
  } catch {
    return null;
  }
}

/**
 * A page's refresh of the staff session, coordinated with the worker's: under the refresh lock, a
 * newer pair the worker made is taken as it is; otherwise `refresh` runs and its pair is copied in.
 */
export function coordinatedRefresh(refresh: () => Promise<string | null>): Promise<string | null> {
  return withRefreshLock(locks(), async () => {
    const db = await existingDb();
    if (db) {
      const { tokens, user } = readStoredSession();
      const adopted = await adoptNewer(db, tokens, user?.uuid).catch(() => null);
      if (adopted && adopted.expires_at - Date.now() > 5000) return adopted.token;
    }
    const token = await refresh();
    if (db) await shareCredentials(db).catch(() => undefined);
    return token;
  });
}
