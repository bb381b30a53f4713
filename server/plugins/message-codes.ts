// Every envelope leaves with the catalog's `code` and `params` beside its English `message` (and
// each field error beside its own): the PWA says the sentence in the person's language by its code,
// an API client keeps reading `message`. See server/lib/messages/catalog.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codeOf } from '../lib/messages/codes';

interface Said {
  message?: unknown;
  code?: unknown;
  params?: unknown;
}

function addCode(said: Said): void {
  if (typeof said.message !== 'string' || said.code !== undefined) return;
  const coded = codeOf(said.message);
  if (!coded) return;
  said.code = coded.code;
  if (coded.params) said.params = coded.params;
}

export default fp(async function messageCodes(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const envelope = payload as Said & { status?: unknown; errors?: unknown };
    if (typeof envelope.status !== 'boolean') return payload;
    addCode(envelope);
    if (Array.isArray(envelope.errors)) for (const e of envelope.errors) if (e && typeof e === 'object') addCode(e as Said);
    return payload;
  });
});
