// Coupons on the consumer side (spec section 7, "Checkout and coupons"): the list a consumer may use,
// applying a code to the cart and clearing it. Public with optional auth, like the cart.
import type { FastifyInstance } from 'fastify';
import { consumerCouponQuerySchema, couponApplySchema, couponClearSchema } from '../../contracts/ordering';
import { ok } from '../../lib/http';
import { routes } from '../../lib/routes';
import * as cart from '../cart/service';
import { GUEST, cartOf } from '../cart/routes';
import * as svc from './consumer-service';

export default async function consumerCouponRoutes(app: FastifyInstance) {
  const route = routes(app, ['coupons']);
  const db = app.db;

  // The user comes from the token; a user_uuid in the query is only a hint of the spec's call.
  route.get('/coupon/list/consumer', 'public', { querystring: consumerCouponQuerySchema }, 'Coupons usable now at a company (and store), with their terms')
    .answer('Coupons', ({ req, query }) =>
      svc.listConsumerCoupons(db, {
        companyUuid: query.company_uuid,
        storeUuid: query.store_uuid,
        userUuid: req.auth?.user.uuid ?? null,
        deviceId: req.auth ? null : (query.ip_address ?? null),
      }),
    );

  route.post('/coupon/code', GUEST, { body: couponApplySchema },
    "Apply a coupon code to the caller's cart; a refusal (400) also clears the cart's coupon")
    .handle(async ({ req, reply, body }) => {
      const result = await cart.applyCoupon(db, cartOf(req, body.ip_address), body);
      if (!result.applied) {
        return reply.code(400).send({
          status: false,
          message: result.message,
          discount_amount: 0,
          data: result.cart,
          errors: [{ path: 'code', message: result.message }],
        });
      }
      return { status: true, message: result.message, discount_amount: result.discount, data: result.cart };
    });

  route.put('/coupon/code/clear', GUEST, { body: couponClearSchema }, "Remove the coupon from the caller's cart")
    .handle(async ({ req, body }) => ({
      ...ok('Coupon removed', await cart.clearCoupon(db, cartOf(req, body.ip_address), body.company_uuid)),
      discount_amount: 0,
    }));
}
