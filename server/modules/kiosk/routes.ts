// Kiosk device routes: bind (staff who run the store), the device's own look-up by x-kiosk-token,
// unbind and the list of bound devices. The token travels only in the bind answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KIOSK_TOKEN_HEADER, kioskBindSchema, kioskListQuerySchema, kioskUnbindSchema } from '../../contracts/kiosk';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const BINDERS = ['manager', 'company', 'admin'] as const;
const tags = ['kiosk'];

export default async function kioskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/kiosk/device/bind', { config: { access: BINDERS }, schema: { tags, summary: 'Bind this device as a kiosk of a store; the answer carries its token (shown once)', body: kioskBindSchema } }, async (req, reply) =>
    reply.code(201).send(ok('Kiosk bound', await svc.bindDevice(db, caller(req), req.body))),
  );

  r.get('/kiosk/device/me', { config: { access: 'public' }, schema: { tags, summary: `The bound kiosk named by the ${KIOSK_TOKEN_HEADER} header (401 when unknown or unbound)` } }, async (req) => {
    const raw = req.headers[KIOSK_TOKEN_HEADER];
    return ok('Kiosk', await svc.deviceByToken(db, Array.isArray(raw) ? raw[0] : raw, true));
  });

  r.post('/kiosk/device/unbind', { config: { access: BINDERS }, schema: { tags, summary: 'Unbind a kiosk: its token stops working at once', body: kioskUnbindSchema } }, async (req) =>
    ok('Kiosk unbound', await svc.unbindDevice(db, caller(req), req.body.device_uuid)),
  );

  r.get('/kiosk/device/list', { config: { access: BINDERS }, schema: { tags, summary: 'Bound kiosks in scope, paged; search by name', querystring: kioskListQuerySchema } }, async (req) =>
    ok('Kiosks', await svc.listDevices(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );
}
