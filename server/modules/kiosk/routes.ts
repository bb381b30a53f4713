// Kiosk device routes: bind (staff who run the store), the device's own look-up by x-kiosk-token,
// unbind and the list of bound devices. The token travels only in the bind answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KIOSK_TOKEN_HEADER,
  kioskBindSchema,
  kioskListQuerySchema,
  kioskUnbindSchema,
  kioskWalletCodeSchema,
  kioskWalletForgetSchema,
  kioskWalletVerifySchema,
} from '../../contracts/kiosk';
import { ok, pageOf, unauthorized } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';
import * as wallet from './wallet';

export interface KioskRouteOptions {
  /** The secret codes and wallet passes are hashed with (the server's code secret). */
  codeSecret: string;
  /** Code and pay-code tries per kiosk per minute. */
  triesPerMinute: number;
}

const BINDERS = ['manager', 'company', 'admin'] as const;
const tags = ['kiosk'];

export default async function kioskRoutes(app: FastifyInstance, opts: KioskRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.post('/kiosk/device/bind', {
    config: { access: BINDERS },
    schema: { tags, summary: 'Bind this device as a kiosk of a store; the answer carries its token (shown once)', body: kioskBindSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Kiosk bound', await svc.bindDevice(db, caller(req), req.body))),
  );

  r.get('/kiosk/device/me', {
    config: { access: 'public' },
    schema: { tags, summary: `The bound kiosk named by the ${KIOSK_TOKEN_HEADER} header (401 when unknown or unbound)` },
  }, async (req) => {
    const raw = req.headers[KIOSK_TOKEN_HEADER];
    return ok('Kiosk', await svc.deviceByToken(db, Array.isArray(raw) ? raw[0] : raw, true));
  });

  r.post('/kiosk/device/unbind', {
    config: { access: BINDERS },
    schema: { tags, summary: 'Unbind a kiosk: its token stops working at once', body: kioskUnbindSchema },
  }, async (req) =>
    ok('Kiosk unbound', await svc.unbindDevice(db, caller(req), req.body.device_uuid)),
  );

  r.get('/kiosk/device/list', {
    config: { access: BINDERS },
    schema: { tags, summary: 'Bound kiosks in scope, paged; search by name', querystring: kioskListQuerySchema },
  }, async (req) =>
    ok('Kiosks', await svc.listDevices(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.post(
    '/kiosk/wallet/code',
    {
      config: perKiosk,
      schema: { tags, summary: `iCash at a kiosk (${KIOSK_TOKEN_HEADER}): send a 6-digit code to the consumer's mobile`, body: kioskWalletCodeSchema },
    },
    async (req) => {
      await wallet.sendWalletCode(deps, device(req), req.body.mobile);
      return ok('If an account exists for that mobile number, a 6-digit code is on its way. It expires in 10 minutes.');
    },
  );

  r.post(
    '/kiosk/wallet/verify',
    {
      config: perKiosk,
      schema: {
        tags,
        summary: 'iCash at a kiosk: the SMS code (mobile + otp) or the app’s pay code gives a single-use wallet pass for one order',
        body: kioskWalletVerifySchema,
      },
    },
    async (req) => ok('Signed in to pay with iCash', await wallet.verifyWallet(deps, device(req), req.body)),
  );

  r.post('/kiosk/wallet/forget', {
    config: { access: 'public' },
    schema: { tags, summary: 'iCash at a kiosk: give the wallet pass back ("not me", idle reset)', body: kioskWalletForgetSchema },
  }, async (req) => {
    await wallet.forgetWalletPass(db, opts.codeSecret, device(req), req.body.wallet_pass);
    return ok('Signed out of iCash');
  });

  r.post('/kiosk/wallet/pay-code', {
    config: { access: ['consumer', 'company_consumer'] },
    schema: { tags, summary: 'A one-time 12-digit code (5 minutes) to pay with iCash at a kiosk' },
  }, async (req, reply) =>
    reply.code(201).send(ok('Show this code at the kiosk', await wallet.makePayCode(deps, caller(req)))),
  );
}
