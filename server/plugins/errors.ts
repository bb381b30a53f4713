// Every failure leaves as the envelope `{ status: false, message, errors? }`: validation 400,
// services' AppError with its code, database constraint hits as 409/400, anything else 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/http';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgError(err: unknown): PgError | undefined {
  const e = err as PgError & { cause?: PgError };
  if (e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  if (e?.cause && typeof e.cause.code === 'string') return e.cause;
  return undefined;
}

export default fp(async function errors(app: FastifyInstance) {
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
    const pgErr = pgError(err);
    if (pgErr?.code === '23505') {
      return reply.code(409).send({ status: false, message: 'A record with the same value already exists' });
    }
    if (pgErr?.code === '23503') {
      return reply.code(400).send({ status: false, message: 'A referenced record does not exist' });
    }
    if (pgErr?.code === '23514') {
      return reply.code(400).send({ status: false, message: 'The change breaks a rule of the data' });
    }
    const code = err.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : code === 429
            ? 'Too many attempts, please wait a minute and try again'
            : err.message;
      return reply.code(code).send({ status: false, message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: false, message: 'Something went wrong' });
  });
});
