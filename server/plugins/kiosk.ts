// The bound kiosk behind a request: when a call carries `x-kiosk-token` and the token names a bound
// device of an active store, `request.kiosk` holds it (else null, with no error: the routes decide
// what a missing kiosk means). Checkout uses it for kiosk orders and the idempotency plugin scopes
// keys by it (`kiosk:<device uuid>`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KIOSK_TOKEN_HEADER } from '../contracts/kiosk';
import { findDevice, type KioskDevice } from '../modules/kiosk/service';

declare module 'fastify' {
  interface FastifyRequest {
    kiosk: KioskDevice | null;
  }
}

export default fp(async function kiosk(app: FastifyInstance) {
  app.decorateRequest('kiosk', null);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers[KIOSK_TOKEN_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || request.routeOptions.config?.access !== 'public') return;
    request.kiosk = await findDevice(app.db, token);
  });
});
