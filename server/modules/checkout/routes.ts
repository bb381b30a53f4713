// Checkout routes of spec section 7: POST /checkout (a consumer, or staff at a till, kiosk or back
// office) and POST /checkout/guest (public, by device id). Both honour Idempotency-Key. The realtime
// events go out only after the order's transaction has committed.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutSchema, guestCheckoutSchema } from '../../contracts/ordering';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const tags = ['checkout'];
const MAY_CHECK_OUT = ['consumer', 'company_consumer', 'cashier', 'manager', 'company', 'executive', 'admin'] as const;

export default async function checkoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  function answer(reply: FastifyReply, out: svc.CheckoutOutcome) {
    if (out.created) {
      app.realtime.orderCreated(out.event);
      for (const n of out.notifications) app.realtime.notification(n);
    }
    return reply.code(out.created ? 201 : 200).send({ status: true, message: out.created ? 'Order placed' : 'Order already placed', data: out.result });
  }

  r.post(
    '/checkout',
    {
      config: { access: MAY_CHECK_OUT, idempotent: true },
      schema: { tags, summary: 'Place an order from the cart (or from `items`: kiosk, till, offline); pay at the counter, with iCash or by card', body: checkoutSchema },
    },
    async (req, reply) => answer(reply, await svc.checkout(db, { kind: 'user', user: caller(req) }, req.body)),
  );

  r.post(
    '/checkout/guest',
    {
      config: { access: 'public', idempotent: true },
      schema: { tags, summary: "A guest's order from the device's cart (ip_address = device id), or a bound kiosk's (x-kiosk-token, channel kiosk; may be taken offline); pay at the counter or by card", body: guestCheckoutSchema },
    },
    // A bound kiosk (valid x-kiosk-token) orders as itself; anyone else as a guest of their device id.
    async (req, reply) =>
      answer(reply, await svc.checkout(db, req.kiosk ? { kind: 'kiosk', device: req.kiosk } : { kind: 'guest', deviceId: req.body.ip_address }, req.body)),
  );
}
