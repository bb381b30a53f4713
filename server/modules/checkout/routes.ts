// Checkout routes of spec section 7: POST /checkout (a consumer, or staff at a till, kiosk or back
// office) and POST /checkout/guest (public, by device id). Both honour Idempotency-Key. The realtime
// events go out only after the order's transaction has committed, once the answer is sent.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutSchema, guestCheckoutSchema } from '../../contracts/ordering';
import { routes } from '../../lib/routes';
import { afterCommit } from '../../lib/shared-transaction';
import { findWalletPass } from '../kiosk/wallet';
import * as svc from './service';

export interface CheckoutRouteOptions {
  /** To check a kiosk's wallet pass (hashed with the server's code secret). */
  codeSecret: string;
}

const MAY_CHECK_OUT = ['consumer', 'company_consumer', 'cashier', 'manager', 'company', 'executive', 'admin'] as const;

export default async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRouteOptions) {
  const route = routes(app, ['checkout']);
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

  route.post('/checkout', { access: MAY_CHECK_OUT, idempotent: true }, { body: checkoutSchema },
    'Place an order from the cart (or from `items`: kiosk, till, offline); pay at the counter, with iCash or by card')
    .handle(async ({ reply, user, body }) => answer(reply, await svc.checkout(db, { kind: 'user', user }, body)));

  route.post('/checkout/guest', { access: 'public', idempotent: true }, { body: guestCheckoutSchema },
    "A guest's order from the device's cart (ip_address = device id), or a bound kiosk's (x-kiosk-token, channel kiosk; may be taken offline); " +
      'pay at the counter or by card, or at a kiosk with iCash (wallet_pass)')
    // A bound kiosk (valid x-kiosk-token) orders as itself; anyone else as a guest of their device id.
    .handle(async ({ req, reply, body }) => {
      const { kiosk } = req;
      if (!kiosk) return answer(reply, await svc.checkout(db, { kind: 'guest', deviceId: body.ip_address }, body));
      const pass = body.payment_method === 'wallet' && body.wallet_pass ? await findWalletPass(db, opts.codeSecret, kiosk, body.wallet_pass) : undefined;
      return answer(reply, await svc.checkout(db, { kind: 'kiosk', device: kiosk, walletPass: pass }, body));
    });
}
