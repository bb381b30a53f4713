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
// An outbox batch (modules/outbox-batch) claims the keys of all its writes in one statement before
// it runs them (`app.idempotency.claimBatch`): each claim is a lease like any other, with the
// request hash left empty until its write has answered; the batch's own writes take their claims
// (through an unguessable nonce header, for their own scope and key only), anyone else meets an
// in-progress key (409, Retry-After), and what the batch did not run or did not keep is given back
// when it ends.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { AppError, badRequest } from '../lib/http';
import { statement } from '../lib/statement';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header on this route. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyRow: string | null;
    idempotencyRenew: NodeJS.Timeout | null;
    /** The request's hash, stored with its answer (a batch's claim is made before it is known). */
    idempotencyHash: string | null;
  }
  interface FastifyInstance {
    idempotency: { claimBatch(request: FastifyRequest, writes: BatchWrite[]): Promise<BatchClaims> };
  }
}

/** A write of an outbox batch as its inner request will carry it. */
export interface BatchWrite {
  method: string;
  /** The inner request's URL (request.url), without a query. */
  url: string;
  key: string;
  body: unknown;
}

export interface BatchClaims {
  /** Sent with each inner request in BATCH_CLAIMS_HEADER. */
  nonce: string;
  /** Gives back what the batch's writes did not take. Call once the batch has run. */
  release(): Promise<void>;
}

/** The header that lets a batch's inner request take the claim of its key. */
export const BATCH_CLAIMS_HEADER = 'x-outbox-batch-claims';
/** A claim made before its request was seen: the hash is set when the answer is stored. */
const UNHASHED = '';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEEP_MS = 48 * 60 * 60 * 1000;
/** How long a running request's claim on its key lasts without renewal. */
export const LEASE_MS = 15_000;
/** Renewed this often while the request runs, well inside the lease. */
const RENEW_MS = 5_000;
const leaseEnd = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The answer kept with its key (once per idempotent write: a prepared statement, lib/statement.ts). */
const STORE_ANSWER = statement(
  'idempotency_store_answer',
  `update idempotency_keys set state = 'done', method = $2, path = $3, request_hash = coalesce($4, request_hash),
    response_code = $5, response_text = $6, response_type = $7, lease_until = null
  where uuid = $1 and state = 'in_progress'`,
);

/** JSON with object keys sorted at every level, so that key order does not change the hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

type Caller = Pick<FastifyRequest, 'auth' | 'kiosk' | 'body' | 'query' | 'ip'>;

function scopeOf(request: Caller): string {
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
  app.decorateRequest('idempotencyHash', null);
  let lastSweep = 0;
  /** Running batches: nonce → claimed row uuid by `scope \n method \n path \n key`. */
  const batches = new Map<string, Map<string, string>>();
  const claimId = (scope: string, method: string, path: string, key: string) => `${scope}\n${method}\n${path}\n${key}`;

  const renewLeases = (uuids: string[]) =>
    app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: leaseEnd() })
      .where(and(inArray(idempotencyKeys.uuid, uuids), eq(idempotencyKeys.state, 'in_progress')));

  /** Claims, in one statement, the keys of a batch's writes that no one holds yet. */
  async function claimBatch(request: FastifyRequest, writes: BatchWrite[]): Promise<BatchClaims> {
    await sweep();
    const claims = new Map<string, string>();
    const nonce = randomBytes(16).toString('hex');
    const wanted = new Map<string, { scope: string; key: string; method: string; path: string }>();
    for (const w of writes) {
      const scope = scopeOf({ auth: request.auth, kiosk: request.kiosk, body: w.body, query: undefined, ip: request.ip });
      const id = claimId(scope, w.method, w.url, w.key);
      if (!wanted.has(id) && w.key && w.key.length <= 200) wanted.set(id, { scope, key: w.key, method: w.method, path: w.url });
    }
    if (wanted.size > 0) {
      const rows = await app.db
        .insert(idempotencyKeys)
        .values([...wanted.values()].map((c) => ({ ...c, requestHash: UNHASHED, leaseUntil: leaseEnd() })))
        .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
        .returning({
          uuid: idempotencyKeys.uuid,
          scope: idempotencyKeys.scope,
          key: idempotencyKeys.key,
          method: idempotencyKeys.method,
          path: idempotencyKeys.path,
        });
      for (const r of rows) claims.set(claimId(r.scope, r.method, r.path, r.key), r.uuid);
    }
    batches.set(nonce, claims);
    // Every claim, taken or not: a write that was rolled back (a shared transaction's step) leaves
    // its claim in progress again, and it is given back like one the batch never ran.
    const all = [...claims.values()];
    const renew = all.length
      ? setInterval(() => renewLeases([...claims.values()]).catch((err: unknown) => app.log.warn({ err }, 'could not renew batch claims')), RENEW_MS)
      : null;
    renew?.unref();
    return {
      nonce,
      release: async () => {
        if (renew) clearInterval(renew);
        batches.delete(nonce);
        claims.clear();
        if (all.length) await app.db.delete(idempotencyKeys).where(and(inArray(idempotencyKeys.uuid, all), eq(idempotencyKeys.state, 'in_progress')));
      },
    };
  }
  app.decorate('idempotency', { claimBatch });

  /** The claim a running batch made for this request's key, taken (once). */
  function takeClaim(request: FastifyRequest, scope: string, key: string): string | null {
    const raw = request.headers[BATCH_CLAIMS_HEADER];
    const claims = typeof raw === 'string' ? batches.get(raw) : undefined;
    if (!claims) return null;
    const id = claimId(scope, request.method, request.url, key);
    const uuid = claims.get(id);
    if (!uuid) return null;
    claims.delete(id);
    return uuid;
  }

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
    request.idempotencyHash = requestHash;
    const claimed = takeClaim(request, scope, key);
    if (claimed) return hold(request, claimed);
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
    // A key a batch claimed and has not answered yet has no hash: it is in progress, as below.
    if (row.requestHash !== UNHASHED && (row.requestHash !== requestHash || row.method !== request.method || row.path !== path)) {
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
      .where(
        and(
          eq(idempotencyKeys.uuid, row.uuid),
          eq(idempotencyKeys.state, 'in_progress'),
          sql`coalesce(${idempotencyKeys.leaseUntil}, ${idempotencyKeys.createdAt} + ${`${LEASE_MS} milliseconds`}::interval) < now()`,
        ),
      )
      .returning({ uuid: idempotencyKeys.uuid });
    if (taken) return hold(request, taken.uuid);
    return inFlight('The same request is still being processed; try again in a moment');
  });

  // Store the answer before the client sees it, so that a retry right after is a replay.
  app.addHook('onSend', async (request, reply, payload) => {
    const requestHash = request.idempotencyHash;
    const uuid = release(request);
    if (!uuid) return payload;
    try {
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (reply.statusCode >= 500 || text === null) {
        // Not kept: a 5xx is retried afresh, and a streamed answer cannot be replayed.
        await app.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.uuid, uuid), eq(idempotencyKeys.state, 'in_progress')));
      } else {
        const type = reply.getHeader('content-type');
        const contentType = typeof type === 'string' ? type : null;
        await STORE_ANSWER.run(app.db, [uuid, request.method, request.url, requestHash || null, reply.statusCode, text, contentType]);
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
