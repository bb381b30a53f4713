// The bound kiosk behind a request: when a call carries `x-kiosk-token` and the token names a bound
// device of an active store, `request.kiosk` holds it (else null, with no error: the routes decide
// what a missing kiosk means). Checkout uses it for kiosk orders and the idempotency plugin scopes
// keys by it (`kiosk:<device uuid>`).
// An outbox batch (modules/outbox-batch) looked its kiosk up once for the batch request; its inner
// requests, which carry the batch's unguessable nonce (BATCH_CLAIMS_HEADER) and the same token, take
// that device instead of looking it up again, one statement per write fewer. The device is as current
// as the batch's start (milliseconds before): an unbinding then is seen by the next batch.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KIOSK_TOKEN_HEADER } from '../contracts/kiosk';
import { findDevice, type KioskDevice } from '../modules/kiosk/service';
import { BATCH_CLAIMS_HEADER } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    kiosk: KioskDevice | null;
  }
  interface FastifyInstance {
    /** Lends a batch's kiosk to its inner requests (same nonce and token) until the returned function is called. */
    lendKiosk(nonce: string, token: string, device: KioskDevice): () => void;
  }
}

export default fp(async function kiosk(app: FastifyInstance) {
  app.decorateRequest('kiosk', null);
  const lent = new Map<string, { token: string; device: KioskDevice }>();
  app.decorate('lendKiosk', (nonce: string, token: string, device: KioskDevice) => {
    lent.set(nonce, { token, device });
    return () => void lent.delete(nonce);
  });
  app.addHook('onRequest', async (request) => {
    const raw = request.headers[KIOSK_TOKEN_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || request.routeOptions.config?.access !== 'public') return;
    const nonce = request.headers[BATCH_CLAIMS_HEADER];
    const loan = typeof nonce === 'string' ? lent.get(nonce) : undefined;
    request.kiosk = loan && loan.token === token ? loan.device : await findDevice(app.db, token);
  });
});
