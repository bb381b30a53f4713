// How the sync engine's writes reach the server, the same in a page and in the service worker (no
// DOM, no localStorage, no React here): each write with its Idempotency-Key and the credentials its
// `auth` names; a run of writes in one POST /outbox/batch; connectivity proven by GET /health. Where
// the credentials come from is the caller's: a page reads its localStorage (sync.ts), the worker
// reads the copy in IndexedDB (worker-sync.ts). Nothing here looks at a write's kind: a new kind is
// a new url and body, and the worker sends it unchanged.
import type { OutboxAuth, OutboxRecord } from './db';
import type { SendResult } from './engine';

export interface TransportCredentials {
  /** The token for this kind of write (the staff token refreshed first when it is about to expire), or null. */
  token(auth: OutboxAuth): Promise<string | null>;
  /** After a 401 on a staff write: a new token (one refresh), or null. */
  refresh(auth: OutboxAuth): Promise<string | null>;
}

export interface TransportOptions {
  /** The API's base, e.g. '/api/v1'. */
  apiUrl: string;
  credentials: TransportCredentials;
  pingTimeout: number;
  sendTimeout: number;
}

async function fetchWithTimeout(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal, cache: 'no-store' });
  } finally {
    clearTimeout(timer);
  }
}

function authHeaders(auth: OutboxAuth, token: string | null): Record<string, string> {
  if (!token) return {};
  return auth === 'kiosk' ? { 'x-kiosk-token': token } : { 'x-auth-token': token };
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

export function createTransport(options: TransportOptions) {
  const { apiUrl, credentials } = options;

  async function ping(): Promise<boolean> {
    try {
      const res = await fetchWithTimeout(`${apiUrl}/health?t=${Date.now()}`, { method: 'GET' }, options.pingTimeout);
      return res.ok;
    } catch {
      return false;
    }
  }

  async function send(record: OutboxRecord): Promise<SendResult> {
    const attempt = async (token: string | null): Promise<SendResult> => {
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': record.key, ...authHeaders(record.auth, token) };
      try {
        const res = await fetchWithTimeout(
          `${apiUrl}${record.url}`,
          { method: record.method, headers, body: JSON.stringify(record.body ?? {}) },
          options.sendTimeout,
        );
        const body: unknown = await res.json().catch(() => null);
        return { status: res.status, body, retryAfter: res.headers.has('Retry-After') };
      } catch {
        return { status: null, body: null };
      }
    };
    const first = await attempt(await credentials.token(record.auth));
    if (first.status !== 401 || record.auth === 'kiosk') return first;
    // The access token may have just expired: one refresh, then the same write again (same key).
    const refreshed = await credentials.refresh(record.auth);
    return refreshed ? attempt(refreshed) : first;
  }

  /**
   * Several writes with the same credentials in one request. Null (send them one by one) when the
   * batch fails as a whole — no answer, an older server without the route, a 5xx, a 429 — and when a
   * staff write is answered 401: the single path refreshes the token and sends again (same keys).
   */
  async function sendBatch(records: OutboxRecord[]): Promise<SendResult[] | null> {
    const auth = records[0]?.auth ?? 'user';
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders(auth, await credentials.token(auth)) };
    const items = records.map((r) => ({ method: r.method, path: r.url, idempotency_key: r.key, body: r.body ?? {} }));
    try {
      const res = await fetchWithTimeout(`${apiUrl}/outbox/batch`, { method: 'POST', headers, body: JSON.stringify({ items }) }, options.sendTimeout * 2);
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

  return { ping, send, sendBatch };
}

/** Runs `fn` under this device's outbox lock when it is free (pages and worker alike); null when another holder has it. */
export async function withOutboxLock<T>(locks: LockManager | undefined, name: string, fn: () => Promise<T>): Promise<T | null> {
  if (!locks) return fn();
  return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? fn() : null));
}
