// Every failure leaves as the envelope `{ status: false, message, errors? }`: validation 400,
// services' AppError with its code, database errors by their SQLSTATE class (bad values 400,
// conflicts 409, an unreachable or overloaded database 503 with Retry-After), Fastify's own errors
// (bad URL, over-long path part) with their status, anything else 500 without details.
// Text holding U+0000 is refused before validation: PostgreSQL cannot store it in text, and it has
// no business in a name, a note or a search.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/http';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgError(err: unknown): PgError | undefined {
  let e = err as (PgError & { cause?: unknown }) | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as (PgError & { cause?: unknown }) | undefined;
  }
  return undefined;
}

/** The driver could not reach the database at all (a cut connection, a full pool, a restart). */
/** What the database drivers say when the connection has gone. */
const CONNECTION_LOST = new RegExp(
  [
    'Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error', 'Cannot use a pool after calling end',
    'connection is closed', 'PGlite is closed',
  ].join('|'),
  'i',
);

function connectionLost(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH)$/.test(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_LOST.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const UNAVAILABLE = 'The service is busy or briefly unavailable; please try again in a moment';

/** Status and message of a database error, by SQLSTATE class; undefined when it is none. */
export function databaseFailure(err: unknown): { status: number; message: string } | undefined {
  const pg = pgError(err);
  const code = pg?.code;
  if (!code) return connectionLost(err) ? { status: 503, message: UNAVAILABLE } : undefined;
  if (code === '23505') return { status: 409, message: 'A record with the same value already exists' };
  if (code === '23503') return { status: 400, message: 'A referenced record does not exist' };
  if (code === '23502') return { status: 400, message: 'A required value is missing' };
  if (code === '23514') return { status: 400, message: 'The change breaks a rule of the data' };
  if (code === '23P01') return { status: 409, message: 'The change conflicts with another record' };
  // Data exceptions: a value the column cannot hold (bad uuid or number text, NUL, too long, out of range).
  if (code.startsWith('22')) return { status: 400, message: 'A value in the request is not valid' };
  // Program limits: e.g. a value too large for an index.
  if (code.startsWith('54')) return { status: 400, message: 'A value in the request is too large' };
  // Serialization failures and deadlocks: the same request may simply be sent again.
  if (code === '40001' || code === '40P01') return { status: 503, message: UNAVAILABLE };
  // Connection exceptions, too many connections or no memory, shutdown or cancelled statements.
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57')) return { status: 503, message: UNAVAILABLE };
  return undefined;
}

/** How deep a request's JSON may nest: far beyond any body of the API, far below a stack overflow. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first problem of a request's input, walked without recursion: a string (or key) holding U+0000,
 * or nesting deeper than MAX_INPUT_DEPTH (hashing or checking such a body recursively would overflow
 * the stack). Null when there is none.
 */
export function inputProblem(value: unknown): { kind: 'nul'; path: string } | { kind: 'depth' } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth' };
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      const here = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return { kind: 'nul', path: here };
      stack.push({ value: child, path: here, depth: depth + 1 });
    }
  }
  return null;
}

const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';
const MULTIPART_FAULT = /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data)|Part terminated early)/;

export function sendFailure(reply: FastifyReply, status: number, message: string) {
  if (status === 503) reply.header('Retry-After', '1');
  return reply.code(status).send({ status: false, message });
}

/** Fastify's `frameworkErrors`: errors it finds before routing (a bad URL, a path part over the limit). */
export function frameworkErrors(setHeaders: (req: FastifyRequest['raw'], res: FastifyReply['raw']) => void) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(request.raw, reply.raw);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    const message =
      err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the address is too long'
        : err.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid'
          : 'The request could not be routed';
    return sendFailure(reply, status, message);
  };
}

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses before there is a request (headers or
 * URL over the size limit, a malformed request line), answered in the envelope with the same security
 * headers, then the connection is closed.
 */
export function clientErrors(securityHeaders: Record<string, string>) {
  const head = Object.entries(securityHeaders)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request line or headers are too large']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, 'The request is not valid HTTP'];
    const body = JSON.stringify({ status: false, message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

/** How much of an over-limit body is read away before its 413, and for how long at most. */
export const OVERSIZED_DRAIN = { bytes: 16 * 1024 * 1024, ms: 10_000 } as const;

/** Resolves once the request's body has ended, or OVERSIZED_DRAIN's bytes or time ran out. */
function drained(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > OVERSIZED_DRAIN.bytes) done();
    };
    const timer = setTimeout(done, OVERSIZED_DRAIN.ms);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}

export default fp(async function errors(app: FastifyInstance) {
  // An answer given before the body was read (over its declared length, refused by sign-in, no such
  // route) while the client is still sending: read (and drop) the rest first, so that the client hears
  // the envelope instead of a connection closed on it halfway (EPIPE).
  app.addHook('onSend', async (request) => {
    if (!request.raw.complete && !request.raw.readableEnded) await drained(request.raw);
  });

  app.addHook('preValidation', async (request, reply) => {
    for (const [where, part] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const problem = inputProblem(part);
      if (problem?.kind === 'nul') {
        return reply.code(400).send({ status: false, message: NUL_MESSAGE, errors: [{ path: problem.path || where, message: NUL_MESSAGE }] });
      }
      if (problem?.kind === 'depth') return reply.code(400).send({ status: false, message: `The ${where} is nested more than ${MAX_INPUT_DEPTH} levels deep` });
    }
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ status: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ status: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    // A malformed multipart body (no boundary, cut short) is the client's: busboy throws plain errors.
    if (MULTIPART_FAULT.test(err.message ?? '')) return sendFailure(reply, 400, 'The upload is not a valid multipart form');
    const db = databaseFailure(err);
    if (db) {
      if (db.status >= 500) request.log.warn({ err }, 'database unavailable');
      return sendFailure(reply, db.status, db.message);
    }
    const code = err.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : code === 429
            ? 'Too many attempts, please wait a minute and try again'
            : err.message;
      return sendFailure(reply, code, message);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: false, message: 'Something went wrong' });
  });
});
