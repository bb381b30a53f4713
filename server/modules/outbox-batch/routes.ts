// POST /outbox/batch: a device's outbox sends up to BATCH_MAX waiting writes in one request, and each
// write is run exactly as if it had been sent alone — through `app.inject`, with the batch's own
// credentials (x-auth-token / x-kiosk-token), its own Idempotency-Key, from the caller's address — so
// that auth, the bound kiosk, idempotency (its key, its stored answer, the byte-for-byte replay),
// validation, the card gate and the input guards all run unchanged. The items run one after another,
// in order; the run stops at the first answer a sync engine would not move past (a 5xx, 401, 408,
// 429, or a 409 with Retry-After: the same key still running), and the items after it are answered
// `{ status: 503, skipped: true }` so that the device sends them again later, still in order.
// Before the first write runs, the batch claims all its writes' keys in one statement (see
// plugins/idempotency.ts): no other request can run one of them while the batch holds it, and each
// write then needs no statement of its own to take its key.
// On PostgreSQL, consecutive checkouts run in one database transaction (lib/shared-transaction.ts), each in a
// savepoint of its own with its own stored answer: a write refused or failed rolls back alone, the
// others commit together, once, with their stored answers — so a run of N orders costs one commit,
// not 2N, and their live events go out after that commit. A write whose savepoint could not be kept,
// or a run whose commit failed, answers 503 (retry) and stops the run: nothing of it stayed.
// The schema lives here rather than in contracts/: only the outbox speaks it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KIOSK_TOKEN_HEADER } from '../../contracts/kiosk';
import { badRequest } from '../../lib/http';
import { inOneTransaction } from '../../lib/shared-transaction';
import { BATCH_CLAIMS_HEADER } from '../../plugins/idempotency';

/** Writes per batch; the client's batch size must not exceed it. */
export const BATCH_MAX = 50;
/** The whole batch body (each item is still held to the server's own 1 MB by its inner request). */
export const BATCH_BODY_LIMIT = 4 * 1024 * 1024;
/** Marks the inner requests, so that a batch can never run inside a batch. */
export const BATCH_INNER_HEADER = 'x-outbox-batch-item';

/** The writes an outbox queues (src/features/kiosk, src/features/cashier, src/features/kitchen, src/features/shifts): nothing else may ride in a batch. */
export const BATCHABLE = new Set([
  'POST /checkout/guest',
  'POST /checkout',
  'PUT /order/status/update',
  'PUT /order/payment/update',
  'POST /kitchen/bump',
  'POST /kitchen/recall',
  'POST /shift/open',
  'POST /shift/cash-move',
  // The consumer's cart changed offline (src/features/consumer-app/offline/cart-writes.ts).
  'PUT /cart/line',
  'POST /coupon/code',
  'PUT /coupon/code/clear',
]);

/**
 * The writes that run in a transaction shared with the checkouts beside them (one commit for the
 * run): those whose every effect outside the database waits for the commit (lib/shared-transaction.ts,
 * afterCommit). An order's status change runs alone, committed before the answer, as it always did.
 */
const SHARED_TRANSACTION = new Set(['POST /checkout/guest', 'POST /checkout']);
/**
 * A shared transaction commits after this many writes or milliseconds, whichever comes first: it
 * holds the stock rows it took (and, on PGlite, the one connection) until then.
 */
const SHARED_MAX_WRITES = 25;
const SHARED_MAX_MS = 250;
/** A write that answered but was rolled back with its savepoint or its transaction: nothing of it stayed. */
const NOT_KEPT: BatchResult = { status: 503, body: { status: false, message: 'Not kept: send it again' }, retry_after: true };

/** The headers of the batch that each item carries on (credentials, language, client identity). */
const FORWARDED = ['x-auth-token', 'authorization', 'x-kiosk-token', 'accept-language', 'user-agent'] as const;

export const batchItemSchema = z.object({
  method: z.enum(['POST', 'PUT', 'DELETE']),
  path: z.string().min(1).max(200),
  idempotency_key: z.string().min(1).max(200),
  body: z.unknown().optional(),
});
export const batchSchema = z.object({ items: z.array(batchItemSchema).min(1).max(BATCH_MAX) });

export interface BatchResult {
  status: number;
  body: unknown;
  /** The answer is a stored one (Idempotent-Replayed). */
  replayed?: boolean;
  /** The server asked for a retry (Retry-After), as on a single request. */
  retry_after?: boolean;
  /** Not run, because an item before it stopped the batch: send it again later. */
  skipped?: boolean;
}

