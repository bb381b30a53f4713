// Idempotency keys (ARCHITECTURE.md section 6). A route opts in with `config: { idempotent: true }`.
// When the request carries `Idempotency-Key`, the table `idempotency_keys` keeps, per caller (user
// uuid, or a guest's device id, or else the client IP) and key: the request's hash and, once it is
// answered, its status and body. A replay with the same body gets the stored answer with
// `Idempotent-Replayed: true`; the same key with another body is a 422; the same key while the first
// request still runs is a 409. 5xx answers are not kept, so a retry runs again. Rows live 48 hours.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt } from 'drizzle-orm';
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
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEEP_MS = 48 * 60 * 60 * 1000;
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
  for (const part of [request.body, request.query] as ({ ip_address?: unknown } | undefined)[]) {
    if (part && typeof part.ip_address === 'string' && part.ip_address) return `device:${part.ip_address}`;
  }
  return `ip:${request.ip}`;
}

export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyRow', null);
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
      .values({ scope, key, method: request.method, path, requestHash })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ uuid: idempotencyKeys.uuid });
    if (inserted) {
      request.idempotencyRow = inserted.uuid;
      return;
    }
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
    if (row.state !== 'done' || row.responseCode === null) {
      return inFlight('The same request is still being processed; try again in a moment');
    }
    return reply.code(row.responseCode).header(REPLAYED_HEADER, 'true').send(row.responseBody);
  });

  // Store the answer before the client sees it, so that a retry right after is a replay.
  app.addHook('onSend', async (request, reply, payload) => {
    const uuid = request.idempotencyRow;
    if (!uuid) return payload;
    request.idempotencyRow = null;
    try {
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.uuid, uuid));
      } else {
        let body: unknown = null;
        if (typeof payload === 'string') {
          try {
            body = JSON.parse(payload);
          } catch {
            body = payload;
          }
        }
        await app.db.update(idempotencyKeys).set({ state: 'done', responseCode: reply.statusCode, responseBody: body }).where(eq(idempotencyKeys.uuid, uuid));
      }
    } catch (err) {
      request.log.error({ err }, 'could not store the idempotent answer');
    }
    return payload;
  });

  // A request that ended without an answer (connection dropped mid-way) must not block its retries.
  app.addHook('onResponse', async (request) => {
    const uuid = request.idempotencyRow;
    if (!uuid) return;
    request.idempotencyRow = null;
    await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.uuid, uuid));
  });
});
