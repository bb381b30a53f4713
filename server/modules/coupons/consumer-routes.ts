// Coupons on the consumer side (spec section 7, "Checkout and coupons"): the list a consumer may use,
// applying a code to the cart and clearing it. Public with optional auth, like the cart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumerCouponQuerySchema, couponApplySchema, couponClearSchema } from '../../contracts/ordering';
import { ok } from '../../lib/http';
import * as cart from '../cart/service';
import * as svc from './consumer-service';

const tags = ['coupons'];

export default async function consumerCouponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/coupon/list/consumer',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Coupons usable now at a company (and store), with their terms', querystring: consumerCouponQuerySchema },
    },
    async (req) => {
      // The user comes from the token; a user_uuid in the query is only a hint of the spec's call.
      const user = req.auth?.user;
      return ok(
        'Coupons',
        await svc.listConsumerCoupons(db, {
          companyUuid: req.query.company_uuid,
          storeUuid: req.query.store_uuid,
          userUuid: user?.uuid ?? null,
          deviceId: user ? null : (req.query.ip_address ?? null),
        }),
      );
    },
  );

  r.post(
    '/coupon/code',
    {
      config: { access: 'public', idempotent: true },
      schema: { tags, summary: "Apply a coupon code to the caller's cart; a refusal (400) also clears the cart's coupon", body: couponApplySchema },
    },
    async (req, reply) => {
      const result = await cart.applyCoupon(db, cart.cartOwner(req.auth?.user ?? null, req.body.ip_address), req.body);
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
    },
  );

  r.put(
    '/coupon/code/clear',
    { config: { access: 'public', idempotent: true }, schema: { tags, summary: "Remove the coupon from the caller's cart", body: couponClearSchema } },
    async (req) => ({
      ...ok('Coupon removed', await cart.clearCoupon(db, cart.cartOwner(req.auth?.user ?? null, req.body.ip_address), req.body.company_uuid)),
      discount_amount: 0,
    }),
  );
}
