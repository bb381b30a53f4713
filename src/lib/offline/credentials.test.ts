import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshStaffTokens, storedCredentials } from './credentials';
import { openOfflineDb, type OfflineDb } from './db';

let db: OfflineDb;
let n = 0;

beforeEach(async () => {
  db = openOfflineDb(`credentials-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

/** Web Locks as the browser grants them: one holder per name, the others queued. */
function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, fn: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(fn);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  } as unknown as LockManager;
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the credentials the service worker sends with', () => {
  it('gives a kiosk write the kiosk token and a staff write the staff token while it is valid, without a refresh', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await db.credentials.bulkPut([
      { auth: 'kiosk', token: 'kiosk-token', owner: 'device-1' },
      { auth: 'user', token: 'staff-token', refresh_token: 'refresh-1', expires_at: Date.now() + 600_000, owner: 'user-1' },
    ]);
    const creds = storedCredentials(db, '/api/v1', undefined);
    expect(await creds.token('kiosk')).toBe('kiosk-token');
    expect(await creds.token('user')).toBe('staff-token');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired staff token once and keeps the rotated pair for the next refresh (and for the pages)', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
      return answer(200, { status: true, token: 'staff-2', data: { refresh_token: 'refresh-2', expires_in: 900, user: { uuid: 'user-1' } } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await db.credentials.put({ auth: 'user', token: 'staff-1', refresh_token: 'refresh-1', expires_at: Date.now() - 1000, owner: 'user-1' });
    const creds = storedCredentials(db, '/api/v1', fakeLocks());
    // Two writes asking at once: one refresh (the second finds the new token, not the spent one).
    const [a, b] = await Promise.all([creds.token('user'), creds.token('user')]);
    expect([a, b]).toEqual(['staff-2', 'staff-2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await db.credentials.get('user')).toMatchObject({ token: 'staff-2', refresh_token: 'refresh-2', owner: 'user-1' });
  });

  it('drops a pair the server refuses (spent or signed out), and keeps it when no answer came', async () => {
    await db.credentials.put({ auth: 'user', token: 'staff-1', refresh_token: 'refresh-1', expires_at: Date.now() - 1000, owner: 'user-1' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await refreshStaffTokens(db, '/api/v1', undefined, 'staff-1')).toBeNull();
    expect(await db.credentials.get('user')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(401, { status: false, message: 'Session expired' })));
    expect(await refreshStaffTokens(db, '/api/v1', undefined, 'staff-1')).toBeNull();
    expect(await db.credentials.get('user')).toBeUndefined();
  });

  it('has nothing for a kind of write no page has given credentials for (signed out)', async () => {
    const creds = storedCredentials(db, '/api/v1', undefined);
    expect(await creds.token('user')).toBeNull();
    expect(await creds.refresh('user')).toBeNull();
    expect(await creds.token('kiosk')).toBeNull();
  });
});
