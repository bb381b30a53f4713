// Idempotency keys (ARCHITECTURE.md section 6). A route opts in with `config: { idempotent: true }`.
// When the request carries `Idempotency-Key`, the table `idempotency_keys` keeps, per caller (user
// uuid, or a bound kiosk's device uuid, or a guest's device id, or else the client IP) and key: the
// request's hash and, once it is answered, its status, content type and body exactly as sent. A
// replay with the same body gets those same bytes with `Idempotent-Replayed: true`; the same key
// with another body is a 422; the same key while the first request still runs is a 409.
// A running request holds its key as a lease of LEASE_MS that it renews while it runs: a process
// that dies mid-request (SIGKILL, power) leaves a lease that lapses within seconds, and the retry
// then runs as if new, so an outbox is never blocked for long. 5xx answers are not kept, so a retry
// runs again. Rows live 48 hours.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { AppError, badRequest } from '../lib/http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header on this route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyRow: string | null;
    idempotencyRenew: NodeJS.Timeout | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEEP_MS = 48 * 60 * 60 * 1000;
/** How long a running request's claim on its key lasts without renewal. */
export const LEASE_MS = 15_000;
/** Renewed this often while the request runs, well inside the lease. */
const RENEW_MS = 5_000;
const leaseEnd = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** JSON with object keys sorted at every level, so that key order does not change the hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function scopeOf(request: FastifyRequest): string {
  if (request.auth) return `user:${request.auth.user.uuid}`;
  if (request.kiosk) return `kiosk:${request.kiosk.uuid}`;
  for (const part of [request.body, request.query] as ({ ip_address?: unknown } | undefined)[]) {
    if (part && typeof part.ip_address === 'string' && part.ip_address) return `device:${part.ip_address}`;
  }
  return `ip:${request.ip}`;
}

export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyRow', null);
  app.decorateRequest('idempotencyRenew', null);
  let lastSweep = 0;

  async function sweep() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    try {
      await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
    } catch (err) {
      app.log.warn({ err }, 'idempotency sweep failed');
    }
  }

  /** This request now holds the key: renew the lease until it has answered. */
  function hold(request: FastifyRequest, uuid: string) {
    request.idempotencyRow = uuid;
    request.idempotencyRenew = setInterval(() => {
      app.db
        .update(idempotencyKeys)
        .set({ leaseUntil: leaseEnd() })
        .where(and(eq(idempotencyKeys.uuid, uuid), eq(idempotencyKeys.state, 'in_progress')))
        .catch((err: unknown) => request.log.warn({ err }, 'could not renew an idempotency lease'));
    }, RENEW_MS);
    request.idempotencyRenew.unref();
  }

  /** The key's row as this request leaves it; null when it had none. */
  function release(request: FastifyRequest): string | null {
    const uuid = request.idempotencyRow;
    if (request.idempotencyRenew) clearInterval(request.idempotencyRenew);
    request.idempotencyRow = null;
    request.idempotencyRenew = null;
    return uuid;
  }

  // preHandler: the caller is known (auth ran on request) and the body is parsed and validated.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > 200) throw badRequest('The Idempotency-Key header must be 1 to 200 characters');
    await sweep();
    const scope = scopeOf(request);
    const path = request.url;
    const requestHash = sha256(`${request.method}\n${path}\n${canonicalJson(request.body ?? null)}`);
    const [inserted] = await app.db
      .insert(idempotencyKeys)
      .values({ scope, key, method: request.method, path, requestHash, leaseUntil: leaseEnd() })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ uuid: idempotencyKeys.uuid });
    if (inserted) return hold(request, inserted.uuid);
    const [row] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    // Deleted between the two statements (a 5xx first attempt): this request may simply retry.
    // An attempt in flight is a transient 409: `Retry-After` tells a sync engine to retry, not to
    // treat it as a refusal.
    const inFlight = (message: string) => reply.code(409).header('Retry-After', '1').send({ status: false, message });
    if (!row) return inFlight('This request is being retried already; try again in a moment');
    if (row.requestHash !== requestHash || row.method !== request.method || row.path !== path) {
      throw new AppError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (row.state === 'done' && row.responseCode !== null) {
      return reply
        .code(row.responseCode)
        .header(REPLAYED_HEADER, 'true')
        .type(row.responseType ?? 'application/json; charset=utf-8')
        .send(row.responseText ?? '');
    }
    // Still running, unless its lease has lapsed (the process that held it died): then this
    // request takes the key over, atomically, so that of several retries exactly one runs.
    const [taken] = await app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: leaseEnd() })
      .where(and(eq(idempotencyKeys.uuid, row.uuid), eq(idempotencyKeys.state, 'in_progress'), sql`coalesce(${idempotencyKeys.leaseUntil}, ${idempotencyKeys.createdAt} + ${`${LEASE_MS} milliseconds`}::interval) < now()`))
      .returning({ uuid: idempotencyKeys.uuid });
    if (taken) return hold(request, taken.uuid);
    return inFlight('The same request is still being processed; try again in a moment');
  });

  // Store the answer before the client sees it, so that a retry right after is a replay.
  app.addHook('onSend', async (request, reply, payload) => {
    const uuid = release(request);
    if (!uuid) return payload;
    try {
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (reply.statusCode >= 500 || text === null) {
        // Not kept: a 5xx is retried afresh, and a streamed answer cannot be replayed.
        await app.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.uuid, uuid), eq(idempotencyKeys.state, 'in_progress')));
      } else {
        const type = reply.getHeader('content-type');
        await app.db
          .update(idempotencyKeys)
          .set({ state: 'done', responseCode: reply.statusCode, responseText: text, responseType: typeof type === 'string' ? type : null, leaseUntil: null })
          .where(and(eq(idempotencyKeys.uuid, uuid), eq(idempotencyKeys.state, 'in_progress')));
      }
    } catch (err) {
      request.log.error({ err }, 'could not store the idempotent answer');
    }
    return payload;
  });

  // A request that ended without an answer (connection dropped mid-way) must not block its retries.
  app.addHook('onResponse', async (request) => {
    const uuid = release(request);
    if (!uuid) return;
    await app.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.uuid, uuid), eq(idempotencyKeys.state, 'in_progress')));
  });
});
