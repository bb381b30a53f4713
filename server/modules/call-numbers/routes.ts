// The offline letter of a till or kiosk for today (modules/call-numbers/service.ts): a bound kiosk
// asks with its x-kiosk-token, a till with the cashier's or manager's session and its device id.
import type { FastifyInstance } from 'fastify';
import { tillCallLetterSchema } from '../../contracts/call-numbers';
import { KIOSK_TOKEN_HEADER } from '../../contracts/kiosk';
import { unauthorized } from '../../lib/http';
import { routes } from '../../lib/routes';
import { scopeStore } from '../../plugins/scope';
import * as svc from './service';

const TILLS = ['cashier', 'manager'] as const;

export default async function callNumberRoutes(app: FastifyInstance) {
  const route = routes(app, ['orders']);
  const db = app.db;

  route.post('/kiosk/call-letter', 'public', {}, `A bound kiosk's (${KIOSK_TOKEN_HEADER}) letter for numbering the orders it takes offline today`)
    .answer('Offline letter', ({ req }) => {
      if (!req.kiosk) throw unauthorized('This kiosk is not bound; ask a manager to bind it');
      return svc.reserveOfflineLetter(db, req.kiosk.storeUuid, svc.kioskKey(req.kiosk.uuid));
    });
  route.post('/order/call-letter', TILLS, { body: tillCallLetterSchema },
    "A till's letter for numbering the orders it takes offline today (its store, its device id)")
    .answer('Offline letter', ({ user, body }) => {
      scopeStore(user, body.store_uuid);
      return svc.reserveOfflineLetter(db, body.store_uuid, svc.tillKey(body.device_id));
    });
}