/** The answers a sync engine does not move past: the items behind them must wait, as they would alone. */
function stopsTheRun(status: number, retryAfter: boolean): boolean {
  return status >= 500 || status === 401 || status === 408 || status === 429 || (status === 409 && retryAfter);
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface OutboxBatchOptions {
  /** Batches per minute per caller address. */
  perMinute?: number;
}

export default async function outboxBatchRoutes(app: FastifyInstance, opts: OutboxBatchOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Only where a commit costs: PostgreSQL flushes its WAL on each. PGlite's commits cost about what
  // the savepoints would, and a shared transaction would hold its one connection meanwhile.
  const shared = app.database.kind === 'postgres';

  r.post(
    '/outbox/batch',
    {
      // Public on purpose: the batch itself grants nothing. Each item is an inner request that the
      // access hook authorizes on its own with the batch's credentials, exactly as if sent alone.
      config: { access: 'public', rateLimit: { max: opts.perMinute ?? 600, timeWindow: '1 minute' } },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags: ['sync'],
        summary: "Send up to 50 of an outbox's waiting writes in order, each with its own Idempotency-Key and its own answer (as if sent alone)",
        body: batchSchema,
      },
    },
    async (req: FastifyRequest<{ Body: z.infer<typeof batchSchema> }>) => {
      if (req.headers[BATCH_INNER_HEADER]) throw badRequest('A batch cannot be sent inside a batch');
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', [BATCH_INNER_HEADER]: '1' };
      for (const name of FORWARDED) {
        const v = req.headers[name];
        const value = Array.isArray(v) ? v[0] : v;
        if (value) headers[name] = value;
      }
      const writes = req.body.items.map((item) => ({ item, path: item.path.split('?')[0] }));
      const claims = await app.idempotency.claimBatch(
        req,
        writes
          .filter((w) => BATCHABLE.has(`${w.item.method} ${w.path}`))
          .map((w) => ({ method: w.item.method, url: `${app.prefix}${w.path}`, key: w.item.idempotency_key, body: w.item.body ?? {} })),
      );
      // The batch's kiosk, looked up once for it, serves its inner requests (plugins/kiosk.ts).
      const kioskToken = headers[KIOSK_TOKEN_HEADER];
      const giveBack = req.kiosk && kioskToken ? app.lendKiosk(claims.nonce, kioskToken, req.kiosk) : () => undefined;
      const send = async ({ item, path }: (typeof writes)[number]): Promise<BatchResult> => {
        const res = await app.inject({
          method: item.method,
          url: `${app.prefix}${path}`,
          headers: { ...headers, 'idempotency-key': item.idempotency_key, [BATCH_CLAIMS_HEADER]: claims.nonce },
          remoteAddress: req.ip,
          payload: JSON.stringify(item.body ?? {}),
        });
        const result: BatchResult = { status: res.statusCode, body: parseBody(res.payload) };
        if (res.headers['idempotent-replayed'] === 'true') result.replayed = true;
        if (res.headers['retry-after'] !== undefined) result.retry_after = true;
        return result;
      };
      const results: BatchResult[] = [];
      let stopped = false;
      const answer = (result: BatchResult) => {
        results.push(result);
        if (stopsTheRun(result.status, Boolean(result.retry_after))) stopped = true;
      };
      try {
        let i = 0;
        while (i < writes.length && !stopped) {
          const { item, path } = writes[i];
          const route = `${item.method} ${path}`;
          if (!BATCHABLE.has(route)) {
            answer({ status: 400, body: { status: false, message: `${item.method} ${path} cannot be sent in an outbox batch` } });
            i += 1;
          } else if (!shared || !SHARED_TRANSACTION.has(route)) {
            answer(await send(writes[i]));
            i += 1;
          } else {
            // A run of checkouts: in one transaction, each in a savepoint of its own.
            const run: BatchResult[] = [];
            const started = Date.now();
            try {
              await inOneTransaction(app.db, async (step) => {
                while (i < writes.length && !stopped && SHARED_TRANSACTION.has(`${writes[i].item.method} ${writes[i].path}`)) {
                  // A 5xx keeps nothing (as alone: its stored answer is dropped and a retry runs it afresh).
                  const outcome = await step(() => send(writes[i]), (r) => r.status < 500);
                  // Rolled back after it answered (its savepoint failed): nothing of it is kept, so it goes again.
                  const result = 'value' in outcome ? outcome.value : NOT_KEPT;
                  run.push(result);
                  if (stopsTheRun(result.status, Boolean(result.retry_after))) stopped = true;
                  i += 1;
                  if (run.length >= SHARED_MAX_WRITES || Date.now() - started >= SHARED_MAX_MS) break;
                }
              });
            } catch (err) {
              // The commit failed: none of the run was kept; the device sends it all again.
              req.log.warn({ err }, 'an outbox batch’s transaction did not commit');
              run.fill(NOT_KEPT);
              stopped = true;
            }
            results.push(...run);
          }
        }
      } finally {
        giveBack();
        await claims.release();
      }
      for (let i = results.length; i < writes.length; i++) {
        results.push({ status: 503, body: { status: false, message: 'Not sent: a write before it must be retried first' }, skipped: true });
      }
      return { status: true, message: 'Batch answered', data: { results } };
    },
  );
}
