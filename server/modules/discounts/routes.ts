// Discounts at the till (issue 16): the store's limit for manual discounts (the till keeps it for
// offline use) and a manager's approval of a discount above it, given on the till by their sign-in
// (rate limited like a login; the password's wrong tries count toward the same lock).
import type { FastifyInstance } from 'fastify';
import { discountApprovalSchema, discountPolicyQuerySchema, discountPolicyUpdateSchema, tillCouponCheckSchema } from '../../contracts/discounts';
import { ok } from '../../lib/http';
import { routes } from '../../lib/routes';
import * as svc from './service';

const TILL_STAFF = ['cashier', 'manager', 'company', 'admin'] as const;

export interface DiscountRouteOptions {
  triesPerMinute: number;
}

export default async function discountRoutes(app: FastifyInstance, opts: DiscountRouteOptions) {
  const route = routes(app, ['orders']);
  const db = app.db;

  route.get('/discount/policy', TILL_STAFF, { querystring: discountPolicyQuerySchema }, "The store's limit for manual discounts without a manager")
    .answer('Discount policy', ({ user, query }) => svc.discountPolicy(db, user, query.store_uuid));

  route.put('/discount/policy', ['manager', 'company', 'admin'], { body: discountPolicyUpdateSchema },
    "Set the store's limit for manual discounts without a manager")
    .answer('Discount limit saved', ({ user, body }) => svc.setDiscountPolicy(db, user, body.store_uuid, body.approval_limit));

  route.post('/discount/coupon/check', TILL_STAFF, { body: tillCouponCheckSchema },
    "Try a coupon at the till on the ticket's subtotal: its terms, or the reason it does not apply (checkout checks it again)")
    .answer('Coupon applies', ({ user, body }) => svc.checkTillCoupon(db, user, body));

  route.post('/discount/approve', { access: TILL_STAFF, rateLimit: { max: opts.triesPerMinute, timeWindow: '1 minute' } }, { body: discountApprovalSchema },
    "A manager's approval (by their sign-in) of manual discounts above the store's limit, for the caller's next order")
    .handle(async ({ reply, user, body }) => reply.code(201).send(ok('Discount approved', await svc.approveDiscount(db, user, body))));
}
