// Kiosk device routes: bind (staff who run the store), the device's own look-up by x-kiosk-token,
// unbind and the list of bound devices. The token travels only in the bind answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  KIOSK_TOKEN_HEADER,
  kioskBindSchema,
  kioskListQuerySchema,
  kioskUnbindSchema,
  kioskWalletCodeSchema,
  kioskWalletForgetSchema,
  kioskWalletVerifySchema,
} from '../../contracts/kiosk';
import { unauthorized } from '../../lib/http';
import { listPage, routes } from '../../lib/routes';
import * as svc from './service';
import * as wallet from './wallet';

export interface KioskRouteOptions {
  /** The secret codes and wallet passes are hashed with (the server's code secret). */
  codeSecret: string;
  /** Code and pay-code tries per kiosk per minute. */
  triesPerMinute: number;
}

const BINDERS = ['manager', 'company', 'admin'] as const;
const CONSUMERS = ['consumer', 'company_consumer'] as const;

export default async function kioskRoutes(app: FastifyInstance, opts: KioskRouteOptions) {
  const route = routes(app, ['kiosk']);
  const db = app.db;
  const deps = { db, codeSecret: opts.codeSecret };
  /** The bound kiosk making the call; these routes are for a kiosk only. */
  const device = (req: FastifyRequest) => {
    if (!req.kiosk) throw unauthorized('This kiosk is not bound; ask a manager to bind it');
    return req.kiosk;
  };
  // Limited per kiosk (many kiosks may share one address), else per address.
  const perKiosk = {
    access: 'public' as const,
    rateLimit: { max: opts.triesPerMinute, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.kiosk ? `kiosk:${req.kiosk.uuid}` : req.ip) },
  };

  route.post('/kiosk/device/bind', BINDERS, { body: kioskBindSchema }, 'Bind this device as a kiosk of a store; the answer carries its token (shown once)')
    .created('Kiosk bound', ({ user, body }) => svc.bindDevice(db, user, body));
  route.get('/kiosk/device/me', 'public', {}, `The bound kiosk named by the ${KIOSK_TOKEN_HEADER} header (401 when unknown or unbound)`)
    .answer('Kiosk', ({ req }) => {
      const raw = req.headers[KIOSK_TOKEN_HEADER];
      return svc.deviceByToken(db, Array.isArray(raw) ? raw[0] : raw, true);
    });
  route.post('/kiosk/device/unbind', BINDERS, { body: kioskUnbindSchema }, 'Unbind a kiosk: its token stops working at once')
    .answer('Kiosk unbound', ({ user, body }) => svc.unbindDevice(db, user, body.device_uuid));
  route.get('/kiosk/device/list', BINDERS, { querystring: kioskListQuerySchema }, 'Bound kiosks in scope, paged; search by name')
    .answer('Kiosks', ({ user, query }) => svc.listDevices(db, user, listPage(query), query));

  route.post('/kiosk/wallet/code', perKiosk, { body: kioskWalletCodeSchema },
    `iCash at a kiosk (${KIOSK_TOKEN_HEADER}): send a 6-digit code to the consumer's mobile`)
    .answer(
      'If an account exists for that mobile number, a 6-digit code is on its way. It expires in 10 minutes.',
      async ({ req, body }) => {
        await wallet.sendWalletCode(deps, device(req), body.mobile);
      },
    );
  route.post(
    '/kiosk/wallet/verify',
    perKiosk,
    { body: kioskWalletVerifySchema },
    'iCash at a kiosk: the SMS code (mobile + otp) or the app’s pay code gives a single-use wallet pass for one order',
  ).answer('Signed in to pay with iCash', ({ req, body }) => wallet.verifyWallet(deps, device(req), body));
  route.post('/kiosk/wallet/forget', 'public', { body: kioskWalletForgetSchema }, 'iCash at a kiosk: give the wallet pass back ("not me", idle reset)')
    .answer('Signed out of iCash', async ({ req, body }) => {
      await wallet.forgetWalletPass(db, opts.codeSecret, device(req), body.wallet_pass);
    });
  route.post('/kiosk/wallet/pay-code', CONSUMERS, {}, 'A one-time 12-digit code (5 minutes) to pay with iCash at a kiosk')
    .created('Show this code at the kiosk', ({ user }) => wallet.makePayCode(deps, user));
}
