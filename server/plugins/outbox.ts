// Delivers the outbox in the background: soon after something is queued (`app.outbox.kick()`) and on
// a slow timer for retries. Stops with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverPending, type DeliverySettings } from '../modules/outbox/service';
import { BATCH_INNER_HEADER } from '../modules/outbox-batch/routes';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: { kick(): void; flush(): Promise<number> };
  }
}

export default fp(async function outbox(app: FastifyInstance, settings: DeliverySettings) {
  let running: Promise<number> | null = null;
  let closed = false;
  const flush = async () => {
    if (closed) return 0;
    running ??= deliverPending(app.db, settings, app.log).finally(() => {
      running = null;
    });
    return running;
  };
  let soon: NodeJS.Timeout | null = null;
  const kick = () => {
    if (soon || closed) return;
    soon = setTimeout(() => {
      soon = null;
      flush().catch((err) => app.log.warn({ err }, 'outbox flush failed'));
    }, 50);
    soon.unref();
  };
  const timer = setInterval(kick, 15_000);
  timer.unref();
  app.decorate('outbox', { kick, flush });
  // Anything that answered a request may have queued a message. The writes of an outbox batch kick
  // once, when the batch has answered: not after each write, where a delivery pass would query the
  // database between every two writes of the batch.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && !request.headers[BATCH_INNER_HEADER]) kick();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    await running;
  });
});
