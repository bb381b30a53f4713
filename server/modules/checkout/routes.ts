// Checkout routes of spec section 7: POST /checkout (a consumer, or staff at a till, kiosk or back
// office) and POST /checkout/guest (public, by device id). Both honour Idempotency-Key. The realtime
// events go out only after the order's transaction has committed, once the answer is sent.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutSchema, guestCheckoutSchema } from '../../contracts/ordering';
import { afterCommit } from '../../lib/shared-transaction';
import { caller } from '../../plugins/auth';
import { findWalletPass } from '../kiosk/wallet';
import * as svc from './service';

export interface CheckoutRouteOptions {
  /** To check a kiosk's wallet pass (hashed with the server's code secret). */
  codeSecret: string;
}

const tags = ['checkout'];
const MAY_CHECK_OUT = ['consumer', 'company_consumer', 'cashier', 'manager', 'company', 'executive', 'admin'] as const;

export default async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // The order is committed (or, in an outbox batch's shared transaction, will be: afterCommit); its
  // live events go out once the answer is on its way, not before it.
  function answer(reply: FastifyReply, out: svc.CheckoutOutcome) {
    if (out.created) {
      afterCommit(() =>
        setImmediate(() => {
          try {
            app.realtime.orderCreated(out.event);
            for (const n of out.notifications) app.realtime.notification(n);
          } catch (err) {
            app.log.warn({ err }, 'the new order’s live events failed');
          }
        }),
      );
    }
    return reply.code(out.created ? 201 : 200).send({ status: true, message: out.created ? 'Order placed' : 'Order already placed', data: out.result });
  }

  r.post(
    '/checkout',
    {
      config: { access: MAY_CHECK_OUT, idempotent: true },
      schema: {
        tags,
        summary: 'Place an order from the cart (or from `items`: kiosk, till, offline); pay at the counter, with iCash or by card',
        body: checkoutSchema,
      },
    },
    async (req, reply) => answer(reply, await svc.checkout(db, { kind: 'user', user: caller(req) }, req.body)),
  );

  r.post(
    '/checkout/guest',
    {
      config: { access: 'public', idempotent: true },
      schema: {
        tags,
        summary:
          "A guest's order from the device's cart (ip_address = device id), or a bound kiosk's (x-kiosk-token, channel kiosk; may be taken offline); " +
          'pay at the counter or by card, or at a kiosk with iCash (wallet_pass)',
        body: guestCheckoutSchema,
      },
    },
    // A bound kiosk (valid x-kiosk-token) orders as itself; anyone else as a guest of their device id.
    async (req, reply) => {
      const { kiosk } = req;
      if (!kiosk) return answer(reply, await svc.checkout(db, { kind: 'guest', deviceId: req.body.ip_address }, req.body));
      const pass =
        req.body.payment_method === 'wallet' && req.body.wallet_pass ? await findWalletPass(db, opts.codeSecret, kiosk, req.body.wallet_pass) : undefined;
      return answer(reply, await svc.checkout(db, { kind: 'kiosk', device: kiosk, walletPass: pass }, req.body));
    },
  );
}
